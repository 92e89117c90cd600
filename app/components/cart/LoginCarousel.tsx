import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export type LoginVariant = 'guest' | 'promo' | 'pay' | 'reward' | 'order' | 'checkout' | 'global';

/**
 * The login carousel for guests and logged-out visitors (SPEC §2 "Cart page"): cards that say what
 * logging in unlocks, each with Unlock; the global card also offers Guest — only to a visitor where guest
 * login is allowed (SPEC §5), never to a guest. A strip that scrolls sideways.
 */
export function LoginCarousel({ variants, guestButton }: { variants: LoginVariant[]; guestButton: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolls sideways: reachable by keyboard
    <section className="login-carousel" aria-label={t('login.carouselLabel')} tabIndex={0}>
      {variants.map((variant) => (
        <div key={variant} className={`login-card login-card--${variant}`}>
          <p className="login-card__title">{t(`login.variants.${variant}.title`)}</p>
          <p className="login-card__text">{t(`login.variants.${variant}.text`)}</p>
          <div className="login-card__actions">
            <Link to={`/login?redirectUrl=${back}`} className="button button--primary">
              {t('login.unlock')}
            </Link>
            {variant === 'global' && guestButton ? (
              <Link to={`/login?guest=1&redirectUrl=${back}`} className="button">
                {t('login.guest')}
              </Link>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  );
}
