// SPEC §5 profile rules: names trimmed and 1–50 characters, email optional, the primary identification
// neither editable nor sent; SPEC §2 masked addresses on the code pages.
import { describe, expect, it } from 'vitest';
import { fixedT } from '~/i18n/instances.server';
import { checkProfile, editableFields, maskEmail, maskPhone } from '~/profile.server';
import { testUser } from '../fixtures/user';

const t = fixedT('en');
const user = testUser;

describe('profile form', () => {
  it('trims names and checks their length with the SPEC texts', () => {
    const long = 'x'.repeat(51);
    const { errors, update } = checkProfile({ first_name: '  Ana  ', last_name: long }, user(), t);
    expect(update.first_name).toBe('Ana');
    expect(errors.last_name).toBe('Last name must be between 1 & 50 characters');
    expect(checkProfile({ first_name: '   ', last_name: 'R' }, user(), t).errors.first_name).toBe(
      'First name is required',
    );
  });

  it('sends the email but not the phone of a phone-identified user', () => {
    const { errors, update, changed } = checkProfile(
      { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '9990000000', region: 'US' },
      user(),
      t,
    );
    expect(errors).toEqual({});
    expect(changed).toBe(true);
    expect(update).toEqual({ first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com' });
    expect(checkProfile({ first_name: 'Ana', last_name: 'Reyes', email: 'nope' }, user(), t).errors.email).toBe(
      'Invalid email',
    );
  });

  it('sends phone and region, not the email, of email and Google users', () => {
    const google = user({ primary_identification: 'g', email: 'ana@example.com', phone: null, region: null });
    const { errors, update } = checkProfile(
      { first_name: 'Ana', last_name: 'Reyes', email: 'other@example.com', phone: '0917 123 4567', region: 'PH' },
      google,
      t,
    );
    expect(errors).toEqual({});
    expect(update).toEqual({ first_name: 'Ana', last_name: 'Reyes', phone: '+639171234567', region: 'PH' });
    expect(editableFields('email')).toEqual({ email: false, phone: true });
    expect(
      checkProfile({ first_name: 'Ana', last_name: 'Reyes', phone: '123', region: 'PH' }, google, t).errors.phone,
    ).toBe('Invalid phone number');
  });

  it('knows when nothing changed', () => {
    expect(checkProfile({ first_name: ' Ana', last_name: 'Reyes', email: '' }, user(), t).changed).toBe(false);
    const emailUser = user({ primary_identification: 'email', email: 'a@example.com' });
    expect(
      checkProfile({ first_name: 'Ana', last_name: 'Reyes', phone: '917 123 4567', region: 'PH' }, emailUser, t)
        .changed,
    ).toBe(false);
  });

  it('masks the address a code went to', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskPhone('+639171234567')).toBe('+63 ******4567');
  });
});
