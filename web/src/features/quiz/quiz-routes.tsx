/**
 * The answer flow's routes, for the app router (children of the site layout). Each page is its
 * own chunk, loaded with the quiz texts when its route is first visited.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { quizPaths } from './quiz-paths';

const NAMESPACES = ['quiz'];

const questions = async () => {
  const [page] = await Promise.all([import('./components/quiz-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.QuizPage };
};

export const quizRoutes: RouteObject[] = [
  { path: quizPaths.questions, lazy: questions },
  { path: quizPaths.questionsAlias, lazy: questions },
  { path: quizPaths.questionStep, lazy: questions },
  {
    path: quizPaths.submit,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/quiz-submit-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.QuizSubmitPage };
    },
  },
  {
    path: quizPaths.email,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/email-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.EmailPage };
    },
  },
  {
    path: quizPaths.form,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/personal-form-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.PersonalFormPage };
    },
  },
];
