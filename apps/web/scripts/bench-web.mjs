// @ts-check
/**
 * `pnpm --filter @nsv/web bench`: requests per second and p50/p99 latency for the home page, an
 * article page and a region page, rendered fresh (page cache bypassed with `Cache-Control:
 * no-cache`) and from the page cache, next to the same HTML served as a static file by a bare
 * node:http server (the ceiling). Needs `pnpm --filter @nsv/api build` and this app's build.
 * BENCH_SECONDS (default 5) per measurement after BENCH_WARMUP_SECONDS (default 5) of the same
 * load, BENCH_CONNECTIONS (default 16); before the first measurement each page is rendered under
 * that load for BENCH_PREWARM_SECONDS (default 10), so no row measures processes still warming
 * up. The site runs as `pnpm start` runs it: one process per core unless WEB_CONCURRENCY says
 * otherwise. Next to the rates, the CPU time the site's processes and the API spent per page
 * served (from /proc, on Linux; see lib/cpu.mjs): a figure that moves much less than requests per
 * second and p99 when other work on the machine competes for its cores.
 */
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workerCount } from '../server/cluster.mjs';
import { treeCpuSeconds } from './lib/cpu.mjs';
import { samplePaths, startServers } from './lib/servers.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4412);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3312);
const STATIC_PORT = WEB_PORT + 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PREWARM_SECONDS = Number(process.env.BENCH_PREWARM_SECONDS ?? 10);

/**
 * Keeps CONNECTIONS requests in flight for `seconds`; the latency of each 200 answer and the count
 * of the others.
 * @param {number} port
 * @param {string} pathname
 * @param {Record<string, string>} headers
 * @param {number} seconds
 */
async function drive(port, pathname, headers, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = httpRequest(
        { host: '127.0.0.1', port, path: pathname, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve(undefined);
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve(undefined);
      });
      req.end();
    });
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) await one();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return { latencies, errors };
}

/**
 * Throughput and latency of one page under CONNECTIONS requests in flight for SECONDS.
 * With `processes`, also the CPU milliseconds each of them (with its child processes) spent per
 * request answered with 200 during the measurement.
 * @param {number} port
 * @param {string} pathname
 * @param {Record<string, string>} headers
 * @param {Record<string, number | undefined>} [processes] name → process id
 */
async function load(port, pathname, headers, processes = {}) {
  // A warm-up under the same load, so connection set-up and the JIT compiling the page's code
  // do not count: the figures are the steady state. The home page, measured first on freshly
  // started processes, needed a few seconds (with 1 s its rate was a third lower).
  await drive(port, pathname, headers, WARMUP_SECONDS);
  const cpuBefore = Object.entries(processes).map(([name, pid]) => [name, treeCpuSeconds(pid)]);
  const started = performance.now();
  const { latencies, errors } = await drive(port, pathname, headers, SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  /** @type {Record<string, number | null>} CPU ms per request, null where /proc could not tell */
  const cpuMs = Object.fromEntries(
    cpuBefore.map(([name, before]) => {
      const after = treeCpuSeconds(processes[/** @type {string} */ (name)]);
      return [
        name,
        before === null || after === null || !latencies.length
          ? null
          : ((after - /** @type {number} */ (before)) * 1000) / latencies.length,
      ];
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, cpuMs };
}

/**
 * The ceiling: one HTML file from disk, per request, by a bare node:http server.
 * @param {string} file
 */
function startStaticServer(file) {
  const server = createServer(async (_req, res) => {
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

/** A CPU figure for the table: '–' for the ceiling (not our servers) or where /proc is missing. */
const cpuFigure = (/** @type {number | null | undefined} */ ms) =>
  typeof ms === 'number' ? Number(ms.toFixed(2)) : '–';

const servers = await startServers({ apiPort: API_PORT, webs: [{ port: WEB_PORT }] });
const [apiPid, sitePid] = servers.pids;
const measured = { site: sitePid, api: apiPid };
const tmp = await mkdtemp(path.join(tmpdir(), 'nsv-bench-'));
try {
  const { article, region } = await samplePaths(API_PORT);
  const pages = [
    ['home', '/'],
    ['article', article],
    ['region', region],
  ];
  // Every page rendered under load before the first row is measured: the site's processes are
  // new, and the JIT was still compiling the code the pages share during the first page's own
  // warm-up. Measured back to back on one machine, the home page (the first row) took 3.7–4.6 ms
  // of the site's CPU per page without this and 3.1–3.3 ms with it; the other rows did not move.
  for (const [, pathname] of pages)
    await drive(WEB_PORT, pathname, { 'cache-control': 'no-cache' }, PREWARM_SECONDS);
  /** @type {Array<Record<string, string | number>>} */
  const rows = [];
  for (const [name, pathname] of pages) {
    const html = await (await fetch(`http://127.0.0.1:${WEB_PORT}${pathname}`)).text();
    const file = path.join(tmp, `${name}.html`);
    await writeFile(file, html);
    const staticServer = /** @type {import('node:http').Server} */ (await startStaticServer(file));
    const ceiling = await load(STATIC_PORT, '/', {});
    staticServer.close();
    const fresh = await load(WEB_PORT, pathname, { 'cache-control': 'no-cache' }, measured);
    const cached = await load(WEB_PORT, pathname, {}, measured);
    for (const [kind, result] of /** @type {const} */ ([
      ['static file (ceiling)', ceiling],
      ['rendered fresh', fresh],
      ['page cache', cached],
    ])) {
      rows.push({
        page: `${name} ${pathname}`,
        kind,
        'req/s': Math.round(result.rps),
        'p50 ms': Number(result.p50.toFixed(2)),
        'p99 ms': Number(result.p99.toFixed(2)),
        '% of ceiling': `${((result.rps / ceiling.rps) * 100).toFixed(1)}%`,
        'site CPU ms/page': cpuFigure(result.cpuMs.site),
        'API CPU ms/page': cpuFigure(result.cpuMs.api),
        errors: result.errors,
      });
    }
  }
  console.log(
    `bench-web: ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, ` +
      `${workerCount(process.env.WEB_CONCURRENCY)} site process(es), Node ${process.version}`,
  );
  console.table(rows);
} finally {
  await rm(tmp, { recursive: true, force: true });
  await servers.stop();
}
