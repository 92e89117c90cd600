// How long the process waits for PostgreSQL (issue 13: with the database frozen, /readyz and pages hung for
// 20 s and more). Apart from ./index.ts so that server/config.ts can read the defaults without the driver.
// Operators set them with the DATABASE_*_TIMEOUT_MS and READYZ_TIMEOUT_MS variables; 0 turns one off.

export interface DatabaseTimeouts {
  /** a new connection, or a free one of the pool, within this (pg connectionTimeoutMillis) */
  connectMs: number;
  /** the server cancels a statement running longer (PostgreSQL statement_timeout) */
  statementMs: number;
  /**
   * the client gives up on an answer that takes longer, and closes that connection (pg query_timeout): a
   * database that stops answering, where statement_timeout never fires. Longer than statementMs, so a slow
   * statement is cancelled by the server first.
   */
  queryMs: number;
  /** the server ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout) */
  idleInTransactionMs: number;
  /** /readyz answers 503 when the database has not answered its ping within this */
  readyzMs: number;
}

export const DATABASE_TIMEOUT_DEFAULTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20_000,
  idleInTransactionMs: 30_000,
  readyzMs: 2_000,
};
