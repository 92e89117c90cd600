import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import type { Refusal } from '~/utils/refusal';
import { SearchField } from '~/components/SearchField';
import { TopBar } from '~/components/TopBar';

interface Row {
  id: number;
  title: string;
  logo: string | null;
  detail: string;
  km: number | null;
  near: boolean;
  /** the brands a tap opens (one per row by brand; every brand at a branch) */
  brands: { id: number; label: string }[];
}

export interface StoresNearData {
  title: string;
  mode: 'brands' | 'branches';
  q: string;
  home: string;
  address: string | null;
  nearby: Row[];
  farther: Row[];
}

function Rows({ rows, mode }: { rows: Row[]; mode: StoresNearData['mode'] }) {
  const { t } = useTranslation();
  return (
    <ul className="near-list">
      {rows.map((r) => (
        <li key={r.id} className="near-row">
          {r.logo ? <img src={r.logo} alt="" width={48} height={48} className="near-row__logo" /> : null}
          <div className="near-row__text">
            {mode === 'brands' ? (
              <Form method="post">
                <input type="hidden" name="brandId" value={r.brands[0]!.id} />
                <button type="submit" className="link-button near-row__title">
                  {r.title}
                </button>
              </Form>
            ) : (
              <h3 className="near-row__title">{r.title}</h3>
            )}
            <p className="near-row__detail">
              {r.detail}
              {r.km != null ? ` · ${t('branch.distance', { km: r.km })}` : ''}
            </p>
            {mode === 'branches' ? (
              <ul className="chips" aria-label={t('near.brandsAt', { name: r.title })}>
                {r.brands.map((b) => (
                  <li key={b.id}>
                    <Form method="post">
                      <input type="hidden" name="brandId" value={b.id} />
                      <button type="submit" className="chip chip--link">
                        {b.label}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Stores near you (SPEC §2): the address, a title search, then nearby and farther stores. */
export function StoresNear({ data, refusal }: { data: StoresNearData; refusal?: Refusal | null }) {
  const { t } = useTranslation();
  const other = data.mode === 'brands' ? 'branches' : 'brands';
  return (
    <>
      <TopBar title={data.title} back={{ to: data.home, label: t('cart.back') }} />
      <main id="main" className="page page--near">
        <section className="location-card" aria-labelledby="near-address">
          <h2 id="near-address" className="location-card__label">
            {t('near.deliverTo')}
          </h2>
          <p className="location-card__address">
            <Icon name="pin" size={18} /> {data.address ?? t('near.noAddress')}
          </p>
          <Link to={`/address?next=${data.mode}`} className="link-button">
            {data.address ? t('branch.changeAddress') : t('options.setAddress')}
          </Link>
        </section>
        <nav className="segmented" aria-label={t('near.view')}>
          <span className="segmented__option segmented__option--on" aria-current="page">
            {t(`near.${data.mode}`)}
          </span>
          <Link to={`/menu/${other}${data.q ? `?q=${encodeURIComponent(data.q)}` : ''}`} className="segmented__option">
            {t(`near.${other}`)}
          </Link>
        </nav>
        <Form method="get" role="search" className="search">
          <SearchField label={t('near.search')} defaultValue={data.q} />
          <button type="submit" className="button search__submit">
            {t('home.searchButton')}
          </button>
        </Form>
        <RefusalMessage refusal={refusal} />
        {data.address && data.nearby.length + data.farther.length === 0 ? (
          <p className="empty-state">{t('near.none')}</p>
        ) : null}
        {data.nearby.length ? (
          <section aria-labelledby="near-nearby">
            <h2 id="near-nearby" className="section-title">
              {t('near.nearby')}
            </h2>
            <Rows rows={data.nearby} mode={data.mode} />
          </section>
        ) : null}
        {data.farther.length ? (
          <section aria-labelledby="near-farther">
            <h2 id="near-farther" className="section-title">
              {t('near.farther')}
            </h2>
            <Rows rows={data.farther} mode={data.mode} />
          </section>
        ) : null}
      </main>
    </>
  );
}
