import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { savePost, usePosts } from '../api/posts';
import { codePointLength, draftProblem } from '../post-text';
import { describeFailure, isLocked, isSignedOut, type FailureText } from '../tree-hole-errors';
import { useTreeHoleTranslation } from '../tree-hole-i18n';
import { treeHolePaths } from '../tree-hole-paths';
import { TreeHoleAccess } from './tree-hole-access';
import '../tree-hole.css';

/**
 * `/userCenter/treeHole/add`: write an anonymous post with a live 'count/max' counter (the maximum comes
 * from the list call), publish, then back to the list. The server's refusals are shown in the form.
 */
export function AddPostPage() {
  const { t } = useTreeHoleTranslation();
  const id = useId();
  useDocumentTitle(t('add.pageTitle'));
  const navigate = useNavigate();
  const posts = usePosts();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const maxLength = posts.maxLength;
  const count = codePointLength(text);
  const over = maxLength !== undefined && count > maxLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (maxLength === undefined || busy) return;
    const problem = draftProblem(text, maxLength);
    if (problem) {
      setFailure({ key: problem === 'empty' ? 'errors.empty' : 'errors.tooLong' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      posts.remember(await savePost(text.trim()));
      navigate(treeHolePaths.list);
    } catch (error) {
      if (isSignedOut(error) || isLocked(error)) posts.reload();
      setFailure(describeFailure(error, 'errors.saveFailed'));
      setBusy(false);
    }
  };

  const message = failure ? ('key' in failure ? t(failure.key, { max: maxLength ?? '' }) : failure.text) : null;

  return (
    <section className="tree-hole" aria-labelledby={`${id}-title`}>
      <p className="tree-hole__back">
        <Link to={treeHolePaths.list}>{t('add.back')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('add.heading')}</h1>
      <p className="tree-hole__anonymous">{t('list.anonymous')}</p>
      <TreeHoleAccess error={posts.firstPageError}>
        {posts.firstPageError ? (
          <div role="alert" className="list-state list-state--error">
            <p>{t('list.loadFailed')}</p>
            <button type="button" className="button" onClick={posts.reload}>
              {t('list.retry')}
            </button>
          </div>
        ) : maxLength === undefined ? (
          <p role="status">{t('list.loading')}</p>
        ) : (
          <form className="tree-hole-form" onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={`${id}-text`}>{t('add.label')}</label>
            <textarea
              id={`${id}-text`}
              value={text}
              rows={7}
              placeholder={t('add.placeholder')}
              aria-describedby={`${id}-count${message ? ` ${id}-error` : ''}`}
              aria-invalid={over || Boolean(message)}
              onChange={(event) => {
                setText(event.target.value);
                setFailure(null);
              }}
            />
            <p id={`${id}-count`} className={over ? 'tree-hole-form__count tree-hole-form__count--over' : 'tree-hole-form__count'} data-testid="tree-hole-counter">
              <span className="visually-hidden">{t('add.countLabel')} </span>
              {`${count}/${maxLength}`}
            </p>
            {message ? (
              <p id={`${id}-error`} role="alert" className="tree-hole-error">
                {message}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? t('add.publishing') : t('add.publish')}
            </button>
          </form>
        )}
      </TreeHoleAccess>
    </section>
  );
}
