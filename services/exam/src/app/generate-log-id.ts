import { randomUUID } from 'node:crypto';
import { DomainError } from '@mindprint/platform/errors';
import type { VisitLogRepository } from '../db/visit-log-repository.js';
import { defaultLocale, normalizeLocale } from '../domain/locales.js';

export interface GenerateLogIdInput {
  appExamId: string;
  locale: string;
  countryCode: string;
}

const examIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const countryPattern = /^[A-Za-z]{2}$/;

/** Records a new visit and returns the log id that ties the visitor's later calls together. */
export class GenerateLogId {
  constructor(private readonly visits: VisitLogRepository) {}

  async run(input: GenerateLogIdInput): Promise<string> {
    if (!examIdPattern.test(input.appExamId)) {
      throw new DomainError('INVALID_EXAM_ID', 'appExamId must be 1 to 64 letters, digits, "-" or "_"', 'INVALID_ARGUMENT');
    }
    if (input.countryCode && !countryPattern.test(input.countryCode)) {
      throw new DomainError('INVALID_COUNTRY', 'Country code must be two letters', 'INVALID_ARGUMENT');
    }
    const logId = randomUUID();
    await this.visits.insert({
      logId,
      appExamId: input.appExamId,
      locale: normalizeLocale(input.locale) ?? defaultLocale,
      countryCode: input.countryCode.toUpperCase(),
    });
    return logId;
  }
}
