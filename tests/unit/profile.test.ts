// SPEC §5 profile rules: names trimmed and 1–50 characters, email optional, the primary identification
// neither editable nor sent; SPEC §2 masked addresses on the code pages. The profile form as its action
// reads it (conform + the schema, its messages keys worded as the page words them).
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { fixedT, i18nFor } from '~/i18n/instances.server';
import { wordMessage } from '~/utils/form-messages';
import type { User } from '~/contract/identity';
import { editableFields, profileUpdateSchema } from '~/routes/profile._index/profile.server';
import { maskEmail } from '~/routes/profile.email-verify/email-verify.server';
import { maskPhone } from '~/routes/profile.phone-verify/phone-verify.server';
import { testUser } from '../fixtures/user';

const t = fixedT('en');
const word = (message: string) => wordMessage(message, t, (key) => i18nFor('en').exists(key));
const user = testUser;

/** The edit form as the browser posts it, checked for `who`. */
function check(fields: Record<string, string>, who: User = user()) {
  const form = new FormData();
  form.set('intent', 'update');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: profileUpdateSchema(who) });
}

/** The errors of a refused form, field by field (the first of each, in words as the page shows it). */
function errorsOf(submission: ReturnType<typeof check>) {
  expect(submission.status).toBe('error');
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v?.[0] && word(v[0])]));
}

/** The update of an accepted form. */
function valueOf(submission: ReturnType<typeof check>) {
  expect(submission.status).toBe('success');
  if (submission.status !== 'success') throw new Error('refused');
  return submission.value;
}

describe('profile form', () => {
  it('trims names and checks their length with the SPEC texts', () => {
    const long = 'x'.repeat(51);
    expect(valueOf(check({ first_name: '  Ana  ', last_name: 'Reyes' })).update.first_name).toBe('Ana');
    expect(errorsOf(check({ first_name: 'Ana', last_name: long })).last_name).toBe(
      'Last name must be between 1 & 50 characters',
    );
    expect(errorsOf(check({ first_name: '   ', last_name: 'R' })).first_name).toBe('First name is required');
    expect(errorsOf(check({ last_name: 'R' })).first_name).toBe('First name is required');
  });

  it('sends the email but not the phone of a phone-identified user', () => {
    const { update, changed } = valueOf(
      check({ first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '9990000000', region: 'US' }),
    );
    expect(changed).toBe(true);
    expect(update).toEqual({ first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com' });
    expect(errorsOf(check({ first_name: 'Ana', last_name: 'Reyes', email: 'nope' })).email).toBe('Invalid email');
  });

  it('sends phone and region, not the email, of email and Google users', () => {
    const google = user({ primary_identification: 'g', email: 'ana@example.com', phone: null, region: null });
    const { update } = valueOf(
      check(
        { first_name: 'Ana', last_name: 'Reyes', email: 'other@example.com', phone: '0917 123 4567', region: 'PH' },
        google,
      ),
    );
    expect(update).toEqual({ first_name: 'Ana', last_name: 'Reyes', phone: '+639171234567', region: 'PH' });
    expect(editableFields({ primary_identification: 'email', is_guest: false })).toEqual({ email: false, phone: true });
    expect(editableFields({ primary_identification: 'g', is_guest: false })).toEqual({ email: false, phone: true });
    expect(editableFields({ primary_identification: 'phone', is_guest: false })).toEqual({ email: true, phone: false });
    expect(errorsOf(check({ first_name: 'Ana', last_name: 'Reyes', phone: '123', region: 'PH' }, google)).phone).toBe(
      'Please enter a valid phone number',
    );
  });

  it('lets a guest give an email: a guest logs in with neither phone nor email', () => {
    const guest = user({ primary_identification: 'g', is_guest: true, email: null, phone: null, region: null });
    expect(editableFields(guest)).toEqual({ email: true, phone: true });
    const { update } = valueOf(check({ first_name: 'Mei', last_name: 'Lin', email: 'mei@example.com' }, guest));
    expect(update).toMatchObject({ first_name: 'Mei', last_name: 'Lin', email: 'mei@example.com' });
  });

  it('keeps a contact phone once given, and asks for its region', () => {
    const emailUser = user({ primary_identification: 'email', email: 'a@example.com' });
    expect(errorsOf(check({ first_name: 'Ana', last_name: 'Reyes', region: 'PH' }, emailUser)).phone).toBe(
      'Contact phone is required',
    );
    expect(
      errorsOf(check({ first_name: 'Ana', last_name: 'Reyes', phone: '917 123 4567', region: 'XX' }, emailUser)).region,
    ).toBe('Country or region is required');
  });

  it('knows when nothing changed', () => {
    expect(valueOf(check({ first_name: ' Ana', last_name: 'Reyes', email: '' })).changed).toBe(false);
    const emailUser = user({ primary_identification: 'email', email: 'a@example.com' });
    expect(
      valueOf(check({ first_name: 'Ana', last_name: 'Reyes', phone: '917 123 4567', region: 'PH' }, emailUser)).changed,
    ).toBe(false);
  });

  it('masks the address a code went to', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskPhone('+639171234567')).toBe('+63 ******4567');
  });
});
