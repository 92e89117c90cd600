// The floor of `npm run bench` (issue 28): a bare Remix 2 page built by the same classic compiler with the shop's
// own settings (module format, paths, future flags), so that the two differ only by what the shop's app adds.
import shop from '../../remix.config.js';

/** @type {import('@remix-run/dev').AppConfig} */
export default { ...shop };
