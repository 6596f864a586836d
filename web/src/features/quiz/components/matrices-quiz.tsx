import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackOnce } from '../../../lib/analytics';
import { formatClock, isMatrixAnswer, secondsLeft, shouldAnnounce, svgDataUrl, type MatricesTest, type MatrixItem } from '../matrices-test';
import { useFlowNavigate } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation } from '../quiz-i18n';
import { clampPart } from '../quiz-parts';
import { useQuizState } from '../quiz-store';
import { QuizProgress } from './quiz-progress';
import { LastResultNote } from './last-result-note';

/**
 * The matrices IQ test (exam 3): the instructions, then one matrix at a time with its eight options
 * against a countdown. The clock runs from the stored start, so a reload does not give more time; at
 * zero (or after 'Finish now' and its confirm) the answering ends and the e-mail step follows.
 */
export function MatricesQuiz({ test, examId }: { test: MatricesTest; examId: string }) {
  const [state] = useQuizState(examId);
  if (state.startedAt === null) return <Instructions test={test} examId={examId} />;
  if (state.finishedAt !== null) return <Finished examId={examId} />;
  return <Running test={test} examId={examId} startedAt={state.startedAt} />;
}

function Instructions({ test, examId }: { test: MatricesTest; examId: string }) {
  const { t } = useQuizTranslation();
  const [state, dispatch] = useQuizState(examId);
  const id = useId();
  useDocumentTitle(t('matrices.pageTitle'));
  const minutes = Math.round(test.timeLimitSeconds / 60);
  return (
    <section className="quiz-panel matrices-intro" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('matrices.heading')}</h1>
      {test.instructions ? <p>{test.instructions}</p> : null}
      <ul className="matrices-intro__rules">
        <li>{t('matrices.rules.time', { minutes, total: test.items.length })}</li>
        <li>{t('matrices.rules.clock')}</li>
        <li>{t('matrices.rules.unanswered')}</li>
        <li>{t('matrices.rules.keyboard')}</li>
      </ul>
      {state.lastOrderNumber ? <LastResultNote orderNumber={state.lastOrderNumber} /> : null}
      <div className="quiz__actions">
        <button type="button" className="button button--large" onClick={() => dispatch({ type: 'start', at: Date.now() })}>
          {t('matrices.start')}
        </button>
      </div>
    </section>
  );
}

/** Seconds left, updated every second from the wall clock (a throttled background tab catches up). */
function useSecondsLeft(startedAt: number, limitSeconds: number): number {
  const [left, setLeft] = useState(() => secondsLeft(startedAt, Date.now(), limitSeconds));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(startedAt, Date.now(), limitSeconds)), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, limitSeconds]);
  return left;
}

function Running({ test, examId, startedAt }: { test: MatricesTest; examId: string; startedAt: number }) {
  const { t } = useQuizTranslation();
  const [state, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const left = useSecondsLeft(startedAt, test.timeLimitSeconds);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const previousLeft = useRef(left);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const index = clampPart(state.part, test.items.length);
  const item = test.items[index];
  const answered = test.itemIds.filter((questionId) => isMatrixAnswer(state.answers[questionId])).length;
  const unanswered = test.items.length - answered;
  const isLast = index === test.items.length - 1;
  useDocumentTitle(t('matrices.itemTitle', { number: index + 1, total: test.items.length }));
  // The clock runs: the test has started (once per exam in this tab, however often this renders).
  useEffect(() => {
    trackOnce(examId, 'test_start', { exam_id: examId });
  }, [examId]);

  useEffect(() => {
    if (shouldAnnounce(previousLeft.current, left) && left > 0) setAnnouncement(t('matrices.timeLeftAnnounce', { time: formatClock(left) }));
    previousLeft.current = left;
    if (left === 0) {
      trackOnce(examId, 'test_complete', { exam_id: examId });
      dispatch({ type: 'finish', at: startedAt + test.timeLimitSeconds * 1000 });
      goTo(quizPaths.email, { timeUp: '1' });
    }
  }, [left, t, dispatch, goTo, startedAt, test.timeLimitSeconds, examId]);

  // A new item: focus its heading so a screen reader reads where the visitor is.
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  function finishNow() {
    trackOnce(examId, 'test_complete', { exam_id: examId });
    dispatch({ type: 'finish', at: Date.now() });
    goTo(quizPaths.email);
  }

  if (!item) return null;
  return (
    <div className="quiz matrices">
      <div className="matrices__bar">
        <QuizProgress answered={answered} total={test.items.length} />
        <p className={`matrices__clock${left <= 60 ? ' matrices__clock--low' : ''}`}>
          <span className="matrices__clock-label">{t('matrices.timeLeft')}</span>{' '}
          <span role="timer" data-testid="matrices-clock">
            {formatClock(left)}
          </span>
        </p>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="quiz__heading">
        {t('matrices.itemHeading', { number: index + 1, total: test.items.length })}
      </h1>
      <MatrixQuestion
        item={item}
        number={index + 1}
        value={state.answers[item.questionId]}
        onAnswer={(value) => dispatch({ type: 'answer', questionId: item.questionId, value })}
      />
      <div className="quiz__actions">
        {index > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'goToPart', part: index - 1 })}>
            {t('questions.previous')}
          </button>
        ) : null}
        {!isLast ? (
          <button type="button" className="button" onClick={() => dispatch({ type: 'goToPart', part: index + 1 })}>
            {t('questions.next')}
          </button>
        ) : null}
        <button ref={finishRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)} aria-expanded={confirming}>
          {t('matrices.finish')}
        </button>
      </div>
      {confirming ? (
        <FinishConfirm
          unanswered={unanswered}
          onConfirm={finishNow}
          onCancel={() => {
            setConfirming(false);
            finishRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function MatrixQuestion({ item, number, value, onAnswer }: { item: MatrixItem; number: number; value: number | undefined; onAnswer: (value: number) => void }) {
  const { t } = useQuizTranslation();
  const id = useId();
  return (
    <div className="matrix" data-question-id={item.questionId}>
      <img className="matrix__grid" src={svgDataUrl(item.matrixSvg)} alt={t('matrices.matrixAlt', { number })} />
      <p id={`${id}-prompt`} className="question__text">
        {item.prompt || t('matrices.prompt')}
      </p>
      <div role="radiogroup" className="matrix__options" aria-labelledby={`${id}-prompt`}>
        {item.options.map((option) => (
          <label key={option.value} className="matrix__option">
            <input
              type="radio"
              name={`m-${item.questionId}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onAnswer(option.value)}
            />
            {/* The picture names the radio: its label's only text is this alt. */}
            <img src={svgDataUrl(option.svg)} alt={t('matrices.optionLabel', { option: option.value })} />
            <span className="matrix__option-number" aria-hidden="true">
              {option.value}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

function FinishConfirm({ unanswered, onConfirm, onCancel }: { unanswered: number; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useQuizTranslation();
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  // Before paint, so a key pressed as soon as the dialog shows already reaches it.
  useLayoutEffect(() => {
    confirmRef.current?.focus();
    // Escape closes it wherever focus is on the page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section
      className="quiz-panel matrices-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`}>{t('matrices.confirmHeading')}</h2>
      <p id={`${id}-text`}>
        {unanswered > 0 ? t('matrices.confirmUnanswered', { count: unanswered }) : t('matrices.confirmAllAnswered')}
      </p>
      <div className="quiz__actions">
        <button ref={confirmRef} type="button" className="button" onClick={onConfirm}>
          {t('matrices.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('matrices.keepGoing')}
        </button>
      </div>
    </section>
  );
}

/** Back on the questions after the answering ended: go on to the e-mail step, or start a new attempt. */
function Finished({ examId }: { examId: string }) {
  const { t } = useQuizTranslation();
  const [, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const id = useId();
  useDocumentTitle(t('matrices.pageTitle'));
  return (
    <section className="quiz-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('matrices.finishedHeading')}</h1>
      <p>{t('matrices.finishedText')}</p>
      <div className="quiz__actions quiz__actions--stack">
        <button type="button" className="button button--large" onClick={() => goTo(quizPaths.email)}>
          {t('submitFlow.getReport')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'start', at: Date.now() })}>
          {t('matrices.startAgain')}
        </button>
      </div>
    </section>
  );
}
