import { defineConfig } from 'tsup';

/** Block entries: each one a subpath export, so a page ships only the blocks it uses. */
const blocks = [
  'weather-report',
  'page-list',
  'editorial-note',
  'social-post',
  'image-gallery',
  'newsletter-signup',
  'rich-media',
  'sport-match',
  'video',
  'weblog-list',
] as const;

const scriptEntries: Record<string, string> = {
  index: 'src/index.ts',
  'embed-renderer': 'src/embed-renderer/index.ts',
  button: 'src/button/index.ts',
  ...Object.fromEntries(blocks.map((name) => [name, `src/${name}/index.ts`])),
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
