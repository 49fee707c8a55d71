// @ts-check
/**
 * `pnpm --filter @nsv/web bundle-size`: the gzipped JavaScript (and CSS) a first visit to each
 * page type loads, read from the build's React Router manifest: the client entry, the root route
 * and the page's route module, each with the chunks it imports (the modulepreload links the HTML
 * carries), and the manifest file unless routes are discovered lazily (then the HTML carries the
 * page's part of the manifest and the browser never loads the file). Styles are inlined in the
 * HTML (shell) or carried by the JavaScript (`InlineStyle`); a stylesheet a route still links is
 * counted as CSS. Run after `pnpm --filter @nsv/web build`.
 * Target (issue 5): under 100 KB of JavaScript on the article page.
 *
 * An anonymous reader's article page is an island document (decision 0518): it loads the islands
 * entry, React and the island components instead, plus the code of the interactive blocks its
 * content holds (read from `build/islands-manifest.json`, written by `islands.vite.ts`); the
 * report shows it bare and with every interactive block type at once (the worst case).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDir } from './lib/servers.mjs';

const clientDir = path.join(webDir, 'build', 'client');
const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (!manifestFile) {
  console.error('bundle-size: no manifest in build/client/assets; run the build first');
  process.exit(1);
}
const manifestSource = readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
/** @type {{ entry: { module: string, imports?: string[] }, routes: Record<string, { id: string, module: string, imports?: string[], css?: string[], hasDefaultExport?: boolean, parentId?: string }> }} */
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
);

/** @type {Map<string, number>} */
const gzipped = new Map();
/** @param {string} url */
function size(url) {
  let bytes = gzipped.get(url);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(path.join(clientDir, url))).length;
    gzipped.set(url, bytes);
  }
  return bytes;
}

// React Router's lazy route discovery (the default) inlines the matched routes' manifest entries.
const serverBuild = readFileSync(path.join(webDir, 'build', 'server', 'index.js'), 'utf8');
const lazyDiscovery = /var routeDiscovery = \{\s*"mode": "lazy"/.test(serverBuild);

const kb = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (!route.hasDefaultExport || route.id === 'root') continue;
  const js = new Set([
    ...(lazyDiscovery ? [] : [`/assets/${manifestFile}`]),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  const css = new Set();
  // The page's route and its parents up to the root: all load on a first visit.
  for (
    let current = route;
    current;
    current = current.parentId ? manifest.routes[current.parentId] : undefined
  ) {
    js.add(current.module);
    for (const url of current.imports ?? []) js.add(url);
    for (const url of current.css ?? []) css.add(url);
  }
  const jsBytes = [...js].reduce((sum, url) => sum + size(url), 0);
  const cssBytes = [...css].reduce((sum, url) => sum + size(String(url)), 0);
  rows.push({
    route: route.id,
    'JS files': js.size,
    'JS KB gzip': kb(jsBytes),
    'CSS KB gzip': kb(cssBytes),
  });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

/** @type {(label: string, files: Set<string>) => { route: string, 'JS files': number, 'JS KB gzip': number, 'CSS KB gzip': number }} */
const islandRow = (label, files) => ({
  route: label,
  'JS files': files.size,
  'JS KB gzip': kb([...files].reduce((sum, url) => sum + size(url), 0)),
  'CSS KB gzip': 0,
});
const islandsFile = path.join(webDir, 'build', 'islands-manifest.json');
/** @type {string[]} */
const notes = [];
if (existsSync(islandsFile)) {
  /** @type {{ entry: string, imports: string[], lazy: Record<string, string[]>, interactiveEmbedTypes: string[] }} */
  const islands = JSON.parse(readFileSync(islandsFile, 'utf8'));
  const base = new Set([islands.entry, ...islands.imports]);
  // The blocks that hydrate in an island document (INTERACTIVE_EMBED_TYPES, written by the build).
  const interactive = islands.interactiveEmbedTypes;
  // The embed renderer (chunk `embeds`) loads first, then each block's own code.
  const withBlocks = new Set([...base, ...(islands.lazy.embeds ?? [])]);
  for (const [name, files] of Object.entries(islands.lazy)) {
    if (interactive.some((type) => name.startsWith(`${type}-`)))
      for (const url of files) withBlocks.add(url);
  }
  rows.push(islandRow('article, anonymous (island document)', base));
  rows.push(islandRow('  + every interactive block type', withBlocks));
  const push = islands.lazy['push-client'];
  if (push) {
    const pushBytes = push.reduce((sum, url) => sum + size(url), 0);
    notes.push(
      `push (loaded when the browser is idle, only with push settings): +${kb(pushBytes)} KB on any page`,
    );
  }
} else {
  notes.push('no build/islands-manifest.json: island documents not measured');
}
console.log('bundle-size: what a first visit to each page type loads (gzip, default level)');
console.table(rows);
for (const note of notes) console.log(note);
