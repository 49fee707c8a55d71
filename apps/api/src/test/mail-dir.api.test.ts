import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import type { MailFile } from '../lib/mail.js';
import { fixtureUsers } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';

/** The mails in a folder, read as the browser tests read them. */
function mailsIn(dir: string): MailFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as MailFile);
}

describe('MAIL_DIR setting', () => {
  it('is refused in production, where mail files would hold live reset links', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MAIL_DIR: '/tmp/mails' }),
    ).toThrow(/MAIL_DIR is alleen voor ontwikkeling en tests/);
    expect(loadEnv({ MAIL_DIR: 'mails' }).mailDir).toBe(path.resolve('mails'));
    expect(loadEnv({}).mailDir).toBeUndefined();
  });
});

describe.each(backends)('mails written to MAIL_DIR (%s)', (backend) => {
  let api: TestApi;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-mail-dir-'));
  beforeAll(async () => {
    api = await startTestApi(backend, { env: { MAIL_DIR: mailDir } });
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it('writes the reset mail as a whole JSON file, besides the outbox row', async () => {
    const r = await api.gql(
      'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
      { input: { email: fixtureUsers.member.email } },
    );
    expect(r.errors).toBeUndefined();
    // The API answers before the mail is queued (same timing for unknown emails): wait for it.
    await expect
      .poll(() => mailsIn(mailDir).filter((m) => m.to === fixtureUsers.member.email).length)
      .toBe(1);
    const [mail] = mailsIn(mailDir).filter((m) => m.to === fixtureUsers.member.email);
    expect(mail?.subject).toBe('Stel een nieuw wachtwoord in');
    expect(mail?.text).toMatch(/\/reset-password\?token=[\w.%-]+/);
    expect(Number.isNaN(Date.parse(mail!.createdAt))).toBe(false);
    expect(fs.readdirSync(mailDir).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});
