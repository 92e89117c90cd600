import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CartView } from '~/components/cart/CartView';
import { Icon } from '~/components/Icon';
import { Sidebar } from '~/components/Sidebar';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { cartAction } from '~/features/cart/cart-actions.server';
import { loadCartPage } from '~/features/cart/cart-page.server';

/** The page's forms (STYLE.md "Cart"): the one cart action; a refusal comes back as this page. */
export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context);
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCartPage(request, context);
export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.titles.cart }] : errorMeta(error, matches);

export const ErrorBoundary = RouteErrorBoundary;

/** The cart (SPEC §2 "Cart page"). */
export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <header className="topbar">
        <Link to={data.backTo} className="icon-button" aria-label={t('cart.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{t('nav.cart')}</h1>
          {data.tableNo ? <p className="topbar__subtitle">{t('home.table', { table: data.tableNo })}</p> : null}
        </div>
        <Sidebar />
      </header>
      <main id="main" className="page page--cart">
        <CartView data={data} refused={refused ?? null} here={location.pathname + location.search} />
      </main>
    </>
  );
}
