import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { ExamCompletionRepository } from '../db/exam-completion-repository.js';

export const orderEventsTopic = 'order.events.v1';

/** Keeps which test was finished when (nothing about who), so the test center can count recent completions. */
export const recordExamCompletion = (completions: ExamCompletionRepository) =>
  onEvent(ExamCompletedSchema, async (event, trx) => {
    const completedAt = new Date(event.completedAt);
    if (!event.examId || Number.isNaN(completedAt.getTime())) return; // malformed: nothing to count
    await completions.record(trx, { orderNumber: event.orderNumber, examId: event.examId, completedAt });
  });
