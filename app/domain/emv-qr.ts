// EMVCo merchant-presented QR (the payload behind QRIS, PayNow and QR Ph codes): tag-length-value fields
// ending in a CRC-16/CCITT-FALSE over everything before it (tag 63 included). Pure: the platform builds the
// payload, the shop draws it with `qrcode`, and the tests read it back.

/** A merchant account template (tags 26–51): the scheme's identifier and the merchant's id in it. */
export interface AccountTemplate {
  id: string;
  guid: string;
  /** may be empty in a scheme's template: the caller fills in the merchant's own id */
  merchantId: string;
  extra?: Record<string, string>;
}

export interface EmvInput {
  merchantName: string;
  merchantCity: string;
  countryCode: string;
  /** ISO 4217 numeric, e.g. "360" for IDR */
  currencyNumeric: string;
  /** the amount in the currency's minor units (whole units when the exponent is 0) */
  amountMinor: number;
  currencyExponent: 0 | 2;
  accountTemplate: AccountTemplate;
  /** the bill's reference label (tag 62, sub-tag 05) */
  reference?: string;
  /** dynamic: for one payment of one amount (point of initiation "12"); static ("11") otherwise */
  dynamic: boolean;
  /** merchant category code; 5812 is eating places and restaurants */
  mcc?: string;
  postalCode?: string;
}

function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Printable ASCII only (names travel in the payload as is): accents dropped, the rest removed. */
function ascii(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as four upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function amountText(minor: number, exponent: 0 | 2): string {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`not an amount: ${minor}`);
  if (exponent === 0) return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function emvMerchantPayload(input: EmvInput): string {
  const t = input.accountTemplate;
  const account =
    tlv('00', t.guid) +
    tlv('01', t.merchantId) +
    Object.entries(t.extra ?? {})
      .map(([k, v]) => tlv(k, v))
      .join('');
  let payload =
    tlv('00', '01') +
    tlv('01', input.dynamic ? '12' : '11') +
    tlv(t.id, account) +
    tlv('52', input.mcc ?? '5812') +
    tlv('53', input.currencyNumeric);
  if (input.amountMinor > 0 || input.dynamic)
    payload += tlv('54', amountText(input.amountMinor, input.currencyExponent));
  payload += tlv('58', input.countryCode.toUpperCase());
  payload += tlv('59', ascii(input.merchantName, 25) || 'MERCHANT');
  payload += tlv('60', ascii(input.merchantCity, 15) || 'CITY');
  if (input.postalCode) payload += tlv('61', ascii(input.postalCode, 10));
  if (input.reference) payload += tlv('62', tlv('05', ascii(input.reference, 25)));
  payload += '6304';
  return payload + crc16ccitt(payload);
}

/** The top-level fields of a payload, by tag. */
export function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i + 4 <= payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!Number.isInteger(length)) throw new SyntaxError(`EMV: bad length at ${i}`);
    fields.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** The country's bank QR scheme: QRIS (Indonesia), PayNow (Singapore), QR Ph (Philippines); null elsewhere. */
export function bankQrTemplateFor(countryCode: string): AccountTemplate | null {
  switch (countryCode.toUpperCase()) {
    case 'ID':
      return { id: '26', guid: 'ID.CO.QRIS.WWW', merchantId: '' };
    case 'SG':
      return { id: '26', guid: 'SG.PAYNOW', merchantId: '' };
    case 'PH':
      return { id: '27', guid: 'com.p2pqrpay', merchantId: '' };
    default:
      return null;
  }
}
