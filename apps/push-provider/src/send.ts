/**
 * `pnpm --filter @nsv/push-provider send -- --to all|tag:x|user:y --title ... --message ...`
 *
 * Sends through the running provider's admin endpoint; when no provider is running, opens the
 * database itself (a PGlite data folder admits one process at a time) and sends directly.
 */
import { eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { ensureDemoApplication } from './applications.js';
import { openDatabase } from './db/client.js';
import { applications } from './db/schema.js';
import { loadEnv } from './env.js';
import { createLogger } from './log.js';
import { createWebPushSender } from './push/deliver.js';
import { parseAudience, sendNotification } from './push/send-notification.js';
import { sendSchema } from './routes/admin.js';
import { serializeNotification } from './push/payload.js';

const USAGE = `Usage: send --to all|tag:<tag>|user:<userId> --message <text> [--title <text>] [--url <url>]
             [--key <application key>] [--master-secret <secret>] [--server <provider url>]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const env = loadEnv();

function readCommandLine() {
  // pnpm passes the `--` separator through; drop it so the options after it are parsed.
  const argv = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  try {
    return parseArgs({
      args: argv,
      options: {
        to: { type: 'string' },
        title: { type: 'string' },
        message: { type: 'string' },
        url: { type: 'string' },
        key: { type: 'string', default: 'nsv-demo-key' },
        'master-secret': { type: 'string', default: env.DEMO_MASTER_SECRET },
        server: { type: 'string', default: `http://localhost:${env.PORT}` },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const values = readCommandLine();
const key = values.key;
const masterSecret = values['master-secret'];
const parsed = sendSchema.safeParse({
  to: values.to,
  title: values.title,
  message: values.message,
  url: values.url,
});
if (!parsed.success)
  fail(
    parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
const input = parsed.data;
const audience = parseAudience(input.to) ?? fail('--to: must be all, tag:<tag> or user:<userId>');

interface Report {
  notification: { _id: string };
  recipients: number;
  pushed: number;
  failed: number;
}

function print(report: Report, via: string) {
  process.stdout.write(
    `Notification ${report.notification._id} sent (${via}): ${report.recipients} inbox(es), ` +
      `${report.pushed} push(es) delivered, ${report.failed} failed\n`,
  );
}

async function viaServer(): Promise<Report | null> {
  const credentials = Buffer.from(`${key}:${masterSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(new URL('/admin/notifications', values.server), {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(input),
    });
  } catch {
    return null; // No provider running there.
  }
  const body = (await response.json()) as Report & { error?: { message: string } };
  if (!response.ok) fail(`The provider refused: ${response.status} ${body.error?.message ?? ''}`);
  return body;
}

async function viaDatabase(): Promise<Report> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    // A fresh data folder gets the demo application, exactly as the server's first start would.
    await ensureDemoApplication(database.db, env.DEMO_MASTER_SECRET, env.DEMO_ALLOWED_ORIGINS);
    const [application] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.key, key))
      .limit(1);
    if (!application || application.masterSecret !== masterSecret) {
      return fail(`Unknown application key ${key} or wrong master secret`);
    }
    const report = await sendNotification(
      {
        db: database.db,
        push: createWebPushSender({
          outbound: { allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS },
        }),
        vapidSubject: env.VAPID_SUBJECT,
        log: createLogger(),
      },
      application,
      audience,
      input,
    );
    return { ...report, notification: serializeNotification(report.notification) };
  } finally {
    await database.close();
  }
}

const fromServer = await viaServer();
if (fromServer) print(fromServer, `via ${values.server}`);
else print(await viaDatabase(), 'directly in the database');
