// Imported first by server/index.ts, before anything reads NODE_ENV. The built server runs React and its
// libraries in production mode unless NODE_ENV says otherwise; the configuration still sees whether
// NODE_ENV was set (NODE_ENV=production turns on the strict checks of server/config.ts).
export const declaredNodeEnv = process.env.NODE_ENV;
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
