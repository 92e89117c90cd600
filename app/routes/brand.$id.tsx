import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Form,
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useOutlet,
  useSubmit,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerArea } from '~/components/Carousel';
import { Icon } from '~/components/Icon';
import { Sheet } from '~/components/Sheet';
import { Sidebar } from '~/components/Sidebar';
import { ViewToggle } from '~/components/ViewToggle';
import { CartBar, FreeDelivery } from '~/components/menu/CartBar';
import { MenuItemCard } from '~/components/menu/MenuItemCard';
import { useStoreMode } from '~/components/menu/useStoreMode';
import { LIMITS, TIMINGS } from '~/domain/constants';
import { formatMoney } from '~/domain/money';
import { HTML_LANG, type Language } from '~/i18n/languages';
import { loadBrandMenu } from '~/menu.server';
import { idParam } from '~/utils/request.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadBrandMenu(request, context, idParam(params.id));

export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.brand.title} · ${data.branch.title}` }] : [];

// Opening and closing the item sheet does not change the menu; submitting to the cart does.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  // Same address: an explicit revalidation (a live store_mode event).
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.search !== nextUrl.search) return defaultShouldRevalidate;
  const menuPath = (p: string) => p.replace(/\/item\/\d+$/, '');
  return menuPath(currentUrl.pathname) !== menuPath(nextUrl.pathname) && defaultShouldRevalidate;
};

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The brand menu (SPEC §2 "Brand menu"). Sheets are URL state: ?sheet=categories|hours, /item/{id}. */
export default function BrandMenu() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  useStoreMode(data.socket);
  const base = `/brand/${data.brand.id}`;
  const params = new URLSearchParams(location.search);
  params.delete('sheet');
  const keep = params.toString() ? `?${params}` : '';
  const withSheet = (sheet: string) => {
    const p = new URLSearchParams(params);
    p.set('sheet', sheet);
    return `${base}?${p}`;
  };
  const categories = data.sections.flatMap((s) => s.categories);
  const view = data.search.view ?? 'auto';
  const lng = (i18n.language || 'en') as Language;
  // One sheet at a time: an open item sheet keeps the notice for later.
  const itemOpen = useOutlet() !== null;

  return (
    <>
      <header className="topbar">
        {data.canChangeBrand ? (
          <Link to={data.home} className="icon-button" aria-label={t('nav.changeBrand')}>
            <Icon name="swap" />
          </Link>
        ) : null}
        <div className="topbar__title">
          <h1>{data.brand.title}</h1>
          <Link to={withSheet('hours')} className="topbar__subtitle" preventScrollReset>
            <Icon name="pin" size={14} /> <span>{data.branch.address}</span>
          </Link>
        </div>
        <Link
          to={`/cart?brandId=${data.brand.id}`}
          className="icon-button"
          aria-label={t('nav.cartWithCount', { count: data.cart.count })}
        >
          <Icon name="cart" />
          {data.cart.count > 0 ? (
            <span className="icon-badge" aria-hidden="true">
              {data.cart.count}
            </span>
          ) : null}
        </Link>
        <Sidebar />
      </header>
      <div className="menu-layout">
        <main id="main" className="page page--menu">
          <BannerArea slides={data.banners} />
          <BranchStatus branch={data.branch} hoursHref={withSheet('hours')} />
          <div className="menu-cards">
            <OrderTypeCard brandId={data.brand.id} orderType={data.orderType} card={data.orderCard} />
            <Link to="/loyalty" className="chip chip--link">
              <Icon name="gift" size={16} /> {t('nav.rewards')}
            </Link>
            <Link to="/promo" className="chip chip--link">
              <Icon name="tag" size={16} /> {t('nav.promo')}
            </Link>
          </div>
          {data.campaigns.length ? (
            // Scrolls sideways: focusable so a keyboard can scroll it too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <ul className="campaigns" aria-label={t('brand.offers')} tabIndex={0}>
              {data.campaigns.map((c) => (
                <li key={c.id} className="campaign">
                  <Icon name="tag" size={16} /> {c.title}
                </li>
              ))}
            </ul>
          ) : null}
          <MenuSearch
            q={data.search.q}
            view={data.search.view}
            firstCategories={categories.slice(0, LIMITS.categorySearchCount)}
            base={base}
          />
          <nav className="category-tabs" aria-label={t('brand.categories')}>
            <ul>
              <li>
                <Link to={withSheet('categories')} className="category-tabs__all" preventScrollReset>
                  <Icon name="list" size={16} /> {t('brand.all')}
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <a href={`#category-${c.id}`}>
                    {c.popular ? <Icon name="flame" size={16} /> : null}
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {data.results ? (
            <SearchResults results={data.results} data={data} keep={keep} />
          ) : (
            data.sections.map((section) => (
              <section key={section.id} className="menu-section" aria-labelledby={`section-${section.id}`}>
                <h2 id={`section-${section.id}`} className="menu-section__title">
                  {section.title}
                </h2>
                {section.categories.map((category) => (
                  <section
                    key={category.id}
                    id={`category-${category.id}`}
                    className="category"
                    aria-labelledby={`category-title-${category.id}`}
                  >
                    <h3 id={`category-title-${category.id}`} className="category__title">
                      {category.popular ? <Icon name="flame" size={18} /> : null}
                      {category.title}
                      {category.ageRestricted ? (
                        <span className="chip chip--warn">{t('tags.ageRestricted')}</span>
                      ) : null}
                    </h3>
                    <p className="category__window">
                      {category.available ? (
                        category.window
                      ) : (
                        <strong className="category__closed">{t('brand.unavailableNow')}</strong>
                      )}
                      {!category.available && category.window ? ` · ${category.window}` : null}
                    </p>
                    <ul className={`items items--${view === 'auto' ? (category.popular ? 'grid' : 'list') : view}`}>
                      {category.items.map((item) => (
                        <MenuItemCard
                          key={item.id}
                          item={item}
                          href={`${base}/item/${item.id}${keep}`}
                          currency={data.currency}
                          categoryAgeRestricted={category.ageRestricted}
                        />
                      ))}
                    </ul>
                  </section>
                ))}
              </section>
            ))
          )}
        </main>
        <CartPanel data={data} />
      </div>
      <CartBar cart={data.cart} currency={data.currency} href={`/cart?brandId=${data.brand.id}`} />
      {data.search.sheet === 'categories' ? (
        <Sheet title={t('brand.allCategories')} closeTo={`${base}${keep}`}>
          <ul className="sheet-list">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`${base}${keep}#category-${c.id}`} className="sheet-list__link">
                  {c.popular ? <Icon name="flame" size={16} /> : null}
                  {c.title}
                  {!c.available ? <span className="chip chip--muted">{t('brand.unavailableNow')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </Sheet>
      ) : null}
      {data.search.sheet === 'hours' ? <HoursSheet branch={data.branch} closeTo={`${base}${keep}`} lng={lng} /> : null}
      {data.branch.showNotice && data.branch.notice && !data.search.sheet && !itemOpen ? (
        <NoticeSheet notice={data.branch.notice} branchId={data.branch.id} closeTo={`${base}${keep}`} />
      ) : null}
      <Outlet />
    </>
  );
}

function BranchStatus({ branch, hoursHref }: { branch: Data['branch']; hoursHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      {branch.closed ? (
        <p className="status-bar status-bar--closed" role="status">
          <Icon name="clock" size={18} />
          <span>
            {branch.closed.opening
              ? branch.closed.scheduledOnly
                ? t('brand.closedTill', { time: branch.closed.opening })
                : t('brand.closedNow', { time: branch.closed.opening })
              : t('brand.closed')}{' '}
            <Link to={hoursHref} preventScrollReset>
              {t('brand.storeHours')}
            </Link>
          </span>
        </p>
      ) : null}
      {branch.busyMinutes != null ? (
        <p className="status-bar status-bar--busy" role="status">
          <Icon name="clock" size={18} /> {t('brand.busy', { count: branch.busyMinutes })}
        </p>
      ) : null}
      {branch.notice ? <p className="status-bar status-bar--notice">{branch.notice}</p> : null}
    </>
  );
}

/** The order type card: what, when and where; it opens the order options sheet with a Save button. */
function OrderTypeCard({
  brandId,
  orderType,
  card,
}: {
  brandId: number;
  orderType: 1 | 2 | 3;
  card: { when: string | null; place: string | null };
}) {
  const { t } = useTranslation();
  return (
    <Link to={`/brand/${brandId}/options?save=1`} className="order-type-card" preventScrollReset>
      <span className="order-type-card__label">{t('orderType.label')}</span>
      <strong>{t(`orderType.${orderType}`)}</strong> · {card.when ?? t('orderType.asap')}
      {card.place ? <span className="order-type-card__place">{card.place}</span> : null}
      <span className="order-type-card__change">{t('options.change')}</span>
    </Link>
  );
}

/** Search of items and categories: a GET form; with JavaScript it searches 300 ms after typing stops. */
function MenuSearch({
  q,
  view,
  firstCategories,
  base,
}: {
  q: string;
  view: 'list' | 'grid' | null;
  firstCategories: { id: number; title: string }[];
  base: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const viewHref = (v: 'list' | 'grid') => {
    const p = new URLSearchParams();
    if (q) p.set('q', q);
    p.set('view', v);
    return `${base}?${p}`;
  };
  return (
    <div className="menu-search">
      <Form
        method="get"
        action={base}
        role="search"
        className="search"
        ref={form}
        preventScrollReset
        onSubmit={() => window.clearTimeout(timer.current)}
        onChange={() => {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(
            () => submit(form.current, { replace: true, preventScrollReset: true }),
            TIMINGS.searchDebounceMs,
          );
        }}
      >
        <label className="search__field">
          <span className="visually-hidden">{t('brand.search')}</span>
          <Icon name="search" />
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('brand.search')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        {view ? <input type="hidden" name="view" value={view} /> : null}
        <button type="submit" className="button search__submit">
          {t('home.searchButton')}
        </button>
      </Form>
      {!q ? (
        <ul className="quick-categories" aria-label={t('brand.categories')}>
          {firstCategories.map((c) => (
            <li key={c.id}>
              <a href={`#category-${c.id}`} className="chip chip--link">
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ViewToggle href={viewHref} current={view} />
    </div>
  );
}

function SearchResults({ results, data, keep }: { results: NonNullable<Data['results']>; data: Data; keep: string }) {
  const { t } = useTranslation();
  const base = `/brand/${data.brand.id}`;
  if (!results.items.length && !results.categories.length) {
    return (
      <p className="empty" role="status">
        {t('brand.noItem')}
      </p>
    );
  }
  return (
    <section aria-labelledby="results-title" className="results">
      <h2 id="results-title" className="menu-section__title">
        {t('brand.results', { q: data.search.q })}
      </h2>
      {results.categories.length ? (
        <ul className="quick-categories">
          {results.categories.map((c) => (
            <li key={c.id}>
              <Link to={`${base}#category-${c.id}`} className="chip chip--link">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={`items items--${data.search.view ?? 'list'}`}>
        {results.items.map((item) => (
          <MenuItemCard key={item.id} item={item} href={`${base}/item/${item.id}${keep}`} currency={data.currency} />
        ))}
      </ul>
    </section>
  );
}

function HoursSheet({ branch, closeTo, lng }: { branch: Data['branch']; closeTo: string; lng: Language }) {
  const { t } = useTranslation();
  // Weekday names in the user's language; 2024-01-01 was a Monday.
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(HTML_LANG[lng], { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, day)),
    );
  return (
    <Sheet title={t('brand.storeHours')} closeTo={closeTo}>
      <p className="sheet__lead">
        <Icon name="pin" size={16} /> {branch.title} · {branch.address}
      </p>
      <table className="hours">
        <caption className="visually-hidden">{t('brand.storeHours')}</caption>
        <tbody>
          {branch.hours.map((d) => (
            <tr key={d.day} aria-current={d.day === branch.today ? 'date' : undefined}>
              <th scope="row">
                {dayName(d.day)}
                {d.day === branch.today ? <span className="chip">{t('brand.today')}</span> : null}
              </th>
              <td>{d.slots.length ? d.slots.join(', ') : t('brand.closedDay')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sheet__note">{t('brand.timezone', { zone: branch.timezone })}</p>
      {branch.phone ? (
        <p>
          <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
        </p>
      ) : null}
    </Sheet>
  );
}

function NoticeSheet({ notice, branchId, closeTo }: { notice: string; branchId: number; closeTo: string }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('brand.notice')} closeTo={closeTo}>
      <p>{notice}</p>
      <Form method="post" action="/actions/notice-seen">
        <input type="hidden" name="branchId" value={branchId} />
        <input type="hidden" name="redirectTo" value={closeTo} />
        <button type="submit" className="button button--primary button--block">
          {t('brand.noticeDismiss')}
        </button>
      </Form>
    </Sheet>
  );
}

/** On wide screens (SPEC §9: 900 px) the cart is a side panel beside the menu. */
function CartPanel({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <aside className="cart-panel" aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className="cart-panel__title">
        {t('nav.cart')}
      </h2>
      {data.cart.lines.length === 0 ? (
        <p className="cart-panel__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="cart-panel__lines">
            {data.cart.lines.map((line) => (
              <li key={line.id} className="cart-panel__line">
                <span className="cart-panel__qty">{line.quantity} ×</span>
                <Link
                  to={`/brand/${line.brandId}/item/${line.itemId}?line=${line.id}`}
                  preventScrollReset={line.brandId === data.brand.id}
                >
                  {line.title}
                </Link>
                <span className="cart-panel__total">{formatMoney(line.total, data.currency)}</span>
              </li>
            ))}
          </ul>
          {data.cart.freeDelivery ? (
            <FreeDelivery
              subtotal={data.cart.subtotal}
              freeDelivery={data.cart.freeDelivery}
              currency={data.currency}
            />
          ) : null}
          <p className="cart-panel__subtotal">
            <span>{t('cart.subtotal')}</span> <strong>{formatMoney(data.cart.subtotal, data.currency)}</strong>
          </p>
          <Link to={`/cart?brandId=${data.brand.id}`} className="button button--primary button--block">
            {t('cart.view')}
          </Link>
        </>
      )}
    </aside>
  );
}
