// A PostgreSQL connection that LISTENs on a channel for as long as the process runs (issue 13, defects 1 and
// 6): its errors are told, never thrown (an unhandled 'error' ended the process); when it is lost (a cut, a
// failover, a link that died without a word) it connects again, sooner first, then less often; and each
// time it listens again it says so, for notifications sent while it was away are lost — the caller drops
// what they would have told it.
import pg from 'pg';

export interface ListenOptions {
  /** a new client, not connected yet (Database.newClient) */
  newClient: () => pg.Client;
  channel: string;
  onNotification: (payload: string) => void;
  /**
   * The connection listens (the first time, or again after a loss): notifications may have been missed.
   * Awaited before notifications are passed on; may read from the connection (its schema, say).
   */
  onListening?: (client: pg.Client) => void | Promise<void>;
  onError?: (error: Error) => void;
  /** a query on the connection this often, so that a link that died silently is noticed (0: none) */
  checkEveryMs?: number;
  /** the first wait before connecting again; doubled after each failure up to maxRetryMs */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface Listening {
  /** settled once the first attempt to listen succeeded or failed */
  ready: Promise<void>;
  /** listening now */
  readonly connected: boolean;
  close(): Promise<void>;
}

export function listen(options: ListenOptions): Listening {
  const { channel, onNotification } = options;
  const onError = options.onError ?? (() => undefined);
  const checkEveryMs = options.checkEveryMs ?? 10_000;
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5_000;

  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));

  /** this connection is done with: end it, and connect again (once) unless closing */
  const drop = (client: pg.Client): Promise<void> => {
    if (current !== client) return Promise.resolve();
    current = null;
    listening = false;
    clearInterval(check);
    client.removeAllListeners('notification');
    const ended = client.end().catch(() => undefined);
    if (closed) return ended;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** failures++);
    clearTimeout(retry);
    retry = setTimeout(start, wait * (0.5 + Math.random() / 2));
    retry.unref();
    return ended;
  };

  const start = async () => {
    if (closed) return;
    const client = options.newClient();
    current = client;
    client.on('error', (error) => {
      onError(error);
      drop(client);
    });
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      await options.onListening?.(client);
      if (current !== client) return;
      listening = true;
      failures = 0;
      client.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      if (checkEveryMs > 0) {
        check = setInterval(() => {
          client.query('select 1').catch((error: Error) => {
            onError(error);
            drop(client);
          });
        }, checkEveryMs);
        check.unref();
      }
    } catch (error) {
      onError(error as Error);
      drop(client);
    } finally {
      settle();
    }
  };

  void start();
  return {
    ready,
    get connected() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      if (current) await drop(current);
    },
  };
}
