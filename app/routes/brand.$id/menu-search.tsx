// Search of items and categories on the brand menu (SPEC §2: 300 ms debounce with JavaScript, a plain GET
// form without), and the results.
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ViewToggle } from '~/components/ViewToggle';
import { MenuCards, type MenuCardsOf } from '~/components/menu/MenuItemCard';
import { LinkList } from '~/utils/html-only';
import type { BrandMenuData as Data } from './brand.server';
import { SearchField, useSearchAsYouType } from '~/components/SearchField';

/** Search of items and categories: a GET form; with JavaScript it searches 300 ms after typing stops. */
export function MenuSearch({
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
  const search = useSearchAsYouType();
  const viewHref = (v: 'list' | 'grid') => {
    const p = new URLSearchParams();
    if (q) p.set('q', q);
    p.set('view', v);
    return `${base}?${p}`;
  };
  return (
    <div className="menu-search">
      <Form method="get" action={base} role="search" className="search" preventScrollReset {...search}>
        <SearchField label={t('brand.search')} defaultValue={q} autoComplete="off" enterKeyHint="search" />
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

export function SearchResults({
  results,
  data,
  cardsOf,
  adding,
}: {
  results: NonNullable<Data['results']>;
  data: Data;
  /** what the menu's cards share (its links' path and query, money, words) */
  cardsOf: MenuCardsOf;
  /** the item whose "+" is on its way */
  adding: string | null;
}) {
  const { t } = useTranslation();
  const base = cardsOf.base;
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
      <LinkList className={`items items--${data.search.view ?? 'list'}`}>
        <MenuCards items={results.items} {...cardsOf} adding={adding} />
      </LinkList>
    </section>
  );
}
