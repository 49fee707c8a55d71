// @ts-check
/**
 * Starts the BUILT API (fresh temporary data folder, so it migrates and seeds the demo content)
 * and the BUILT site for the measuring scripts, the same way playwright.config.ts does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = path.resolve(webDir, '..', 'api');

/**
 * Waits until `url` answers 200, or fails after `timeoutMs`.
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {string} file
 * @param {string} cwd
 * @param {Record<string, string>} env
 */
function start(file, cwd, env) {
  const child = spawn(process.execPath, [file], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/**
 * Starts the API and the site (and more sites when asked, e.g. one without page cache).
 * @param {{ apiPort: number, webs: Array<{ port: number, env?: Record<string, string> }> }} options
 */
export async function startServers({ apiPort, webs }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nsv-web-measure-'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(undefined);
        else child.once('exit', resolve);
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    children.push(
      start('dist/server.js', apiDir, {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        // As in playwright.config.ts: 'production' would demand a SESSION_SECRET.
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'data'),
        MEDIA_DIR: path.join(dir, 'media'),
      }),
    );
    console.error(
      'measure: starting the API (first start seeds the demo content, up to 2 minutes)…',
    );
    await waitFor(`http://127.0.0.1:${apiPort}/health`, 180_000);
    for (const web of webs) {
      children.push(
        start('server/server.mjs', webDir, {
          PORT: String(web.port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          API_URL: `http://127.0.0.1:${apiPort}/graphql`,
          ...web.env,
        }),
      );
      await waitFor(`http://127.0.0.1:${web.port}/health`, 30_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    /** The process ids: the API's, then each site's (the supervisor of its worker processes). */
    pids: children.map((child) => child.pid),
  };
}

/**
 * An article path and a region slug of the demo content, straight from the API.
 * @param {number} apiPort
 */
export async function samplePaths(apiPort) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ articles(filters: { limit: 1, sort: PUBLISHED, order: DESC }) { items { path } } regions(filters: { limit: 1 }) { items { slug } } }',
    }),
  });
  const body =
    /** @type {{ data: { articles: { items: { path: string }[] }, regions: { items: { slug: string }[] } } }} */ (
      await response.json()
    );
  return {
    article: body.data.articles.items[0]?.path ?? '/',
    region: `/regios/${body.data.regions.items[0]?.slug ?? ''}`,
  };
}
