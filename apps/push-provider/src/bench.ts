/**
 * `pnpm --filter @nsv/push-provider bench`: prints how fast a send fans out (inbox items + encrypted
 * pushes to a local push endpoint) and how long inbox reads take, on an in-memory PGlite.
 * Figures only: nothing here asserts a timing.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from './app.js';
import { createApplication } from './applications.js';
import { openDatabase } from './db/client.js';
import { devices } from './db/schema.js';
import { silentLogger } from './log.js';
import { createWebPushSender } from './push/deliver.js';
import { sendNotification } from './push/send-notification.js';

const DEVICES = Number(process.env['BENCH_DEVICES'] ?? 300);
const READS = Number(process.env['BENCH_READS'] ?? 200);

const pushService = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(201).end());
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push`;

const database = await openDatabase({ dataDir: 'memory://' });
const application = await createApplication(database.db, {
  name: 'Bench',
  key: 'bench',
  secret: 'bench-secret',
  masterSecret: 'bench-master',
  allowedOrigins: [],
});
const rows = Array.from({ length: DEVICES }, (_, index) => {
  const ecdh = createECDH('prime256v1');
  return {
    applicationId: application.id,
    language: 'nl',
    region: 'NL',
    platform: 'Web',
    sdkVersion: '4.2.0',
    appVersion: '1.0.0',
    userAgent: 'bench',
    timeZoneOffset: 1,
    subscription: {
      endpoint: `${endpoint}/${index}`,
      keys: {
        p256dh: ecdh.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  };
});
const inserted = await database.db.insert(devices).values(rows).returning({ id: devices.id });

// The bench pushes to a local endpoint of its own: private targets are what it measures against.
const outbound = { allowPrivateTargets: true };
const deps = {
  db: database.db,
  push: createWebPushSender({ outbound }),
  outbound,
  vapidSubject: 'mailto:bench@localhost',
  log: silentLogger,
};
const sendStart = performance.now();
const report = await sendNotification(
  deps,
  application,
  { kind: 'all' },
  { title: 'Bench', message: 'Verse sneeuw' },
);
const sendMs = performance.now() - sendStart;

const app = createApp({ ...deps, publicUrl: 'http://bench' });
const auth = 'Basic ' + Buffer.from('bench:bench-secret').toString('base64');
const durations: number[] = [];
for (let i = 0; i < READS; i++) {
  const device = inserted[i % inserted.length]!;
  const start = performance.now();
  const response = await app.fetch(
    new Request(`http://bench/api/notification/inbox/fordevice/${device.id}`, {
      headers: { Authorization: auth },
    }),
  );
  await response.arrayBuffer();
  durations.push(performance.now() - start);
}
durations.sort((a, b) => a - b);
const percentile = (p: number) =>
  durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))]!;

console.log(
  `send to ${report.recipients} devices: ${report.pushed} pushed, ${report.failed} failed in ${sendMs.toFixed(0)} ms`,
);
console.log(
  `  ${((report.pushed / sendMs) * 1000).toFixed(0)} encrypted pushes per second (PGlite in memory, local endpoint)`,
);
console.log(
  `inbox read (${READS}x, in process): p50 ${percentile(50).toFixed(2)} ms, p95 ${percentile(95).toFixed(2)} ms`,
);

await database.close();
pushService.close();
