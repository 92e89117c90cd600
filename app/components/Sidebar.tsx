import { Form, Link, useLocation, useNavigationType } from '@remix-run/react';
import { useEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '~/i18n/languages';
import { isPlainLeftClick } from '~/utils/plain-click';
import { useRootData } from '~/utils/root-data';
import { Icon } from './Icon';
import { useActiveOrders } from './orders/useActiveOrders';

/**
 * The hamburger menu (SPEC §2 "Home and brand list"): a native <details> disclosure, so it opens and
 * closes without JavaScript; with it, Escape and a click outside close it and focus returns.
 */
export function Sidebar({ poll = false }: { /** SPEC §4: this page polls the active orders */ poll?: boolean }) {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const activeOrders = useActiveOrders(poll)?.count ?? 0;
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const here = location.pathname + location.search;
  // SPEC §2 "promo": the store's promos for the brand of this page (its menu), and back here afterwards
  const brandHere = /^\/brand\/(\d+)/.exec(location.pathname)?.[1];
  const promoTo =
    location.pathname === '/promo'
      ? here
      : `/promo?${brandHere ? `brandId=${brandHere}&` : ''}redirectTo=${encodeURIComponent(here)}`;

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      if (!details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onClick = (e: MouseEvent) => {
      if (details.open && !details.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // A tap on one of the menu's links closes it (the login sheet's host closes it for a login link), and so does
  // going back or forward. A navigation already on its way when the menu was opened (a form sent just before)
  // does not close it when it arrives, nor does the hydration: a tap on the menu is never undone.
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (navigationType === 'POP' && ref.current) ref.current.open = false;
  }, [location.key, navigationType]);
  const onMenuClick = (event: ReactMouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    if ((event.target as Element).closest('a[href]') && ref.current) ref.current.open = false;
  };

  const home = root?.home ?? '/';
  return (
    <details className="sidebar" ref={ref}>
      <summary className="icon-button sidebar__toggle" aria-label={t('nav.menu')}>
        <Icon name="menu" />
        {activeOrders > 0 ? <span className="dot" aria-hidden="true" /> : null}
      </summary>
      {/* the clicks of the links inside, which are the interactive elements (and keep their own keyboard) */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav className="sidebar__panel" aria-label={t('nav.menu')} onClick={onMenuClick}>
        {/* SPEC §2 / §6: a guest's banner, upgraded through Unlock (login, back here) */}
        {root?.user?.isGuest ? (
          <div className="sidebar__guest">
            <p>{t('guest.banner')}</p>
            <Link to={`/login?redirectUrl=${encodeURIComponent(here)}`} className="button button--primary">
              {t('login.unlock')}
            </Link>
          </div>
        ) : null}
        <ul className="sidebar__list">
          <li>
            <Link to={home}>
              <Icon name="home" /> {t('nav.home')}
            </Link>
          </li>
          {/* SPEC §2: always there; a visitor goes through login first (the sheet, with JavaScript). */}
          <li>
            <Link to={root?.user ? '/profile' : `/login?redirectUrl=${encodeURIComponent('/profile')}`}>
              <Icon name="user" /> {t('nav.profile')}
            </Link>
          </li>
          <li>
            <Link to={promoTo}>
              <Icon name="tag" /> {t('nav.promo')}
            </Link>
          </li>
          <li>
            <Link to="/loyalty">
              <Icon name="gift" /> {t('nav.rewards')} <span className="chip chip--new">{t('nav.new')}</span>
            </Link>
          </li>
          <li>
            <Link to="/orders">
              <Icon name="receipt" /> {t('nav.orders')}
              {activeOrders > 0 ? (
                <>
                  <span className="badge" aria-hidden="true">
                    {activeOrders}
                  </span>
                  <span className="visually-hidden">{t('nav.activeOrders', { count: activeOrders })}</span>
                </>
              ) : null}
            </Link>
          </li>
          {/* issue 27: an order placed without an account is found again by its number and phone */}
          {!root?.user || root.user.isGuest ? (
            <li>
              <Link to="/order-lookup">
                <Icon name="search" /> {t('orderLookup.link')}
              </Link>
            </li>
          ) : null}
          {root?.wrapped ? null : (
            <li>
              <a href={root?.supportUrl ?? '#'} rel="noopener">
                <Icon name="help" /> {t('nav.support')}
              </a>
            </li>
          )}
          {root?.user ? (
            <li>
              {/* Logout is a POST (SPEC §4): a link or a prefetch must not log anybody out. */}
              <Form method="post" action="/logout" reloadDocument>
                <input type="hidden" name="redirectTo" value={here} />
                <button type="submit" className="button button--block">
                  {t('nav.logout')}
                </button>
              </Form>
            </li>
          ) : (
            <li>
              <Link to={`/login?redirectUrl=${encodeURIComponent(here)}`}>
                <Icon name="login" /> {t('nav.login')}
              </Link>
            </li>
          )}
        </ul>
        <Form method="post" action="/actions/language" reloadDocument className="languages">
          <fieldset>
            <legend>{t('nav.language')}</legend>
            <input type="hidden" name="redirectTo" value={here} />
            <div className="languages__grid">
              {SUPPORTED_LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="submit"
                  name="lng"
                  value={code}
                  lang={code}
                  className="languages__option"
                  aria-pressed={i18n.language === code}
                >
                  {LANGUAGE_NAMES[code]}
                </button>
              ))}
            </div>
          </fieldset>
        </Form>
      </nav>
    </details>
  );
}
