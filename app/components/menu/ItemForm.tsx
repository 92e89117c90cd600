import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { LIMITS } from '~/domain/constants';
import { groupAnchor, groupField, parseChoices, quantityField } from '~/domain/modifier-form';
import {
  choicesPrice,
  groupHint,
  isGroupOffered,
  isSingleChoice,
  isGroupRequired,
  validateChoices,
  type ChoiceIssue,
  type ChosenGroup,
} from '~/domain/modifiers';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { SheetGroup, SheetModifier } from '~/item.server';
import { Stepper } from '../Stepper';

type Issue = Pick<ChoiceIssue, 'groupId' | 'path' | 'code' | 'min' | 'max' | 'chosen'>;

export interface ItemFormProps {
  brandId: number;
  branchId: number;
  itemId: number;
  title: string;
  unitPrice: number;
  currency: CurrencyLike;
  groups: SheetGroup[];
  mode: 'add' | 'update';
  lineId: string | null;
  initial: { choices: ChosenGroup[]; quantity: number; comment: string };
  issues: Issue[];
  message: string | null;
  confirmClear: boolean;
  canAdd: boolean;
  closeTo: string;
  itemUrl: string;
}

function chosenIn(chosen: readonly ChosenGroup[], groupId: number, modifierId: number) {
  return chosen.find((g) => g.id === groupId)?.modifiers.find((m) => m.id === modifierId);
}

/**
 * The configuration form of the item sheet. It posts to /cart with plain fields (see modifier-form.ts),
 * so it works without JavaScript; with it, nested groups follow the choices, the total follows the
 * form, and an invalid form is not sent: focus goes to the first unmet group (SPEC §5).
 */
export function ItemForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ message?: string; issues?: Issue[] }>();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(props.initial.choices);
  const [quantity, setQuantity] = useState(props.initial.quantity);
  const [localIssues, setLocalIssues] = useState<Issue[] | null>(null);
  const [comment, setComment] = useState(props.initial.comment);
  const serverIssues = fetcher.data?.issues ?? (fetcher.data ? [] : props.issues);
  const issues = localIssues ?? serverIssues;
  const message = fetcher.data?.message ?? (fetcher.data ? null : props.message);
  const confirmClear = message ? message.startsWith('conflict') : props.confirmClear;
  const total = (props.unitPrice + choicesPrice(props.groups, chosen)) * quantity;
  const busy = fetcher.state !== 'idle';

  const focusIssue = (first: Issue | undefined) => {
    if (!first) return;
    const fieldset = document.getElementById(groupAnchor(first.path));
    fieldset?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    fieldset?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (fetcher.data?.issues?.length) focusIssue(fetcher.data.issues[0]);
  }, [fetcher.data]);

  const readForm = () => (form.current ? parseChoices(props.groups, new FormData(form.current).entries()) : chosen);

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      ref={form}
      className="item-form"
      noValidate={hydrated}
      onChange={() => {
        const next = readForm();
        setChosen(next);
        if (localIssues) setLocalIssues(validateChoices(props.groups, next));
      }}
      onSubmit={(event) => {
        const found = validateChoices(props.groups, readForm());
        if (found.length) {
          event.preventDefault();
          setLocalIssues(found);
          focusIssue(found[0]);
        } else setLocalIssues(null);
      }}
    >
      <input type="hidden" name="brandId" value={props.brandId} />
      <input type="hidden" name="branchId" value={props.branchId} />
      <input type="hidden" name="itemId" value={props.itemId} />
      {props.lineId ? <input type="hidden" name="lineId" value={props.lineId} /> : null}
      <input type="hidden" name="redirectTo" value={props.closeTo} />
      <input type="hidden" name="itemUrl" value={props.itemUrl} />
      {issues.length ? (
        <div className="form-errors" role="alert">
          <p>{t('item.checkChoices')}</p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.path.join('-') + issue.code}>
                <a href={`#${groupAnchor(issue.path)}`}>{groupTitle(props.groups, issue.path) ?? t('item.choice')}</a>:{' '}
                {issueText(t, issue)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.groups.map((group) => (
        <GroupFieldset
          key={group.id}
          group={group}
          path={[group.id]}
          chosen={chosen}
          issues={issues}
          currency={props.currency}
          hydrated={hydrated}
        />
      ))}
      <div className="item-form__note">
        <label htmlFor="item-comment">{t('item.note')}</label>
        <textarea
          id="item-comment"
          name="comment"
          rows={2}
          maxLength={LIMITS.itemNoteMax}
          placeholder={t('item.notePlaceholder')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby="item-comment-count"
        />
        <p id="item-comment-count" className="field-hint">
          {t('item.noteCount', { count: comment.length, max: LIMITS.itemNoteMax })}
        </p>
      </div>
      {message && message !== 'invalidChoices' ? (
        <p className={`form-message${confirmClear ? ' form-message--warn' : ''}`} role="alert">
          {messageText(t, message, props.title)}
        </p>
      ) : null}
      {confirmClear ? <input type="hidden" name="confirmClear" value="1" /> : null}
      <div className="item-form__actions">
        <Stepper
          name="quantity"
          value={quantity}
          min={1}
          max={LIMITS.stepperMax}
          onChange={setQuantity}
          reloadAction={props.itemUrl.split('?')[0]!}
          label={props.title}
        />
        {props.mode === 'update' ? (
          <>
            <button
              type="submit"
              name="intent"
              value="update"
              className="button button--primary"
              disabled={!props.canAdd || busy}
            >
              {confirmClear ? t('cart.clearAndAdd') : t('item.update')} · {formatMoney(total, props.currency)}
            </button>
            <button type="submit" name="intent" value="add" className="button" disabled={!props.canAdd || busy}>
              {t('item.addAsNew')}
            </button>
          </>
        ) : (
          <button
            type="submit"
            name="intent"
            value="add"
            className="button button--primary item-form__add"
            disabled={!props.canAdd || busy}
          >
            {confirmClear ? t('cart.clearAndAdd') : t('item.add')} · {formatMoney(total, props.currency)}
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

export function messageText(t: T, message: string, title: string): string {
  // Already in the user's language (a bill error from the server).
  if (message.startsWith('text:')) return message.slice(5);
  if (message.startsWith('busy:')) return t('brand.busy', { count: Number(message.slice(5)) || 60 });
  switch (message) {
    case 'conflict:brand':
      return t('cart.otherBrand');
    case 'conflict:branch':
      return t('cart.otherBranch');
    case 'soldOut':
      return t('item.outOfStockNamed', { name: title });
    case 'gone':
      return t('item.gone');
    case 'noteTooLong':
      return t('item.noteTooLong', { count: LIMITS.itemNoteMax });
    case 'invalidChoices':
      return t('item.checkChoices');
    default:
      return t('error.badRequest');
  }
}

function issueText(t: T, issue: Issue): string {
  switch (issue.code) {
    case 'required':
      return issue.max > 1 && issue.min === issue.max
        ? t('item.errors.exact', { count: issue.max })
        : t('item.errors.required');
    case 'exact':
      return t('item.errors.exact', { count: issue.max });
    case 'min':
      return t('item.errors.min', { count: issue.min });
    case 'max':
      return t('item.errors.max', { count: issue.max });
    default:
      return t('item.errors.unavailable');
  }
}

function groupTitle(groups: readonly SheetGroup[], path: readonly number[]): string | undefined {
  let level: readonly SheetGroup[] = groups;
  let title: string | undefined;
  for (let i = 0; i < path.length; i += 2) {
    const group = level.find((g) => g.id === path[i]);
    if (!group) return title;
    title = group.title;
    const modifier = path[i + 1] !== undefined ? group.modifiers.find((m) => m.id === path[i + 1]) : undefined;
    level = modifier?.groups ?? [];
  }
  return title;
}

function GroupFieldset({
  group,
  path,
  chosen,
  issues,
  currency,
  hydrated,
}: {
  group: SheetGroup;
  path: number[];
  chosen: ChosenGroup[];
  issues: Issue[];
  currency: CurrencyLike;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  if (!isGroupOffered(group)) return null;
  const anchor = groupAnchor(path);
  const hint = groupHint(group);
  const issue = issues.find((i) => i.path.join('/') === path.join('/'));
  const single = isSingleChoice(group);
  const name = groupField(path);
  const noneChosen = !chosen.find((g) => g.id === group.id)?.modifiers.length;
  const hintText =
    hint.kind === 'required'
      ? hint.count > 1
        ? t('item.requiredCount', { count: hint.count })
        : t('item.required')
      : hint.kind === 'upTo'
        ? t('item.upTo', { count: hint.count })
        : t('item.optional');
  return (
    <fieldset
      id={anchor}
      className={`group${issue ? ' group--error' : ''}`}
      aria-describedby={issue ? `${anchor}-error` : undefined}
      tabIndex={-1}
    >
      <legend className="group__legend">
        <span className="group__title">{group.title}</span>
        <span className={`group__hint${isGroupRequired(group) ? ' group__hint--required' : ''}`}>{hintText}</span>
      </legend>
      {issue ? (
        <p id={`${anchor}-error`} className="group__error">
          {issueText(t, issue)}
        </p>
      ) : null}
      <ul className="modifiers">
        {group.modifiers.map((m) => (
          <ModifierRow
            key={m.id}
            group={group}
            modifier={m}
            path={path}
            name={name}
            single={single}
            chosen={chosen}
            issues={issues}
            currency={currency}
            hydrated={hydrated}
          />
        ))}
        {single && !isGroupRequired(group) ? (
          <li className="modifier">
            <input type="radio" id={`${anchor}-none`} name={name} value="" defaultChecked={noneChosen} />
            <label htmlFor={`${anchor}-none`} className="modifier__label">
              {t('item.none')}
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}

function ModifierRow({
  group,
  modifier: m,
  path,
  name,
  single,
  chosen,
  issues,
  currency,
  hydrated,
}: {
  group: SheetGroup;
  modifier: SheetModifier;
  path: number[];
  name: string;
  single: boolean;
  chosen: ChosenGroup[];
  issues: Issue[];
  currency: CurrencyLike;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const id = `${groupAnchor(path)}-m${m.id}`;
  const pick = chosenIn(chosen, group.id, m.id);
  const nestedChosen = pick?.groups ?? [];
  const price =
    m.extra_price > 0 ? <span className="modifier__price">+{formatMoney(m.extra_price, currency)}</span> : null;
  const unavailable = !m.enabled ? <span className="chip chip--muted">{t('item.unavailable')}</span> : null;
  return (
    <li className={`modifier${!m.enabled ? ' modifier--disabled' : ''}`}>
      {m.modifier_quantity > 1 && !single ? (
        <>
          <label htmlFor={id} className="modifier__label">
            {m.title} {price} {unavailable}
          </label>
          <input
            id={id}
            className="modifier__qty"
            type="number"
            name={quantityField(path, m.id)}
            min={0}
            max={m.modifier_quantity}
            defaultValue={pick?.qty ?? 0}
            disabled={!m.enabled}
            inputMode="numeric"
          />
        </>
      ) : (
        <>
          <input
            id={id}
            type={single ? 'radio' : 'checkbox'}
            name={name}
            value={m.id}
            defaultChecked={!!pick}
            disabled={!m.enabled}
          />
          <label htmlFor={id} className="modifier__label">
            {m.title} {price} {unavailable}
          </label>
        </>
      )}
      {m.groups.length ? (
        // Without JavaScript every nested group shows under its modifier; with it, only under a chosen one.
        <div className="modifier__nested" hidden={hydrated && !pick}>
          {m.groups.map((g) => (
            <GroupFieldset
              key={g.id}
              group={g}
              path={[...path, m.id, g.id]}
              chosen={nestedChosen}
              issues={issues}
              currency={currency}
              hydrated={hydrated}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}
