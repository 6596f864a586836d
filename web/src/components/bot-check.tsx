import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../config/runtime-config';
import { botCheckRefusal, type BotProof, HONEYPOT_FIELD, loadTurnstile, type TurnstileApi } from '../lib/bot-check';
import './bot-check.css';

export interface BotCheck {
  /** What the next call carries (lib/bot-check.ts: botProofHeaders, botProofFields). */
  proof(): BotProof;
  /**
   * After a call, with its error if it failed: the widget gets a fresh token (each one is good once), and a refusal by
   * the bot check is shown in the field. True when the error was such a refusal (the form shows nothing else for it).
   */
  settle(error?: unknown): boolean;
  /** The honeypot, the widget (when configured) and the refusal's message, placed inside the form. */
  field: ReactNode;
}

type Widget = { turnstile: TurnstileApi; id: string; token?: string | undefined };

/** Bot protection for one form: see lib/bot-check.ts and gateway/docs/bot-protection.md. */
export function useBotCheck(): BotCheck {
  const [honeypot, setHoneypot] = useState('');
  const [refusal, setRefusal] = useState<'failed' | 'unavailable' | null>(null);
  const widget = useRef<Widget | null>(null);
  return {
    proof: () => ({ token: widget.current?.token, honeypot }),
    settle(error) {
      if (widget.current) {
        widget.current.token = undefined;
        widget.current.turnstile.reset(widget.current.id);
      }
      const refused = botCheckRefusal(error);
      setRefusal(refused);
      return refused !== null;
    },
    field: <BotCheckField widget={widget} honeypot={honeypot} onHoneypot={setHoneypot} refusal={refusal} />,
  };
}

/**
 * Renders the widget while the field is on the page (a form may show it only at one step). When Turnstile's script
 * or its frame cannot load (an ad blocker, a filtering network), the field says so with a button that loads it again; the form
 * around it keeps what the visitor entered. The call still needs a token: the gateway refuses one without.
 */
function BotCheckField(props: { widget: MutableRefObject<Widget | null>; honeypot: string; onHoneypot(value: string): void; refusal: 'failed' | 'unavailable' | null }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { widget } = props;
  const [blocked, setBlocked] = useState(false);
  // Each press of "load again" is a new attempt.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const configured = runtimeConfig().botCheck;
      if (!configured) return;
      const turnstile = await loadTurnstile(configured.scriptUrl);
      if (cancelled || !container.current) return;
      const rendered: Widget = { turnstile, id: '' };
      rendered.id = turnstile.render(container.current, {
        sitekey: configured.siteKey,
        callback: (token) => {
          rendered.token = token;
          if (!cancelled) setBlocked(false);
        },
        'expired-callback': () => {
          rendered.token = undefined;
        },
        // The script loaded but the widget cannot finish (its frame blocked, the network gone): the same message and
        // "load again"; Turnstile may still recover on its own, and a token then clears the message.
        'error-callback': () => {
          rendered.token = undefined;
          if (!cancelled) setBlocked(true);
          return true;
        },
      });
      widget.current = rendered;
    })().catch(() => {
      // No widget (script blocked, or it would not render): say so and offer to load it again.
      if (!cancelled) setBlocked(true);
    });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = null;
    };
  }, [widget, attempt]);

  return (
    <div className="bot-check">
      <div ref={container} />
      {blocked ? (
        <div className="bot-check__blocked" role="alert">
          <p>{t('botCheck.blocked')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setBlocked(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('botCheck.loadAgain')}
          </button>
        </div>
      ) : null}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {t('botCheck.trapLabel')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={props.honeypot} onChange={(event) => props.onHoneypot(event.currentTarget.value)} />
        </label>
      </div>
      {props.refusal && !blocked ? (
        <p className="bot-check__refusal" role="alert">
          {t(`botCheck.${props.refusal}`)}
        </p>
      ) : null}
    </div>
  );
}
