import type { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import type { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import type { RetrievalRequest, RetrievalRequestRepository } from '../db/retrieval-request-repository.js';
import { reportResultUrl } from '../domain/mail-locale.js';
import { reportRetrievalMail } from '../domain/report-retrieval-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import type { MailAttachment } from '../mail/mailer.js';
import { nextRetryAt, PollLoop } from './poll-loop.js';

export interface RetrievalWorkerSettings {
  pollMs: number;
  batchSize?: number;
  /** How long a claimed request is left alone before another poll may take it again. */
  leaseMs?: number;
  /** Claims before a request is given up. */
  maxAttempts?: number;
  /** First wait after a failed attempt; doubled each time. */
  retryBaseMs?: number;
}

export const retrievalKind = 'report_retrieval';

/**
 * Answers retrieval requests in the background: every poll it claims due requests (`for update skip locked`,
 * so replicas share them), asks order for the address's exam orders, keeps the paid ones and mails either
 * the list with links and each report's PDF attached (as the paid report mail does), or that there are none.
 * Failures (order or exam unavailable, SMTP) are retried with backoff; no list goes out without its PDFs. The
 * request is marked sent in the transaction around the hand-over (one message per request: its Message-ID).
 */
export class ReportRetrievalWorker {
  private readonly loop: PollLoop;

  constructor(
    private readonly deps: {
      requests: RetrievalRequestRepository;
      orders: Pick<ClientOf<typeof OrderService>, 'listExamOrdersByEmail' | 'getReportAccess'>;
      exams: Pick<ClientOf<typeof ExamService>, 'renderReportPdf'>;
      delivery: MailDelivery;
      publicBaseUrl: string;
      log: Logger;
      settings: RetrievalWorkerSettings;
      clock?: () => Date;
    },
  ) {
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: 'report retrieval poll failed; retrying next interval' });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One poll; returns how many requests were answered. */
  async runOnce(): Promise<number> {
    const { settings, requests } = this.deps;
    const now = this.now();
    const due = await requests.claimDue(now, settings.batchSize ?? 20, settings.leaseMs ?? 5 * 60_000);
    let answered = 0;
    for (const request of due) {
      if (this.loop.stopping) break; // the rest keep their lease and are taken again once it ends
      if (await this.answer(request)) answered++;
    }
    return answered;
  }

  private async answer(request: RetrievalRequest): Promise<boolean> {
    const { requests, log, settings } = this.deps;
    try {
      const { orders } = await this.deps.orders.listExamOrdersByEmail({ email: request.email, limit: 200 });
      const reports = orders
        .filter((o) => o.status === 'paid')
        .map((o) => ({ orderNumber: o.orderNumber, examId: o.examId, typeCode: o.typeCode, createdAt: o.createdAt, url: reportResultUrl(this.deps.publicBaseUrl, o.orderNumber) }));
      const mail = reportRetrievalMail({ locale: request.locale, reports });
      const attachments = await Promise.all(reports.map((r) => this.reportPdf(r.orderNumber)));
      await requests.markSentAround(request.id, this.now(), () =>
        this.deps.delivery.deliver(retrievalKind, request.id, { to: request.email, ...mail, ...(attachments.length ? { attachments } : {}) }),
      );
      log.info({ retrievalId: request.id, reports: reports.length }, 'report retrieval answered');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = nextRetryAt(this.now(), request.attempts, { maxAttempts: settings.maxAttempts ?? 5, retryBaseMs: settings.retryBaseMs ?? 30_000 });
      await requests.markFailed(request.id, message, retryAt, this.now());
      log.warn({ retrievalId: request.id, attempts: request.attempts, willRetry: Boolean(retryAt), error: message }, 'report retrieval failed');
      return false;
    }
  }

  private async reportPdf(orderNumber: string): Promise<MailAttachment> {
    const access = await this.deps.orders.getReportAccess({ orderNumber });
    const rendered = await this.deps.exams.renderReportPdf({ input: access.reportInput });
    if (rendered.pdf.length === 0) throw new Error(`The report PDF of ${orderNumber} came back empty`);
    return { filename: `${orderNumber}.pdf`, content: Buffer.from(rendered.pdf), contentType: 'application/pdf' };
  }

  private now() {
    return this.deps.clock?.() ?? new Date();
  }
}
