import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CartView } from '~/components/cart/CartView';
import { RouteErrorBoundary } from '~/components/shell';
import { cartAction } from '~/features/cart/cart-actions.server';
import { loadCartPage } from '~/features/cart/cart-page.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

/** The page's forms (STYLE.md "Cart"): the one cart action; a refusal comes back as this page. */
export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context);
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCartPage(request, context);
export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.titles.cart });

export const ErrorBoundary = RouteErrorBoundary;

/** The cart (SPEC §2 "Cart page"). */
export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <TopBar
        title={t('nav.cart')}
        back={{ to: data.backTo, label: t('cart.back') }}
        subtitle={data.tableNo ? t('home.table', { table: data.tableNo }) : null}
        sidebar
      />
      <main id="main" className="page page--cart">
        <CartView data={data} refused={refused ?? null} here={location.pathname + location.search} />
      </main>
    </>
  );
}
