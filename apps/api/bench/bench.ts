/**
 * `pnpm bench`: starts the built server on a fresh embedded database (and on a PostgreSQL server
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then drives it with autocannon for 20 s
 * per operation with 32 connections, cached and uncached, next to `{ __typename }` as the ceiling.
 *
 * For quick A/B runs: BENCH_DURATION (seconds), BENCH_DATABASES (`pglite,postgres`, the default, or
 * one of them) and BENCH_MODES (`uncached,cached`, the default, or one of them).
 *
 * Next to the rates: the API process's CPU time per request (from /proc, on Linux), which moves much
 * less than req/s and p99 when other work competes for the machine's cores. It includes PGlite (in
 * the process) but not a PostgreSQL server's own processes: those have a column of their own when
 * the server runs on this machine (the two cores are shared by the API, PostgreSQL and autocannon).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 32;
const PORT = 4900;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const MODES = (process.env.BENCH_MODES ?? 'uncached,cached').split(',') as Row['mode'][];
const serverFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'server.js');

interface Row {
  operation: string;
  mode: 'cached' | 'uncached';
  rps: number;
  p50: number;
  p99: number;
  /** The API process's CPU milliseconds per request; null where /proc cannot tell. */
  cpuMs: number | null;
  /** The PostgreSQL server's CPU milliseconds per request (all its processes on this machine). */
  pgCpuMs: number | null;
  errors: number;
}

/**
 * User plus system CPU seconds a process has used so far (Linux /proc; null elsewhere), with
 * `children` also those of its children that ended.
 */
function cpuSeconds(pid: number | string | undefined, children = false): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses): utime, stime, cutime and cstime are fields 14 to
    // 17, in ticks of 1/100 s on Linux (USER_HZ).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = fields[11]! + fields[12]!;
    return (children ? own + fields[13]! + fields[14]! : own) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL server when it runs on this machine (null: no process
 * named `postgres` seen): all its processes, and through the postmaster's count of its ended
 * children also the connections that closed meanwhile (the pool closes idle ones).
 */
function postgresCpuSeconds(): number | null {
  let total = 0;
  let seen = false;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue; // the process ended meanwhile
    }
    if (comm !== 'postgres') continue;
    seen = true;
    total += cpuSeconds(entry, true) ?? 0;
  }
  return seen ? total : null;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server stopte met code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server antwoordde niet binnen 120 s');
}

async function gql<T>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function measure(
  url: string,
  pid: number | undefined,
  operation: string,
  mode: Row['mode'],
  query: string,
  variables: Record<string, unknown>,
  localServer: boolean,
): Promise<Row> {
  const pgCpu = () => (localServer ? postgresCpuSeconds() : null);
  const cpuBefore = cpuSeconds(pid);
  const pgBefore = pgCpu();
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(mode === 'uncached' ? { 'cache-control': 'no-cache' } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const cpuAfter = cpuSeconds(pid);
  const pgAfter = pgCpu();
  return {
    operation,
    mode,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    pgCpuMs:
      pgBefore === null || pgAfter === null || !result.requests.total
        ? null
        : ((pgAfter - pgBefore) * 1000) / result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Whether a database URL names a server on this machine (whose processes /proc can see). */
function isLocal(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return false;
  const { hostname, searchParams } = new URL(databaseUrl);
  const host = decodeURIComponent(hostname || searchParams.get('host') || '');
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.startsWith('/');
}

async function run(label: string, env: Record<string, string>): Promise<Row[]> {
  const localServer = isLocal(env.DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-bench-'));
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    const started = Date.now();
    await waitForHealth(url, child);
    process.stdout.write(
      `\n${label}: server klaar in ${((Date.now() - started) / 1000).toFixed(1)} s (migreren, demo-inhoud, afbeeldingen)\n`,
    );
    const { articles } = await gql<{ articles: { items: { path: string }[] } }>(
      url,
      '{ articles(filters: { limit: 1 }) { items { path } } }',
    );
    const articlePath = articles.items[0]!.path;
    const ops: [string, string, Record<string, unknown>][] = [
      ['{ __typename }', '{ __typename }', {}],
      [
        'frontpageItems',
        '{ frontpageItems { id heading description url image { url width height alt } entity { __typename ... on Article { path heading } ... on Page { path title } } } }',
        {},
      ],
      [
        'articleByPath',
        'query($p: String!) { articleByPath(path: $p) { id heading path published_at replyCount tags author { username avatar { url } } places { name } meta { title description headerImage { url width height alt } } content { rendered introduction embeds { type slug data } } } }',
        { p: articlePath },
      ],
      [
        'siteSearch',
        'query($q: String!) { siteSearch(query: $q) { total items { kind path heading body score thumbnail { url } } } }',
        { q: 'skien solden' },
      ],
    ];
    const rows: Row[] = [];
    for (const [name, query, variables] of ops) {
      // The ceiling is measured once, uncached, whatever the modes.
      for (const mode of name === '{ __typename }' ? (['uncached'] as const) : MODES) {
        rows.push(await measure(url, child.pid, name, mode, query, variables, localServer));
      }
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(label: string, rows: Row[]): string {
  const ceiling = rows[0]!.rps;
  const lines = [
    `### ${label} (${DURATION} s, ${CONNECTIONS} verbindingen)`,
    '',
    '| operatie | cache | req/s | p50 ms | p99 ms | % van plafond | CPU ms/verzoek | PostgreSQL CPU ms | fouten |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.operation} | ${r.operation === '{ __typename }' ? 'plafond' : r.mode} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling) * 100).toFixed(0)}% | ${r.cpuMs === null ? '–' : r.cpuMs.toFixed(2)} | ${r.pgCpuMs === null ? '–' : r.pgCpuMs.toFixed(2)} | ${r.errors} |`,
    ),
  ];
  const text = lines.join('\n');
  process.stdout.write(`\n${text}\n`);
  return text;
}

async function main() {
  if (!fs.existsSync(serverFile)) throw new Error('dist/server.js ontbreekt: eerst `pnpm build`');
  const tables: string[] = [];
  if (DATABASES.includes('pglite')) tables.push(print('PGlite (ingebed)', await run('PGlite', {})));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl && DATABASES.includes('postgres')) {
    const name = `nsv_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      tables.push(
        print('PostgreSQL-server', await run('PostgreSQL', { DATABASE_URL: url.toString() })),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  process.stdout.write(
    `\nMachine: ${os.cpus().length} kernen, Node ${process.version}, belasting ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
