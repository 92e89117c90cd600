import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Field } from '~/components/forms/fields';
import { RouteErrorBoundary } from '~/components/shell';
import { useRootData } from '~/utils/root-data';
import { loadOutbox } from './outbox.server';
import { TopBar } from '~/components/TopBar';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOutbox(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/dev/outbox` (DESIGN.md "Embedded defaults are real"): the messages the embedded platform would have
 * sent by SMS, WhatsApp, Viber or email, newest first — for demos and tests. Not served in production.
 */
export default function Outbox() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <>
      <TopBar title={t('outbox.title')} back={{ to: root?.home ?? '/', label: t('outbox.home') }} />
      <main id="main" className="page page--login">
        <p className="notice-box">{t('outbox.note')}</p>
        <Form method="get" role="search" className="login-form">
          <Field
            label={t('outbox.filterLabel')}
            inputProps={{
              id: 'outbox-to',
              name: 'to',
              type: 'search',
              defaultValue: data.to,
              maxLength: 200,
              autoComplete: 'off',
            }}
          />
          <div className="sheet-actions">
            {data.to ? (
              <Link to="/dev/outbox" className="button">
                {t('outbox.showAll')}
              </Link>
            ) : null}
            <button type="submit" className="button button--primary">
              {t('outbox.filter')}
            </button>
          </div>
        </Form>
        {data.failed ? (
          <p className="form-message" role="alert">
            {t('outbox.failed')}
          </p>
        ) : data.messages.length === 0 ? (
          <p className="empty">{t('outbox.empty')}</p>
        ) : (
          <ol className="place-list" aria-label={t('outbox.title')}>
            {data.messages.map((m) => (
              <li key={m.id} className="location-card">
                <article aria-labelledby={`outbox-${m.id}`}>
                  <h2 id={`outbox-${m.id}`} className="location-card__label">
                    {m.channel} · {m.to}
                  </h2>
                  <p className="hint">
                    <time dateTime={m.at}>{m.atText}</time>
                  </p>
                  {m.subject ? <p>{m.subject}</p> : null}
                  <MessageBody body={m.body} />
                  {/* an order message (issue 27) carries no code */}
                  {m.code ? (
                    <p>
                      {t('outbox.code')} <code>{m.code}</code>
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}

const LINK = /(https?:\/\/\S+)/;

/** A message's text as it would arrive: a paragraph a line, its links followable (an order message's link). */
function MessageBody({ body }: { body: string }) {
  return (
    <>
      {body
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>
            {line.split(LINK).map((part, j) =>
              j % 2 === 1 ? (
                <a key={j} href={part}>
                  {part}
                </a>
              ) : (
                part
              ),
            )}
          </p>
        ))}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
