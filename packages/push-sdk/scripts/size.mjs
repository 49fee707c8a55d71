// Prints the gzipped size of the core and service worker entries as a site ships them: bundled from
// the ESM build (shared chunks included) and minified, the way the site's bundler would.
// Targets: core under 10 KB, service worker under 4 KB. Run `pnpm build` first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const entries = [
  { name: 'core (@nsv/push-sdk)', file: 'index.js', target: 10 * 1024 },
  {
    name: 'service worker (@nsv/push-sdk/service-worker)',
    file: 'service-worker.js',
    target: 4 * 1024,
  },
];

if (!existsSync(`${dist}index.js`)) {
  console.error('No build found: run `pnpm --filter @nsv/push-sdk build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
for (const entry of entries) {
  const result = await build({
    entryPoints: [`${dist}${entry.file}`],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  const verdict = gzipped < entry.target ? 'ok' : 'OVER TARGET';
  if (gzipped >= entry.target) over = true;
  console.log(
    `${entry.name}: ${kb(code.length)} minified, ${kb(gzipped)} gzipped (target < ${kb(entry.target)}: ${verdict})`,
  );
}
process.exitCode = over ? 1 : 0;
