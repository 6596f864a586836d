import { randomBytes } from 'node:crypto';
import { DomainError } from '@mindprint/platform/errors';

/** 20 characters of Crockford base32 after "MP": unguessable, since an order number opens a result. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNumber(): string {
  return `MP${[...randomBytes(20)].map((b) => alphabet[b % 32]).join('')}`;
}

export function newShareToken(): string {
  return randomBytes(18).toString('base64url');
}

export const orderNumberPattern = /^MP[0-9A-Z]{20}$/;

export const genders = ['male', 'female', 'secret'] as const;
export type Gender = (typeof genders)[number];

export interface PersonalData {
  firstName: string;
  lastName: string;
  yearOfBirth: number;
  gender: Gender;
  country: string;
}

/** The personal data form: name required, a plausible year of birth, a known gender and country. */
export function validatePersonalData(
  form: { firstName: string; lastName: string; yearOfBirth: number; gender: string; country: string },
  knownCountry: (code: string) => boolean,
  currentYear: number,
): PersonalData {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const fail = (message: string) => new DomainError('INVALID_FORM', message, 'INVALID_ARGUMENT');
  if (!firstName) throw fail('Please input name');
  if (firstName.length > 100 || lastName.length > 100) throw fail('Names can be at most 100 characters');
  if (!Number.isInteger(form.yearOfBirth) || form.yearOfBirth < 1900 || form.yearOfBirth > currentYear - 10) {
    throw fail(`Year of birth must be between 1900 and ${currentYear - 10}`);
  }
  if (!(genders as readonly string[]).includes(form.gender)) throw fail(`Gender must be one of ${genders.join(', ')}`);
  const country = form.country.toUpperCase();
  if (!knownCountry(country)) throw fail('Please choose a country or region from the list');
  return { firstName, lastName, yearOfBirth: form.yearOfBirth, gender: form.gender as Gender, country };
}

export function validateRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new DomainError('INVALID_RATING', 'A rating is a whole number from 1 to 5', 'INVALID_ARGUMENT');
  }
  return rating;
}
