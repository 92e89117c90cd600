import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '~/components/shell';
import { loadSavedCards, savedCardsAction } from './saved-cards.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSavedCards(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => savedCardsAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** The customer's saved cards, each deletable (a plain form per card). */
export default function SavedCardsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={t('savedCards.title')} back={{ to: '/profile', label: t('order.back') }} sidebar />
      <main id="main" className="page">
        {data.cards.length === 0 ? (
          <p className="muted">{t(data.guest ? 'savedCards.guest' : 'savedCards.empty')}</p>
        ) : (
          <ul className="saved-cards">
            {data.cards.map((c) => (
              <li key={c.id} className="card saved-cards__item">
                <span>{t('checkout.savedCard', { brand: c.brand, suffix: c.suffix })}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={t('savedCards.deleteLabel', { brand: c.brand, suffix: c.suffix })}
                  >
                    {t('savedCards.delete')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
