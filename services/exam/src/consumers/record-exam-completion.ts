import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onKeyedEvent } from '@mindprint/platform/event-consumer';
import type { ExamCompletionRepository } from '../db/exam-completion-repository.js';

export const orderEventsTopic = 'order.events.v1';

/**
 * Keeps which test was finished when (nothing about who), so the test center can count recent completions. One
 * row per exam order, so a redelivered event changes nothing without an inbox row.
 */
export const recordExamCompletion = (completions: ExamCompletionRepository) =>
  onKeyedEvent(ExamCompletedSchema, async (event, knex) => {
    const completedAt = new Date(event.completedAt);
    if (!event.examId || Number.isNaN(completedAt.getTime())) return; // malformed: nothing to count
    await completions.record(knex, { orderNumber: event.orderNumber, examId: event.examId, completedAt });
  });
