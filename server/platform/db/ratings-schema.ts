// Query types of the ratings tables (migration 0013_ratings.sql), kept by hand beside the SQL. They join the
// DB interface of ./schema.ts by declaration merging, so that file only names them in one line.
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns';

/** SPEC §3 "Aspect": a chip of the rating sheet, with its name per language. */
export interface RatingAspectsTable {
  id: Generated<number>;
  code: string;
  /** English */
  name: string;
  translations: Json<Record<string, string>>;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
}

/** SPEC §3 "Rating link": where a branch is reviewed (1 Google, 2 Facebook). */
export interface RatingLinksTable {
  id: Generated<number>;
  branch_id: number;
  rating_provider_id: number;
  place_identifier: string;
}

/** SPEC §3 "Rating": one per order and customer. */
export interface RatingsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  branch_id: number;
  brand_ids: number[];
  rating_id: number;
  comments: string | null;
  rating_aspect_ids: Generated<number[]>;
  created_at: Timestamp;
}

declare module './schema' {
  interface DB {
    rating_aspects: RatingAspectsTable;
    rating_links: RatingLinksTable;
    ratings: RatingsTable;
  }
}
