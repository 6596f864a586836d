import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackOnce } from '../../../lib/analytics';
import { currentLocale } from '../../../lib/i18n';
import { profileTestKind, type ProfileTestKind } from '../../../lib/profile-tests';
import { useQuestionList } from '../api/question-list';
import { flowSearch, useExamId, useFlowNavigate, useStartAtTop } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation, type QuizKey } from '../quiz-i18n';
import { countAnswered } from '../quiz-state';
import { useQuizState } from '../quiz-store';
import { AlreadyCompleted } from './already-completed';
import { LoadError } from './load-error';
import { Spinner } from './spinner';
import '../quiz.css';

/** How long the nearly-complete message stays before the calculating screen. */
export const NEARLY_COMPLETE_MS = 1500;
/** How long the calculating screen runs. */
export const CALCULATING_MS = 3000;

/** What the calculating and answer-complete screens say: the type or the profile of the exam's scales. */
interface ResultWording {
  calculating: QuizKey;
  completeText: QuizKey;
  indicators: readonly QuizKey[];
}

const TYPE_WORDING: ResultWording = {
  calculating: 'submitFlow.calculating',
  completeText: 'submitFlow.completeText',
  indicators: [
    'submitFlow.indicators.energy',
    'submitFlow.indicators.perception',
    'submitFlow.indicators.decisions',
    'submitFlow.indicators.lifestyle',
    'submitFlow.indicators.clarity',
  ],
};

/** Each profile test names its own scales, in the order the server scores them. */
const PROFILE_WORDING: Record<ProfileTestKind, ResultWording> = {
  mapping: {
    calculating: 'profile.calculating',
    completeText: 'profile.completeText',
    indicators: [
      'profile.indicators.extraversion',
      'profile.indicators.agreeableness',
      'profile.indicators.conscientiousness',
      'profile.indicators.neuroticism',
      'profile.indicators.openness',
    ],
  },
  relationships: {
    calculating: 'profileTests.relationships.calculating',
    completeText: 'profileTests.relationships.completeText',
    indicators: [
      'profileTests.relationships.indicators.intimacy',
      'profileTests.relationships.indicators.independence',
      'profileTests.relationships.indicators.security',
    ],
  },
  career: {
    calculating: 'profileTests.career.calculating',
    completeText: 'profileTests.career.completeText',
    indicators: [
      'profileTests.career.indicators.realistic',
      'profileTests.career.indicators.investigative',
      'profileTests.career.indicators.artistic',
      'profileTests.career.indicators.social',
      'profileTests.career.indicators.enterprising',
      'profileTests.career.indicators.conventional',
    ],
  },
  growth: {
    calculating: 'profileTests.growth.calculating',
    completeText: 'profileTests.growth.completeText',
    indicators: [
      'profileTests.growth.indicators.social',
      'profileTests.growth.indicators.result',
      'profileTests.growth.indicators.emotional',
      'profileTests.growth.indicators.quality',
      'profileTests.growth.indicators.intuitive',
      'profileTests.growth.indicators.reflective',
    ],
  },
};

function wordingOf(examId: string): ResultWording {
  const kind = profileTestKind(examId);
  return kind ? PROFILE_WORDING[kind] : TYPE_WORDING;
}

/**
 * `/quiz/submit`: nearly complete (a short message, as the spec's flow has it), calculating (analysing the exam's indicators: the type's five or a profile test's scales, ~3 s)
 * and then answer-complete with 'Get my report' and 'Edit my answers'.
 */
export function QuizSubmitPage() {
  const { t } = useQuizTranslation();
  const examId = useExamId();
  const [state, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const { quiz, matrices, error, retry } = useQuestionList(examId, currentLocale());
  useDocumentTitle(t('submitFlow.pageTitle'));
  useStartAtTop();
  const { search } = useLocation();

  if (!quiz) {
    if (error) return <LoadError onRetry={retry} />;
    return <Spinner label={t('questions.loading')} />;
  }
  // The matrices test has no calculating step: it ends on its own page, by the clock or 'Finish now'.
  if (matrices) return <Navigate replace to={{ pathname: state.questionPath ?? quizPaths.questions, search: flowSearch(search) }} />;
  const answered = countAnswered(state.answers, quiz.questionIds);
  if (answered === 0 && state.lastOrderNumber) return <AlreadyCompleted orderNumber={state.lastOrderNumber} />;
  if (answered < quiz.total) {
    return (
      <section className="quiz-panel" aria-labelledby="quiz-incomplete">
        <h1 id="quiz-incomplete">{t('submitFlow.incompleteHeading')}</h1>
        <p>{t('submitFlow.incompleteText')}</p>
        <button type="button" className="button" onClick={() => goTo(state.questionPath ?? quizPaths.questions)}>
          {t('submitFlow.backToQuestions')}
        </button>
      </section>
    );
  }
  const wording = wordingOf(examId);
  const calculated = () => {
    trackOnce(examId, 'test_complete', { exam_id: examId });
    dispatch({ type: 'calculated' });
  };
  if (!state.calculated) return <NearlyCompleteThenCalculating wording={wording} onDone={calculated} />;
  return (
    <AnswerComplete
      wording={wording}
      onGetReport={() => goTo(quizPaths.email)}
      onEdit={() => {
        dispatch({ type: 'goToPart', part: 0 });
        goTo(state.questionPath ?? quizPaths.questions);
      }}
    />
  );
}

function NearlyCompleteThenCalculating({ wording, onDone }: { wording: ResultWording; onDone: () => void }) {
  const [nearlyShown, setNearlyShown] = useState(false);
  if (!nearlyShown) return <NearlyComplete onDone={() => setNearlyShown(true)} />;
  return <Calculating wording={wording} onDone={onDone} />;
}

function NearlyComplete({ onDone }: { onDone: () => void }) {
  const { t } = useQuizTranslation();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), NEARLY_COMPLETE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="quiz-panel" aria-labelledby="nearly-complete-title" aria-live="polite">
      <h1 id="nearly-complete-title">{t('submitFlow.nearlyHeading')}</h1>
      <p>{t('submitFlow.nearlyText')}</p>
    </section>
  );
}

function Calculating({ wording, onDone }: { wording: ResultWording; onDone: () => void }) {
  const { t } = useQuizTranslation();
  const [percent, setPercent] = useState(0);
  const { indicators } = wording;
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const next = Math.min(100, Math.round(((now - start) / CALCULATING_MS) * 100));
      setPercent(next);
      if (next < 100) frame = requestAnimationFrame(step);
      else done.current();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section className="quiz-panel calculating" aria-labelledby="calculating-title" aria-busy="true">
      <h1 id="calculating-title">{t('submitFlow.calculatingHeading')}</h1>
      <p className="calculating__message">{t(wording.calculating)}</p>
      <div
        className="quiz-progress__track calculating__track"
        role="progressbar"
        aria-label={t('submitFlow.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="quiz-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ul className="calculating__list">
        {indicators.map((key, index) => {
          const reached = percent >= ((index + 1) / indicators.length) * 100 - 1;
          return (
            <li key={key} className={reached ? 'is-done' : undefined}>
              <span className="calculating__mark" aria-hidden="true" />
              {t(key)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AnswerComplete({ wording, onGetReport, onEdit }: { wording: ResultWording; onGetReport: () => void; onEdit: () => void }) {
  const { t } = useQuizTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="quiz-panel" aria-labelledby="complete-title">
      <h1 id="complete-title" ref={heading} tabIndex={-1}>
        {t('submitFlow.completeHeading')}
      </h1>
      <p>{t(wording.completeText)}</p>
      <div className="quiz__actions quiz__actions--stack">
        <button type="button" className="button button--large" onClick={onGetReport}>
          {t('submitFlow.getReport')}
        </button>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t('submitFlow.editAnswers')}
        </button>
      </div>
    </section>
  );
}
