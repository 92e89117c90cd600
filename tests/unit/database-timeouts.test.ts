// Issue 13, defect 10: the database timeouts are settings of the process (server/config.ts), with defaults
// that bound every wait, 0 to turn one off, and a clear line for a bad value.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DATABASE_TIMEOUT_DEFAULTS } from '../../server/platform/db/timeouts';
import { postgresSettings } from '../../server/platform/db/index';

describe('database timeouts', () => {
  it('bound every wait by default, the read timeout above the statement timeout', () => {
    const { databaseTimeouts } = loadConfig({});
    expect(databaseTimeouts).toEqual(DATABASE_TIMEOUT_DEFAULTS);
    for (const value of Object.values(databaseTimeouts)) expect(value).toBeGreaterThan(0);
    expect(databaseTimeouts.queryMs).toBeGreaterThan(databaseTimeouts.statementMs);
  });

  it('are read from the environment; 0 turns one off', () => {
    const { databaseTimeouts } = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_QUERY_TIMEOUT_MS: '3000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
      READYZ_TIMEOUT_MS: '500',
    });
    expect(databaseTimeouts).toEqual({
      connectMs: 1000,
      statementMs: 0,
      queryMs: 3000,
      idleInTransactionMs: 4000,
      readyzMs: 500,
    });
  });

  it('refuse a value that is not a whole number of milliseconds', () => {
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: 'soon' })).toThrow(
      'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must be a number',
    );
    expect(() => loadConfig({ READYZ_TIMEOUT_MS: '-1' })).toThrow(
      'Invalid configuration: READYZ_TIMEOUT_MS must be between 0 and 3600000',
    );
  });

  it('reach every PostgreSQL connection: connect, statement, read and idle-in-transaction bounds', () => {
    const settings = postgresSettings('postgres://db/shop', {
      connectMs: 1000,
      statementMs: 2000,
      queryMs: 3000,
      idleInTransactionMs: 4000,
    });
    expect(settings).toMatchObject({
      connectionString: 'postgres://db/shop',
      connectionTimeoutMillis: 1000,
      statement_timeout: 2000,
      query_timeout: 3000,
      idle_in_transaction_session_timeout: 4000,
      keepAlive: true,
    });
  });
});
