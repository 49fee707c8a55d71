import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../env.js';

const serverFile = path.join(packageRoot, 'dist', 'server.js');

/** The newest modification time of the server's sources (tests excluded). */
function newestSource(dir = path.join(packageRoot, 'src')): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (!/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * The test runs the built server, which `pnpm start` runs. turbo builds it before the tests; a
 * direct `vitest run` after a source change rebuilds it here (the server entry only, so the
 * benchmark's entry in dist stays as it is).
 */
function ensureBuiltServer() {
  if (fs.existsSync(serverFile) && fs.statSync(serverFile).mtimeMs >= newestSource()) return;
  execFileSync(
    path.join(packageRoot, 'node_modules/.bin/tsup'),
    [
      'src/server.ts',
      '--no-config',
      '--format=esm',
      '--target=node20',
      '--platform=node',
      '--sourcemap',
      '--out-dir=dist',
      '--silent',
    ],
    { cwd: packageRoot, stdio: 'pipe' },
  );
}

/** Starts `node dist/server.js` on a free port and resolves with its port at its "listening" line. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [serverFile], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('"event":"listening"'));
      if (line) resolve({ child, port: Number(new URL(JSON.parse(line).url as string).port) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server stopped with ${code}:\n${output}`)));
  });
}

/** The exit code of a process, or 'timeout' when it is still running after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | null | 'timeout'> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

// One Node process booting PGlite from a data folder: slow on two shared cores.
const PROCESS_TIMEOUT = 180_000;

describe('the server process', { timeout: PROCESS_TIMEOUT }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-api-process-'));
  let child: ChildProcess | undefined;

  beforeAll(() => ensureBuiltServer(), PROCESS_TIMEOUT);
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes a request in flight on SIGTERM and exits with 0', async () => {
    // Without DATABASE_URL and REDIS_URL: the embedded database in a fresh folder; no demo content,
    // which this test does not need (SEED_DEMO=false, as for a site with its own content).
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const started = await startServer({
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dir, 'pglite'),
      MEDIA_DIR: path.join(dir, 'media'),
      SEED_DEMO: 'false',
    });
    child = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    // A keep-alive connection, as the web server keeps one, with a request whose body has only
    // half arrived when the signal comes: the server is handling it and must finish it.
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ query: '{ articles { total } }' });
    const half = Math.floor(body.length / 2);
    let answer = '';
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/graphql`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (answer += chunk));
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      setTimeout(() => {
        child!.kill('SIGTERM');
        // Still running, still reading the request: finish it a moment after the signal.
        setTimeout(() => request.end(body.slice(half)), 300);
      }, 200);
    });
    const signalled = Date.now();

    expect(await response).toBe(200);
    expect(JSON.parse(answer)).toEqual({ data: { articles: { total: 0 } } });
    // Exits by itself, without waiting for the idle keep-alive connection to time out.
    expect(await exitWithin(child, 5_000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    agent.destroy();
  });
});
