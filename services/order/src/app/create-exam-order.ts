import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { outboxEvent } from '@mindprint/platform/outbox';
import type { ExamOrderRepository } from '../db/exam-order-repository.js';
import { isCountryCode } from '../domain/countries.js';
import { newOrderNumber, type PersonalData, validatePersonalData } from '../domain/exam-order.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { keepAdAttribution } from '@mindprint/platform/tracking-keys';
import type { ExamScoring } from './exam-client.js';

export interface CreateExamOrderInput {
  examId: string;
  locale: string;
  email: string;
  answers: Array<{ questionId: string; value: number }>;
  form?: { firstName: string; lastName: string; yearOfBirth: number; gender: string; country: string };
  tracking: Record<string, string>;
  /** From the consent cookie, read by the gateway: click ids and the user agent are kept only with it. */
  advertisingConsent: boolean;
  userAgent: string;
  logId?: string;
  /** Timed tests: whole seconds the visitor took. */
  elapsedSeconds?: number;
}

/** A finished test: scored by the exam service, recorded with its ExamCompleted event in one statement. */
export class CreateExamOrder {
  constructor(
    private readonly db: Database,
    private readonly orders: ExamOrderRepository,
    private readonly exam: ExamScoring,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(input: CreateExamOrderInput) {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const form: PersonalData | undefined = input.form && validatePersonalData(input.form, isCountryCode, this.clock().getUTCFullYear());
    const locale = localeOrDefault(input.locale);
    const { result } = await this.exam.scoreAnswers({ examId: input.examId, answers: input.answers, locale, elapsedSeconds: input.elapsedSeconds });
    if (!result) throw new DomainError('SCORING_FAILED', 'The test could not be scored', 'INTERNAL');

    const orderNumber = newOrderNumber();
    const createdAt = this.clock();
    // The order and its event in one statement: atomic without a transaction, one round trip instead of four.
    const completed = outboxEvent(
      this.db,
      ExamCompletedSchema,
      {
        orderNumber,
        examId: input.examId,
        email,
        locale,
        typeCode: result.typeCode,
        country: form?.country ?? '',
        firstName: form?.firstName ?? '',
        completedAt: createdAt.toISOString(),
      },
      { key: orderNumber },
    );
    const created = await this.orders.insert(
      this.db.knex,
      {
        orderNumber,
        examId: input.examId,
        locale,
        email,
        firstName: form?.firstName ?? null,
        lastName: form?.lastName ?? null,
        yearOfBirth: form?.yearOfBirth ?? null,
        gender: form?.gender ?? null,
        country: form?.country ?? null,
        typeCode: result.typeCode,
        scalePositions: result.scales.map((s) => ({ scale: s.scale, position: s.position })),
        answers: input.answers.map((a) => ({ questionId: a.questionId, value: a.value })),
        ...keepAdAttribution(input),
        logId: input.logId ?? null,
        createdAt,
      },
      completed.insertWith,
    );
    completed.committed();
    return { orderNumber: created.orderNumber, result };
  }
}
