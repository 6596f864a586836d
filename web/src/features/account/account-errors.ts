/**
 * What to tell the visitor when an account call fails: a translated message for each reason the
 * user service gives (and the field it belongs to), network trouble and rate limits; else the
 * server's own (envelope) message.
 */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { AccountKey } from './account-i18n';

export type ErrorField =
  | 'name'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'agreePrivacy'
  | 'code'
  | 'oldPassword'
  | 'newPassword'
  | 'nickname'
  | 'phone'
  | 'birthday'
  | 'gender'
  | 'avatar';

export interface KnownError {
  key: AccountKey;
  field?: ErrorField;
}

export type ErrorText = KnownError | { message: string };

/** Server reason → message key (and field). Password rules apply to whichever password field the form has. */
export const REASON_MESSAGES: Record<string, KnownError> = {
  NAME_REQUIRED: { key: 'errors.nameRequired', field: 'name' },
  NAME_TOO_LONG: { key: 'errors.nameTooLong', field: 'name' },
  INVALID_NAME: { key: 'errors.invalidName', field: 'name' },
  EMAIL_REQUIRED: { key: 'errors.emailRequired', field: 'email' },
  INVALID_EMAIL: { key: 'errors.emailInvalid', field: 'email' },
  PASSWORD_REQUIRED: { key: 'errors.passwordRequired', field: 'password' },
  PASSWORDS_DO_NOT_MATCH: { key: 'errors.passwordsDoNotMatch', field: 'confirmPassword' },
  PASSWORD_TOO_SHORT: { key: 'errors.passwordTooShort', field: 'password' },
  PASSWORD_TOO_LONG: { key: 'errors.passwordTooLong', field: 'password' },
  PASSWORD_TOO_COMMON: { key: 'errors.passwordTooCommon', field: 'password' },
  PASSWORD_TOO_PERSONAL: { key: 'errors.passwordTooPersonal', field: 'password' },
  PRIVACY_NOT_AGREED: { key: 'errors.privacyNotAgreed', field: 'agreePrivacy' },
  EMAIL_TAKEN: { key: 'errors.emailTaken', field: 'email' },
  TOO_MANY_REGISTRATIONS: { key: 'errors.tooManyRegistrations' },
  TOO_MANY_CODES: { key: 'errors.tooManyCodes' },
  INVALID_CODE: { key: 'errors.invalidCode', field: 'code' },
  CODE_EXPIRED: { key: 'errors.codeExpired', field: 'code' },
  CODE_REQUIRED: { key: 'errors.codeRequired', field: 'code' },
  CODE_ATTEMPTS_EXCEEDED: { key: 'errors.codeAttemptsExceeded', field: 'code' },
  TOO_MANY_ATTEMPTS: { key: 'errors.tooManyAttempts' },
  ACCOUNT_NOT_FOUND: { key: 'errors.accountNotFound', field: 'email' },
  INVALID_CREDENTIALS: { key: 'errors.invalidCredentials' },
  EMAIL_NOT_VERIFIED: { key: 'errors.emailNotVerified' },
  NOT_SIGNED_IN: { key: 'errors.notSignedIn' },
  SESSION_ENDED: { key: 'errors.notSignedIn' },
  INCORRECT_PASSWORD: { key: 'errors.incorrectPassword', field: 'oldPassword' },
  PASSWORD_UNCHANGED: { key: 'errors.passwordUnchanged', field: 'newPassword' },
  INVALID_DATE: { key: 'errors.invalidDate', field: 'birthday' },
  INVALID_GENDER: { key: 'errors.invalidGender', field: 'gender' },
  INVALID_PHONE: { key: 'errors.invalidPhone', field: 'phone' },
  NICKNAME_TOO_LONG: { key: 'errors.nicknameTooLong', field: 'nickname' },
  INVALID_NICKNAME: { key: 'errors.invalidNickname', field: 'nickname' },
  INVALID_AVATAR: { key: 'errors.avatarType', field: 'avatar' },
  AVATAR_TOO_LARGE: { key: 'errors.avatarTooLarge', field: 'avatar' },
  CSRF_TOKEN_INVALID: { key: 'errors.reload' },
};

/**
 * The message for a failed call. `context: 'login'` uses the spec's login wording for a bad
 * address ('wrong email format'); `passwordField` names the form's new-password field.
 */
export function describeError(error: unknown, options: { context?: 'login'; passwordField?: ErrorField } = {}): ErrorText {
  if (error instanceof NetworkError) return { key: 'errors.network' };
  if (error instanceof ApiError) {
    const known = error.reason ? REASON_MESSAGES[error.reason] : undefined;
    if (known) {
      if (error.reason === 'INVALID_EMAIL' && options.context === 'login') return { key: 'errors.wrongEmailFormat', field: 'email' };
      if (known.field === 'password' && options.passwordField) return { ...known, field: options.passwordField };
      return known;
    }
    if (error.result === 401) return { key: 'errors.notSignedIn' };
    if (error.result === 429) return { key: 'errors.tooManyRequests' };
    if (error.result >= 500 || !error.message) return { key: 'errors.server' };
    return { message: error.message };
  }
  return { key: 'errors.server' };
}

/** Whether the call failed because nobody is signed in (or the session ended). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.result === 401;
}
