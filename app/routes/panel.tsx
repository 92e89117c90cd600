import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CartView } from '~/components/cart/CartView';
import { Icon } from '~/components/Icon';
import { Sidebar } from '~/components/Sidebar';
import { loadCartPage } from '~/cart-page.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCartPage(request, context);
export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.titles.panel ?? '' }];

/**
 * /panel (ADR 0009): the menu's side panel as a page of its own — the order options in force and the cart
 * with its bill — for narrow screens and the wrapped app. Its forms post to /cart and come back here.
 */
export default function Panel() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <header className="topbar">
        <Link to={data.backTo} className="icon-button" aria-label={t('cart.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{t('panel.title')}</h1>
        </div>
        <Sidebar />
      </header>
      <main id="main" className="page page--cart">
        <p className="order-type-card">
          <span className="order-type-card__label">{t('orderType.label')}</span>
          <strong>{t(`orderType.${data.orderType}`)}</strong> · {t('orderType.asap')}
        </p>
        <CartView data={data} here={location.pathname + location.search} />
      </main>
    </>
  );
}
