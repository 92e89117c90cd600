// Which errors mean "the database is away" (503, try again) and which are ours (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/platform/db/unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a lost, refused or silent connection and a cancelled statement', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('ECONNRESET') }))).toBe(true);
  });

  it('leaves the rest to be a fault: constraint violations, syntax errors, our own bugs', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
