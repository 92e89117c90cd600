// The form kit (issue 25 item 2) as the server renders it: a field's label names its control, its errors are
// worded from keys and named by the control's aria-describedby, the control is invalid only with errors; the
// status button stays a native submit button and says when its form is on its way.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { StatusButton } from '~/components/forms/StatusButton';
import { ChoiceField, ErrorList, Field, SelectField, TextareaField } from '~/components/forms/fields';
import { i18nFor } from '~/i18n/instances.server';
import { message, readMessage } from '~/utils/form-messages';

const render = (node: React.ReactNode, lng: 'en' | 'ja' = 'en') =>
  renderToStaticMarkup(<I18nextProvider i18n={i18nFor(lng)}>{node}</I18nextProvider>);

/** The attributes of the first element `tag` in the markup. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('Field', () => {
  it('labels its input and, without errors, neither marks it invalid nor names an error', () => {
    const html = render(<Field label="First name" inputProps={{ id: 'first', name: 'first_name', type: 'text' }} />);
    expect(attributesOf(html, 'label')).toEqual({ for: 'first' });
    const input = attributesOf(html, 'input');
    expect(input).toMatchObject({ id: 'first', name: 'first_name', type: 'text' });
    expect(input).not.toHaveProperty('aria-invalid');
    expect(input).not.toHaveProperty('aria-describedby');
    expect(html).not.toContain('field__error');
  });

  it('words its error keys, with a label value, and wires them to the input', () => {
    const html = render(
      <Field
        label="First name"
        errors={[message('forms.required', { label: 'login.firstName' }), null]}
        inputProps={{ id: 'first', name: 'first_name' }}
      />,
    );
    const input = attributesOf(html, 'input');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('first-error');
    expect(attributesOf(html, 'ul')).toMatchObject({ id: 'first-error' });
    expect(html).toContain('<li class="field__error">First name is required</li>');
  });

  it('names its hint and its errors together, and makes an id when none is given', () => {
    const html = render(
      <Field label="Reference" hint="From your bank" errors={['forms.invalidEmail']} inputProps={{ name: 'trx' }} />,
    );
    const input = attributesOf(html, 'input');
    expect(input.id).toBeTruthy();
    expect(attributesOf(html, 'label').for).toBe(input.id);
    expect(input['aria-describedby']).toBe(`${input.id}-hint ${input.id}-error`);
    expect(html).toContain(`<small id="${input.id}-hint" class="field__hint">From your bank</small>`);
    expect(html).toContain('Invalid email');
  });

  it('shows a text a server already worded as it came, and the same message once', () => {
    const html = render(<ErrorList id="e" errors={['Email already in use', 'Email already in use']} />);
    expect(html).toBe('<ul id="e" class="field__errors"><li class="field__error">Email already in use</li></ul>');
    expect(render(<ErrorList id="e" errors={[null, undefined]} />)).toBe('');
  });

  it('words keys in the page language', () => {
    expect(render(<ErrorList errors={['forms.invalidEmail']} />, 'ja')).not.toContain('Invalid email');
  });
});

describe('SelectField, TextareaField, ChoiceField', () => {
  it('wire the select and the textarea like an input', () => {
    const select = render(
      <SelectField label="Country" errors={['forms.invalidEmail']} selectProps={{ id: 'region', name: 'region' }}>
        <option value="PH">PH</option>
      </SelectField>,
    );
    expect(attributesOf(select, 'label')).toEqual({ for: 'region' });
    expect(attributesOf(select, 'select')).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'region-error',
    });
    const area = render(<TextareaField label="Note" textareaProps={{ id: 'note', name: 'note' }} />);
    expect(attributesOf(area, 'label')).toEqual({ for: 'note' });
    expect(attributesOf(area, 'textarea')).not.toHaveProperty('aria-describedby');
  });

  it('shows the first value of a field a post sent twice in a single select (the fuzz test: no React warning)', () => {
    const select = render(
      <SelectField label="Country" selectProps={{ id: 'region', name: 'region', defaultValue: ['SG', 'PH'] }}>
        <option value="PH">PH</option>
        <option value="SG">SG</option>
      </SelectField>,
    );
    expect(select).toContain('<option value="SG" selected="">SG</option>');
    expect(select).not.toContain('<option value="PH" selected');
  });

  it('names a group’s errors from its fieldset', () => {
    const html = render(
      <ChoiceField legend="Reason" errors={['forms.invalidEmail']} errorId="reason-error">
        <input type="radio" name="reason" value="1" />
      </ChoiceField>,
    );
    expect(attributesOf(html, 'fieldset')).toMatchObject({ 'aria-describedby': 'reason-error' });
    expect(html).toContain('<ul id="reason-error" class="field__errors">');
    expect(attributesOf(render(<ChoiceField legend="Reason" errorId="r-error" children={null} />), 'fieldset')).toEqual(
      {
        class: 'field',
      },
    );
  });
});

describe('StatusButton', () => {
  it('is a native submit button, busy and disabled only while pending', () => {
    expect(render(<StatusButton className="button button--primary">Save</StatusButton>)).toBe(
      '<button type="submit" class="button button--primary">Save</button>',
    );
    const pending = attributesOf(render(<StatusButton pending>Save</StatusButton>), 'button');
    expect(pending).toMatchObject({ type: 'submit', class: 'button button--pending', 'aria-busy': 'true' });
    expect(pending).toHaveProperty('disabled');
  });
});

describe('message', () => {
  it('carries a key and its values through one string', () => {
    expect(readMessage(message('forms.required', { label: 'login.phone' }))).toEqual({
      key: 'forms.required',
      values: { label: 'login.phone' },
    });
    expect(readMessage('ops.login.required')).toEqual({ key: 'ops.login.required', values: {} });
  });
});

describe('the pages build their fields from the kit', () => {
  // A field wired by hand (its own aria-invalid, its own error element) is a second kit. The one left: the ID
  // and senior-card image field, whose preview stands between its label and its file input while the browser's
  // validity says what is wrong with the chosen image.
  const KIT = path.resolve('app/components/forms');
  const OWN_WIRING = ['app/components/checkout/IdUpload.tsx'];
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === KIT ? [] : sources(full);
      return entry.name.endsWith('.tsx') ? [full] : [];
    });

  it('wires no control to its errors outside app/components/forms', () => {
    const wired = sources(path.resolve('app'))
      .filter((file) => /aria-invalid[=:]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.resolve('.'), file).split(path.sep).join('/'));
    expect(wired.length).toBeGreaterThan(0); // the check reads the files it should
    expect(wired.filter((file) => !OWN_WIRING.includes(file))).toEqual([]);
  });
});
