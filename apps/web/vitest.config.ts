import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin builds the app and must not run under vitest.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.mjs'],
    environment: 'node',
  },
});
