import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/Sheet';
import { ItemForm } from '~/components/menu/ItemForm';
import { Price } from '~/components/Money';
import { LIMITS } from '~/domain/constants';
import { cartAction } from '~/features/cart/cart-actions.server';
import { idParam } from '~/utils/request.server';
import { loadItem } from './item.server';
import { pageMeta } from '~/components/shell';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadItem(request, context, idParam(params.id), idParam(params.itemId));

/** The sheet's own form (add, update, and remove a line whose item is gone): the one cart action. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  cartAction(request, context, { intents: ['add', 'update', 'remove'] });

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data && !args.data.gone ? `${args.data.item.title} · ${args.data.brand.title}` : undefined,
  });

/** Query values of the sheet itself; the rest (search, view) belong to the menu underneath. */
const SHEET_PARAMS =
  /^(line|from|quantity|set_quantity|comment|intent|brandId|branchId|itemId|lineId|redirectTo|c:.*|q:.*)$/;

/** A path of this site (never another origin), or null. */
const localPath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : null);

/**
 * Where the sheet closes to and a change made in it goes back to — where it was opened from (`from`: the
 * cart's Edit; kept through a − / + reload as `redirectTo`), else the menu underneath with its search
 * and view — and the sheet's own address, which its form posts to.
 */
function useSheetUrls(brandId: number) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const menu = new URLSearchParams([...query].filter(([k]) => !SHEET_PARAMS.test(k)));
  const from = localPath(query.get('from')) ?? localPath(query.get('redirectTo'));
  const closeTo = from ?? `/brand/${brandId}${menu.size ? `?${menu}` : ''}`;
  const own = new URLSearchParams(menu);
  const line = query.get('line') ?? query.get('lineId');
  if (line) own.set('line', line);
  if (from) own.set('from', from);
  return { closeTo, formAction: `${location.pathname}${own.size ? `?${own}` : ''}` };
}

/** The item details sheet (SPEC §2): a sheet over the menu, or the page itself without JavaScript. */
export default function ItemSheet() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const { closeTo, formAction } = useSheetUrls(data.gone ? data.brandId : data.brand.id);

  if (data.gone) {
    return (
      <Sheet title={data.title} closeTo={closeTo}>
        <p role="alert">{t('item.gone')}</p>
        <Form method="post" action={formAction}>
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
  const addable = item.refusal === null;
  const blockedByBusy = data.busyMinutes != null;
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
      {item.refusal && item.refusal !== 'busy' ? (
        <p className="form-message" role="status">
          {item.refusal === 'laterOnly'
            ? t('item.laterOnly')
            : item.refusal === 'notThen'
              ? t('item.notNow')
              : t('item.outOfStockNamed', { name: item.title })}
        </p>
      ) : null}
      {blockedByBusy && data.mode === 'add' ? (
        // SPEC §4: a busy brand blocks opening the configuration for add.
        <p className="status-bar status-bar--busy" role="alert">
          {t('brand.busy', { count: data.busyMinutes! })}
        </p>
      ) : (
        <ItemForm
          // A new sheet (another item or line) starts from its own choices.
          key={`${item.id}:${data.lineId ?? ''}`}
          brandId={data.brand.id}
          branchId={data.branchId}
          itemId={item.id}
          title={item.title}
          unitPrice={item.unitPrice}
          currency={data.currency}
          groups={data.groups}
          mode={data.mode}
          lineId={data.lineId}
          requestId={data.requestId}
          // After a refused submit: the customer's own choices, and why.
          initial={refused?.form ?? data.initial}
          refusal={refused?.refusal ?? null}
          issues={refused?.issues ?? []}
          canAdd={addable && !blockedByBusy}
          closeTo={closeTo}
          action={formAction}
        />
      )}
    </Sheet>
  );
}

/** The sheet's own error (an item that is not on the menu): a sheet over the menu, which stays. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const params = useParams();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Sheet title={missing ? t('notFound.pageTitle') : t('error.title')} closeTo={`/brand/${params.id ?? ''}`}>
      <p role="alert">{missing ? t('item.gone') : t('error.text')}</p>
      <Link to={`/brand/${params.id ?? ''}`} className="button button--primary button--block">
        {t('cart.back')}
      </Link>
    </Sheet>
  );
}
