import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CartView } from '~/components/cart/CartView';
import { OrderTypeCard } from '~/components/menu/OrderTypeCard';
import { RouteErrorBoundary } from '~/components/shell';
import { cartAction } from '~/features/cart/cart-actions.server';
import { loadCartPage } from '~/features/cart/cart-page.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

/** The cart's forms post here and come back here (the one cart action, as on /cart). */
export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context);
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCartPage(request, context);
export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.titles.panel });

export const ErrorBoundary = RouteErrorBoundary;

/**
 * /panel (ADR 0009): the menu's side panel as a page of its own — the order options in force (a scheduled
 * order's time in the branch's zone) and the cart with its bill — for narrow screens and the wrapped app.
 */
export default function Panel() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <TopBar
        title={t('panel.title')}
        back={{ to: data.backTo, label: t('cart.back') }}
        subtitle={data.tableNo ? t('home.table', { table: data.tableNo }) : null}
        sidebar
      />
      <main id="main" className="page page--cart">
        <OrderTypeCard card={data.orderCard} />
        <CartView data={data} refused={refused ?? null} here={location.pathname + location.search} />
      </main>
    </>
  );
}
