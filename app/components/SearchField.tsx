import type { InputHTMLAttributes } from 'react';
import { Icon } from './Icon';

type SearchInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'placeholder'>;

/**
 * The search box of the shop's lists (stores, branches, addresses, a menu): a search field named `q`,
 * labelled by its placeholder's words for screen readers, with the search icon. The form around it is the
 * page's own (a plain GET without JavaScript; some pages send it as the customer types).
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
