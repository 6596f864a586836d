import { DomainError } from '@mindprint/platform/errors';
import type { CodeCheck } from './verification-code.js';

/** Failures several account use cases share; the gateway maps each kind to its envelope result. */
export const accountErrors = {
  notSignedIn: () => new DomainError('NOT_SIGNED_IN', 'Please sign in', 'UNAUTHENTICATED'),
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 'Incorrect email or password', 'UNAUTHENTICATED'),
  loginEmailFormat: () => new DomainError('INVALID_EMAIL', 'wrong email format', 'INVALID_ARGUMENT'),
  formEmail: (value: string) =>
    value.trim()
      ? new DomainError('INVALID_EMAIL', 'Please input correct email address', 'INVALID_ARGUMENT')
      : new DomainError('EMAIL_REQUIRED', 'Please input email address', 'INVALID_ARGUMENT'),
  passwordRequired: () => new DomainError('PASSWORD_REQUIRED', 'Please input password', 'INVALID_ARGUMENT'),
  passwordsDoNotMatch: () => new DomainError('PASSWORDS_DO_NOT_MATCH', 'passwords do not match', 'INVALID_ARGUMENT'),
  codeRequired: () => new DomainError('CODE_REQUIRED', 'Please input the verification code', 'INVALID_ARGUMENT'),
  tooManyAttempts: (minutes: number) =>
    new DomainError('TOO_MANY_ATTEMPTS', `Too many attempts; please try again in ${minutes} minutes`, 'RESOURCE_EXHAUSTED', { retryAfterSeconds: minutes * 60 }),
  sessionEnded: () => new DomainError('SESSION_ENDED', 'Your session has ended; please sign in again', 'UNAUTHENTICATED'),
};

/**
 * A failed code check as the visitor sees it. For a password reset every failure reads the same, so the
 * answers never tell whether a code was sent (which would tell whether the account exists).
 */
export function codeCheckError(check: Exclude<CodeCheck, { outcome: 'valid' }>, uniform: boolean): DomainError {
  if (uniform || check.outcome === 'missing') {
    return new DomainError('INVALID_CODE', 'The verification code is wrong or no longer valid', 'INVALID_ARGUMENT');
  }
  switch (check.outcome) {
    case 'expired':
      return new DomainError('CODE_EXPIRED', 'The verification code has expired; please request a new one', 'INVALID_ARGUMENT');
    case 'used_up':
      return new DomainError('CODE_ATTEMPTS_EXCEEDED', 'Too many wrong codes; please request a new one', 'RESOURCE_EXHAUSTED');
    case 'wrong':
      return check.retire
        ? new DomainError('CODE_ATTEMPTS_EXCEEDED', 'Too many wrong codes; please request a new one', 'RESOURCE_EXHAUSTED')
        : new DomainError('INVALID_CODE', `The verification code is wrong (${check.remaining} tries left)`, 'INVALID_ARGUMENT');
  }
}
