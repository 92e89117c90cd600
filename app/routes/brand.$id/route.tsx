import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useOutlet,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useIsPending } from '~/components/forms/useIsPending';
import { useTranslation } from 'react-i18next';
import { BannerArea } from '~/components/Carousel';
import { Icon } from '~/components/Icon';
import { Sheet } from '~/components/Sheet';
import { Sidebar } from '~/components/Sidebar';
import { CartBar } from '~/components/menu/CartBar';
import {
  MENU_CARDS,
  MenuCards,
  menuLinkQuery,
  QUICK_ADD_FORM,
  QuickAddForm,
  useMenuCardText,
} from '~/components/menu/MenuItemCard';
import { KeptHtml, LinkList, useKeptForHtml } from '~/utils/html-only';
import { OrderTypeCard } from '~/components/menu/OrderTypeCard';
import { useStoreMode } from '~/components/menu/useStoreMode';
import { LIMITS } from '~/domain/constants';
import type { Language } from '~/i18n/languages';
import { idParam } from '~/utils/request.server';
import { RouteErrorBoundary } from '~/components/shell';
import { loadBrandMenu } from './brand.server';
import { BranchStatus, HoursSheet, NoticeSheet } from './branch-status';
import { MenuSearch, SearchResults } from './menu-search';
import { CartPanel } from './cart-panel';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadBrandMenu(request, context, idParam(params.id));

export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data ? `${args.data.brand.title} · ${args.data.branch.title}` : undefined });

export const ErrorBoundary = RouteErrorBoundary;

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

/** The brand menu (SPEC §2 "Brand menu"). Sheets are URL state: ?sheet=categories|hours, /item/{id}. */
export default function BrandMenu() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const text = useMenuCardText();
  const location = useLocation();
  useStoreMode(data.socket);
  const base = `/brand/${data.brand.id}`;
  const keep = menuLinkQuery(location.search);
  const withSheet = (sheet: string) => {
    const p = new URLSearchParams(keep);
    p.set('sheet', sheet);
    return `${base}?${p}`;
  };
  const categories = data.sections.flatMap((s) => s.categories);
  const view = data.search.view ?? 'auto';
  const itemsClass = (popular: boolean) => `items items--${view === 'auto' ? (popular ? 'grid' : 'list') : view}`;
  // A document's cards: the HTML the loader kept (drawn once for all who see this menu), kept by the browser as
  // it came (utils/html-only.tsx); the page's data, once asked for again, carries them.
  const keptCards = useKeptForHtml<Map<number, Uint8Array>>(MENU_CARDS);
  // the item whose "+" is on its way, marked busy (in the kept HTML by its selector)
  const sent = useNavigation().formData?.get('itemId');
  const sentId = typeof sent === 'string' && /^\d+$/.test(sent) ? sent : '';
  const adding = useIsPending({ with: { itemId: sentId } }) ? sentId : null;
  const addingSelector = adding ? `button[form="${QUICK_ADD_FORM}"][value="${adding}"]` : null;
  const cardsOf = { base, keep, currency: data.currency, quickAdd: data.quickAdd, text };
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
          {data.table ? <p className="topbar__subtitle">{t('home.table', { table: data.table })}</p> : null}
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
        <Sidebar poll />
      </header>
      <div className="menu-layout">
        <main id="main" className="page page--menu">
          <BannerArea slides={data.banners} />
          <BranchStatus branch={data.branch} hoursHref={withSheet('hours')} />
          <div className="menu-cards">
            <OrderTypeCard card={data.orderCard} href={`/brand/${data.brand.id}/options?save=1`} />
            <Link to="/loyalty" className="chip chip--link">
              <Icon name="gift" size={16} /> {t('nav.rewards')}
            </Link>
            <Link
              to={`/promo?brandId=${data.brand.id}&redirectTo=${encodeURIComponent(base + keep)}`}
              className="chip chip--link"
            >
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
            <SearchResults results={data.results} data={data} cardsOf={cardsOf} adding={adding} />
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
                    {category.items ? (
                      <LinkList key="cards" className={itemsClass(category.popular)}>
                        <MenuCards
                          items={category.items}
                          {...cardsOf}
                          categoryAgeRestricted={category.ageRestricted}
                          adding={adding}
                        />
                      </LinkList>
                    ) : (
                      <KeptHtml
                        key="kept"
                        className={itemsClass(category.popular)}
                        html={keptCards?.get(category.id)}
                        busy={addingSelector}
                      />
                    )}
                  </section>
                ))}
              </section>
            ))
          )}
        </main>
        <CartPanel data={data} />
      </div>
      {data.quickAdd ? (
        <QuickAddForm brandId={data.brand.id} branchId={data.branch.id} back={`${base}${keep}`} />
      ) : null}
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
