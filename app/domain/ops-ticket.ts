// The ops screen's pass to its branch's live room (issue 16): the page never holds the ops token itself (it
// lives in an httpOnly cookie), so the shop's loader signs a short-lived ticket with it for one branch, and
// the socket server checks the signature with the token it knows. Server-side only (node:crypto).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens the room: a board left open reloads its data (and a new ticket) long before. */
export const OPS_TICKET_TTL_MS = 12 * 60 * 60 * 1000;

function signature(token: string, branchId: number, expires: number): string {
  return createHmac('sha256', token).update(`ops-room:${branchId}:${expires}`).digest('base64url');
}

export function signOpsTicket(token: string, branchId: number, now: number): string {
  const expires = now + OPS_TICKET_TTL_MS;
  return `${branchId}.${expires}.${signature(token, branchId, expires)}`;
}

/** The branch a ticket opens, or null (forged, for another token, expired, or not a ticket). */
export function verifyOpsTicket(token: string, ticket: unknown, now: number): number | null {
  if (typeof ticket !== 'string' || ticket.length > 200) return null;
  const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(ticket);
  if (!match) return null;
  const branchId = Number(match[1]);
  const expires = Number(match[2]);
  if (!(branchId > 0) || expires < now) return null;
  const expected = Buffer.from(signature(token, branchId, expires));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? branchId : null;
}
