import { useSubmit } from '@remix-run/react';
import { useEffect, useRef, type FormEvent, type InputHTMLAttributes } from 'react';
import { TIMINGS } from '~/domain/constants';
import { changedFromHtml, useChangedBeforeScript } from './forms/before-script';
import { Icon } from './Icon';

type SearchInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'placeholder'>;

/**
 * The search box of the shop's lists (stores, branches, addresses, a menu): a search field named `q`,
 * labelled by its placeholder's words for screen readers, with the search icon. The form around it is the
 * page's own (a plain GET without JavaScript; some pages send it as the customer types: `useSearchAsYouType`).
 */
export function SearchField({ label, ...input }: { label: string } & SearchInput) {
  return (
    <label className="search__field">
      <span className="visually-hidden">{label}</span>
      <Icon name="search" />
      <input type="search" name="q" placeholder={label} maxLength={100} {...input} />
    </label>
  );
}

/**
 * The props of a GET search form sent as the customer types (SPEC §2: `TIMINGS.searchDebounceMs` after the
 * typing stops; another field of the form, a sort, at once), in place. Words typed before the page's script ran
 * are searched once it has: the page then does what the customer's typing would have made it do, instead of
 * waiting for another key. Too short a search (the field's own `minLength`) is not sent.
 */
export function useSearchAsYouType() {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number>();
  const send = () => {
    if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
  };
  useChangedBeforeScript(() => {
    const q = form.current?.elements.namedItem('q');
    if (changedFromHtml(q instanceof Element ? q : null) !== undefined && form.current!.checkValidity()) send();
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    ref: form,
    onSubmit: () => window.clearTimeout(timer.current),
    onChange: (event: FormEvent<HTMLFormElement>) => {
      window.clearTimeout(timer.current);
      if ((event.target as HTMLInputElement).name === 'q')
        timer.current = window.setTimeout(send, TIMINGS.searchDebounceMs);
      else send();
    },
  };
}
