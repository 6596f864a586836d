import { useId, useRef, useState, type FormEvent } from 'react';
import { submitAnswer } from '../api/answer';
import type { Answer, TodayQuestion } from '../api/types';
import { answerLength, checkAnswer, FILL_MAX_LENGTH, toggleChoice, type AnswerProblem } from '../answer-rules';
import { useDailyQuestionTranslation } from '../daily-question-i18n';
import { submitFailure } from '../submit-failure';

type FormMessage = AnswerProblem | 'failed' | 'notToday';

/**
 * Today's question as a form: radios for single choice, checkboxes for multiple choice, a text field to
 * fill in. Nothing chosen gives the spec's 'make a choice before submitting' and focus on the choices.
 */
export function QuestionForm({ question, onAnswered, onReload }: { question: TodayQuestion; onAnswered: (answer: Answer) => void; onReload: () => void }) {
  const { t } = useDailyQuestionTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const messageId = `${id}-message`;
  const fieldProblem = message === 'makeChoice' || message === 'tooLong';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const check = checkAnswer(question, { optionKeys: chosen, text });
    if (!check.ok) {
      setMessage(check.problem);
      firstFieldRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      onAnswered(await submitAnswer(check.request));
    } catch (error) {
      const failure = submitFailure(error);
      if (failure === 'alreadyAnswered' || failure === 'reload') onReload();
      else {
        setMessage(failure);
        if (failure === 'makeChoice' || failure === 'tooLong') firstFieldRef.current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const messageText =
    message === 'makeChoice'
      ? t('errors.makeChoice')
      : message === 'tooLong'
        ? t('errors.tooLong', { max: FILL_MAX_LENGTH })
        : message === 'notToday'
          ? t('errors.notToday')
          : message === 'failed'
            ? t('errors.submitFailed')
            : '';

  return (
    <form className="dq-form" onSubmit={(event) => void submit(event)} noValidate>
      {question.format === 'fill' ? (
        <div className="dq-fill">
          <p className="dq-prompt" id={`${id}-prompt`}>
            {question.prompt}
          </p>
          <label htmlFor={`${id}-text`}>{t('question.fillLabel')}</label>
          <input
            ref={firstFieldRef}
            id={`${id}-text`}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-prompt ${id}-hint${fieldProblem ? ` ${messageId}` : ''}`}
            aria-invalid={fieldProblem || undefined}
            autoComplete="off"
          />
          <p className="dq-hint" id={`${id}-hint`}>
            {t('question.fillHint', { max: FILL_MAX_LENGTH, count: answerLength(text) })}
          </p>
        </div>
      ) : (
        <fieldset className="dq-choices" aria-describedby={`${id}-how${fieldProblem ? ` ${messageId}` : ''}`} aria-invalid={fieldProblem || undefined}>
          <legend className="dq-prompt">{question.prompt}</legend>
          <p className="dq-hint" id={`${id}-how`}>
            {question.format === 'single' ? t('question.chooseOne') : t('question.chooseAny')}
          </p>
          {question.options.map((option, index) => (
            <label key={option.key} className="dq-choice">
              <input
                ref={index === 0 ? firstFieldRef : undefined}
                type={question.format === 'single' ? 'radio' : 'checkbox'}
                name={`${id}-choice`}
                value={option.key}
                checked={chosen.includes(option.key)}
                onChange={() => setChosen((current) => toggleChoice(question.format, current, option.key))}
              />
              <span className="dq-choice__key">{option.key}.</span> {option.text}
            </label>
          ))}
        </fieldset>
      )}

      {message ? (
        <div className="notice notice--error" role="alert" id={messageId} data-testid="daily-question-message">
          <p>{messageText}</p>
          {message === 'failed' ? (
            <button type="button" className="button" onClick={() => void submit()}>
              {t('common.retry')}
            </button>
          ) : message === 'notToday' ? (
            <button type="button" className="button" onClick={onReload}>
              {t('errors.loadToday')}
            </button>
          ) : null}
        </div>
      ) : null}

      <button type="submit" className="button button--large" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('question.submitting') : t('question.submit')}
      </button>
    </form>
  );
}
