import { useId, useState } from 'react';
import { useHref } from 'react-router';
import { useShareResult } from '../api/share-result';
import { useResultTranslation } from '../result-i18n';

/** Copies `text` to the clipboard; rejects when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No permission or no async clipboard: try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

type ShareState = 'idle' | 'copied' | 'copyFailed' | 'failed';

/** Creates the share link (POST /exam/order/info/share) and copies it; shows it when copying fails. */
export function ShareButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useResultTranslation();
  const id = useId();
  const root = useHref('/');
  const { share, link, isSharing } = useShareResult(orderNumber);
  const [state, setState] = useState<ShareState>('idle');
  const prefix = root === '/' ? '' : root.replace(/\/$/, '');
  const url = link ? new URL(prefix + link.sharePath, window.location.origin).toString() : null;

  async function onShare() {
    setState('idle');
    let target = url;
    if (!target) {
      try {
        const created = await share();
        target = new URL(prefix + created.sharePath, window.location.origin).toString();
      } catch {
        setState('failed');
        return;
      }
    }
    try {
      await copyText(target);
      setState('copied');
    } catch {
      setState('copyFailed');
    }
  }

  return (
    <section className="share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('share.heading')}</h2>
      <button type="button" className="button" onClick={() => void onShare()} aria-disabled={isSharing || undefined}>
        {isSharing ? t('share.creating') : t('share.button')}
      </button>
      <div role="status" className="share__status">
        {state === 'copied' ? t('share.copied') : null}
      </div>
      {state === 'copyFailed' || state === 'failed' ? (
        <p role="alert" className="share__error">
          {state === 'copyFailed' ? t('share.copyFailed') : t('share.failed')}
        </p>
      ) : null}
      {state === 'copyFailed' && url ? (
        <div className="field share__link">
          <label htmlFor={`${id}-link`}>{t('share.linkLabel')}</label>
          <input id={`${id}-link`} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        </div>
      ) : null}
    </section>
  );
}
