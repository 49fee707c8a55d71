import { defineConfig } from 'tsup';

// Two library entries (ESM + CJS + d.ts) for bundlers, plus one ready-to-serve service worker file
// (`dist/sw.js`) for sites that copy it to their web root instead of bundling their own worker.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'service-worker': 'src/service-worker/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2020',
    platform: 'browser',
    sourcemap: true,
    treeshake: true,
  },
  {
    entry: { sw: 'src/service-worker/standalone.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    target: 'es2020',
    platform: 'browser',
    minify: true,
  },
]);
