import { defineConfig } from 'tsup';

// The server and the benchmark driver. Dependencies stay external (node_modules); the SDL files and
// SQL migrations are read from disk at run time (see src/schema/load-sdl.ts and src/db/migrate.ts).
export default defineConfig({
  entry: { server: 'src/server.ts', bench: 'bench/bench.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The benchmark's driver is a dev dependency: load it from node_modules, do not bundle it.
  external: ['autocannon'],
});
