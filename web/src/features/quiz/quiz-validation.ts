/**
 * Validation of the e-mail capture and the personal data form (spec §5). Returns message keys
 * of the quiz namespace's `errors` group, so the text follows the visitor's language.
 */
import type { Gender, PersonalForm } from './quiz-state';

export const MIN_BIRTH_YEAR = 1900;
/** Visitors are at least this many years old. */
export const MIN_AGE_YEARS = 10;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

// Something, one @, then labels joined by dots; no spaces, no empty label.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export function normalizeEmail(value: string): string {
  return value.trim();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  if (!email || email.length > MAX_EMAIL_LENGTH) return false;
  if (!EMAIL_PATTERN.test(email)) return false;
  const [local = '', domain = ''] = email.split('@');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  // The top-level domain has two or more characters and is not a number.
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return tld.length >= 2 && !/^\d+$/.test(tld);
}

/** E-mail capture: one message for empty and invalid ('Please enter a valid email address'). */
export function validateEmailCapture(value: string): 'emailCapture' | null {
  return isValidEmail(value) ? null : 'emailCapture';
}

export type FormField = 'firstName' | 'lastName' | 'email' | 'yearOfBirth' | 'gender' | 'country';
export type FormErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'yearRequired'
  | 'yearRange'
  | 'genderRequired'
  | 'countryRequired';
export type FormErrors = Partial<Record<FormField, FormErrorKey>>;

/** The order the fields appear in, for focusing the first error. */
export const FORM_FIELD_ORDER: readonly FormField[] = ['firstName', 'lastName', 'email', 'yearOfBirth', 'gender', 'country'];

export function birthYearRange(now: Date = new Date()): { min: number; max: number } {
  return { min: MIN_BIRTH_YEAR, max: now.getFullYear() - MIN_AGE_YEARS };
}

export const GENDERS: readonly Gender[] = ['male', 'female', 'secret'];

function nameError(value: string): FormErrorKey | undefined {
  const name = value.trim();
  if (!name) return 'nameRequired';
  if (name.length > MAX_NAME_LENGTH) return 'nameTooLong';
  return undefined;
}

/** Field → message key for each invalid field; empty when the form can be sent. */
export function validatePersonalForm(form: PersonalForm, email: string, now: Date = new Date()): FormErrors {
  const errors: FormErrors = {};
  const first = nameError(form.firstName);
  if (first) errors.firstName = first;
  const last = nameError(form.lastName);
  if (last) errors.lastName = last;

  if (!normalizeEmail(email)) errors.email = 'emailRequired';
  else if (!isValidEmail(email)) errors.email = 'emailInvalid';

  const yearText = form.yearOfBirth.trim();
  const { min, max } = birthYearRange(now);
  if (!yearText) errors.yearOfBirth = 'yearRequired';
  else if (!/^\d{4}$/.test(yearText) || Number(yearText) < min || Number(yearText) > max) errors.yearOfBirth = 'yearRange';

  if (!GENDERS.includes(form.gender as Gender)) errors.gender = 'genderRequired';
  if (!/^[A-Z]{2}$/.test(form.country)) errors.country = 'countryRequired';
  return errors;
}

export function firstInvalidField(errors: FormErrors): FormField | null {
  return FORM_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}
