// `/ops` (issue 16): the branch picker — every branch the ops token reaches, each opening its board in the
// branch's own language.
import { json, type AppLoadContext } from '@remix-run/node';
import { opsCall, requireOps } from '~/features/ops/ops.server';
import { shopRequest } from '~/utils/shop.server';

export async function loadOpsPicker(request: Request, context: AppLoadContext) {
  const { client } = await requireOps(request, context);
  const { t } = await shopRequest(request, context);
  const { results } = await opsCall(context, () => client.opsBranches());
  return json(
    {
      title: t('ops.picker.title'),
      branches: results.map((b) => ({
        id: b.id,
        title: b.title,
        address: b.address,
        open: b.store.store_open,
        brands: b.brands.map((x) => x.title),
        href: `/ops/${b.id}?lng=${b.language}`,
      })),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
