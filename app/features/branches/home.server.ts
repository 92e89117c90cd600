// The home pages (/menu for premium businesses and food halls, /brand for regular ones; ADR 0005):
// the brands a link opened, searched, sorted and, in food halls, grouped by business.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { busyMinutes } from '~/domain/busy';
import { isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { homePath } from '~/utils/boot.server';
import { isNotFound } from '~/platform-client/client.server';
import type { Brand } from '~/contract/catalog';
import { shopRequest } from '~/utils/shop.server';
import { notFound, parseSearch } from '~/utils/request.server';

const searchSchema = z.object({
  q: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.trim() ?? ''),
  sort: z.enum(['featured', 'az']).optional().default('featured'),
  view: z.enum(['grid', 'list']).optional().default('grid'),
  lng: z.string().optional(),
});

export interface BrandCard {
  id: number;
  title: string;
  logo: string | null;
  busyMinutes: number | null;
}

function card(brand: Brand, now: Date): BrandCard {
  return {
    id: brand.id,
    title: brand.title,
    logo: brand.webshop_logo ?? brand.logo,
    busyMinutes: busyMinutes(brand, now),
  };
}

/** Case-insensitive substring, ignoring accents (SPEC §5 "Branch search is a case-insensitive title substring"). */
export function matchesTitle(title: string, query: string): boolean {
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  return fold(title).includes(fold(query));
}

export async function loadHome(request: Request, context: AppLoadContext, page: 'menu' | 'brand') {
  const url = new URL(request.url);
  const search = parseSearch(url, searchSchema);
  const { boot, client, timings } = await shopRequest(request, context);
  if (!boot) throw redirect('/');
  // One canonical home per business: the other path sends the visitor there.
  const home = homePath(boot);
  if (home !== `/${page}`) throw redirect(home + url.search);

  const lookup = await timings
    .time('identify', () => client.identify({ hash: boot.hash }))
    .catch((error) => {
      if (isNotFound(error)) throw notFound();
      throw error;
    });
  // SPEC §2: a link with exactly one brand goes straight to it.
  if (lookup.brands.length === 1) throw redirect(`/brand/${lookup.brands[0]!.id}`);

  const now = new Date();
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const arrange = (brands: Brand[]) => {
    const found = brands.filter((b) => !search.q || matchesTitle(b.title, search.q)).map((b) => card(b, now));
    return search.sort === 'az' ? found.sort((a, b) => collator.compare(a.title, b.title)) : found;
  };

  const foodHall = isFoodHallEntity(lookup.entity_type as EntityTypeId);
  const groups = foodHall
    ? lookup.businesses
        .map((biz) => ({
          id: biz.id,
          title: biz.view_title ?? biz.title,
          brands: arrange(lookup.brands.filter((b) => b.business_id === biz.id)),
        }))
        .filter((g) => g.brands.length > 0)
    : null;
  const brands = foodHall ? [] : arrange(lookup.brands);
  const bannerSource = lookup.banners.length ? lookup.banners : (lookup.business?.banners ?? []);

  return json(
    {
      title: lookup.view_title ?? lookup.business?.title ?? '',
      subtitle: lookup.table ? (lookup.table.title ?? lookup.table.table_no) : null,
      tableNo: lookup.table?.table_no ?? null,
      foodHall,
      banners: page === 'menu' ? bannerSource.map((b) => ({ id: b.id, src: b.path, href: b.link })) : [],
      groups,
      brands,
      total: foodHall ? groups!.reduce((n, g) => n + g.brands.length, 0) : brands.length,
      search: { q: search.q, sort: search.sort, view: search.view },
    },
    { headers: { 'Server-Timing': timings.header() } },
  );
}
