import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { LIMITS } from '~/domain/constants';
import { groupAnchor, groupField, parseChoices, quantityField } from '~/domain/modifier-form';
import { fieldBeforeScript, useChangedBeforeScript } from '~/components/forms/before-script';
import {
  choicesPrice,
  groupHint,
  isGroupOffered,
  isSingleChoice,
  isGroupRequired,
  validateChoices,
  type ChoiceIssue,
  type ChosenGroup,
  type RuleGroup,
} from '~/domain/modifiers';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { Refusal } from '~/utils/refusal';
import { RefusalMessage } from '../forms/RefusalMessage';
import { StatusButton } from '../forms/StatusButton';
import { TextareaField } from '../forms/fields';
import { useIsPending } from '../forms/useIsPending';
import { Stepper } from '../Stepper';

type Issue = Pick<ChoiceIssue, 'groupId' | 'path' | 'code' | 'min' | 'max' | 'chosen'>;
const NO_ISSUES: Issue[] = [];

/** A modifier group as the sheet shows it: in the customer's language, hidden ones left out. */
export interface SheetGroup extends RuleGroup {
  title: string;
  modifiers: SheetModifier[];
}
export interface SheetModifier {
  id: number;
  title: string;
  extra_price: number;
  modifier_quantity: number;
  is_selected: boolean;
  enabled: boolean;
  hidden: boolean;
  groups: SheetGroup[];
}

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
  /** this form's id, sent with it: a retried add is applied once */
  requestId: string;
  initial: { choices: ChosenGroup[]; quantity: number; comment: string };
  /** why the last submit was refused (the action's answer), or null */
  refusal: Refusal | null;
  /** the groups' issues of a refusal about the choices (its field `choices`) */
  issues: Issue[];
  canAdd: boolean;
  closeTo: string;
  /** the sheet's own address: the form posts to it, and − / + reload it without JavaScript */
  action: string;
}

function chosenIn(chosen: readonly ChosenGroup[], groupId: number, modifierId: number) {
  return chosen.find((g) => g.id === groupId)?.modifiers.find((m) => m.id === modifierId);
}

/**
 * The configuration form of the item sheet. It posts to the sheet's own route with plain fields (see
 * modifier-form.ts), so it works without JavaScript: a refusal comes back as the sheet with its reason and
 * the customer's choices. With JavaScript, nested groups follow the choices, the total follows the form,
 * and an invalid form is not sent: focus goes to the first unmet group (SPEC §5).
 */
export function ItemForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(props.initial.choices);
  const [quantity, setQuantity] = useState(props.initial.quantity);
  const [localIssues, setLocalIssues] = useState<Issue[] | null>(null);
  const [comment, setComment] = useState(props.initial.comment);
  const refusal = props.refusal;
  const serverIssues = refusal?.field === 'choices' ? props.issues : NO_ISSUES;
  const issues = localIssues ?? serverIssues;
  // a cart of another brand or branch: the refusal asks to confirm the clear
  const confirmClear = refusal?.field === 'confirmClear';
  const total = (props.unitPrice + choicesPrice(props.groups, chosen)) * quantity;
  const busy = useIsPending();

  const focusIssue = (first: Issue | undefined) => {
    if (!first) return;
    const fieldset = document.getElementById(groupAnchor(first.path));
    // To the top of the sheet, under its header (the group's scroll margin): not half-way, which left
    // the photo cut by the sticky header (issue 12).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    fieldset?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    fieldset?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true });
  };
  // A refusal after the page was loaded (JavaScript): focus on the first unmet group. Without JavaScript
  // its first field has `autofocus` instead.
  useEffect(() => {
    if (serverIssues.length) focusIssue(serverIssues[0]);
  }, [serverIssues]);
  const autoFocusPath = !localIssues && serverIssues[0] ? serverIssues[0].path.join('/') : null;

  const readForm = () => (form.current ? parseChoices(props.groups, new FormData(form.current).entries()) : chosen);
  // choices ticked, a quantity or a note typed before the script ran: the total, the nested groups and the
  // fields the script controls follow them
  useChangedBeforeScript(() => {
    setChosen(readForm());
    const typed = Number(fieldBeforeScript('quantity-field'));
    if (Number.isInteger(typed) && typed >= 1 && typed <= LIMITS.stepperMax) setQuantity(typed);
    const note = fieldBeforeScript('item-comment');
    if (note !== undefined) setComment(note);
  });

  return (
    <Form
      method="post"
      action={props.action}
      preventScrollReset
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
          // Once the problems are on the page: they move the group down (issue 12).
          window.requestAnimationFrame(() => focusIssue(found[0]));
        } else setLocalIssues(null);
      }}
    >
      <input type="hidden" name="brandId" value={props.brandId} />
      <input type="hidden" name="branchId" value={props.branchId} />
      <input type="hidden" name="itemId" value={props.itemId} />
      {props.lineId ? <input type="hidden" name="lineId" value={props.lineId} /> : null}
      <input type="hidden" name="requestId" value={props.requestId} />
      <input type="hidden" name="redirectTo" value={props.closeTo} />
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
          autoFocusPath={autoFocusPath}
        />
      ))}
      <TextareaField
        className="item-form__note"
        label={t('item.note')}
        hint={t('item.noteCount', { count: comment.length, max: LIMITS.itemNoteMax })}
        textareaProps={{
          id: 'item-comment',
          name: 'comment',
          rows: 2,
          maxLength: LIMITS.itemNoteMax,
          placeholder: t('item.notePlaceholder'),
          value: comment,
          onChange: (e) => setComment(e.target.value),
        }}
      />
      {refusal && refusal.field !== 'choices' ? (
        <RefusalMessage refusal={refusal} className={`form-message${confirmClear ? ' form-message--warn' : ''}`} />
      ) : null}
      {confirmClear ? <input type="hidden" name="confirmClear" value="1" /> : null}
      <div className="item-form__actions">
        <Stepper
          name="quantity"
          value={quantity}
          min={1}
          max={LIMITS.stepperMax}
          onChange={setQuantity}
          reloadAction={props.action.split('?')[0]!}
          label={props.title}
        />
        {props.mode === 'update' ? (
          <>
            <StatusButton
              name="intent"
              value="update"
              className="button button--primary"
              disabled={!props.canAdd}
              pending={busy}
            >
              {confirmClear ? t('cart.clearAndAdd') : t('item.update')} · {formatMoney(total, props.currency)}
            </StatusButton>
            <StatusButton name="intent" value="add" className="button" disabled={!props.canAdd} pending={busy}>
              {t('item.addAsNew')}
            </StatusButton>
          </>
        ) : (
          <StatusButton
            name="intent"
            value="add"
            className="button button--primary item-form__add"
            disabled={!props.canAdd}
            pending={busy}
          >
            {confirmClear ? t('cart.clearAndAdd') : t('item.add')} · {formatMoney(total, props.currency)}
          </StatusButton>
        )}
      </div>
    </Form>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

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
  autoFocusPath,
}: {
  group: SheetGroup;
  path: number[];
  chosen: ChosenGroup[];
  issues: Issue[];
  currency: CurrencyLike;
  hydrated: boolean;
  /** the group whose first field takes focus as the page loads (the first unmet group of a refusal) */
  autoFocusPath: string | null;
}) {
  const { t } = useTranslation();
  if (!isGroupOffered(group)) return null;
  const anchor = groupAnchor(path);
  const hint = groupHint(group);
  const issue = issues.find((i) => i.path.join('/') === path.join('/'));
  const single = isSingleChoice(group);
  const name = groupField(path);
  const noneChosen = !chosen.find((g) => g.id === group.id)?.modifiers.length;
  const focusHere = autoFocusPath === path.join('/');
  const firstEnabled = group.modifiers.find((m) => m.enabled)?.id;
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
            takesFocus={focusHere && m.id === firstEnabled}
            autoFocusPath={autoFocusPath}
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
  takesFocus,
  autoFocusPath,
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
  takesFocus: boolean;
  autoFocusPath: string | null;
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
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the first unmet group after a refused submit
            autoFocus={takesFocus}
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
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the first unmet group after a refused submit
            autoFocus={takesFocus}
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
              autoFocusPath={autoFocusPath}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}
