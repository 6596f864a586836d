import { useCallback, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { describeError, type ErrorField } from '../account-errors';
import { useAccountTranslation, type AccountKey } from '../account-i18n';
import type { ErrorKey } from '../account-validation';
import { legalLinkOf } from '../../../lib/legal-links';

/** A message to show: a key of the account namespace, or the server's own text. */
export type Msg = AccountKey | { message: string };

export function useMsg(): (msg: Msg) => string {
  const { t } = useAccountTranslation();
  return (msg) => (typeof msg === 'string' ? t(msg) : msg.message);
}

export const errorKey = (key: ErrorKey): AccountKey => `errors.${key}`;

/**
 * Field errors of one form, the form-wide alert, and focus: after a failed submit the first
 * field with an error (in `order`) gets the focus; a form-wide message is announced (role=alert).
 */
export function useFormErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, Msg>>>({});
  const [formError, setFormError] = useState<Msg | null>(null);
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const bind = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      refs.current[field] = element;
    },
    [],
  );

  const focusFirst = (next: Partial<Record<F, Msg>>) => {
    const first = order.find((field) => next[field] !== undefined);
    if (first) setTimeout(() => refs.current[first]?.focus(), 0);
  };

  /** Client-side check result (field → error key); true when the form may be sent. */
  function check(found: Partial<Record<F, ErrorKey>>): boolean {
    const next: Partial<Record<F, Msg>> = {};
    for (const field of order) {
      const key = found[field];
      if (key) next[field] = errorKey(key);
    }
    setErrors(next);
    setFormError(null);
    focusFirst(next);
    return Object.keys(next).length === 0;
  }

  /** A failed call: on its field when the form has it, else as the form's alert. */
  function fail(error: unknown, options: { context?: 'login'; passwordField?: ErrorField } = {}): void {
    const described = describeError(error, options);
    if ('key' in described && described.field && (order as readonly string[]).includes(described.field)) {
      const next = { [described.field]: described.key } as Partial<Record<F, Msg>>;
      setErrors(next);
      setFormError(null);
      focusFirst(next);
      return;
    }
    setErrors({});
    setFormError('key' in described ? described.key : { message: described.message });
  }

  function clear(field: F) {
    if (errors[field] === undefined) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  return { errors, formError, setFormError, bind, check, fail, clear };
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: Msg | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it (aria-invalid, aria-describedby). */
export function Field({ id, label, value, onValueChange, error, hint, inputRef, ...rest }: FieldProps) {
  const msg = useMsg();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="account-field__error">
          {msg(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form-wide message of a failed call, announced when it appears. */
export function FormAlert({ error, children }: { error: Msg | null; children?: ReactNode }) {
  const msg = useMsg();
  return (
    <div role="alert" className="account-alert">
      {error ? <p>{msg(error)}</p> : null}
      {error ? children : null}
    </div>
  );
}

/** A polite status line (saved, code sent…). */
export function StatusLine({ text }: { text: string | null }) {
  return (
    <p role="status" className="account-status">
      {text ?? ''}
    </p>
  );
}

/** `Hello <privacy>Privacy</privacy>` → text and tagged pieces. */
export function splitTagged(text: string): Array<{ text: string; tag?: string }> {
  const pieces: Array<{ text: string; tag?: string }> = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[2] ?? '', tag: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** Text with `<privacy>…</privacy>` and `<terms>…</terms>` as links. */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {splitTagged(text).map((piece, index) => {
        const link = piece.tag ? legalLinkOf(piece.tag) : undefined;
        return link ? (
          <Link key={index} to={link}>
            {piece.text}
          </Link>
        ) : (
          <span key={index}>{piece.text}</span>
        );
      })}
    </>
  );
}

/** A new password and its confirmation, as registering and resetting a password ask for them. */
export function NewPasswordFields<F extends string>(props: {
  id: string;
  form: { bind(field: F): Ref<HTMLInputElement>; clear(field: F): void; errors: Partial<Record<F, Msg>> };
  passwordField: F;
  confirmField: F;
  passwordLabel: string;
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
}) {
  const { t } = useAccountTranslation();
  const { id, form, passwordField, confirmField } = props;
  return (
    <>
      <Field
        id={`${id}-password`}
        inputRef={form.bind(passwordField)}
        label={props.passwordLabel}
        hint={t('common.passwordHint')}
        type="password"
        name={passwordField}
        autoComplete="new-password"
        required
        value={props.password}
        onValueChange={(value) => {
          props.onPassword(value);
          form.clear(passwordField);
        }}
        error={form.errors[passwordField]}
      />
      <Field
        id={`${id}-confirm`}
        inputRef={form.bind(confirmField)}
        label={t('common.confirmPassword')}
        type="password"
        name={confirmField}
        autoComplete="new-password"
        required
        value={props.confirmPassword}
        onValueChange={(value) => {
          props.onConfirmPassword(value);
          form.clear(confirmField);
        }}
        error={form.errors[confirmField]}
      />
    </>
  );
}
