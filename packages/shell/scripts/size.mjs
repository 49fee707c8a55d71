// Prints the gzipped size of each entry of the built package and exits with 1 when one is over the
// target (issue 3: under 8 KB per entry, React excluded), so CI notices growth. Run `pnpm build`
// first. `--max-kb N` sets another target (the unit test uses it to see the script fail).
// Each entry is bundled the way an app's bundler would: minified, with everything it imports,
// any dependency included (it would ship with us), React and React DOM excluded (the app has them).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { 'max-kb': { type: 'string', default: '8' } } });
const targetKb = Number(values['max-kb']);
if (!(targetKb > 0)) {
  console.error(`--max-kb must be a positive number, got ${values['max-kb']}`);
  process.exit(2);
}
const TARGET_BYTES = targetKb * 1024;
const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));

const gz = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const files = Object.entries(pkg.exports)
  .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.import])
  .filter(([, file]) => !file.endsWith('.json'));
const missing = files.filter(([, file]) => !existsSync(`${root}${file}`));
if (missing.length) {
  console.error(`Not built (${missing.map(([, f]) => f).join(', ')}): run \`pnpm build\` first.`);
  process.exit(2);
}

console.log(
  `@nsv/shell: gzipped size per entry (minified, dependencies included, React excluded); target < ${targetKb} KB`,
);
const over = [];
for (const [subpath, file] of files) {
  const css = file.endsWith('.css');
  const result = await build({
    entryPoints: [`${root}${file}`],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    ...(css
      ? {}
      : {
          format: 'esm',
          platform: 'browser',
          external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
          define: { 'process.env.NODE_ENV': '"production"' },
        }),
  });
  const size = gz(result.outputFiles[0].contents);
  // The stylesheet is an entry too (`@nsv/shell/styles.css`), so the same target applies.
  const ok = size < TARGET_BYTES;
  if (!ok) over.push(subpath);
  console.log(`  ${subpath.padEnd(14)} ${kb(size).padStart(9)}  ${ok ? 'ok' : 'OVER TARGET'}`);
}
if (over.length) {
  console.error(`\nOver the ${targetKb} KB target: ${over.join(', ')}`);
  process.exitCode = 1;
}
