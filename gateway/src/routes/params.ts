import { localeCodes } from '@mindprint/platform/locales';
import { z } from 'zod';
import { serviceRule } from '../validation.js';

/** Path and body fields shared by several routes. */
export const examIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"');
export const orderNumberField = z.string().min(1, 'is required').max(64);
/** A whole number a proto int32 can carry (beyond it gRPC would refuse the call: a 500, not the visitor's 400). */
export const int32 = () => z.number().int('must be a whole number').min(-2147483648).max(2147483647);

/**
 * A return or cancel address: a page of this site (the locale prefix included), as payment's resolveReturnUrl accepts it (one leading '/', no
 * whitespace, control characters or backslashes), stated here so the OpenAPI documents show the rule.
 */
// eslint-disable-next-line no-control-regex
export const sitePath = z.string().max(512).regex(/^\/(?![/\\])[^\s\u0000-\u001f\u007f\\]*$/, 'must be a path on this site').optional();

/** The product's nine locales (proto's Locale), in either case as links carry them. */
export const localeParam = z.enum([...localeCodes, ...localeCodes.map((code) => code.toLowerCase())] as [string, ...string[]], {
  message: serviceRule('UNSUPPORTED_LOCALE', `Language not offered: use one of ${localeCodes.join(', ')}`),
});

/** An address the services can send to (platform's normalizeEmail), stated so the OpenAPI documents show the rule. */
export const emailField = z.string().max(254).regex(/^\s*[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}\s*$/, serviceRule('INVALID_EMAIL', 'Please enter a valid email address'));

/**
 * The tracking query keys the page sends with an order, a subscription or a payment (click ids and campaign
 * keys are kept by the services only with advertising consent, which the gateway reads from the cookie).
 */
export const trackingField = z.record(z.string(), z.string().max(512)).default({});
