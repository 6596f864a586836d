/** The daily question's route, for the app router (a child of the site layout): its own chunk, with its texts. */
import type { RouteObject } from 'react-router';
import { DAILY_REMINDER_NAMESPACE } from '../../lib/daily-reminder';
import { loadNamespaces } from '../../lib/i18n';
import { DAILY_QUESTION_NAMESPACE } from './daily-question-i18n';
import { dailyQuestionPaths } from './daily-question-paths';

const page = async () => {
  const [module] = await Promise.all([import('./components/daily-question-page'), loadNamespaces([DAILY_QUESTION_NAMESPACE, DAILY_REMINDER_NAMESPACE])]);
  return { Component: module.DailyQuestionPage };
};

export const dailyQuestionRoutes: RouteObject[] = [{ path: dailyQuestionPaths.page, lazy: page }];
