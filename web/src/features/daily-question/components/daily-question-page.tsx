import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { DailyReminderSwitch } from '../../../components/daily-reminder-switch';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { NetworkError } from '../../../lib/api-client';
import { useAnswer } from '../api/answer';
import { useTodayQuestion } from '../api/today';
import { answerKey, TODAY_KEY, type Answer, type TodayQuestion } from '../api/types';
import { answerLines } from '../answer-rules';
import { useDailyQuestionTranslation } from '../daily-question-i18n';
import { LINKED_PAGE, loginPathBackTo } from '../daily-question-paths';
import { isSignedOut } from '../submit-failure';
import { StopReminder } from './stop-reminder';
import { QuestionForm } from './question-form';
import '../daily-question.css';

/**
 * `/userCenter/growthCenter/dailyQuestion`: today's question for a member — the form, then the analysis;
 * once answered, the analysis alone, and the switch of the morning reminder mail. Locked without a subscription;
 * visitors are sent to sign in. `?stopReminder=…` (the reminder mail's link) shows only the button that stops it.
 */
export function DailyQuestionPage() {
  const { t } = useDailyQuestionTranslation();
  useDocumentTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const stopToken = params.get('stopReminder')?.trim();
  return (
    <section className="dq-page" aria-labelledby="dq-title">
      <p className="dq-breadcrumb">
        <Link to={LINKED_PAGE.growthCenter}>{t('common.backToGrowth')}</Link>
      </p>
      <h1 id="dq-title">{t('heading')}</h1>
      <p className="dq-intro">{t('intro')}</p>
      {stopToken ? <StopReminder key={stopToken} token={stopToken} /> : <MemberQuestion />}
    </section>
  );
}

function MemberQuestion() {
  const { t } = useDailyQuestionTranslation();
  const location = useLocation();
  const { question, error, retry } = useTodayQuestion();

  let body;
  if (isSignedOut(error))
    body = (
      <>
        <p role="status">{t('common.checkingSignIn')}</p>
        <Navigate to={loginPathBackTo(`${location.pathname}${location.search}`)} replace />
      </>
    );
  else if (error) body = <LoadFailure text={error instanceof NetworkError ? t('common.networkError') : t('common.loadFailed')} onRetry={retry} />;
  else if (!question)
    body = (
      <p className="dq-state" role="status">
        {t('common.loading')}
      </p>
    );
  else if (question.locked) body = <Locked />;
  else
    body = (
      <>
        <TodaysQuestion question={question} />
        <DailyReminderSwitch />
      </>
    );
  return body;
}

function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useDailyQuestionTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

function Locked() {
  const { t } = useDailyQuestionTranslation();
  return (
    <div className="notice notice--warning" data-testid="daily-question-locked">
      <h2>{t('locked.heading')}</h2>
      <p>{t('locked.text')}</p>
      <Link className="button" to={LINKED_PAGE.upgrade}>
        {t('locked.upgrade')}
      </Link>
    </div>
  );
}

/** The date, type and format of the question. */
function QuestionFacts({ question }: { question: TodayQuestion }) {
  const { t, language } = useDailyQuestionTranslation();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${question.date}T00:00:00Z`));
  return (
    <div className="dq-facts">
      <p className="dq-facts__date">{t('question.dateLabel', { date })}</p>
      <dl>
        <div>
          <dt>{t('question.typeLabel')}</dt>
          <dd data-testid="question-type">{question.typeName}</dd>
        </div>
        <div>
          <dt>{t('question.formatLabel')}</dt>
          <dd>{t(`format.${question.format}`)}</dd>
        </div>
      </dl>
    </div>
  );
}

function TodaysQuestion({ question }: { question: TodayQuestion }) {
  const { mutate } = useSWRConfig();
  const [justAnswered, setJustAnswered] = useState(false);

  const onAnswered = (answer: Answer) => {
    void mutate(answerKey(question.questionId), answer, { revalidate: false });
    void mutate(TODAY_KEY, { ...question, answered: true }, { revalidate: false });
    setJustAnswered(true);
  };
  const reloadQuestion = () => void mutate(TODAY_KEY);

  return (
    <article className="dq-question">
      <QuestionFacts question={question} />
      {question.answered ? (
        <>
          <p className="dq-prompt">{question.prompt}</p>
          <AnswerAnalysis question={question} focus={justAnswered} />
        </>
      ) : (
        <QuestionForm question={question} onAnswered={onAnswered} onReload={reloadQuestion} />
      )}
    </article>
  );
}

/** The analysis: right or wrong, the correct answer, the member's answer, the explanation. */
function AnswerAnalysis({ question, focus }: { question: TodayQuestion; focus: boolean }) {
  const { t } = useDailyQuestionTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { answer, error, retry } = useAnswer(question.questionId);

  useEffect(() => {
    if (focus && answer) headingRef.current?.focus();
  }, [focus, answer]);

  if (error) return <LoadFailure text={t('result.loadFailed')} onRetry={retry} />;
  if (!answer)
    return (
      <p className="dq-state" role="status">
        {t('result.loading')}
      </p>
    );

  const correct = answerLines(answer.correctAnswer, question.options);
  const yours = answerLines(answer.yourAnswer, question.options);
  return (
    <section className={`dq-result ${answer.correct ? 'dq-result--correct' : 'dq-result--wrong'}`} aria-labelledby={`${id}-heading`} data-testid="daily-question-result">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('result.heading')}
      </h2>
      <p className="dq-verdict" data-testid="daily-question-verdict" data-correct={String(answer.correct)}>
        <span aria-hidden="true">{answer.correct ? '✓ ' : '✗ '}</span>
        {answer.correct ? t('result.correct') : t('result.wrong')}
      </p>
      <dl className="dq-answers">
        <div>
          <dt>{t('result.correctAnswer')}</dt>
          {correct.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
        <div>
          <dt>{t('result.yourAnswer')}</dt>
          {yours.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      </dl>
      <h3>{t('result.analysis')}</h3>
      {answer.analysis
        .split(/\n\s*\n/)
        .filter((text) => text.trim() !== '')
        .map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      <p className="dq-note">{t('result.comeBack')}</p>
    </section>
  );
}
