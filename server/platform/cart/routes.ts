import { cartLine } from '../../../app/contract/cart';
import type { Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import { priceLine } from './lines';

export function cartRoutes<U>(router: Router<U>, catalog: Catalog, now: () => Date) {
  // Prices one line against the branch's menu and refuses what the rules refuse (SPEC §4, §5).
  router.serve(cartLine, ({ body }) => priceLine(catalog, body, now()));
}
