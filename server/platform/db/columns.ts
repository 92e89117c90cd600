// Column types of the query types (./schema.ts, ./identity-schema.ts).
import type { ColumnType } from 'kysely';

/** jsonb: written as a JSON string or object, read as the parsed value */
export type Json<T> = ColumnType<T, T | string, T | string>;
/** jsonb with a database default */
export type JsonDefault<T> = ColumnType<T, T | string | undefined, T | string>;
/** timestamptz: read as a Date */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** a text in several languages (jsonb) */
export type L10nColumn = Json<Record<string, string> | null>;
