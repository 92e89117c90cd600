// The order-options forms (issue 11): the address details (SPEC §5 "Delivery") and the drive-thru vehicle
// (SPEC §4 "Pickup", §5 "Forms") as conform parses a posted form, with the native constraints the browser
// gets from the same schemas; their messages are translation keys that exist in every language; a body
// that is not a form is a 400.
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '~/i18n/languages';
import { fixedT } from '~/i18n/instances.server';
import { addressDetailsSchema } from '~/routes/address/address.schema';
import { optionsSaveSchema } from '~/routes/brand.$id.options/options-sheet.schema';
import { readFormData } from '~/utils/form-data.server';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};

describe('address details', () => {
  it('needs the establishment and street names where the country needs the parts', () => {
    const submission = parseWithZod(form({ establishmentName: '', streetName: '   ', instruction: 'Gate 2' }), {
      schema: addressDetailsSchema(true),
    });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      establishmentName: ['address.required|{"label":"address.establishment"}'],
      streetName: ['address.required|{"label":"address.street"}'],
    });
    const ok = parseWithZod(form({ establishmentName: ' Greenbelt 3 ', streetName: 'Legazpi St' }), {
      schema: addressDetailsSchema(true),
    });
    expect(ok.status === 'success' && ok.value).toEqual({
      establishmentName: 'Greenbelt 3',
      streetName: 'Legazpi St',
      flatNo: '',
      additionalDetails: '',
      instruction: '',
    });
  });

  it('leaves the parts optional elsewhere and limits the rider instructions to 255', () => {
    expect(parseWithZod(form({ instruction: 'x'.repeat(255) }), { schema: addressDetailsSchema(false) }).status).toBe(
      'success',
    );
    const long = parseWithZod(form({ instruction: 'x'.repeat(256) }), { schema: addressDetailsSchema(false) });
    expect(long.reply().error).toEqual({ instruction: ['address.instructionTooLong|{"count":255}'] });
  });

  it('gives the browser the same constraints', () => {
    const parts = getZodConstraint(addressDetailsSchema(true));
    expect(parts.establishmentName).toMatchObject({ required: true, maxLength: 100 });
    expect(parts.flatNo).toMatchObject({ required: false, maxLength: 100 });
    expect(parts.instruction).toMatchObject({ required: false, maxLength: 255 });
    expect(getZodConstraint(addressDetailsSchema(false)).streetName?.required).toBe(false);
  });
});

describe('drive-thru vehicle', () => {
  const draft = { type: '1', sched: '1', pickup: '2' };

  it('requires the registration for a drive-thru pickup, both fields up to 50', () => {
    expect(parseWithZod(form(draft), { schema: optionsSaveSchema(true) }).reply().error).toEqual({
      vehicleRegNo: ['options.vehicleRequired'],
    });
    const long = parseWithZod(form({ ...draft, vehicleRegNo: 'B'.repeat(51), vehicleDetails: 'W'.repeat(51) }), {
      schema: optionsSaveSchema(true),
    });
    const tooLong = 'options.tooLong|{"count":50}';
    expect(long.reply().error).toEqual({ vehicleRegNo: [tooLong], vehicleDetails: [tooLong] });
    const ok = parseWithZod(form({ ...draft, vehicleRegNo: ' B 1234 XYZ ', branch: '5' }), {
      schema: optionsSaveSchema(true),
    });
    expect(ok.status === 'success' && ok.value).toMatchObject({
      type: 1,
      sched: 1,
      pickup: 2,
      branch: 5,
      vehicleRegNo: 'B 1234 XYZ',
    });
    const constraint = getZodConstraint(optionsSaveSchema(true));
    expect(constraint.vehicleRegNo).toMatchObject({ required: true, maxLength: 50 });
    expect(constraint.vehicleDetails).toMatchObject({ required: false, maxLength: 50 });
  });

  it('asks nothing of a counter pickup, and refuses a draft that is not one', () => {
    expect(parseWithZod(form({ ...draft, pickup: '1' }), { schema: optionsSaveSchema(false) }).status).toBe('success');
    expect(getZodConstraint(optionsSaveSchema(false)).vehicleRegNo?.required).toBe(false);
    const bad = parseWithZod(form({ type: '4', sched: '1' }), { schema: optionsSaveSchema(false) });
    expect(Object.keys(bad.reply().error ?? {})).toEqual(['type']);
  });
});

describe('messages', () => {
  it('are keys every language words, with the values the pages give them', () => {
    const keys = ['address.required', 'address.instructionTooLong', 'options.tooLong', 'options.vehicleRequired'];
    for (const lng of SUPPORTED_LANGUAGES) {
      const t = fixedT(lng);
      for (const key of keys) {
        const text = t(key, { label: 'LABEL', count: 50 });
        expect(text, `${lng} ${key}`).not.toBe(key);
        expect(text, `${lng} ${key}`).not.toContain('{{');
      }
    }
    expect(fixedT('en')('address.required', { label: 'Street name' })).toBe('Street name is required');
  });
});

describe('readFormData', () => {
  const post = (body: string, type: string) =>
    new Request('http://shop.test/address', { method: 'POST', body, headers: { 'Content-Type': type } });

  it('reads a form, and answers a JSON body or a broken multipart with a 400', async () => {
    expect((await readFormData(post('intent=place', 'application/x-www-form-urlencoded'))).get('intent')).toBe('place');
    for (const [body, type] of [
      ['{"intent":"place"}', 'application/json'],
      ['intent=place', 'text/plain'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
    ]) {
      const refusal = await readFormData(post(body!, type!)).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(refusal, type).toBeInstanceOf(Response);
      expect((refusal as Response).status, type).toBe(400);
    }
  });
});
