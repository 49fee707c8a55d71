import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Logger } from './logger.js';

/** A mail to send: plain text and HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What a mail in `MAIL_DIR` holds: the mail, its outbox id and when it was queued. */
export interface MailFile extends Mail {
  id: string;
  createdAt: string;
}

/**
 * The outbox: every mail is written to `mail_outbox`; with SMTP_URL a sender delivers it too.
 * With `mailDir` (MAIL_DIR, never in production) each mail is also written there as
 * `<id>.json` ({@link MailFile}), so development and browser tests can read it from outside the
 * API's process (docs/decisions/0107-api-mail-files-for-development.md).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    smtpUrl: string | undefined,
    private readonly from = 'Nederlandse Ski Vereniging <noreply@nsv.nl>',
    private readonly mailDir?: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Queues a mail and, with SMTP configured, sends it in the background (never blocking the request). */
  async queue(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values(mail)
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
    if (!row) return;
    if (this.mailDir) await this.writeFile(this.mailDir, row.id, row.createdAt, mail);
    if (this.transport) void this.deliver(row.id, mail);
  }

  /** Writes the mail to the mail folder; whole files only (written aside, then renamed in place). */
  private async writeFile(dir: string, id: string, createdAt: Date, mail: Mail): Promise<void> {
    const file: MailFile = { id, createdAt: createdAt.toISOString(), ...mail };
    try {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, `${id}.json`);
      await writeFile(`${target}.tmp`, JSON.stringify(file, null, 2));
      await rename(`${target}.tmp`, target);
    } catch (error) {
      this.logger.error('mail-file-failed', { id, error: String(error) });
    }
  }

  /** Sends every unsent mail (at start-up, after an SMTP outage). */
  async flush(): Promise<void> {
    if (!this.transport) return;
    const pending = await this.db
      .select()
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt))
      .limit(100);
    for (const m of pending) await this.deliver(m.id, m);
  }

  private async deliver(id: string, mail: Mail): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.from, ...mail });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      this.logger.error('mail-send-failed', { id, error: String(error) });
      await this.db
        .update(mailOutbox)
        .set({ lastError: String(error) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }
}
