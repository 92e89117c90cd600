// The server's route matching keeps what it made (patches/, ADR 0043): a route tree's ranked branches, each
// pattern's compiled form, the routes RemixServer renders with and the static router's data routes. What is
// kept must never answer for another tree, another page or a tree that has grown.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as Router from '@remix-run/router';
import type * as StaticServer from 'react-router-dom/server';

// the server's copies (Node's require: the CommonJS builds the patches change; the browser's bundle is the ESM build)
const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof Router;
const server = require('react-router-dom/server') as typeof StaticServer;

describe('route matching on the server (patched)', () => {
  it('applies the patches (npm install runs patch-package)', () => {
    const text = (id: string) => fs.readFileSync(require.resolve(id), 'utf8');
    expect(text('@remix-run/router')).toContain('webshop ADR 0043');
    expect(text('react-router-dom/server')).toContain('webshop ADR 0043');
    expect(text('@remix-run/react/dist/server.js')).toContain('webshop ADR 0043');
  });

  it('answers each tree with its own routes, and each path with its own params', () => {
    const a = [{ id: 'a', path: '/brand/:id', children: [{ id: 'a-item', path: 'item/:item' }] }];
    const b = [{ id: 'b', path: '/brand/:id' }];
    const ids = (m: ReturnType<typeof router.matchRoutes>) => m?.map((x) => [x.route.id, x.params]);
    expect(ids(router.matchRoutes(a, '/brand/1/item/7'))).toEqual([
      ['a', { id: '1', item: '7' }],
      ['a-item', { id: '1', item: '7' }],
    ]);
    expect(ids(router.matchRoutes(a, '/brand/2'))).toEqual([['a', { id: '2' }]]);
    expect(ids(router.matchRoutes(b, '/brand/3'))).toEqual([['b', { id: '3' }]]);
    expect(router.matchRoutes(b, '/brand/3/item/7')).toBeNull();
    // one pattern, matched to its end and as a prefix
    expect(router.matchPath('/brand/:id', '/brand/4/item')).toBeNull();
    expect(router.matchPath({ path: '/brand/:id', end: false }, '/brand/4/item')?.params).toEqual({ id: '4' });
    expect(router.matchPath({ path: '/BRAND/:id', caseSensitive: true }, '/brand/4')).toBeNull();
    expect(router.matchPath({ path: '/BRAND/:id' }, '/brand/4')?.params).toEqual({ id: '4' });
  });

  it('forgets the branches of a tree whose children were patched in (discovery of routes)', async () => {
    const router_ = router
      .createRouter({
        routes: [{ id: 'root', path: '/' }],
        history: router.createMemoryHistory({ initialEntries: ['/'] }),
        patchRoutesOnNavigation: ({ path, patch }) => {
          if (path === '/later') patch(null, [{ id: 'later', path: '/later' }]);
        },
      })
      .initialize();
    // the tree is matched (and its branches kept) before it grows
    expect(router.matchRoutes(router_.routes, '/')?.[0]?.route.id).toBe('root');
    await router_.navigate('/later');
    expect(router_.state.matches.map((m) => m.route.id)).toEqual(['later']);
    expect(router_.state.errors).toBeNull();
    router_.dispose();
  });

  it("renders each page's own matches from the one set of data routes", async () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'brand', path: 'brand/:id' },
          { id: 'cart', path: 'cart' },
        ],
      },
    ];
    const handler = server.createStaticHandler(routes);
    for (const [url, leaf, params] of [
      ['http://shop.test/brand/1', 'brand', { id: '1' }],
      ['http://shop.test/cart', 'cart', {}],
      ['http://shop.test/brand/2', 'brand', { id: '2' }],
    ] as const) {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw new Error(`${url}: a response`);
      const made = server.createStaticRouter(routes, context);
      expect(made.state.matches.map((m) => m.route.id)).toEqual(['root', leaf]);
      expect(made.state.matches.at(-1)?.params).toEqual(params);
      expect(made.state.location.pathname).toBe(new URL(url).pathname);
    }
  });
});
