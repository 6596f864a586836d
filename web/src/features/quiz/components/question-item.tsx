import { memo, useId } from 'react';
import type { Question, ScaleOption } from '../quiz-parts';
import { useQuizTranslation } from '../quiz-i18n';

interface QuestionItemProps {
  question: Question;
  number: number;
  total: number;
  scale: ScaleOption[];
  value: number | undefined;
  invalid: boolean;
  onAnswer: (questionId: string, value: number) => void;
  /** Receives the group's first input, to focus when the question still needs an answer. */
  inputRef?: (questionId: string, element: HTMLInputElement | null) => void;
}

/** One statement with the answer scale's labels (seven or five) as a radio group (arrow keys move between them). */
export const QuestionItem = memo(function QuestionItem({
  question,
  number,
  total,
  scale,
  value,
  invalid,
  onAnswer,
  inputRef,
}: QuestionItemProps) {
  const { t } = useQuizTranslation();
  const id = useId();
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  return (
    <li className={`question${invalid ? ' question--invalid' : ''}`} data-question-id={question.questionId}>
      <p id={textId} className="question__text">
        <span className="question__number">{t('questions.questionNumber', { number, total })}</span>
        <span className="question__statement">{question.text}</span>
      </p>
      <div
        role="radiogroup"
        className="scale"
        aria-labelledby={textId}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        {scale.map((option, index) => (
          <label key={option.value} className="scale__option" data-value={option.value}>
            <input
              type="radio"
              name={`q-${question.questionId}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onAnswer(question.questionId, option.value)}
              ref={index === 0 && inputRef ? (element) => inputRef(question.questionId, element) : undefined}
            />
            <span className="scale__label">{option.label}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className="field-error">
          {t('questions.unansweredQuestion')}
        </p>
      ) : null}
    </li>
  );
});
