import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscriptionKeys,
  decryptPush,
  startPushEndpoint,
  verifyVapid,
} from './helpers/push-endpoint.js';

const packageDir = new URL('..', import.meta.url).pathname;
const demoAuth = 'Basic ' + Buffer.from('nsv-demo-key:nsv-demo-secret').toString('base64');

/** Starts `node dist/server.js` (what `pnpm start` runs) and waits for its "listening" log line. */
function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number; vapidPublicKey: string }> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: packageDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"push provider listening"')) continue;
        const entry = JSON.parse(line) as { port: number; vapidPublicKey: string };
        resolve({ child, port: entry.port, vapidPublicKey: entry.vapidPublicKey });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

// Asynchronous on purpose: the local push endpoint lives in this process and must keep answering.
const execFileAsync = promisify(execFile);
async function runSend(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, ['dist/send.js', '--', ...args], {
    cwd: packageDir,
    env,
  });
  return stdout;
}

// Each step starts a Node process that boots PGlite from disk: slow on two busy cores.
const PROCESS_TIMEOUT = 180_000;

describe(
  'pnpm start and the send command (built server, embedded database)',
  { timeout: PROCESS_TIMEOUT },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nsv-push-provider-'));
    // Without DATABASE_URL: this test is about the embedded database in DATA_DIR.
    const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
    // The stand-in push service listens on 127.0.0.1: allowed explicitly, whatever NODE_ENV says.
    const env = { ...inherited, DATA_DIR: dataDir, PORT: '0', ALLOW_PRIVATE_TARGETS: 'true' };
    let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
    const subscriber = createSubscriptionKeys();
    // The demo application's VAPID public key as the first start handed it out.
    let firstVapidKey = '';

    /** The VAPID public key of the demo application, as `application/info` hands it to the SDK. */
    async function infoVapidKey(base: string): Promise<string> {
      const response = await fetch(`${base}/api/application/info?language=nl`, {
        headers: { Authorization: demoAuth },
      });
      const body = (await response.json()) as {
        application: { websitePushConfig: { vapid: { publicKey: string } } };
      };
      return body.application.websitePushConfig.vapid.publicKey;
    }

    async function stop(child: ChildProcess): Promise<number | null> {
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      return exited;
    }

    beforeAll(async () => {
      // The command and server under test are the built ones; build so the test never runs stale code.
      execFileSync(join(packageDir, 'node_modules/.bin/tsup'), ['--silent'], { cwd: packageDir });
      endpoint = await startPushEndpoint(201);
    }, PROCESS_TIMEOUT);
    afterAll(async () => {
      await endpoint.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('starts with the demo application, sends through the admin endpoint, and stops cleanly on SIGTERM', async () => {
      const { child, port, vapidPublicKey } = await startServer(env);
      const base = `http://127.0.0.1:${port}`;
      try {
        expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
        firstVapidKey = await infoVapidKey(base);
        expect(firstVapidKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
        expect(vapidPublicKey).toBe(firstVapidKey);
        const info = await fetch(`${base}/api/application/info?language=nl`, {
          headers: { Authorization: demoAuth, Origin: 'http://localhost:3000' },
        });
        expect(info.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
        expect(await info.json()).toMatchObject({
          application: {
            name: 'Nederlandse Ski Vereniging',
            websitePushConfig: { serviceWorker: '/sw.js' },
          },
        });
        const refused = await fetch(`${base}/api/application/info`, {
          headers: { Authorization: demoAuth, Origin: 'http://localhost:5173' },
        });
        expect(refused.status).toBe(403);

        const registered = await fetch(`${base}/api/push`, {
          method: 'POST',
          headers: {
            Authorization: demoAuth,
            'Content-Type': 'application/json',
            Origin: 'http://127.0.0.1:3000',
          },
          body: JSON.stringify({
            language: 'nl',
            region: 'NL',
            platform: 'Web',
            sdkVersion: '4.2.0',
            appVersion: '1.0.0',
            userAgent: 'cli-test',
            timeZoneOffset: 1,
            subscription: { endpoint: `${endpoint.origin}/push/cli`, keys: subscriber.keys },
          }),
        });
        expect(registered.status).toBe(201);

        const output = await runSend(
          ['--to', 'all', '--title', 'Sneeuwalarm', '--message', 'Verse sneeuw!', '--server', base],
          env,
        );
        expect(output).toMatch(
          /^Notification \S+ sent \(via http:\/\/127\.0\.0\.1:\d+\): 1 inbox\(es\), 1 push\(es\) delivered, 0 failed\n$/,
        );
        expect(JSON.parse(decryptPush(endpoint.received[0]!.body, subscriber))).toMatchObject({
          title: 'Sneeuwalarm',
          message: 'Verse sneeuw!',
        });
      } finally {
        child.kill('SIGTERM');
      }
      const exitCode = await new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      expect(exitCode).toBe(0);
    });

    it('sends directly in the database when no provider runs, to devices and VAPID keys kept from before', async () => {
      // Port 9 (discard) has no provider: the command falls back to opening the data folder itself.
      const output = await runSend(
        ['--to', 'tag:onbekend', '--message', 'Niemand', '--server', 'http://127.0.0.1:9'],
        env,
      );
      expect(output).toMatch(
        /sent \(directly in the database\): 0 inbox\(es\), 0 push\(es\) delivered, 0 failed/,
      );
      const toAll = await runSend(
        ['--to', 'all', '--message', 'Nog steeds bewaard', '--server', 'http://127.0.0.1:9'],
        env,
      );
      expect(toAll).toMatch(/1 inbox\(es\), 1 push\(es\) delivered, 0 failed/);
      expect(endpoint.received).toHaveLength(2);
      expect(JSON.parse(decryptPush(endpoint.received[1]!.body, subscriber))).toMatchObject({
        message: 'Nog steeds bewaard',
      });
      expect(verifyVapid(endpoint.received[1]!.headers['authorization'], firstVapidKey).valid).toBe(
        true,
      );
    });

    it('keeps the VAPID key pair across a restart on the same data folder, and signs with it', async () => {
      // The first test's server ran on this folder and stopped; this is the next start.
      const { child, port, vapidPublicKey } = await startServer(env);
      const base = `http://127.0.0.1:${port}`;
      try {
        expect(firstVapidKey).not.toBe('');
        expect(await infoVapidKey(base)).toBe(firstVapidKey);
        expect(vapidPublicKey).toBe(firstVapidKey);

        const output = await runSend(
          ['--to', 'all', '--message', 'Na de herstart', '--server', base],
          env,
        );
        expect(output).toMatch(/1 inbox\(es\), 1 push\(es\) delivered, 0 failed/);
        const push = endpoint.received.at(-1)!;
        expect(JSON.parse(decryptPush(push.body, subscriber))).toMatchObject({
          message: 'Na de herstart',
        });
        // The browser's subscription is bound to the key it subscribed with: the push must verify
        // against the key of the first start, or every push service would refuse it.
        const vapid = verifyVapid(push.headers['authorization'], firstVapidKey);
        expect(vapid.valid).toBe(true);
      } finally {
        expect(await stop(child)).toBe(0);
      }
    });

    it('refuses bad arguments with a usage message and exit code 2', async () => {
      let failure: { code: number; stderr: string } | undefined;
      try {
        await runSend(['--to', 'iedereen', '--message', 'x'], env);
      } catch (error) {
        failure = error as { code: number; stderr: string };
      }
      expect(failure?.code).toBe(2);
      expect(failure?.stderr).toContain('--to: must be all, tag:<tag> or user:<userId>');
      expect(failure?.stderr).toContain('Usage: send --to all|tag:<tag>|user:<userId>');
    });
  },
);
