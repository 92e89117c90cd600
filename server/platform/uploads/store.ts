// The uploads context's store (migration 0008_uploads.sql): what a file is by its first bytes, keeping it,
// reading it back for its owner, and which upload paths an order may name (server/platform/orders).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/bmp';

const SIGNATURES: ReadonlyArray<{ type: ImageType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/bmp', bytes: [0x42, 0x4d] },
];

/** SPEC §5 "Image upload accepts .jpg, .jpeg, .png, .bmp": the type the bytes say, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

const PATH_PREFIX = 'uploads/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `path` of an upload, as an order refers to it. */
export function uploadPath(id: string): string {
  return PATH_PREFIX + id;
}

/** An upload as the platform answers it (SPEC §3 "Upload response"): its path and where the shop shows it to its
 * owner only (app/routes/uploads.$id.tsx serves it with the owner's token). */
export function uploadedAnswer(id: string): { path: string; signed_url: string } {
  return { path: uploadPath(id), signed_url: `/uploads/${id}` };
}

/** The upload id of a path `uploads/<uuid>`, or null. */
export function uploadIdOf(path: string): string | null {
  if (!path.startsWith(PATH_PREFIX)) return null;
  const id = path.slice(PATH_PREFIX.length).toLowerCase();
  return UUID.test(id) ? id : null;
}

export interface NewUpload {
  kind: string;
  contentType: ImageType;
  bytes: Uint8Array;
}

/** Keeps the files of one request together (all or none); their ids in order. */
export async function saveUploads(db: Kysely<DB>, ownerUserId: number, files: NewUpload[]): Promise<string[]> {
  const rows = files.map((f) => ({
    id: randomUUID(),
    owner_user_id: ownerUserId,
    kind: f.kind,
    content_type: f.contentType,
    size: f.bytes.byteLength,
    bytes: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength),
  }));
  if (rows.length > 0) await db.insertInto('uploads').values(rows).execute();
  return rows.map((r) => r.id);
}

/** An upload of this owner, or null (someone else's is as absent as a missing one). */
export async function readUpload(
  db: Kysely<DB>,
  id: string,
  ownerUserId: number,
): Promise<{ contentType: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  const row = await db
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: new Uint8Array(row.bytes) } : null;
}

/** Which of these paths (`uploads/<uuid>`) are uploads of this user: an order may name only those. */
export async function uploadsOwnedBy(db: Kysely<DB>, userId: number, paths: string[]): Promise<Set<string>> {
  const ids = new Map<string, string>();
  for (const path of paths) {
    const id = uploadIdOf(path);
    if (id) ids.set(id, path);
  }
  if (ids.size === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('id', 'in', [...ids.keys()])
    .execute();
  return new Set(rows.map((r) => ids.get(r.id)!));
}

/** The kinds of those of these paths that are uploads of this user (path → kind); anyone else's are absent. */
export async function uploadKindsOwnedBy(
  db: Kysely<DB>,
  userId: number,
  paths: string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const path of paths) {
    const id = uploadIdOf(path);
    if (id) ids.set(id, path);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'kind'])
    .where('owner_user_id', '=', userId)
    .where('id', 'in', [...ids.keys()])
    .execute();
  return new Map(rows.map((r) => [ids.get(r.id)!, r.kind]));
}

/**
 * Whether every one of these senior citizen / PWD card images is the user's own upload of its side's kind
 * (senior_front, senior_back); a visitor (null) owns none.
 */
export async function seniorCardsOwned(
  db: Kysely<DB>,
  userId: number | null,
  cards: readonly { front: string | null; back: string | null }[],
): Promise<boolean> {
  const sides = cards.flatMap((c) =>
    (['front', 'back'] as const).flatMap((side) => (c[side] ? [{ path: c[side], kind: `senior_${side}` }] : [])),
  );
  if (sides.length === 0) return true;
  if (userId == null) return false;
  const kinds = await uploadKindsOwnedBy(
    db,
    userId,
    sides.map((s) => s.path),
  );
  return sides.every((s) => kinds.get(s.path) === s.kind);
}
