import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { BrandCard } from '~/features/branches/home.server';
import { Carousel, type Slide } from './Carousel';
import { Icon } from './Icon';
import { useActiveOrders } from './orders/useActiveOrders';
import { ViewToggle } from './ViewToggle';
import { SearchField, useSearchAsYouType } from '~/components/SearchField';
import { useIsPending } from '~/components/forms/useIsPending';
import { TopBar } from '~/components/TopBar';

export interface HomeData {
  title: string;
  subtitle: string | null;
  tableNo: string | null;
  foodHall: boolean;
  banners: Slide[];
  groups: { id: number; title: string; brands: BrandCard[] }[] | null;
  brands: BrandCard[];
  total: number;
  search: { q: string; sort: 'featured' | 'az'; view: 'grid' | 'list' };
}

/** Home and brand list (SPEC §2): title, banners, search, sort, grid or list, food-hall groups. */
export function HomePage({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  const { search } = data;
  // The page's own path: "." from an index route (/menu, /brand) would lead to `?index` (issue 12).
  const { pathname } = useLocation();
  const viewHref = (view: 'grid' | 'list') => {
    const p = new URLSearchParams();
    if (search.q) p.set('q', search.q);
    if (search.sort !== 'featured') p.set('sort', search.sort);
    if (view !== 'grid') p.set('view', view);
    const s = p.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return (
    <>
      <TopBar
        title={data.title}
        subtitle={data.tableNo ? t('home.table', { table: data.tableNo }) : null}
        sidebar="poll"
      />
      <main id="main" className="page">
        <OngoingOrders />
        {data.banners.length ? <Carousel slides={data.banners} /> : null}
        <BrandSearch search={search} />
        <ViewToggle href={viewHref} current={search.view} />
        {data.total === 0 ? (
          <p className="empty" role="status">
            {t('home.empty')}
          </p>
        ) : data.groups ? (
          <section aria-labelledby="order-together">
            <h2 id="order-together" className="section-title">
              {t('home.orderTogether')}
            </h2>
            {data.groups.map((group) => (
              <section key={group.id} className="brand-group" aria-labelledby={`business-${group.id}`}>
                <h3 id={`business-${group.id}`} className="brand-group__title">
                  {group.title}
                </h3>
                <BrandList brands={group.brands} view={search.view} />
              </section>
            ))}
          </section>
        ) : (
          <section aria-labelledby="brands-title">
            <h2 id="brands-title" className="section-title">
              {t('home.brands')}
            </h2>
            <BrandList brands={data.brands} view={search.view} />
          </section>
        )}
      </main>
    </>
  );
}

/** A GET form: Enter or the button searches without JavaScript; with it, typing searches after 300 ms. */
function BrandSearch({ search }: { search: HomeData['search'] }) {
  const { t } = useTranslation();
  const asYouType = useSearchAsYouType();
  const searching = useIsPending({ state: 'loading', formMethod: null });
  return (
    <Form method="get" role="search" className="search" aria-busy={searching} {...asYouType}>
      <SearchField label={t('home.search')} defaultValue={search.q} autoComplete="off" enterKeyHint="search" />
      <label className="search__sort">
        <span>{t('home.sort')}</span>
        <select name="sort" defaultValue={search.sort}>
          <option value="featured">{t('home.sortFeatured')}</option>
          <option value="az">{t('home.sortAz')}</option>
        </select>
      </label>
      {search.view !== 'grid' ? <input type="hidden" name="view" value={search.view} /> : null}
      <button type="submit" className="button search__submit">
        {t('home.searchButton')}
      </button>
    </Form>
  );
}

/** Brand cards drawn on a phone's first screen (two rows of the grid, four lines of the list). */
const EAGER_LOGOS = 4;

export function BrandList({ brands, view }: { brands: BrandCard[]; view: 'grid' | 'list' }) {
  const { t } = useTranslation();
  return (
    <ul className={`brands brands--${view}`}>
      {brands.map((brand, i) => (
        <li key={brand.id}>
          <Link to={`/brand/${brand.id}`} className="brand-card" prefetch="intent">
            <img
              className="brand-card__logo"
              src={brand.logo ?? '/demo/placeholder-item.svg'}
              alt=""
              width={120}
              height={120}
              // the first row is on a phone's first screen: not held back until the layout says so
              loading={i < EAGER_LOGOS ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className="brand-card__title">{brand.title}</span>
            {brand.busyMinutes != null ? <span className="chip chip--busy">{t('home.busy')}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 "the ongoing-order strip on home": one order leads to its page, several to the list. */
function OngoingOrders() {
  const { t } = useTranslation();
  const active = useActiveOrders(false);
  if (!active?.count) return null;
  return (
    <Link to={active.href} className="ongoing-strip">
      <Icon name="receipt" />
      <span>{t('home.ongoing', { count: active.count })}</span>
      <Icon name="chevronRight" />
    </Link>
  );
}
