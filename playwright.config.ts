import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phone } from './tests/fixtures/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The ops token of the test server: tests drive busy mode as restaurant staff would. */
export const OPS_TOKEN = 'e2e-ops-token-0123456789';

const launchOptions = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // CI keeps nothing but its log: no HTML report and no traces there (recording a trace of every test costs
  // CPU on two cores; a failure's message and screenshot are in the log and test-results/)
  reporter: 'list',
  // Generous: tests that run axe on whole menus take long on two busy cores (nothing here measures speed).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions,
  },
  projects: [
    { name: 'js-on', use: { ...phone, launchOptions, javaScriptEnabled: true } },
    { name: 'js-off', use: { ...phone, launchOptions, javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node build/server.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The browser tests run on the embedded database; the PostgreSQL path has its own integration test.
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      // tests move orders as the staff would (the ops endpoints), never by the demo's kitchen timer
      DEMO_ORDER_STEP_SECONDS: '0',
      // SPEC §9's 30 s review is the default (tests/unit/config.test.ts); here each placed order would wait it
      REVIEW_COUNTDOWN_SECONDS: '6',
      // Xendit and TapPay with test keys: their card channels and card sheets (tests/e2e/card-sheet.spec.ts;
      // their browser libraries are stood in for, their hosts being unreachable here)
      XENDIT_SECRET_KEY: 'xnd_development_e2e',
      XENDIT_CALLBACK_TOKEN: 'e2e-xendit-callback-token',
      XENDIT_PUBLIC_KEY: 'xnd_public_development_e2e',
      TAPPAY_PARTNER_KEY: 'partner_e2e',
      TAPPAY_MERCHANT_ID: 'e2e_merchant',
      TAPPAY_APP_ID: '12348',
      TAPPAY_APP_KEY: 'app_e2e',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-session-secret-0123456789',
      TOKEN_SECRET: 'e2e-token-secret-0123456789',
      OPS_TOKEN: OPS_TOKEN,
      // Two codes per number per hour: the limit test reaches it at the third request (each test uses its own
      // numbers); a customer logged in on the platform by a test and then in the browser takes two.
      OTP_SENDS_PER_HOUR: '2',
      // SPEC §9's 60 s before a code may be sent again is the default (tests/unit/config.test.ts); the test of the
      // login sheet's other channels would wait it
      OTP_RESEND_SECONDS: '5',
      // many orders come from one address here (the history test places 27 for one customer); the order
      // limits have their integration tests (tests/integration/limits.test.ts)
      LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_ORDERS_PER_USER_PER_HOUR: '0',
      // every browser test comes from 127.0.0.1: the per-address limits of codes and logins (20 and 60 an hour)
      // would count the whole suite as one visitor (their integration tests keep them)
      LIMIT_OTP_SENDS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_OTP_VERIFIES_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_LOGINS_PER_ADDRESS_PER_HOUR: '0',
    },
  },
});
