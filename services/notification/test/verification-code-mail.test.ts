import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { OutboxRelay, writeOutbox } from '@mindprint/platform/outbox';
import { busKinds, databaseEngines, eventually, openTestBus, openTestDatabase, testLogger } from '@mindprint/platform/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVerificationCode } from '../src/consumers/send-verification-code.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { SentMailRepository } from '../src/db/sent-mail-repository.js';
import { localeCodes } from '@mindprint/platform/locales';
import { verificationCodeMail } from '../src/domain/verification-code-mail.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SavedMailer, SmtpMailer } from '../src/mail/mailer.js';

describe('the verification-code e-mail', () => {
  it('exists in all nine locales, each in its own words, with the code and validity', () => {
    expect([...localeCodes].sort()).toEqual(['CN', 'DE', 'EN', 'ES', 'FR', 'HK', 'JA', 'KR', 'PT']);
    const subjects = localeCodes.map((locale) => verificationCodeMail({ locale, code: '042917', expiresInSeconds: 600 }));
    expect(new Set(subjects.map((m) => m.subject)).size).toBe(9);
    for (const mail of subjects) {
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('10');
      expect(mail.html).toContain('042917');
    }
  });

  it('falls back to English for an unknown locale and escapes what it puts in HTML', () => {
    const mail = verificationCodeMail({ locale: 'xx', code: '<b>1</b>', expiresInSeconds: 600 });
    expect(mail.subject).toBe('Your Mindprint verification code');
    expect(mail.html).not.toContain('<b>1</b>');
  });
});

describe('mail transports', () => {
  const received: string[] = [];
  /** The SMTP session (connection) each received message came in on. */
  const receivedOnSession: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        receivedOnSession.push(session.id);
        done();
      });
    },
  });
  let smtpPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('saves real RFC 822 messages and lists them newest first in embedded mode', async () => {
    const mailer = new SavedMailer(mkdtempSync(join(tmpdir(), 'mail-')), 'Mindprint <no-reply@mindprint.local>');
    await mailer.send({ to: 'a@x.io', subject: 'first', text: 't', html: '<p>t</p>' });
    await mailer.send({ to: 'b@x.io', subject: 'second', text: 't', html: '<p>t</p>' });
    expect((await mailer.listSaved({ limit: 10 })).map((m) => m.subject)).toEqual(['second', 'first']);
    expect((await mailer.listSaved({ limit: 10, to: 'a@x.io' })).map((m) => m.subject)).toEqual(['first']);
  });

  it('keeps its SMTP connection for the next mails, unless the URL says pool=false', async () => {
    const connectionsFor = async (url: string) => {
      const from = receivedOnSession.length;
      const mailer = new SmtpMailer(url, 'Mindprint <no-reply@mindprint.local>');
      for (const to of ['p1@x.io', 'p2@x.io', 'p3@x.io']) await mailer.send({ to, subject: 'pooled?', text: 't', html: '<p>t</p>' });
      mailer.close();
      return new Set(receivedOnSession.slice(from)).size;
    };
    expect(await connectionsFor(`smtp://127.0.0.1:${smtpPort}`)).toBe(1);
    expect(await connectionsFor(`smtp://127.0.0.1:${smtpPort}?pool=false`)).toBe(3);
  });

  describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('from the event to SMTP on %s with the %s bus', (engine, busKind) => {
    it('sends one message per event to the SMTP server', async () => {
      const log = testLogger();
      const producer = await openTestDatabase(engine);
      const consumer = await openTestDatabase(engine, notificationMigrations);
      const bus = openTestBus(busKind, log);
      const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Mindprint <no-reply@mindprint.local>');
      const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
      await consumeEvents({ db: consumer, bus, log, consumer: `notification-${randomUUID()}`, topic: 'user.events.v1', handlers: [sendVerificationCode(new MailDelivery({ mailer, log, record: async () => {}, settings: { attempts: 1, baseDelayMs: 1 } }))] });
      await producer.withTransaction((trx) =>
        writeOutbox(trx, VerificationCodeRequestedSchema, { email, code: '314159', locale: 'ES', purpose: 'register', expiresInSeconds: 600 }, { key: email }),
      );
      const relay = new OutboxRelay(producer, bus, log, { service: `smtp-${engine}-${busKind}`, pollMs: 20 });
      relay.start();
      const message = await eventually(() => {
        const found = received.find((raw) => raw.includes(email));
        expect(found).toBeDefined();
        return found!;
      }, { timeoutMs: 30_000 });
      expect(message).toContain('314159');
      expect(message).toMatch(/Subject: =\?UTF-8\?|Subject: Tu c/);
      expect(await new SentMailRepository().countFor(consumer.knex, email, 'verification_code')).toBe(1);
      await relay.stop();
      await bus.stop();
      mailer.close();
      await producer.close();
      await consumer.close();
    });
  });
});
