// Prints the gzipped size of each entry of the built package (run `pnpm build` first).
// Each entry is bundled the way an app's bundler would: minified, with everything it imports,
// any dependency included (it would ship with us), React and React DOM excluded (the app has them).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET_BYTES = 8 * 1024;
const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));

const gz = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

console.log('@nsv/shell: gzipped size per entry (minified, dependencies included, React excluded)');
for (const [subpath, target] of Object.entries(pkg.exports)) {
  const file = typeof target === 'string' ? target : target.import;
  if (file.endsWith('.json')) continue;
  let code;
  if (file.endsWith('.css')) {
    const result = await build({
      entryPoints: [`${root}${file}`],
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0].contents;
  } else {
    const result = await build({
      entryPoints: [`${root}${file}`],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    code = result.outputFiles[0].contents;
  }
  const size = gz(code);
  const verdict = file.endsWith('.css') ? '' : size <= TARGET_BYTES ? 'within 8 KB' : 'OVER 8 KB';
  console.log(`  ${subpath.padEnd(14)} ${kb(size).padStart(9)}  ${verdict}`);
}
