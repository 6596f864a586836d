import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { senderDomain } from '../domain/message-id.js';

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
  /** The Message-ID (`<…@domain>`); a new random one when left out. Sending the same id again is the same message. */
  messageId?: string;
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
export interface SavedMail extends Omit<OutgoingMail, 'attachments' | 'listUnsubscribe' | 'messageId'> {
  id: string;
  messageId: string;
  /** When it was last handed over. */
  createdAt: string;
  /** How often this message was handed over: more than 1 when it was sent again after a crash. */
  deliveries: number;
  attachmentNames?: string[];
}

export interface Mailer {
  readonly mode: 'smtp' | 'saved';
  /** The right side of the Message-IDs this mailer's messages carry: the sender address's domain. */
  readonly messageIdDomain: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Saved mode only: the newest saved messages. */
  listSaved(options: { limit: number; to?: string }): Promise<SavedMail[]>;
  close(): void;
}

/** nodemailer reads its pool setting from the URL's query (an options object beside a URL is ignored). */
function pooledUnlessSaid(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

function messageIdDomainOf(from: string): string {
  const domain = senderDomain(from);
  if (!domain) throw new Error('MAIL_FROM must hold an address with a domain (Name <no-reply@example.com>)');
  return domain;
}

/**
 * SMTP through nodemailer when a server is configured, over a pool of up to five connections kept open between
 * mails unless the URL says `pool=false`: a connection per mail (its greeting, EHLO and, on a real relay, its TLS
 * handshake) held a local server to 40 mails/s at 5.3 ms of CPU each; pooled, 100 mails/s at 3.3 ms
 * (600 mails, 6 at a time). Under a campaign's burst the result mails otherwise trail the checkouts by minutes.
 */
export class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  readonly messageIdDomain: string;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.messageIdDomain = messageIdDomainOf(from);
    this.transport = nodemailer.createTransport(pooledUnlessSaid(smtpUrl));
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

/** A saved message's summary file: the summary and its entry in the newest-first index. */
type SavedSummary = SavedMail & { indexEntry?: string };

const recipientKey = (to: string) => createHash('sha256').update(to.toLowerCase()).digest('hex').slice(0, 16);

/** A message's index entry: `<time>.<id>.<recipient key>`, the time in microseconds padded so names sort by it. */
const indexEntryOf = (stampMicros: number, id: string, to: string) => `${String(stampMicros).padStart(17, '0')}.${id}.${recipientKey(to)}`;

/**
 * The embedded default: nodemailer builds the real RFC 822 message, which is saved as `.eml` beside a JSON
 * summary under the mail directory, for the local mailbox page. The files are named by the Message-ID, so the
 * mailbox keeps one entry per message, as a receiver's does: a resend replaces it and counts the delivery.
 *
 * The listing reads only the summaries it returns: `index/` holds an empty file per message whose name sorts
 * by time and names the message and its recipient (`<time>.<id>.<recipient key>`); a resend moves it.
 */
export class SavedMailer implements Mailer {
  readonly mode = 'saved' as const;
  readonly messageIdDomain: string;
  private readonly transport: Transporter;
  private readonly indexDir: string;
  private indexed: Promise<void> | undefined;
  /** Microseconds since the epoch, strictly increasing within the process: entries saved in one millisecond keep their order. */
  private lastStamp = 0;

  constructor(private readonly dir: string, private readonly from: string) {
    this.messageIdDomain = messageIdDomainOf(from);
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.indexDir = join(dir, 'index');
  }

  async send(mail: OutgoingMail) {
    const info = await this.transport.sendMail(messageOptions(this.from, mail));
    const messageId: string = info.messageId;
    const id = createHash('sha256').update(messageId).digest('hex').slice(0, 32);
    await this.ensureIndex();
    const earlier = await this.summary(id);
    this.lastStamp = Math.max(Date.now() * 1000, this.lastStamp + 1);
    const { attachments, listUnsubscribe: _list, messageId: _id, ...summary } = mail;
    const saved: SavedSummary = {
      id,
      messageId,
      createdAt: new Date().toISOString(),
      deliveries: (earlier?.deliveries ?? 0) + 1,
      ...summary,
      ...(attachments?.length ? { attachmentNames: attachments.map((a) => a.filename) } : {}),
      indexEntry: indexEntryOf(this.lastStamp, id, mail.to),
    };
    // Written aside and renamed: a process killed while writing leaves the earlier entry whole, never half a file.
    // Killed before the old index entry goes, the message has two: the listing takes the newest only.
    await this.replace(`${id}.eml`, info.message as Buffer);
    await this.replace(`${id}.json`, JSON.stringify(saved));
    await writeFile(join(this.indexDir, saved.indexEntry!), '');
    if (earlier?.indexEntry) await rm(join(this.indexDir, earlier.indexEntry), { force: true });
    return { messageId };
  }

  async listSaved(options: { limit: number; to?: string }): Promise<SavedMail[]> {
    await this.ensureIndex();
    const wanted = options.to === undefined ? undefined : recipientKey(options.to);
    const entries = (await readdir(this.indexDir)).sort().reverse();
    const seen = new Set<string>();
    const mails: SavedMail[] = [];
    for (const entry of entries) {
      const [, id = '', recipient] = entry.split('.');
      if ((wanted !== undefined && recipient !== wanted) || seen.has(id)) continue;
      seen.add(id);
      const found = await this.summary(id);
      if (!found) continue;
      const { indexEntry: _entry, ...mail } = found;
      mails.push(mail);
      if (mails.length === options.limit) break;
    }
    return mails;
  }

  close() {
    this.transport.close();
  }

  /** The index, made once from the summaries when a mail directory saved before it has none. */
  private ensureIndex(): Promise<void> {
    this.indexed ??= (async () => {
      // `mkdir` names what it made: nothing when the index was there already.
      if ((await mkdir(this.indexDir, { recursive: true })) === undefined) return;
      for (const file of (await readdir(this.dir)).filter((f) => f.endsWith('.json'))) {
        const mail = await this.summary(file.slice(0, -'.json'.length));
        if (mail) await writeFile(join(this.indexDir, indexEntryOf(Date.parse(mail.createdAt) * 1000, mail.id, mail.to)), '');
      }
    })();
    return this.indexed;
  }

  private async summary(id: string): Promise<SavedSummary | undefined> {
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as SavedSummary;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private async replace(file: string, content: Buffer | string) {
    const partial = join(this.dir, `${file}.${randomUUID()}.partial`);
    await writeFile(partial, content);
    await rename(partial, join(this.dir, file));
  }
}

export function createMailer(options: { smtpUrl?: string; from: string; savedMailDir: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new SavedMailer(options.savedMailDir, options.from);
}
