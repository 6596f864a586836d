import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackOnce } from '../../../lib/analytics';
import { legalLinkOf } from '../../../lib/legal-links';
import { flowSearch, useExamId, useFlowNavigate, useStartAtTop } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation } from '../quiz-i18n';
import { useQuizState } from '../quiz-store';
import { validateEmailCapture } from '../quiz-validation';
import { splitTaggedText } from '../tagged-text';
import '../quiz.css';

/** `/answer/email`: e-mail capture with the privacy notice and Continue. */
export function EmailPage() {
  const { t } = useQuizTranslation();
  const examId = useExamId();
  const [state, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const { search } = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Shown after Continue; cleared as soon as the address becomes valid, shown again on the next Continue.
  const [error, setError] = useState<'emailCapture' | null>(null);
  useDocumentTitle(t('email.pageTitle'));
  useStartAtTop();

  // Arrived from the matrices test when its time ran out.
  const timeUp = new URLSearchParams(search).get('timeUp') === '1';
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmailCapture(state.email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    dispatch({ type: 'setEmail', email: state.email.trim() });
    // That an address was given, never the address.
    trackOnce(examId, 'email_given', { exam_id: examId });
    goTo(quizPaths.form);
  }

  return (
    <section className="quiz-panel quiz-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('email.heading')}</h1>
      {timeUp ? (
        <p role="status" className="quiz-note">
          {t('matrices.timeUp')}
        </p>
      ) : null}
      <p>{t('email.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('email.label')}</label>
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={state.email}
            onChange={(event) => {
              dispatch({ type: 'setEmail', email: event.target.value });
              if (error && !validateEmailCapture(event.target.value)) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noticeId}` : noticeId}
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {t('errors.emailCapture')}
            </p>
          ) : null}
        </div>
        <p id={noticeId} className="privacy-notice">
          {splitTaggedText(t('email.privacy')).map((piece, index) => {
            const link = 'tag' in piece ? legalLinkOf(piece.tag) : undefined;
            if (!link) return <span key={index}>{piece.text}</span>;
            return (
              <Link key={index} to={{ pathname: link.pathname, search: flowSearch(search), hash: link.hash }}>
                {piece.text}
              </Link>
            );
          })}
        </p>
        <button type="submit" className="button button--large">
          {t('email.continue')}
        </button>
      </form>
    </section>
  );
}
