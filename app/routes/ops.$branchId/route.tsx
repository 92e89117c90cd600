import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';
import { RouteErrorBoundary } from '~/components/shell';
import { OrderStatus } from '~/domain/constants';
import { boardAction, loadBoard, type BoardCard } from './board.server';
import { useKitchenLive, useNewArrivals, useSoundSetting } from './useKitchenLive';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBoard(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => boardAction(request, context, params);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
/** Without JavaScript the board loads itself again this often — but not under a form being filled in. */
const BOARD_REFRESH_SECONDS = 20;
export const handle: RefreshHandle = {
  refreshWithoutScript: (data) => ((data as { panel?: unknown } | undefined)?.panel ? null : BOARD_REFRESH_SECONDS),
};
export const ErrorBoundary = RouteErrorBoundary;

type Board = SerializeFrom<typeof loader>;
type Card = SerializeFrom<BoardCard>;

/** The kitchen's board (issue 16): incoming, in progress, done today; live with JavaScript. */
export default function OpsBoard() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  useKitchenLive(data.live);
  const [soundOn, toggleSound] = useSoundSetting();
  const arrived = useNewArrivals(
    data.columns.incoming.filter((c) => c.statusId === OrderStatus.PLACED).map((c) => c.hash),
    soundOn,
  );
  const columns = [
    { key: 'incoming', cards: data.columns.incoming },
    { key: 'progress', cards: data.columns.progress },
    { key: 'done', cards: data.columns.done },
  ] as const;
  return (
    <main id="main" className="ops ops--board">
      <header className="ops-bar">
        <div>
          <h1 className="ops__title">{data.branch.title}</h1>
          <p className="ops__lead">
            <span className={`ops-chip ${data.branch.store.open ? 'ops-chip--ok' : 'ops-chip--off'}`}>
              {data.branch.store.open ? t('ops.store.open') : t('ops.store.closed')}
            </span>
          </p>
        </div>
        <div className="ops-bar__actions">
          {/* the page's script plays the sound: drawn before it runs, disabled, so the bar does not move (ADR 0046) */}
          <button
            type="button"
            className="button ops-button needs-script"
            aria-pressed={soundOn}
            onClick={toggleSound}
            disabled={!hydrated}
          >
            {soundOn ? t('ops.sound.on') : t('ops.sound.off')}
          </button>
          <Link to="/ops" className="button ops-button">
            {t('ops.switchBranch')}
          </Link>
          <Form method="post" action="/ops/logout">
            <button type="submit" className="button ops-button">
              {t('ops.logout')}
            </button>
          </Form>
        </div>
      </header>
      <StorePanel data={data} />
      <div className="ops-columns">
        {columns.map((column) => (
          <section key={column.key} className="ops-column" aria-labelledby={`ops-col-${column.key}`}>
            <h2 id={`ops-col-${column.key}`} className="ops-column__title">
              {t(`ops.column.${column.key}`)} <span className="ops-count">{column.cards.length}</span>
            </h2>
            {column.cards.length === 0 ? <p className="ops-empty">{t('ops.column.empty')}</p> : null}
            <ol className="ops-cards">
              {column.cards.map((card) => (
                <li key={card.hash}>
                  <OrderCard card={card} data={data} isNew={card.fresh || arrived.has(card.hash)} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </main>
  );
}

function Intent({ name, hash }: { name: string; hash?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={name} />
      {hash ? <input type="hidden" name="hash" value={hash} /> : null}
    </>
  );
}

/** A link that opens one of the board's forms in place (URL state), keeping the language. */
function panelHref(here: string, kind: string, order?: string) {
  const url = new URL(here, 'http://board.local');
  url.searchParams.set('act', kind);
  if (order) url.searchParams.set('order', order);
  return `${url.pathname}${url.search}`;
}

function StorePanel({ data }: { data: Board }) {
  const { t } = useTranslation();
  const { store, brands } = data.branch;
  const noticeOpen = data.panel?.kind === 'notice';
  return (
    <section className="ops-store" aria-label={t('ops.store.label')}>
      <Form method="post" className="ops-inline">
        <Intent name="store" />
        <input type="hidden" name="closed" value={store.closedToday ? 'false' : 'true'} />
        <button type="submit" className={`button ops-button ${store.closedToday ? 'button--primary' : ''}`}>
          {store.closedToday ? t('ops.store.reopen') : t('ops.store.closeToday')}
        </button>
      </Form>
      {brands.map((brand) => (
        <Form method="post" className="ops-inline" key={brand.id}>
          <Intent name="busy" />
          <input type="hidden" name="brandId" value={brand.id} />
          <input type="hidden" name="busy" value={brand.is_busy ? 'false' : 'true'} />
          <button type="submit" className="button ops-button" aria-pressed={brand.is_busy}>
            {brand.is_busy ? t('ops.busy.on', { brand: brand.title }) : t('ops.busy.off', { brand: brand.title })}
          </button>
        </Form>
      ))}
      {noticeOpen ? (
        <Form method="post" className="ops-form">
          <Intent name="notice" />
          <label className="ops-check">
            <input type="checkbox" name="enabled" defaultChecked={store.noticeEnabled} /> {t('ops.notice.enabled')}
          </label>
          <label className="ops-field">
            {t('ops.notice.text')}
            <textarea name="text" maxLength={300} defaultValue={store.noticeText} rows={3} className="ops-input" />
          </label>
          <label className="ops-field">
            {t('ops.notice.until')}
            <input type="datetime-local" name="endTime" defaultValue={store.noticeEnd} className="ops-input" />
          </label>
          <div className="ops-inline">
            <button type="submit" className="button button--primary ops-button">
              {t('ops.save')}
            </button>
            <Link to={data.here} className="button ops-button">
              {t('ops.close')}
            </Link>
          </div>
        </Form>
      ) : (
        <Link to={panelHref(data.here, 'notice')} className="button ops-button">
          {store.noticeEnabled ? t('ops.notice.edit') : t('ops.notice.add')}
        </Link>
      )}
      {store.noticeEnabled && store.noticeText && !noticeOpen ? <p className="ops-notice">{store.noticeText}</p> : null}
    </section>
  );
}

function OrderCard({ card, data, isNew }: { card: Card; data: Board; isNew: boolean }) {
  const { t } = useTranslation();
  const open = data.panel?.order === card.hash ? data.panel.kind : null;
  return (
    <article
      className={`ops-card${isNew ? ' ops-card--new' : ''}${card.statusId === OrderStatus.CANCELLED ? ' ops-card--cancelled' : ''}`}
      aria-labelledby={`ops-order-${card.hash}`}
    >
      <header className="ops-card__head">
        <h3 id={`ops-order-${card.hash}`} className="ops-card__id">
          #{card.shortId} {isNew ? <span className="ops-chip ops-chip--new">{t('ops.new')}</span> : null}
        </h3>
        <span className="ops-card__time">{card.placedAt}</span>
      </header>
      <p className="ops-card__meta">
        <strong>{t(`orderType.${card.orderType}`)}</strong>
        {card.tableNo ? ` · ${t('ops.table', { table: card.tableNo })}` : ''}
        {card.vehicle ? ` · ${card.vehicle}` : ''}
        {' · '}
        {t(`order.status.${card.statusId}`)}
      </p>
      {card.awaitingPayment ? <p className="ops-card__schedule">{t('ops.awaitingPayment')}</p> : null}
      {card.scheduledAt ? (
        <p className="ops-card__schedule">{t('ops.scheduledFor', { time: card.scheduledAt })}</p>
      ) : null}
      {card.address ? <p className="ops-card__meta">{card.address}</p> : null}
      <ul className="ops-lines">
        {card.lines.map((line) => (
          <li key={line.id}>
            <span className="ops-lines__qty">{line.quantity} x</span> {line.title}
            {line.choices.length ? <span className="ops-lines__choices">{line.choices.join(', ')}</span> : null}
            {line.comment ? <span className="ops-lines__note">“{line.comment}”</span> : null}
          </li>
        ))}
      </ul>
      {card.comment ? <p className="ops-note">{t('ops.note', { note: card.comment })}</p> : null}
      {card.updateNote ? <p className="ops-card__meta">{t('ops.updated', { note: card.updateNote })}</p> : null}
      {card.cancellation ? (
        <p className="ops-card__meta">{t('ops.cancelledBecause', { reason: card.cancellation })}</p>
      ) : null}
      <p className="ops-card__pay">
        <strong>{card.total}</strong> · {t(card.paymentMethodKey)} · {t(card.paymentStatusKey)}
        {card.refundStatusId ? ` · ${t(`ops.refund.${card.refundStatusId}`)}` : ''}
        {card.refunded ? ` (${card.refunded})` : ''}
      </p>
      {card.fulfilment ? <Courier card={card} /> : null}
      <div className="ops-actions">
        {card.actions.accept ? <Move hash={card.hash} intent="accept" primary /> : null}
        {card.actions.ready ? <Move hash={card.hash} intent="ready" primary /> : null}
        {card.actions.complete ? <Move hash={card.hash} intent="complete" primary /> : null}
        {card.actions.paid ? <Move hash={card.hash} intent="paid" /> : null}
        {card.actions.refund ? <Move hash={card.hash} intent="refund" /> : null}
        {card.actions.editCart && open !== 'edit' ? (
          <Link to={panelHref(data.here, 'edit', card.hash)} className="button ops-button">
            {t('ops.action.editCart')}
          </Link>
        ) : null}
        {card.fulfilment && card.fulfilment.next.length && open !== 'courier' ? (
          <Link to={panelHref(data.here, 'courier', card.hash)} className="button ops-button">
            {t('ops.action.courier')}
          </Link>
        ) : null}
        {card.actions.cancel && open !== 'cancel' ? (
          <Link to={panelHref(data.here, 'cancel', card.hash)} className="button ops-button ops-button--danger">
            {t('ops.action.cancel')}
          </Link>
        ) : null}
      </div>
      {open === 'cancel' && card.actions.cancel ? <CancelForm card={card} here={data.here} /> : null}
      {open === 'edit' && card.actions.editCart ? <EditCartForm card={card} here={data.here} /> : null}
      {open === 'courier' && card.fulfilment?.next.length ? <CourierForm card={card} here={data.here} /> : null}
    </article>
  );
}

function Move({ hash, intent, primary = false }: { hash: string; intent: string; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="ops-inline">
      <Intent name={intent} hash={hash} />
      <button type="submit" className={`button ops-button${primary ? ' button--primary' : ''}`}>
        {t(`ops.action.${intent}`)}
      </button>
    </Form>
  );
}

function Courier({ card }: { card: Card }) {
  const { t } = useTranslation();
  const f = card.fulfilment!;
  return (
    <div className="ops-courier">
      <p>
        {t('ops.courier.status')}: {f.statusId ? t(`ops.fulfilment.${f.statusId}`) : t('ops.courier.none')}
      </p>
      {f.rider?.name || f.rider?.phone ? (
        <p>
          {[f.rider.name, f.rider.phone, f.rider.license_plate].filter(Boolean).join(' · ')}
          {f.trackingUrl ? (
            <>
              {' · '}
              <a href={f.trackingUrl} rel="noreferrer noopener" target="_blank">
                {t('ops.courier.track')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function CancelForm({ card, here }: { card: Card; here: string }) {
  const { t } = useTranslation();
  const id = `cancel-${card.hash}`;
  return (
    <Form method="post" className="ops-form">
      <Intent name="cancel" hash={card.hash} />
      <label htmlFor={id} className="ops-field">
        {t('ops.cancel.reason')}
      </label>
      <input id={id} name="reason" required maxLength={500} className="ops-input" list="ops-reasons" />
      <datalist id="ops-reasons">
        <option value={t('ops.cancel.soldOut')} />
        <option value={t('ops.cancel.closing')} />
        <option value={t('ops.cancel.tooBusy')} />
      </datalist>
      <div className="ops-inline">
        <button type="submit" className="button ops-button ops-button--danger">
          {t('ops.cancel.confirm')}
        </button>
        <Link to={here} className="button ops-button">
          {t('ops.close')}
        </Link>
      </div>
    </Form>
  );
}

function EditCartForm({ card, here }: { card: Card; here: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="ops-form">
      <Intent name="editCart" hash={card.hash} />
      <p className="ops-card__meta">{t('ops.edit.lead')}</p>
      {card.lines.map((line) => (
        <div key={line.id} className="ops-edit-line">
          <input type="hidden" name="line" value={line.id} />
          <label htmlFor={`qty-${card.hash}-${line.id}`}>{line.title}</label>
          <input
            id={`qty-${card.hash}-${line.id}`}
            type="number"
            name="quantity"
            min={0}
            max={line.quantity}
            defaultValue={line.quantity}
            required
            inputMode="numeric"
            className="ops-input ops-input--qty"
          />
        </div>
      ))}
      <label className="ops-field">
        {t('ops.edit.note')}
        <input name="note" maxLength={300} className="ops-input" />
      </label>
      <div className="ops-inline">
        <button type="submit" className="button button--primary ops-button">
          {t('ops.save')}
        </button>
        <Link to={here} className="button ops-button">
          {t('ops.close')}
        </Link>
      </div>
    </Form>
  );
}

function CourierForm({ card, here }: { card: Card; here: string }) {
  const { t } = useTranslation();
  const f = card.fulfilment!;
  const id = (name: string) => `${name}-${card.hash}`;
  return (
    <Form method="post" className="ops-form">
      <Intent name="fulfilment" hash={card.hash} />
      <label htmlFor={id('status')} className="ops-field">
        {t('ops.courier.status')}
      </label>
      <select id={id('status')} name="status" className="ops-input" required>
        {f.next.map((s) => (
          <option key={s} value={s}>
            {t(`ops.fulfilment.${s}`)}
          </option>
        ))}
      </select>
      <OpsInput
        id={id('rider-name')}
        label={t('ops.courier.name')}
        name="riderName"
        maxLength={100}
        defaultValue={f.rider?.name ?? ''}
      />
      <OpsInput
        id={id('rider-phone')}
        label={t('ops.courier.phone')}
        name="riderPhone"
        type="tel"
        maxLength={32}
        defaultValue={f.rider?.phone ?? ''}
      />
      <OpsInput
        id={id('rider-photo')}
        label={t('ops.courier.photo')}
        name="riderPhoto"
        type="url"
        maxLength={500}
        defaultValue={f.rider?.photo_url ?? ''}
      />
      <OpsInput
        id={id('rider-plate')}
        label={t('ops.courier.plate')}
        name="riderPlate"
        maxLength={20}
        defaultValue={f.rider?.license_plate ?? ''}
      />
      <OpsInput
        id={id('tracking')}
        label={t('ops.courier.tracking')}
        name="trackingUrl"
        type="url"
        maxLength={500}
        defaultValue={f.trackingUrl ?? ''}
      />
      <label className="ops-check">
        <input type="checkbox" name="cancelOrder" /> {t('ops.courier.cancelOrder')}
      </label>
      <div className="ops-inline">
        <button type="submit" className="button button--primary ops-button">
          {t('ops.save')}
        </button>
        <Link to={here} className="button ops-button">
          {t('ops.close')}
        </Link>
      </div>
    </Form>
  );
}

/** A labelled text field of the board's forms (big, for a tablet at arm's length). */
function OpsInput({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="ops-field">
        {label}
      </label>
      <input id={id} className="ops-input" {...input} />
    </>
  );
}
