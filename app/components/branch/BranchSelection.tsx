import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon';
import { BranchState } from '~/components/branch/BranchState';
import { Sheet } from '~/components/Sheet';
import { DeliveryMethod } from '~/domain/constants';
import type { branchSelectionAction, loadBranchSelection } from '~/features/branches/branch-selection.server';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { refusalOf } from '~/utils/refusal';
import { SearchField } from '~/components/SearchField';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';

/** Both routes' loader: loadBranchSelection over a brand or a food hall. */
type Loader = (args: LoaderFunctionArgs) => ReturnType<typeof loadBranchSelection>;

export const branchSelectionMeta: MetaFunction<Loader> = (args) => pageMeta(args);

/** Without JavaScript the single-branch hand-over to the menu is a refresh (SPEC §2: after 2 s); with it, a timer. */
export const branchSelectionHandle: RefreshHandle = {
  refreshWithoutScript: (data) => {
    const page = data as { autoTo?: string | null; autoSeconds?: number } | undefined;
    return page?.autoTo ? { seconds: page.autoSeconds ?? 0, to: page.autoTo } : null;
  },
};

/** Branch selection (SPEC §2 "Address and branch selection"): `/branch-selection` and `/food-hall-branch-selection`. */
export function BranchSelection() {
  const data = useLoaderData<Loader>();
  const actionData = useActionData<typeof branchSelectionAction>();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!data.autoTo) return;
    const timer = window.setTimeout(() => navigate(data.autoTo!), data.autoSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [data.autoTo, data.autoSeconds, navigate]);
  const delivery = data.type === DeliveryMethod.DELIVERY;
  const closeConfirm = location.search.replace(/[?&](confirm|branchId)=[^&]*/g, '').replace(/^&/, '?');
  // a refused choice, said by the search (SPEC §8 "Location")
  const refusal = refusalOf(actionData);

  return (
    <>
      <TopBar
        title={t('branch.title')}
        back={
          delivery
            ? { to: `/address?brandId=${data.brandId ?? ''}`, label: t('backTo.address') }
            : data.brandId
              ? { to: `/brand/${data.brandId}/options?type=${data.type}`, label: t('backTo.options') }
              : { to: data.home, label: t('backTo.home') }
        }
      />
      <main id="main" className="page page--branches">
        {data.place ? (
          <section className="location-card" aria-labelledby="selected-location">
            <h2 id="selected-location" className="location-card__label">
              {t('branch.selectedLocation')}
            </h2>
            <p className="location-card__address">
              <Icon name="pin" size={18} /> {data.place}
            </p>
            <Link to={`/address?brandId=${data.brandId ?? ''}`} className="link-button">
              {t('branch.changeAddress')}
            </Link>
          </section>
        ) : null}
        <Form method="get" role="search" className="search">
          {data.brandId ? <input type="hidden" name="brandId" value={data.brandId} /> : null}
          <input type="hidden" name="type" value={data.type} />
          <SearchField label={t('branch.search')} defaultValue={data.q} />
          <button type="submit" className="button search__submit">
            {t('home.searchButton')}
          </button>
        </Form>
        <RefusalMessage refusal={refusal} />
        {data.autoTo ? (
          <p role="status" className="hint">
            {t('branch.redirecting')}
          </p>
        ) : null}
        <h2 className="section-title">{t('branch.available')}</h2>
        {data.branches.length === 0 ? (
          <p className="empty-state">{data.none ? t('branch.noneAvailable') : t('branch.none')}</p>
        ) : (
          <ul className="branch-list">
            {data.branches.map((b) => (
              <li
                key={b.id}
                className={`branch-row${b.selectable ? '' : ' branch-row--dimmed'}`}
                aria-disabled={b.selectable ? undefined : true}
              >
                <Form method="post" className="branch-row__form">
                  <input type="hidden" name="brandId" value={data.brandId ?? ''} />
                  <input type="hidden" name="branchId" value={b.id} />
                  <input type="hidden" name="type" value={data.type} />
                  <div className="branch-row__text">
                    <h3 className="branch-row__title">{b.title}</h3>
                    <p className="branch-row__address">{b.address}</p>
                    <BranchState state={b.state} className="branch-row__state" />
                    <p className="branch-row__meta">
                      {b.distanceKm != null ? <span>{t('branch.distance', { km: b.distanceKm })}</span> : null}
                      {b.outOfRange ? <span className="chip chip--muted">{t('branch.outOfRange')}</span> : null}
                      {b.lacksType && delivery ? (
                        <span className="chip chip--muted">{t('branch.deliveryUnavailable')}</span>
                      ) : null}
                      {b.id === data.currentBranchId ? <span className="chip">{t('branch.current')}</span> : null}
                    </p>
                  </div>
                  <button
                    type="submit"
                    className="button button--primary"
                    aria-label={t('branch.chooseNamed', { name: b.title })}
                    disabled={!b.selectable}
                  >
                    {t('branch.choose')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </main>
      {data.confirm ? (
        <Sheet title={t('cart.clearTitle')} closeTo={`${location.pathname}${closeConfirm}`}>
          <p>{t('cart.otherBranch')}</p>
          <Form method="post" className="sheet-actions">
            <input type="hidden" name="brandId" value={data.brandId ?? ''} />
            <input type="hidden" name="branchId" value={data.confirm.branchId} />
            <input type="hidden" name="type" value={data.type} />
            <input type="hidden" name="confirm" value="clear" />
            <Link to={`${location.pathname}${closeConfirm}`} className="button">
              {t('cart.cancel')}
            </Link>
            <button type="submit" className="button button--primary">
              {t('cart.clearConfirm')}
            </button>
          </Form>
        </Sheet>
      ) : null}
    </>
  );
}
