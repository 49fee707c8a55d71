import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { loadEnv, type Env } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { createRuntime, type Runtime } from '../runtime.js';
import type { SeedContent } from '../seed/content/types.js';
import { loadSeedContent } from '../seed/load.js';
import { fixture } from './fixture.js';

/** The databases each suite runs against: PGlite always, the server when TEST_DATABASE_URL is set. */
export const backends: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A GraphQL answer as the tests read it. */
export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    path?: (string | number)[];
    extensions?: { code?: string; field?: string; retryAfter?: number };
  }[];
}

/** A running API for one test file, reached through its `fetch` (no port). */
export interface TestApi {
  runtime: Runtime;
  env: Env;
  /**
   * POSTs a GraphQL request; `token` becomes the bearer header. `peer` is the address the request
   * comes from (default `TRUSTED_PEER`, the web server, whose X-Forwarded-For the API believes).
   */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string>; peer?: string },
  ): Promise<GqlResult<T>>;
  fetch(input: string, init?: RequestInit, peer?: string): Promise<Response>;
  /**
   * Runs `work` and returns the SQL statements the API sent meanwhile (one entry per statement,
   * whichever driver), e.g. to show that a list does not query once per row.
   */
  recordStatements(work: () => Promise<unknown>): Promise<string[]>;
  /** Logs in and returns the session token. */
  login(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

/**
 * The peer of every test request unless a test says otherwise: loopback, as the web server on the
 * same machine, so each test can give its own client address in X-Forwarded-For (`TRUSTED_PROXIES`
 * trusts loopback by default). Tests of untrusted peers pass `peer` explicitly.
 */
export const TRUSTED_PEER = '127.0.0.1';

/** Creates an empty database on the test server and returns its URL and a way to drop it. */
export async function serverDatabase(
  timeZone?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `nsv_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  if (timeZone)
    await admin.query(`ALTER DATABASE ${name} SET TimeZone TO ${pg.escapeLiteral(timeZone)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Draws plain test images for the content's image keys (the demo's drawings come from seed/images.ts). */
export async function drawTestImages(content: SeedContent, mediaDir: string): Promise<void> {
  for (const img of content.images) {
    const file = path.join(mediaDir, img.key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp({
      create: {
        width: img.width,
        height: img.height,
        channels: 3,
        background: { r: 40 + img.seed * 30, g: 120, b: 200 },
      },
    })
      .jpeg()
      .toFile(file);
  }
}

/** Starts the API on a fresh database seeded with `content` (the fixture by default). */
export async function startTestApi(
  backend: 'pglite' | 'postgres',
  options: {
    content?: SeedContent;
    env?: Record<string, string>;
    /** Draw placeholder files for the content's images (default: only for the small fixture). */
    drawImages?: boolean;
    /** The moment the content counts as seeded (default: now). */
    seededAt?: Date;
    /** The database sessions' time zone (default: the server's, UTC here). */
    databaseTimeZone?: string;
  } = {},
): Promise<TestApi> {
  const content = options.content ?? fixture;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-api-test-'));
  const server =
    backend === 'postgres' ? await serverDatabase(options.databaseTimeZone) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'pglite'),
    MEDIA_DIR: path.join(dir, 'media'),
    DATABASE_URL: server?.url,
    ...options.env,
  });
  // In-memory PGlite is faster than a data folder and each file gets its own anyway.
  const runtimeEnv = backend === 'pglite' ? { ...env, dataDir: 'memory://' } : env;
  if (options.drawImages ?? content === fixture) await drawTestImages(content, env.mediaDir);
  let recording: string[] | null = null;
  const runtime = await createRuntime({
    env: runtimeEnv,
    logger: createLogger({ silent: true }),
    onQuery: (query) => recording?.push(query),
    seed: async (database) => {
      // PGlite has one session; a server's sessions take the zone from ALTER DATABASE above.
      const zone = options.databaseTimeZone;
      if (zone && backend === 'pglite') {
        if (!/^[A-Za-z_/+-]+$/.test(zone)) throw new Error(`geen tijdzone: ${zone}`);
        await database.db.execute(sql.raw(`SET TimeZone TO '${zone}'`));
      }
      await loadSeedContent(database.db, content, options.seededAt);
    },
  });
  const fetchApp = (input: string, init?: RequestInit, peer = TRUSTED_PEER) =>
    Promise.resolve(
      runtime.app.fetch(new Request(new URL(input, 'http://api.test'), init), {
        peerAddress: peer,
      }),
    );

  const api: TestApi = {
    runtime,
    env: runtimeEnv,
    fetch: fetchApp,
    async gql(query, variables, opts = {}) {
      const response = await fetchApp(
        '/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json',
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            ...opts.headers,
          },
          body: JSON.stringify({ query, variables }),
        },
        opts.peer,
      );
      const body = (await response.json()) as GqlResult;
      return { ...body, status: response.status } as never;
    },
    async recordStatements(work) {
      const statements: string[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
    async login(email, password, headers) {
      const r = await api.gql<{ createSession: string }>(
        'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
        { input: { email, password } },
        { headers: { 'user-agent': 'vitest', ...headers } },
      );
      if (!r.data?.createSession) throw new Error(`login mislukt: ${JSON.stringify(r.errors)}`);
      return r.data.createSession;
    },
    async close() {
      await runtime.close();
      await server?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}
