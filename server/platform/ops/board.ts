// The ops screen's branch side (issue 16): every branch with its brands' busy mode and its store state, and
// the store writes — closed for the rest of the branch's local day (or open again) and the notice. The close
// is read by the catalogue as an off date of that day (catalog/wire.ts), so every customer page, the menus
// and the checkout's schedule follow one rule (app/domain/store-hours.ts withManualClosure).
import type { Kysely } from 'kysely';
import type { OpsBranch } from '../../../app/contract/ops';
import { localMoment } from '../../../app/domain/store-hours';
import { isSupportedLanguage } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import { ApiError, notFound } from '../http';
import type { Catalog } from '../catalog/catalog';
import { branchesOf, brandsOf, iso } from '../catalog/wire';
import type { PlatformEvents } from '../events';

/** The language a country's kitchens read (SPEC §1's 11); English where English is the working language. */
const COUNTRY_LANGUAGE: Record<string, string> = {
  PH: 'en',
  SG: 'en',
  ID: 'id',
  JP: 'ja',
  TW: 'zh-tw',
  CN: 'zh',
  TH: 'th',
  MY: 'ms',
  KH: 'km',
  VN: 'vi',
  ES: 'es',
  MX: 'es',
};

export async function opsBranches(catalog: Catalog, now: Date, only?: number): Promise<OpsBranch[]> {
  const s = await catalog.cache.snapshot();
  const ids = only ? [only] : [...s.branches.keys()].sort((a, b) => a - b);
  return branchesOf(s, ids, now).map((branch) => {
    const row = s.branches.get(branch.id)!;
    const country = s.countries.get(branch.country_id);
    const language = COUNTRY_LANGUAGE[country?.code ?? ''] ?? 'en';
    const brandIds = (s.branchBrands.get(branch.id) ?? []).map((l) => l.brand_id);
    const today = localMoment(now, branch.timezone).date;
    return {
      id: branch.id,
      title: branch.title,
      address: branch.address,
      timezone: branch.timezone,
      country_code: country?.code ?? '',
      language: isSupportedLanguage(language) ? language : 'en',
      brands: brandsOf(s, brandIds, now, branch.id).map((b) => ({
        id: b.id,
        title: b.title,
        is_busy: b.is_busy,
        busy_mode_updated_at: b.busy_mode_updated_at,
      })),
      store: {
        store_open: branch.store_open,
        // a close of an earlier day is over
        closed_on: row.closed_on && row.closed_on >= today ? row.closed_on : null,
        notice_enabled: row.notice_enabled,
        notice_description: row.notice_description,
        notice_end_time: iso(row.notice_end_time),
      },
    };
  });
}

export interface StoreWrite {
  closed?: boolean;
  notice_enabled?: boolean;
  notice_description?: string | null;
  language?: string;
  notice_end_time?: string | null;
}

/**
 * One guarded update of the branch row (the fields given, nothing else), announced to the other instances in
 * its transaction; then open pages hear store_mode and read the catalogue again.
 */
export async function writeStoreState(
  deps: { db: Kysely<DB>; catalog: Catalog; events: PlatformEvents; now: () => Date },
  branchId: number,
  body: StoreWrite,
): Promise<OpsBranch> {
  const { db, catalog, events } = deps;
  const at = deps.now();
  const language = body.language && isSupportedLanguage(body.language) ? body.language : 'en';
  if (body.language !== undefined && !isSupportedLanguage(body.language))
    throw new ApiError(400, 'validation_error', 'language: is not one of the shop’s languages');
  const branch = await db
    .selectFrom('branches')
    .select(['id', 'timezone'])
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch) throw notFound('No branch found');
  const set: Record<string, unknown> = {};
  if (body.closed !== undefined) set.closed_on = body.closed ? localMoment(at, branch.timezone).date : null;
  if (body.notice_enabled !== undefined) set.notice_enabled = body.notice_enabled;
  if (body.notice_description !== undefined)
    set.notice_description = body.notice_description ? JSON.stringify({ [language]: body.notice_description }) : null;
  if (body.notice_end_time !== undefined)
    set.notice_end_time = body.notice_end_time ? new Date(body.notice_end_time) : null;
  if (Object.keys(set).length === 0) throw new ApiError(400, 'validation_error', 'Nothing to change');
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('branches').set(set).where('id', '=', branchId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound('No branch found');
    // an enabled notice needs a text, whichever request gave it
    const after = await trx
      .selectFrom('branches')
      .select(['notice_enabled', 'notice_description'])
      .where('id', '=', branchId)
      .executeTakeFirstOrThrow();
    if (after.notice_enabled && !Object.values(after.notice_description ?? {}).some((t) => t?.trim()))
      throw new ApiError(400, 'validation_error', 'notice_description: an enabled notice needs its text');
    await catalog.changes.announce(trx);
  });
  catalog.changes.forget();
  const [answer] = await opsBranches(catalog, at, branchId);
  if (!answer) throw notFound('No branch found');
  // open pages of the branch load their state again (the same event busy mode sends)
  for (const brand of answer.brands)
    events.emit('store_mode', {
      branch_id: branchId,
      brand_id: brand.id,
      is_busy: brand.is_busy,
      busy_mode_updated_at: brand.busy_mode_updated_at,
    });
  return answer;
}
