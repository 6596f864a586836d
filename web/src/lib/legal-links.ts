/**
 * Where the app's links to the terms and the privacy policy lead: the document's entry in the help center's
 * list, whose anchor is the document's code in the content service (`/help#terms`); the entry links to the
 * document's current version. One table for every feature that names a legal document.
 */
export const LEGAL_LINKS = {
  terms: { pathname: '/help', hash: 'terms' },
  privacy: { pathname: '/help', hash: 'privacy' },
} as const satisfies Record<string, { pathname: string; hash: string }>;

export type LegalDocumentCode = keyof typeof LEGAL_LINKS;

/** The link for a tag of a translated sentence (`<terms>…</terms>`), if it names a legal document. */
export const legalLinkOf = (tag: string): (typeof LEGAL_LINKS)[LegalDocumentCode] | undefined =>
  Object.hasOwn(LEGAL_LINKS, tag) ? LEGAL_LINKS[tag as LegalDocumentCode] : undefined;
