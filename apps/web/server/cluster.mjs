// @ts-check
/**
 * One server process per core (docs/decisions/0514): rendering a page is CPU work on Node's single
 * thread, so one process leaves the other cores idle. The primary process only forks the workers,
 * replaces one that dies, and stops them all on SIGTERM/SIGINT; the workers share the port (Node's
 * cluster hands them connections in turn).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** A worker that dies sooner than this after its start counts as a failed start (ms). */
export const MIN_WORKER_UPTIME_MS = 5_000;
/** After this many failed starts in a row the primary gives up (a port in use, a broken build). */
export const MAX_FAILED_STARTS = 5;
/** How long the workers get to finish their requests on shutdown before the primary exits (ms). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The number of server processes: `WEB_CONCURRENCY` when set, otherwise one per available core.
 * @param {string | undefined} value the `WEB_CONCURRENCY` setting
 * @param {number} [cores]
 */
export function workerCount(value, cores = availableParallelism()) {
  if (value === undefined || value.trim() === '') return Math.max(1, cores);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of at least 1, not '${value}'`);
  }
  return count;
}

/**
 * Runs `exec` in `count` worker processes and keeps that many running until SIGTERM/SIGINT.
 * @param {{ count: number, exec: URL, minUptimeMs?: number, maxFailedStarts?: number }} options
 */
export function superviseWorkers({
  count,
  exec,
  minUptimeMs = MIN_WORKER_UPTIME_MS,
  maxFailedStarts = MAX_FAILED_STARTS,
}) {
  cluster.setupPrimary({ exec: fileURLToPath(exec) });
  /** @type {Map<import('node:cluster').Worker, number>} */
  const startedAt = new Map();
  let stopping = false;
  let failedStarts = 0;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  /**
   * Stops every worker (each closes its server and finishes its running requests on SIGTERM,
   * site.mjs) and exits with `exitCode` once they are gone, or after the grace period.
   * @param {number} exitCode
   */
  const stopAll = (exitCode) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (startedAt.size === 0) process.exit();
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(), SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    failedStarts = Date.now() - started < minUptimeMs ? failedStarts + 1 : 0;
    if (failedStarts >= maxFailedStarts) {
      console.error(
        `[web] ${failedStarts} workers in a row stopped right after starting; giving up`,
      );
      stopAll(1);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    console.error(`[web] worker ${worker.process.pid} stopped (${how}); starting another`);
    fork();
  });

  for (const name of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.once(name, () => stopAll(0));
  }

  console.log(`[web] starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}
