import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The API-surface test builds the declarations with tsup; give it room on two shared cores.
    testTimeout: 60_000,
  },
});
