// @ts-check
/**
 * Writes build/client/latest-build.json after `react-router build`: the build's version (the hash
 * in React Router's client manifest file name, which the browser also knows as
 * `__reactRouterManifest.version`) and the time. The site polls it to notice a new deploy.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'client',
);
const manifest = readdirSync(path.join(clientDir, 'assets')).find((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (!manifest) {
  console.error(
    'write-latest-build: no build/client/assets/manifest-*.js; run `react-router build` first',
  );
  process.exit(1);
}
const version = manifest.slice('manifest-'.length, -'.js'.length);
const body = { version, builtAt: new Date().toISOString() };
writeFileSync(path.join(clientDir, 'latest-build.json'), `${JSON.stringify(body)}\n`);
console.log(`write-latest-build: ${body.version}`);
