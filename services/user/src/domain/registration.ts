import { localeOrDefault } from '@mindprint/platform/locales';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { assertAcceptablePassword } from './password-policy.js';

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreePrivacy: boolean;
}

export const nameMaxLength = 100;

const invalid = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

/** The register form's rules (spec §5), in the order the form shows them; returns the cleaned name and address. */
export function validateRegistration(input: RegistrationInput): { name: string; email: string } {
  const name = input.name.trim();
  if (!name) throw invalid('NAME_REQUIRED', 'Please input name');
  if ([...name].length > nameMaxLength) throw invalid('NAME_TOO_LONG', `Name must be at most ${nameMaxLength} characters`);
  if (/\p{Cc}/u.test(name)) throw invalid('INVALID_NAME', 'Name must not contain control characters');
  if (!input.email.trim()) throw invalid('EMAIL_REQUIRED', 'Please input email address');
  const email = normalizeEmail(input.email);
  if (!email) throw invalid('INVALID_EMAIL', 'Please input correct email address');
  if (input.password !== input.confirmPassword) throw invalid('PASSWORDS_DO_NOT_MATCH', 'passwords do not match');
  assertAcceptablePassword(input.password, { email, name });
  if (!input.agreePrivacy) throw invalid('PRIVACY_NOT_AGREED', 'please agree to the privacy policy');
  return { name, email };
}

/** One of the site's locales (spec §1); mails to the account use it. Anything else is EN. */
export const accountLocale = (value: string | undefined): string => localeOrDefault(value);
