import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The test ports of this suite: the API, the web app and the push provider, nothing else.
// E2E_API_PORT/E2E_WEB_PORT/E2E_PROVIDER_PORT move them so that two runs on one machine do not collide.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4401);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3301);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 4402);

// A fresh database and media folder per run, so the API migrates and seeds from scratch. Playwright
// loads this file in every worker too: the folder is made once, in the runner, and handed down by env.
// It is removed when the runner exits, after the servers have stopped (global teardown runs before).
const e2eDir = process.env.NSV_E2E_DIR ?? makeRunDir();

function makeRunDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nsv-web-e2e-'));
  process.env.NSV_E2E_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  fullyParallel: false,
  // Two shared cores: one worker keeps the servers responsive and the run steady.
  workers: 1,
  retries: 0,
  // Chromium, the API and the web server share two cores, and a journey logs in, hashes passwords
  // and sends mail: under load one step can wait longer than Playwright's defaults (5 s per
  // assertion, 30 s per test) for its answer. What each test asserts is the same; how fast the site
  // is, is measured by the benchmark scripts, not by these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    browserName: 'chromium',
    headless: true,
    // Headless Chromium says "HeadlessChrome", which isbot counts as a bot (bots get no error page
    // and wait for the whole stream): the suites test what a visitor sees, so look like one.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    launchOptions: {
      // Debian's chromium; Playwright's own browsers cannot be downloaded here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The BUILT API (turbo builds @nsv/api before this package's tests).
      command: 'node ../api/dist/server.js',
      url: `http://127.0.0.1:${API_PORT}/health`,
      // The first start migrates and seeds the demo content (and generates its images).
      timeout: 120_000,
      reuseExistingServer: false,
      // The API closes its database on SIGTERM; give it a moment before the folder goes.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        // Empty means absent for the API: always the embedded PGlite in the fresh folder.
        DATABASE_URL: '',
        DATA_DIR: path.join(e2eDir, 'data'),
        MEDIA_DIR: path.join(e2eDir, 'media'),
        PUBLIC_SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
        // The outbox as files, so the account journeys can follow the links in the mails.
        MAIL_DIR: path.join(e2eDir, 'mail'),
      },
    },
    {
      // The BUILT web app, as `pnpm start` runs it (our server: React Router's handler and the page cache).
      command: 'node server/server.mjs',
      url: `http://127.0.0.1:${WEB_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(WEB_PORT),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${API_PORT}/graphql`,
        // The origin of canonical URLs, sharing previews and the sitemap, whatever Host a request names.
        PUBLIC_SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
        // One process: the page-cache tests need their second request to reach the process that
        // stored the page (each process has its own cache). server/cluster.test.mjs covers several.
        WEB_CONCURRENCY: '1',
        // Web push against the test run's provider (its demo application).
        PUSH_APPLICATION_KEY: 'nsv-demo-key',
        PUSH_APPLICATION_SECRET: 'nsv-demo-secret',
        PUSH_API_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
      },
    },
    {
      // The BUILT reference push provider (turbo builds @nsv/push-provider before these tests),
      // with its own embedded database in the run folder and the web's test origin allowed.
      command: 'node ../push-provider/dist/server.js',
      url: `http://127.0.0.1:${PROVIDER_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PROVIDER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(e2eDir, 'push-provider'),
        PUBLIC_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
        DEMO_ALLOWED_ORIGINS: `http://127.0.0.1:${WEB_PORT}`,
        // The stand-in push service of the inbox journeys listens on 127.0.0.1 (decision 0454).
        NODE_ENV: 'test',
        ALLOW_PRIVATE_TARGETS: 'true',
        LOG_LEVEL: 'silent',
      },
    },
  ],
});
