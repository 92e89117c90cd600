// Building blocks of the SPEC §7 wire format shared by every context. Money is integer minor units; times
// of day are HHmm numbers; per-language text is {lng: text}; ids are positive 32-bit integers.
import { z, type ZodTypeAny, type ZodOptional } from 'zod';
import {
  DeliveryMethod,
  LoginProvider,
  OrderTimeType,
  OtpChannel,
  PickupType,
  type DeliveryMethodId,
} from '../domain/constants';
import { EntityType, type EntityTypeId } from '../domain/entity-types';

/** A positive id that fits the database's integer columns (SPEC §7 ids). */
export const id = z.number().int().positive().max(2_147_483_647);
export const cents = z.number().int();
export const l10n = z.record(z.string()).nullable();
export const slot = z.object({ start_time: z.number().int(), end_time: z.number().int() });
export const weekSlots = z.record(z.array(slot));
export const dateRange = z.object({ from: z.string(), to: z.string() });
export const isoTime = z.string().datetime({ offset: true });

/** One of a constant object's numeric values (SPEC §9 ids), with the error naming them. */
function oneOf<const T extends Record<string, number>>(ids: T, what: string) {
  const values = Object.values(ids) as number[];
  return z.number({ invalid_type_error: `must be ${what}` }).refine((v): v is T[keyof T] => values.includes(v), {
    message: `must be ${what}`,
  });
}

/** SPEC §9 "Delivery methods: Pickup 1, Delivery 2, Dine-in 3". */
export const deliveryMethodId = oneOf(DeliveryMethod, 'a delivery method (1–3)') as z.ZodType<
  DeliveryMethodId,
  z.ZodTypeDef,
  number
>;
/** SPEC §9 "Order-time types ASAP 1, SCHEDULED 2". */
export const orderTimeType = oneOf(OrderTimeType, 'an order time type (1 or 2)');
/** SPEC §9 "Pickup sub-types counter 1, drive-thru 2". */
export const pickupType = oneOf(PickupType, 'a pickup type (1 or 2)');
/** SPEC §4 "Channels: SMS 1, WhatsApp 2, Viber 3"; Telegram 4 on the other-channels page. */
export const otpChannel = oneOf(OtpChannel, '1, 2, 3 or 4');
/** SPEC §3 "Login providers". */
export const loginProvider = oneOf(LoginProvider, 'a login provider (1–7)');
/** SPEC §3 "Entity types (numeric)". */
export const entityType = oneOf(EntityType, 'an entity type (1–7)') as z.ZodType<EntityTypeId, z.ZodTypeDef, number>;

// ---- query strings -----------------------------------------------------------------------------------
// Query values arrive as text; the same schemas type what a caller passes (numbers, booleans).

/**
 * An optional query value where "" counts as absent (forms and clients send `force_country=`). Typed for
 * callers as the inner schema made optional: the preprocess step only turns "" into undefined.
 */
export function optionalParam<T extends ZodTypeAny>(schema: T): ZodOptional<T> {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional()) as unknown as ZodOptional<T>;
}

/** An id in a query string or a path. */
export const idParam = z.coerce
  .number({ invalid_type_error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** A small code (a payment method, a gateway id): the platform keeps these in smallint columns. */
export const smallCode = z.number().int('must be a whole number').min(0, 'is not valid').max(32_767, 'is not valid');
export const smallCodeParam = z.coerce.number({ invalid_type_error: 'must be a number' }).pipe(smallCode);

/** A required coordinate: empty is missing (z.coerce alone would read "" as 0). */
export const coordinate = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ required_error: 'is required', invalid_type_error: 'must be a number' })
      .min(-max, `must be between -${max} and ${max}`)
      .max(max, `must be between -${max} and ${max}`),
  ) as unknown as z.ZodNumber;

/** An IANA time zone name as clients send it; checked so nonsense never reaches a query. */
export const timeZone = z
  .string()
  .max(64)
  .refine((v) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: v });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone');

/** "true" / "false" in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---- shapes used by several contexts -----------------------------------------------------------------

export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  title: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  dial_code: z.string(),
  currency_id: z.number().int(),
  timezone: z.string(),
  requires_address_parts: z.boolean(),
  delivery_delay_distance: z.number().nullable(),
  delivery_delay_time: z.number().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

/** SPEC §3 "Location": a delivery location as a bill or an order carries it. */
export const deliveryLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(500).optional(),
  city_id: id.optional(),
});
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>;
