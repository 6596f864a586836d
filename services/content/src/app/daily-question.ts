import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueRepository } from '../db/catalogue-repository.js';
import type { DailyAnswerRepository, StoredAnswer } from '../db/daily-answer-repository.js';
import { textsIn } from '../db/user-center-seed/locale-texts.js';
import type { CatalogueQuestion } from '../db/user-center-seed/seed-types.js';
import { type AnswerValue, checkedAnswer, correctAnswer, isCorrect, optionKeys } from '../domain/daily-question.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { dailyQuestionLocked, requireMember, requirePrivilege, type Viewer } from '../domain/locks.js';
import { rotationOf, utcDate } from '../domain/utc-days.js';

const lockedMessage = 'The daily question is part of a membership';

/** A question a day (the same for everyone on a UTC date), answered once per member per day. */
export class DailyQuestion {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly answers: DailyAnswerRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async todays() {
    const date = utcDate(this.clock());
    return { date, question: rotationOf(await this.catalogue.questions(), date) };
  }

  private answerView(question: CatalogueQuestion, answer: StoredAnswer, locale: LocaleCode) {
    return {
      questionId: question.id,
      correct: answer.correct,
      correctAnswer: correctAnswer(question),
      yourAnswer: { optionKeys: answer.optionKeys, text: answer.text },
      analysis: textsIn(locale).questions[question.id]?.analysis ?? '',
    };
  }

  async today(viewer: Viewer, locale: LocaleCode) {
    requireMember(viewer);
    const { date, question } = await this.todays();
    const texts = textsIn(locale);
    const own = texts.questions[question.id];
    const locked = dailyQuestionLocked(viewer);
    const keys = optionKeys(question.optionCount);
    return {
      questionId: question.id,
      date,
      type: question.type,
      typeName: texts.questionTypes[question.type],
      format: question.format,
      // A locked question shows what kind it is, not the question itself.
      prompt: locked ? '' : (own?.prompt ?? ''),
      options: locked ? [] : keys.map((key, i) => ({ key, text: own?.options[i] ?? '' })),
      answered: Boolean(await this.answers.answerOn(viewer.userId, date)),
      locked,
    };
  }

  async submit(viewer: Viewer, locale: LocaleCode, questionId: string, input: AnswerValue) {
    requirePrivilege(viewer, 'daily_question', lockedMessage);
    const { date, question } = await this.todays();
    if (questionId !== question.id) throw new DomainError('NOT_TODAYS_QUESTION', 'This is not today’s question; please reload the page', 'INVALID_ARGUMENT');
    const value = checkedAnswer(question, input);
    const answer = { questionId, answerDate: date, ...value, correct: isCorrect(question, value) };
    if (!(await this.answers.insert(viewer.userId, answer))) {
      throw new DomainError('ALREADY_ANSWERED', 'You have already answered today’s question; come back tomorrow', 'CONFLICT');
    }
    return this.answerView(question, answer, locale);
  }

  async answer(viewer: Viewer, locale: LocaleCode, questionId: string) {
    requireMember(viewer);
    const question = (await this.catalogue.questions()).find((q) => q.id === questionId);
    const answer = question && (await this.answers.answerTo(viewer.userId, questionId));
    if (!question || !answer) throw new DomainError('ANSWER_NOT_FOUND', 'You have not answered this question yet', 'NOT_FOUND');
    return this.answerView(question, answer, locale);
  }
}
