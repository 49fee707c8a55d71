import { defineConfig } from 'tsup';

// Entry points: the server, the `send` command and the `bench` script. Dependencies stay external (node_modules).
export default defineConfig({
  entry: { server: 'src/server.ts', send: 'src/send.ts', bench: 'src/bench.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
