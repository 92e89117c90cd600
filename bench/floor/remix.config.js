// The floor of `npm run bench` (issue 28): a bare Remix 2 page built by the same classic compiler, with the
// shop's module format and future flags (../../remix.config.js), so that the two differ only by what the shop adds.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  serverBuildPath: 'build/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
