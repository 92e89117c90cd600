// Query types of the uploads table (migration 0008_uploads.sql), kept by hand beside the SQL.
import type { ColumnType } from 'kysely';

/** SPEC §7 "Uploads": an image a customer uploaded, served only to them. */
export interface UploadsTable {
  /** a uuid, made by the platform */
  id: string;
  owner_user_id: number;
  /** the upload's `type` (id_front, id_back…) */
  kind: string;
  /** what the bytes are (sniffed, never the caller's word) */
  content_type: string;
  size: number;
  /** bytea: written as a Buffer or Uint8Array, read as a Buffer */
  bytes: ColumnType<Buffer, Buffer | Uint8Array, never>;
  /** timestamptz with a database default */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
