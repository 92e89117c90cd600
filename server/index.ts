// The web shop's process: configuration, then the app, then signals.
import { declaredNodeEnv } from './env';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';

async function main() {
  let config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: declaredNodeEnv });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const app = await createApp({ config, logger });
  const port = await app.listen();
  logger.info(
    { port, database: app.database.engine, demo: config.demoData },
    `web shop listening on http://localhost:${port}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => {
        logger.info('shutdown complete');
        process.exit(0);
      })
      .catch((err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
