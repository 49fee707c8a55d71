import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// The story tests run against the static build (`pnpm build` first; turbo does that for `test`).
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One worker per core, each driving its own Chromium: 2 on the 2-core machines we have
  // measured on (the earlier fixed value), more on a bigger CI runner, which then finishes sooner.
  workers: availableParallelism(),
  reporter: 'list',
  // Generous: a story's play function plus axe can take a while on a busy 2-core machine.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: {
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
  webServer: {
    command: `node scripts/serve-static.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
