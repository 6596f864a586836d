import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackOnce } from '../../../lib/analytics';
import { currentLocale } from '../../../lib/i18n';
import { localStore, sessionStore } from '../../../lib/storage';
import { useQuestionList } from '../api/question-list';
import { useExamId, useFlowNavigate } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation, type QuizKey } from '../quiz-i18n';
import { clampPart, isNearlyComplete, type QuizParts, type ScaleKind } from '../quiz-parts';
import { loadScroll, saveCurrentExamId, saveScroll } from '../quiz-persistence';
import { countAnswered, unansweredIds } from '../quiz-state';
import { useQuizState } from '../quiz-store';
import { LoadError } from './load-error';
import { MatricesQuiz } from './matrices-quiz';
import { QuestionItem } from './question-item';
import { QuizProgress } from './quiz-progress';
import { LastResultNote } from './last-result-note';
import '../quiz.css';

/** The intro above the first part, fitting the answer scale. */
const INTRO_BY_SCALE: Record<ScaleKind, QuizKey> = {
  agreement: 'questions.intro',
  accuracy: 'profile.intro',
  agreement5: 'profileTests.intro',
};

/**
 * The questions (`/quiz/standard`, `/answer/question`, `/question/:examId`): three parts, one per
 * page, in the visitor's language; answers and the part are saved on every change.
 */
export function QuizPage() {
  const { t } = useQuizTranslation();
  const examId = useExamId();
  const { pathname } = useLocation();
  const [, dispatch] = useQuizState(examId);
  const { quiz, matrices, error, retry } = useQuestionList(examId, currentLocale());

  useEffect(() => {
    saveCurrentExamId(localStore, examId);
    dispatch({ type: 'setQuestionPath', path: pathname });
  }, [examId, pathname, dispatch]);

  if (!quiz) {
    if (error) return <LoadError onRetry={retry} />;
    return <QuestionsSkeleton label={t('questions.loading')} />;
  }
  if (matrices && matrices.items.length > 0 && matrices.timeLimitSeconds > 0) return <MatricesQuiz test={matrices} examId={examId} />;
  if (quiz.total === 0 || quiz.scale.length === 0) return <p className="quiz-empty">{t('questions.empty')}</p>;
  return <QuestionPages quiz={quiz} examId={examId} />;
}

function QuestionsSkeleton({ label }: { label: string }) {
  return (
    <div className="quiz" aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--bar" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton skeleton--question" />
      ))}
    </div>
  );
}

function QuestionPages({ quiz, examId }: { quiz: QuizParts; examId: string }) {
  const { t } = useQuizTranslation();
  const [state, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const navigationType = useNavigationType();
  const partCount = quiz.parts.length;
  const partIndex = clampPart(state.part, partCount);
  const part = quiz.parts[partIndex] ?? [];
  const partIds = part.map((q) => q.questionId);
  const offset = quiz.parts.slice(0, partIndex).reduce((n, p) => n + p.length, 0);
  const answered = countAnswered(state.answers, quiz.questionIds);
  const missing = unansweredIds(state.answers, partIds);
  const [showErrors, setShowErrors] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const isLast = partIndex === partCount - 1;

  useDocumentTitle(t('questions.pageTitle', { part: partIndex + 1, count: partCount }));
  // The first answer starts the test (once per exam in this tab: a reload or a re-render sends nothing again).
  const started = answered > 0;
  useEffect(() => {
    if (started) trackOnce(examId, 'test_start', { exam_id: examId });
  }, [started, examId]);

  const onAnswer = useCallback((questionId: string, value: number) => dispatch({ type: 'answer', questionId, value }), [dispatch]);
  const inputRef = useCallback((questionId: string, element: HTMLInputElement | null) => {
    if (element) inputs.current.set(questionId, element);
    else inputs.current.delete(questionId);
  }, []);

  // Reload (or back): return to where the visitor was on this part. Other arrivals start at the top.
  useLayoutEffect(() => {
    const memory = loadScroll(sessionStore, examId);
    if (navigationType === 'POP' && memory && memory.part === partIndex && memory.y > 0) window.scrollTo(0, memory.y);
    // Only on arrival: later part changes are handled below.
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saveScroll(sessionStore, examId, { part: partIndex, y: Math.round(window.scrollY) });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [examId, partIndex]);

  // A new part starts at the top, with focus on its heading.
  const shownPart = useRef(partIndex);
  useEffect(() => {
    if (shownPart.current === partIndex) return;
    shownPart.current = partIndex;
    window.scrollTo(0, 0);
    saveScroll(sessionStore, examId, { part: partIndex, y: 0 });
    headingRef.current?.focus();
  }, [partIndex, examId]);

  function onNext() {
    if (missing.length > 0) {
      setShowErrors(true);
      const first = missing[0];
      const input = first ? inputs.current.get(first) : undefined;
      input?.focus();
      input?.closest('.question')?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setShowErrors(false);
    trackOnce(`${examId}:${partIndex + 1}`, 'part_complete', { exam_id: examId, part: partIndex + 1, part_count: partCount });
    if (isLast) goTo(quizPaths.submit);
    else dispatch({ type: 'goToPart', part: partIndex + 1 });
  }

  function onPrevious() {
    setShowErrors(false);
    dispatch({ type: 'goToPart', part: partIndex - 1 });
  }

  const tip = partIndex === 0 ? null : partIndex === 1 ? t('questions.tipAfterPart1') : t('questions.tipAfterPart2');
  const nearlyComplete = isNearlyComplete(partIndex, partCount, answered, quiz.total);
  const showLastResult = state.lastOrderNumber !== null && answered === 0;

  return (
    <div className="quiz">
      <QuizProgress answered={answered} total={quiz.total} />
      <h1 ref={headingRef} tabIndex={-1} className="quiz__heading">
        {t('questions.heading', { part: partIndex + 1, count: partCount })}
      </h1>
      {showLastResult && state.lastOrderNumber ? <LastResultNote orderNumber={state.lastOrderNumber} /> : null}
      {tip ? (
        <p className="quiz-tip">{tip}</p>
      ) : (
        <p className="quiz__intro">{t(INTRO_BY_SCALE[quiz.scaleKind])}</p>
      )}
      <ol className="question-list" start={offset + 1}>
        {part.map((question, index) => (
          <QuestionItem
            key={question.questionId}
            question={question}
            number={offset + index + 1}
            total={quiz.total}
            scale={quiz.scale}
            value={state.answers[question.questionId]}
            invalid={showErrors && state.answers[question.questionId] === undefined}
            onAnswer={onAnswer}
            inputRef={inputRef}
          />
        ))}
      </ol>
      <div role="status" className="quiz__status">
        {nearlyComplete ? <p className="quiz-tip quiz-tip--done">{t('questions.nearlyComplete')}</p> : null}
      </div>
      <div role="alert" className="quiz__alert">
        {showErrors && missing.length > 0 ? (
          <p className="field-error">{t('questions.unansweredSummary', { left: missing.length })}</p>
        ) : null}
      </div>
      <div className="quiz__actions">
        {partIndex > 0 ? (
          <button type="button" className="button button--secondary" onClick={onPrevious}>
            {t('questions.previous')}
          </button>
        ) : null}
        <button type="button" className="button button--large" onClick={onNext}>
          {isLast ? t('questions.submit') : t('questions.next')}
        </button>
      </div>
    </div>
  );
}
