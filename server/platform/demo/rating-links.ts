// The demo branches' review sites (SPEC §3 "Rating link"): every demo branch is on Google, and each business
// has a Facebook page. The identifiers are the demo's own (these restaurants are made up): the thank-you
// screen only links to the providers' public review pages, nothing is ever fetched from them.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import '../db/ratings-schema';
import { RatingProvider } from '../../../app/domain/ratings';
import * as world from './world';

/** The demo's links by branch title: one Google place per branch, the business's Facebook page. */
export function demoRatingLinks(): { title: string; rating_provider_id: number; place_identifier: string }[] {
  return world.businesses.flatMap((biz) =>
    biz.branches.flatMap((branch) => [
      { title: branch.title, rating_provider_id: RatingProvider.GOOGLE, place_identifier: `demo-${branch.key}` },
      { title: branch.title, rating_provider_id: RatingProvider.FACEBOOK, place_identifier: `demo.${biz.key}` },
    ]),
  );
}

/** Writes the demo branches' links (after the demo's branches exist). */
export async function loadDemoRatingLinks(db: Kysely<DB>): Promise<number> {
  const links = demoRatingLinks();
  const branches = await db
    .selectFrom('branches')
    .select(['id', 'title'])
    .where('title', 'in', [...new Set(links.map((l) => l.title))])
    .execute();
  const idOf = new Map(branches.map((b) => [b.title, b.id]));
  const rows = links
    .filter((l) => idOf.has(l.title))
    .map((l) => ({
      branch_id: idOf.get(l.title)!,
      rating_provider_id: l.rating_provider_id,
      place_identifier: l.place_identifier,
    }));
  if (rows.length)
    await db
      .insertInto('rating_links')
      .values(rows)
      .onConflict((oc) => oc.columns(['branch_id', 'rating_provider_id']).doNothing())
      .execute();
  return rows.length;
}
