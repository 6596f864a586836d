import { randomUUID } from 'node:crypto';
import type { Knex } from '@mindprint/platform/db';
import type { AnswerValue } from '../domain/daily-question.js';
import { parseJson } from './db-values.js';

export interface StoredAnswer extends AnswerValue {
  questionId: string;
  answerDate: string;
  correct: boolean;
}

const dateOf = (value: unknown): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

const toAnswer = (r: Record<string, unknown>): StoredAnswer => ({
  questionId: String(r.question_id),
  answerDate: dateOf(r.answer_date),
  optionKeys: parseJson<string[]>(r.option_keys),
  text: String(r.text),
  correct: Boolean(r.correct),
});

export class DailyAnswerRepository {
  constructor(private readonly knex: Knex) {}

  /** Stores the day's answer; false when the member already answered that day (the unique index decides). */
  async insert(userId: string, answer: StoredAnswer): Promise<boolean> {
    const inserted = await this.knex('daily_answers')
      .insert({
        answer_id: randomUUID(),
        user_id: userId,
        question_id: answer.questionId,
        answer_date: answer.answerDate,
        option_keys: JSON.stringify(answer.optionKeys),
        text: answer.text,
        correct: answer.correct,
      })
      .onConflict(['user_id', 'answer_date'])
      .ignore()
      .returning('answer_id');
    return inserted.length === 1;
  }

  async answerOn(userId: string, answerDate: string): Promise<StoredAnswer | undefined> {
    const row = await this.knex('daily_answers').where({ user_id: userId, answer_date: answerDate }).first();
    return row && toAnswer(row);
  }

  /** The member's latest answer to a question (the rotation brings questions back). */
  async answerTo(userId: string, questionId: string): Promise<StoredAnswer | undefined> {
    const row = await this.knex('daily_answers').where({ user_id: userId, question_id: questionId }).orderBy('answer_date', 'desc').first();
    return row && toAnswer(row);
  }
}
