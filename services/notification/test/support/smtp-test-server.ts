import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A header as sent, folded lines joined. */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n([ \t])/g, '$1');

export interface Rejection {
  code: number;
  message: string;
}

/**
 * A real SMTP server on loopback. `rejectRecipient` decides per RCPT TO whether to refuse it (e.g. 451 to
 * make the first attempts fail, 550 for an address that never works); accepted messages are kept raw.
 */
export class SmtpTestServer {
  readonly received: { to: string[]; raw: string }[] = [];
  readonly rcptAttempts = new Map<string, number>();
  rejectRecipient: (address: string, attempt: number) => Rejection | undefined = () => undefined;
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 20 * 1024 * 1024,
      onRcptTo: (address, _session, callback) => {
        const email = address.address.toLowerCase();
        const attempt = (this.rcptAttempts.get(email) ?? 0) + 1;
        this.rcptAttempts.set(email, attempt);
        const rejection = this.rejectRecipient(email, attempt);
        if (!rejection) return callback();
        const error = new Error(rejection.message) as Error & { responseCode: number };
        error.responseCode = rejection.code;
        return callback(error);
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Parsed messages delivered to the address. */
  async messagesTo(address: string): Promise<ParsedMail[]> {
    const raws = this.received.filter((m) => m.to.includes(address.toLowerCase())).map((m) => m.raw);
    return Promise.all(raws.map((raw) => simpleParser(raw)));
  }

  stop(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
