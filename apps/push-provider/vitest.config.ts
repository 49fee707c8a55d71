import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM PostgreSQL per test file; on two shared cores that needs headroom.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two shared cores: one worker keeps PGlite start-up from starving the other engineers' runs.
    maxWorkers: 1,
  },
});
