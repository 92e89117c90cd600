// Issue 13, defect 6: what an instance drops when it hears of a catalogue change made by another
// (server/platform/catalog/changes.ts).
import { describe, expect, it, vi } from 'vitest';
import { CatalogChanges } from '../../server/platform/catalog/changes';
import type { CatalogCache } from '../../server/platform/catalog/cache';

function heard(payload: string, schema = 'public') {
  const invalidate = vi.fn();
  const changes = new CatalogChanges({ invalidate } as unknown as CatalogCache, true);
  changes.heard(payload, schema);
  return { invalidate, changes };
}

describe('a catalogue change heard from another instance', () => {
  it("drops the branch's stock, or the brand's menu, it names", () => {
    expect(heard('{"schema":"public","branchId":4}').invalidate.mock.calls).toEqual([[{ branchId: 4 }]]);
    expect(heard('{"schema":"public","brandId":2}').invalidate.mock.calls).toEqual([[{ brandId: 2 }]]);
  });

  it('drops everything when it names nothing, or nothing readable', () => {
    for (const payload of ['{"schema":"public"}', '', 'all', '[1', 'null', '{"branchId":"4; drop"}', '{"brandId":-1}'])
      expect(heard(payload).invalidate.mock.calls, payload).toEqual([[{}]]);
  });

  it('is ignored when it concerns the tables of another schema', () => {
    expect(heard('{"schema":"other","branchId":4}').invalidate).not.toHaveBeenCalled();
  });

  it('is ignored when this instance made it (its cache forgot already)', () => {
    const invalidate = vi.fn();
    const changes = new CatalogChanges({ invalidate } as unknown as CatalogCache, true);
    changes.heard(JSON.stringify({ schema: 'public', origin: changes.origin, branchId: 4 }), 'public');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
