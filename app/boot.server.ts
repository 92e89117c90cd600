// The boot state of SPEC §3 ("hash, mask, bootType, latLong, refreshToken, qrOrderType, userAddress"),
// kept in the session from the moment a link or QR code opens the shop.
import { z } from 'zod';
import type { Session } from '@remix-run/node';

export const bootSchema = z.object({
  hash: z.string(),
  mask: z.string().nullable(),
  bootType: z.enum(['regular', 'wrapped']),
  latLong: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  refreshToken: z.string().nullable(),
  qrOrderType: z.number().int().nullable(),
  userAddress: z.string().nullable(),
  /** what the link opened, so pages can route without asking again */
  entityType: z.number().int().min(1).max(7),
  businessId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
  foodHallId: z.number().int().nullable(),
  tableNo: z.string().nullable(),
  premium: z.boolean(),
  /** how many brands the link offers: one hides "change brand" */
  brandCount: z.number().int().min(0),
});
export type Boot = z.infer<typeof bootSchema>;

const KEY = 'boot';

export function readBoot(session: Session): Boot | null {
  const parsed = bootSchema.safeParse(session.get(KEY));
  return parsed.success ? parsed.data : null;
}

export function writeBoot(session: Session, boot: Boot): void {
  session.set(KEY, boot);
}

/** Premium businesses (and food halls) get the branded home at /menu; regular ones the plain /brand (ADR 0005). */
export function homePath(boot: Pick<Boot, 'premium'> | null): string {
  if (!boot) return '/';
  return boot.premium ? '/menu' : '/brand';
}

/** "14.5995,120.9842" → {lat, lon}; anything else → null */
export function parseLatLong(value: string | null): Boot['latLong'] {
  if (!value) return null;
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}
