import { describe, expect, it } from 'vitest';
import { deferScripts, LOADER, PAGE_MODULE_ID, PAGE_MODULE_TYPE } from '~/utils/deferred-scripts.server';

// A page as Remix's <Scripts> and the shop's head write it (the parts deferScripts reads).
const head =
  '<head><title>Lola’s</title>' +
  '<link id="i18n-resources" rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en/common.json?v=a" data-lng="en"/>' +
  '</head>';
const module =
  ';\nimport * as route0 from "/build/root-A.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/build/entry.client-B.js");';
const body =
  '<body><main><p>Chicken Adobo ₱245.00</p></main>' +
  '<link rel="modulepreload" href="/build/entry.client-B.js"/><link rel="modulepreload" href="/build/root-A.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {"state":{}};</script>' +
  `<script nonce="n0nce" type="module" async="">${module}</script></body>`;
const page = `<!DOCTYPE html><html lang="en">${head}${body}</html>`;

describe('deferScripts (ADR 0042)', () => {
  const html = deferScripts(Buffer.from(page), 'n0nce').toString();

  it('makes the preloads of the chunks and of the translations fetch nothing, in place', () => {
    expect(html.match(/<link[^>]*>/g)).toEqual([
      '<link id="i18n-resources" rel="preload" media="not all" as="fetch" crossorigin="anonymous" href="/locales/en/common.json?v=a" data-lng="en"/>',
      '<link rel="modulepreload" media="not all" href="/build/entry.client-B.js"/>',
      '<link rel="modulepreload" media="not all" href="/build/root-A.js"/>',
    ]);
  });

  it('keeps the module script as an inert data block, its code whole, with the loader after it', () => {
    expect(html).toContain(
      `<script type="${PAGE_MODULE_TYPE}" id="${PAGE_MODULE_ID}">${module}</script><script nonce="n0nce">${LOADER}</script></body>`,
    );
    expect(html).not.toContain('type="module"');
    // the rest of the page byte for byte, the context script included
    expect(html.replace(/ media="not all"/g, '').replace(/<script type="text\/x-page-module"[\s\S]*<\/body>/, '')).toBe(
      page.replace(/<script nonce="n0nce" type="module"[\s\S]*<\/body>/, ''),
    );
  });

  it('writes the loader without a nonce when the page has none', () => {
    expect(deferScripts(Buffer.from(page), undefined).toString()).toContain(`</script><script>${LOADER}</script>`);
  });

  it('leaves a page without Remix’s module script as it is', () => {
    const plain = Buffer.from(
      '<!DOCTYPE html><html><head></head><body><link rel="modulepreload" href="/x.js"/></body></html>',
    );
    expect(deferScripts(plain, 'n0nce')).toBe(plain);
  });

  it('finds the module script only as Remix writes it, not in text React escaped', () => {
    const text = Buffer.from(
      page.replace('<p>Chicken Adobo', '<p>&lt;script type=&quot;module&quot; async=&quot;&quot;&gt; Chicken Adobo'),
    );
    expect(deferScripts(text, 'n0nce').toString()).toContain('&lt;script type=&quot;module&quot;');
  });
});
