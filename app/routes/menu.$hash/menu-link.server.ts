// Opening a link or QR code (SPEC §2 "/menu/{hash}"): identify the entity, keep the boot state (its own
// cookie: no session row is made for a visitor who only opens a link), and route by entity type. A partner
// app's refresh token is kept in the session: only that wrapped boot writes it.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { EntityType, isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { homePath, parseLatLong, writeBoot, type Boot } from '~/utils/boot.server';
import { commitSession } from '~/utils/session.server';
import { cookieScope, languageCookie } from '~/utils/cookies.server';
import { isSupportedLanguage } from '~/i18n/languages';
import { shopRequest } from '~/utils/shop.server';
import { isNotFound, PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { badRequest, notFound, parseSearch } from '~/utils/request.server';

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

const querySchema = z
  .object({
    bootType: z.enum(['regular', 'wrapped']).optional(),
    refreshToken: z.string().min(1).max(4096).optional(),
    latLong: z.string().max(64).optional(),
    mask: z.string().regex(KEY).optional(),
    lng: z.string().optional(),
  })
  .passthrough();

async function identify(client: PlatformClient, hash: string, mask?: string) {
  try {
    return await client.identify({ hash });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // A readable mask may stand in the path instead of the hash (e.g. /menu/lolas-kusina).
  try {
    return await client.identify({ mask: mask ?? hash });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (error instanceof PlatformError && error.status === 400) throw badRequest('invalidLink');
    throw error;
  }
}

export async function openLink(request: Request, context: AppLoadContext, hash: string) {
  if (!KEY.test(hash)) throw notFound();
  const url = new URL(request.url);
  const query = parseSearch(url, querySchema);
  const latLong = query.latLong ? parseLatLong(query.latLong) : null;
  if (query.latLong && !latLong) throw badRequest();

  const { session, client } = await shopRequest(request, context);
  const lookup = await identify(client, hash, query.mask);
  const type = lookup.entity_type as EntityTypeId;
  const wrapped = query.bootType === 'wrapped';
  const boot: Boot = {
    hash: lookup.hash,
    mask: lookup.mask,
    bootType: wrapped ? 'wrapped' : 'regular',
    latLong,
    refreshToken: query.refreshToken ?? null,
    qrOrderType: lookup.qr_order_type,
    userAddress: null,
    entityType: type,
    businessId: lookup.business?.id ?? null,
    branchId: lookup.branch?.id ?? null,
    foodHallId: lookup.foodhall_id,
    tableNo: lookup.table?.table_no ?? null,
    // Food halls always get the branded home; businesses by their tier (ADR 0005).
    premium: isFoodHallEntity(type) || type === EntityType.IN_APP || lookup.business?.tier === 'premium',
    brandCount: lookup.brands.length,
  };
  const kept = await writeBoot(boot, session, context);
  const headers = new Headers({ 'Set-Cookie': kept.cookie });
  if (kept.sessionChanged) headers.append('Set-Cookie', await commitSession(session, context));
  // A link that names its language (?lng=) keeps it for the pages that follow.
  const lng = query.lng?.toLowerCase();
  if (lng && isSupportedLanguage(lng))
    headers.append('Set-Cookie', await languageCookie.serialize(lng, cookieScope(context)));

  // SPEC §2: food-hall and table flows with one branch and no query go to the menu after 2 s.
  const onlyBranch = lookup.branches.length === 1 ? lookup.branches[0]! : null;
  const noQuery = [...url.searchParams.keys()].length === 0;
  if (isFoodHallEntity(type) && onlyBranch && noQuery) {
    const target = onlyBranch.brand_ids.length === 1 ? `/brand/${onlyBranch.brand_ids[0]}` : homePath(boot);
    return json(
      { title: lookup.foodhall_title ?? lookup.view_title ?? '', table: lookup.table?.table_no ?? null, target },
      { headers },
    );
  }
  // A link with exactly one brand opens that brand.
  if (lookup.brands.length === 1) throw redirect(`/brand/${lookup.brands[0]!.id}`, { headers });
  throw redirect(homePath(boot), { headers });
}
