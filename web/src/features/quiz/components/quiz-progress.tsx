import { useId } from 'react';
import { useQuizTranslation } from '../quiz-i18n';

/** 'Answered X of N' with a bar; sticks to the top of the screen while scrolling. */
export function QuizProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useQuizTranslation();
  const id = useId();
  const text = t('questions.progress', { answered, total });
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="quiz-progress">
      <p id={id} className="quiz-progress__text">
        {text}
      </p>
      <div
        className="quiz-progress__track"
        role="progressbar"
        aria-label={t('questions.progressLabel')}
        aria-describedby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={text}
      >
        <div className="quiz-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
