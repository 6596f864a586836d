import { useEffect, useId, useRef, useState } from 'react';
import { describeFailure, type FailureText } from '../tree-hole-errors';
import { useTreeHoleTranslation, type TreeHoleT } from '../tree-hole-i18n';
import { formatRelativeAge, relativeAge } from '../relative-time';
import { removePost, reportPost } from '../api/posts';
import { REPORT_REASONS, type ReportReason, type TreeHolePost } from '../api/types';

type Mode = 'idle' | 'confirmRemove' | 'report';

/** One anonymous post: its text and age; remove (own posts, after a confirmation) or report (others'). */
export function PostItem({ post, now, onRemoved }: { post: TreeHolePost; now: number; onRemoved: (postId: string) => void }) {
  const { t, language } = useTreeHoleTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState<ReportReason>('abuse');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const [reported, setReported] = useState(post.reportedByMe);
  const created = Date.parse(post.createdAt);
  const action = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Focus follows the choice: into the confirmation or report form when it opens, back to its button after.
  useEffect(() => {
    if (mode !== 'idle') opened.current = true;
    else if (opened.current) {
      opened.current = false;
      action.current?.focus();
    }
  }, [mode]);

  const run = async (call: () => Promise<unknown>, fallback: 'errors.removeFailed' | 'errors.reportFailed', done: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      done();
    } catch (error) {
      setFailure(describeFailure(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="tree-hole-post" data-testid="tree-hole-post">
      <p className="tree-hole-post__text">
        {post.text}
      </p>
      <p className="tree-hole-post__meta">
        <time dateTime={post.createdAt} title={new Date(created).toLocaleString(language)}>
          {formatRelativeAge(relativeAge(created, now), language, t('list.justNow'))}
        </time>
        {post.mine ? <span className="tree-hole-post__mine">{t('list.mine')}</span> : null}
      </p>
      {mode === 'idle' ? (
        <div className="tree-hole-post__actions">
          {post.mine ? (
            <button ref={action} type="button" className="tree-hole-link-button" onClick={() => setMode('confirmRemove')}>
              {t('list.remove')}
            </button>
          ) : reported ? (
            <span className="tree-hole-post__reported">{t('report.done')}</span>
          ) : (
            <button ref={action} type="button" className="tree-hole-link-button" onClick={() => setMode('report')}>
              {t('report.open')}
            </button>
          )}
        </div>
      ) : null}
      {mode === 'confirmRemove' ? (
        <div className="tree-hole-post__confirm" role="group" aria-label={t('list.confirmRemove')}>
          <p>{t('list.confirmRemove')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => removePost(post.postId), 'errors.removeFailed', () => onRemoved(post.postId))}
          >
            {t('list.confirmYes')}
          </button>
          {/* The safe choice takes focus. */}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setMode('idle')} autoFocus>
            {t('list.cancel')}
          </button>
        </div>
      ) : null}
      {mode === 'report' ? (
        <form
          className="tree-hole-post__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => reportPost(post.postId, reason), 'errors.reportFailed', () => {
              setReported(true);
              setMode('idle');
            });
          }}
        >
          <label htmlFor={`${id}-reason`}>{t('report.reasonLabel')}</label>
          <select id={`${id}-reason`} autoFocus value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
            {REPORT_REASONS.map((code) => (
              <option key={code} value={code}>
                {reasonText(t, code)}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy}>
            {t('report.submit')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setMode('idle')}>
            {t('list.cancel')}
          </button>
        </form>
      ) : null}
      {failure ? (
        <p role="alert" className="tree-hole-error">
          {'key' in failure ? t(failure.key) : failure.text}
        </p>
      ) : null}
    </li>
  );
}

function reasonText(t: TreeHoleT, reason: ReportReason): string {
  switch (reason) {
    case 'abuse':
      return t('report.reasons.abuse');
    case 'spam':
      return t('report.reasons.spam');
    case 'self-harm':
      return t('report.reasons.selfHarm');
    case 'other':
      return t('report.reasons.other');
  }
}
