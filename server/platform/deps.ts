// What the platform hands the contexts that place, move and pay orders (orders/, payments/, ops/, demo/): one
// object made once in ./index.ts. Kept here, below those contexts, so that none of them imports another for it
// (issue 25, item 6).
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import type { Catalog } from './catalog/catalog';
import type { PlatformEvents } from './events';
import type { Gateways } from './payments/registry';
import type { VoucherProviders } from './promotions/vouchers';

export interface OrderDeps {
  db: Kysely<DB>;
  catalog: Catalog;
  events: PlatformEvents;
  now: () => Date;
  /** the payment gateways at hand (payments/registry.ts) */
  gateways: Gateways;
  /** the external voucher providers an order's voucher is checked with again, used at and given back to */
  vouchers?: VoucherProviders;
}
