import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Vite would load graphql's ESM build for our code while graphql-yoga (external) loads the CJS one:
// two realms break instanceof checks. Node itself (the built server) loads only the CJS build.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    // src/** also picks up the content engineer's seed tests (content.test.ts, images.test.ts).
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM PostgreSQL per test file; on two shared cores that needs headroom.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two shared cores: one worker at a time keeps the run predictable for everyone.
    maxWorkers: 1,
    setupFiles: ['src/test/setup.ts'],
  },
});
