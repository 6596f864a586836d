import { useId, useState } from 'react';
import { useHref } from 'react-router';
import { useAccountTranslation } from '../account-i18n';
import { absoluteShareUrl } from '../account-share';
import { useShareLink } from '../api/share-report';

/** Copies `text` to the clipboard (the Clipboard API, else the older `execCommand`); rejects when the browser refuses. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No permission, no secure context or no async clipboard: try the older way.
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

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'copyFailed'; url: string } | { kind: 'failed' };

/**
 * 'Share' for one report of the list: creates the share link of its free result (once; later clicks
 * reuse it), copies the absolute link and says 'Link copied', or, when copying fails, 'copy failed'
 * with the link as selectable text. `describedBy` names the report the button belongs to.
 */
export function ShareReportButton({ orderNumber, describedBy }: { orderNumber: string; describedBy?: string }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const root = useHref('/');
  const { share, link, isSharing } = useShareLink(orderNumber);
  const [state, setState] = useState<ShareState>({ kind: 'idle' });

  async function onShare() {
    if (isSharing) return;
    setState({ kind: 'idle' });
    let url: string;
    try {
      const created = link ?? (await share());
      url = absoluteShareUrl(window.location.origin, root, created.sharePath);
    } catch {
      setState({ kind: 'failed' });
      return;
    }
    try {
      await copyText(url);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'copyFailed', url });
    }
  }

  return (
    <span className="account-share">
      <button
        type="button"
        className="account-share__button"
        onClick={() => void onShare()}
        aria-disabled={isSharing || undefined}
        aria-busy={isSharing || undefined}
        aria-describedby={describedBy}
      >
        {isSharing ? t('reports.sharing') : t('reports.share')}
      </button>
      <span role="status" aria-live="polite" className="account-share__status">
        {state.kind === 'copied' ? t('reports.shareCopied') : null}
      </span>
      {state.kind === 'failed' || state.kind === 'copyFailed' ? (
        <span role="alert" className="account-share__error">
          {state.kind === 'failed' ? t('reports.shareFailed') : t('reports.shareCopyFailed')}
        </span>
      ) : null}
      {state.kind === 'copyFailed' ? (
        <span className="account-share__link">
          <label htmlFor={`${id}-link`}>{t('reports.shareLinkLabel')}</label>
          <input id={`${id}-link`} type="text" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
        </span>
      ) : null}
    </span>
  );
}
