import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Marketing mail only: the one-click unsubscribe URL (RFC 8058) and, optionally, a mailto address. The mailer
   * turns it into `List-Unsubscribe: <https://…>, <mailto:…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   * Transactional mail leaves it out and carries neither header.
   */
  listUnsubscribe?: { url: string; mailto?: string };
}

/** nodemailer's message for a mail: `list` writes List-Unsubscribe (both URLs in one header); the POST hint is a plain header. */
function messageOptions(from: string, mail: OutgoingMail) {
  const { listUnsubscribe, ...rest } = mail;
  if (!listUnsubscribe) return { from, ...rest };
  const targets = [listUnsubscribe.url, ...(listUnsubscribe.mailto ? [`mailto:${listUnsubscribe.mailto}`] : [])];
  return {
    from,
    ...rest,
    list: { unsubscribe: [targets] },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A saved message's summary; the attachments themselves are in the `.eml` beside it. */
export interface SavedMail extends Omit<OutgoingMail, 'attachments' | 'listUnsubscribe'> {
  id: string;
  createdAt: string;
  attachmentNames?: string[];
}

export interface Mailer {
  readonly mode: 'smtp' | 'saved';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Saved mode only: the newest saved messages. */
  listSaved(options: { limit: number; to?: string }): Promise<SavedMail[]>;
  close(): void;
}

/** SMTP through nodemailer when a server is configured. */
export class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail) {
    const info = await this.transport.sendMail(messageOptions(this.from, mail));
    return { messageId: info.messageId };
  }

  async listSaved(): Promise<SavedMail[]> {
    return [];
  }

  close() {
    this.transport.close();
  }
}

/**
 * The embedded default: nodemailer builds the real RFC 822 message, which is saved as `.eml` beside a JSON
 * summary under the mail directory, for the local mailbox page.
 */
export class SavedMailer implements Mailer {
  readonly mode = 'saved' as const;
  private readonly transport: Transporter;

  constructor(private readonly dir: string, private readonly from: string) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail) {
    const info = await this.transport.sendMail(messageOptions(this.from, mail));
    const createdAt = new Date().toISOString();
    const id = `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${id}.eml`), info.message as Buffer);
    const { attachments, listUnsubscribe: _list, ...summary } = mail;
    const saved: SavedMail = { id, createdAt, ...summary, ...(attachments?.length ? { attachmentNames: attachments.map((a) => a.filename) } : {}) };
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(saved));
    return { messageId: info.messageId };
  }

  async listSaved(options: { limit: number; to?: string }): Promise<SavedMail[]> {
    const files = await readdir(this.dir).catch(() => [] as string[]);
    const newestFirst = files.filter((f) => f.endsWith('.json')).sort().reverse();
    const result: SavedMail[] = [];
    for (const file of newestFirst) {
      if (result.length >= options.limit) break;
      const mail = JSON.parse(await readFile(join(this.dir, file), 'utf8')) as SavedMail;
      if (!options.to || mail.to === options.to.toLowerCase()) result.push(mail);
    }
    return result;
  }

  close() {
    this.transport.close();
  }
}

export function createMailer(options: { smtpUrl?: string; from: string; savedMailDir: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new SavedMailer(options.savedMailDir, options.from);
}
