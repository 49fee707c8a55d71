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

/** The outbox: every mail is written to `mail_outbox`; with SMTP_URL a sender delivers it too. */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    smtpUrl: string | undefined,
    private readonly from = 'Nederlandse Ski Vereniging <noreply@nsv.nl>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Queues a mail and, with SMTP configured, sends it in the background (never blocking the request). */
  async queue(mail: Mail): Promise<void> {
    const [row] = await this.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (this.transport && row) void this.deliver(row.id, mail);
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
