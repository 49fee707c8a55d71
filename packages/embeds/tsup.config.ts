import { defineConfig } from 'tsup';
// The one list of blocks: each gets its own entry, so a page ships only the blocks it uses.
import { EMBED_TYPES } from './src/embed-types';

const scriptEntries: Record<string, string> = {
  index: 'src/index.ts',
  'embed-renderer': 'src/embed-renderer/index.ts',
  button: 'src/button/index.ts',
  ...Object.fromEntries(EMBED_TYPES.map((name) => [name, `src/${name}/index.ts`])),
};

export default defineConfig({
  entry: { ...scriptEntries, tokens: 'src/tokens.css' },
  format: ['esm'],
  target: 'es2022',
  dts: { entry: scriptEntries },
  // Shared helpers (image, facade, dates, Button) go into chunks the entries import.
  splitting: true,
  treeshake: true,
  minify: true,
  sourcemap: true,
  clean: true,
  // Peer dependencies: the page's own React and the page's one modal store.
  external: ['react', 'react-dom', '@nsv/shell'],
});
