// @ts-check
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { workerCount } from './cluster.mjs';

describe('workerCount', () => {
  it('runs one process per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount(undefined, 4)).toBe(4);
    expect(workerCount('', 2)).toBe(2);
    expect(workerCount('1', 8)).toBe(1);
    expect(workerCount('3', 2)).toBe(3);
  });

  it('refuses a count that is not a whole number of at least 1', () => {
    for (const value of ['0', '-2', '1.5', 'veel']) {
      expect(() => workerCount(value, 2)).toThrow(`WEB_CONCURRENCY must be a whole number`);
    }
  });
});

/** @type {import('node:child_process').ChildProcess[]} */
const started = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

let nextPort = 3700 + (process.pid % 200);

/** Starts the supervisor over the pid-answering worker (answeringPids waits for the port). */
async function supervise(/** @type {Record<string, string>} */ env) {
  const port = nextPort++;
  const child = spawn(process.execPath, ['server/fixtures/supervise.mjs'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return { child, port, stderr: () => stderr };
}

/**
 * The process id that answered, or null while nobody listens. A new connection per request: the
 * cluster hands out connections, not requests. A connection handed to a worker as it dies is
 * never answered, hence the time limit.
 */
function answer(/** @type {number} */ port, path = '/') {
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path, agent: false, timeout: 500 }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(Number(body)));
    })
      .on('timeout', function () {
        this.destroy();
      })
      .on('error', () => resolve(null));
  });
}

/** The distinct process ids that answered `tries` requests, once the port is served. */
async function answeringPids(/** @type {number} */ port, tries = 12) {
  const deadline = Date.now() + 10_000;
  while ((await answer(port)) === null) {
    if (Date.now() > deadline) throw new Error('no worker answered');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Only answers count: a connection handed to a dying worker (null) is not a process serving.
  const pids = new Set();
  for (let i = 0; i < tries; i++) {
    const pid = await answer(port);
    if (pid !== null) pids.add(pid);
  }
  return pids;
}

/**
 * The process ids that answer until `count` distinct ones have (or 10 s have passed): each worker
 * serves once it has started, and the second may still be starting when the first answers.
 */
async function servingPids(/** @type {number} */ port, count = 2) {
  const pids = new Set();
  for (const until = Date.now() + 10_000; pids.size < count && Date.now() < until;) {
    for (const pid of await answeringPids(port)) pids.add(pid);
  }
  return pids;
}

// Starting processes on a busy machine: their waits (10 s each at most) need more than 5 s per test.
describe('superviseWorkers', { timeout: 30_000 }, () => {
  it('serves one port from the given number of processes and stops them all on SIGTERM', async () => {
    const { child, port } = await supervise({ WORKERS: '2' });
    // Round-robin hands the connections to both workers in turn, once both have started.
    const pids = await servingPids(port);
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid)).toBe(false);

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    for (const pid of pids) expect(() => process.kill(Number(pid), 0)).toThrow();
    expect(await answer(port)).toBeNull();
  });

  it('replaces a worker that stops', async () => {
    const { port, stderr } = await supervise({ WORKERS: '2' });
    const before = await servingPids(port);
    const stopped = await answer(port, '/stop');
    // Wait (up to 10 s) until the replacement answers: two workers again, the stopped one not
    // among them.
    let after = new Set();
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      after = await answeringPids(port);
      if (after.size === 2 && !after.has(stopped)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(before.has(stopped)).toBe(true);
    expect(after.size).toBe(2);
    expect(after.has(stopped)).toBe(false);
    expect(stderr()).toContain(`worker ${stopped} stopped (code 4); starting another`);
  });

  it('gives up with exit code 1 when workers keep failing right after their start', async () => {
    const { child, stderr } = await supervise({ WORKERS: '2', FAIL_AT_START: '1' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr()).toContain('3 workers in a row stopped right after starting; giving up');
  });
});
