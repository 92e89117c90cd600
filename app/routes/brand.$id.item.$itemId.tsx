import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/Sheet';
import { ItemForm, messageText } from '~/components/menu/ItemForm';
import { Price } from '~/components/Money';
import { LIMITS } from '~/domain/constants';
import { loadItem } from '~/item.server';
import { idParam } from '~/utils/request.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadItem(request, context, idParam(params.id), idParam(params.itemId));

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data && !data.gone ? [{ title: `${data.item.title} · ${data.brand.title}` }] : [];

/** Query values of the sheet itself; the rest (search, view) belong to the menu underneath. */
const SHEET_PARAMS =
  /^(line|quantity|set_quantity|comment|intent|brandId|branchId|itemId|lineId|redirectTo|itemUrl|c:.*|q:.*)$/;

/** The item details sheet (SPEC §2): a sheet over the menu, or the page itself without JavaScript. */
export default function ItemSheet() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const menu = new URLSearchParams([...new URLSearchParams(location.search)].filter(([k]) => !SHEET_PARAMS.test(k)));
  const closeTo = `/brand/${data.gone ? data.brandId : data.brand.id}${menu.toString() ? `?${menu}` : ''}`;

  if (data.gone) {
    return (
      <Sheet title={data.title} closeTo={closeTo}>
        <p role="alert">{t('item.gone')}</p>
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={data.lineId} />
          <input type="hidden" name="redirectTo" value={closeTo} />
          <button type="submit" className="button button--primary button--block">
            {t('cart.remove')}
          </button>
        </Form>
      </Sheet>
    );
  }

  const { item } = data;
  const addable = item.state === 'available';
  const blockedByBusy = data.busyMinutes != null;
  const lineQuery = data.lineId ? `?line=${encodeURIComponent(data.lineId)}` : '';
  const itemUrl = `${location.pathname}${lineQuery}`;
  const long = item.description && item.description.length > LIMITS.readMoreChars;
  const short = long ? `${item.description!.slice(0, LIMITS.readMoreChars).replace(/\s+\S*$/, '')}…` : item.description;

  return (
    <Sheet title={item.title} closeTo={closeTo} className="item-sheet">
      <img
        className="item-sheet__image"
        src={item.image ?? '/demo/placeholder-item.svg'}
        alt=""
        width={400}
        height={300}
      />
      <div className="item-sheet__head">
        <Price
          price={item.listPrice}
          discountPrice={item.unitPrice < item.listPrice ? item.unitPrice : null}
          crossedPrice={item.crossedPrice}
          currency={data.currency}
        />
        <div className="item__tags">
          {item.state === 'soldOut' ? <span className="chip chip--muted">{t('tags.outOfStock')}</span> : null}
          {item.state === 'snoozed' ? <span className="chip chip--muted">{t('tags.availableLater')}</span> : null}
          {item.alcoholic ? <span className="chip chip--warn">{t('tags.alcoholic')}</span> : null}
          {item.ageRestricted ? <span className="chip chip--warn">{t('tags.ageRestricted')}</span> : null}
          {item.halal ? <span className="chip">{t('tags.halal')}</span> : null}
        </div>
      </div>
      {item.description ? (
        long ? (
          <details className="read-more">
            <summary>
              <span className="read-more__short">{short}</span>{' '}
              <span className="read-more__more">{t('item.readMore')}</span>
              <span className="read-more__less">{t('item.readLess')}</span>
            </summary>
            <p>{item.description}</p>
          </details>
        ) : (
          <p className="item-sheet__description">{item.description}</p>
        )
      ) : null}
      {item.allergens.length ? (
        <p className="item-sheet__allergens">
          <strong>{t('item.allergens')}</strong>{' '}
          {item.allergens.map((a) => t(`allergens.${a}`, { defaultValue: a })).join(', ')}
        </p>
      ) : null}
      {item.consent ? (
        <div className="notice-box" role="note">
          <p>{item.consent}</p>
          {item.idRequired ? <p>{t('item.idRequired')}</p> : null}
        </div>
      ) : null}
      {!addable ? (
        <p className="form-message" role="status">
          {item.state === 'soldOut'
            ? t('item.outOfStockNamed', { name: item.title })
            : item.state === 'snoozed'
              ? item.forLaterAllowed
                ? t('item.laterOnly')
                : t('item.outOfStockNamed', { name: item.title })
              : t('item.notNow')}
        </p>
      ) : null}
      {blockedByBusy && data.mode === 'add' ? (
        // SPEC §4: a busy brand blocks opening the configuration for add.
        <p className="status-bar status-bar--busy" role="alert">
          {messageText(t, `busy:${data.busyMinutes}`, item.title)}
        </p>
      ) : (
        <ItemForm
          brandId={data.brand.id}
          branchId={data.branchId}
          itemId={item.id}
          title={item.title}
          unitPrice={item.unitPrice}
          currency={data.currency}
          groups={data.groups}
          mode={data.mode}
          lineId={data.lineId}
          initial={data.initial}
          issues={data.issues}
          message={data.message}
          confirmClear={data.confirmClear}
          canAdd={addable && !blockedByBusy}
          closeTo={closeTo}
          itemUrl={itemUrl}
        />
      )}
    </Sheet>
  );
}
