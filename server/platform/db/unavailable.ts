// Whether an error means the database cannot be reached or did not answer in time (a failover, a cut link,
// a timeout of ./timeouts.ts) rather than a fault of the request or of our code: such a request is
// answered 503 with Retry-After, so clients and load balancers try again instead of reporting a bug.

/** PostgreSQL SQLSTATE classes and codes of an unavailable server (08 connection exception, 57 operator
 * intervention: query_canceled by statement_timeout, admin_shutdown, cannot_connect_now; 53300 too many
 * connections). */
const UNAVAILABLE_STATE = /^(08|57P0[1-4]$|57014$|53300$)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres's own words for a lost or silent connection */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended/i;

/** Seconds a client is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
