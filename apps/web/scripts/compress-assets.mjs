// @ts-check
/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text file of
 * build/client after the build, so the server sends them without compressing per request
 * (server/static-files.mjs). Files that change between builds without a new name
 * (latest-build.json) and tiny files are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { worthCompressing } from '../server/compression.mjs';
import { indexStaticFiles, LATEST_BUILD_PATH } from '../server/static-files.mjs';
import { webDir } from './lib/servers.mjs';

const clientDir = path.join(webDir, 'build', 'client');
readdirSync(clientDir); // fails clearly when there is no build
let files = 0;
let before = 0;
let after = 0;
for (const [pathname, entry] of indexStaticFiles(clientDir)) {
  if (pathname === LATEST_BUILD_PATH || !worthCompressing(entry.contentType, false, entry.size))
    continue;
  const body = readFileSync(entry.file);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${entry.file}.br`, br);
  writeFileSync(`${entry.file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.log(
  `compress-assets: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
