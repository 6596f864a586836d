import { DomainError } from '@mindprint/platform/errors';
import type { LocaleCode } from '@mindprint/platform/locales';

/** The tree hole's rules for a post: what may be published, and how pages of posts are addressed. */

export const treeHoleMaxLength = 300;
/** Posts per member per hour. */
export const treeHolePostsPerHour = 5;
/** Distinct members whose reports hide a post. */
export const reportsThatHide = 3;
export const reportReasons = ['abuse', 'spam', 'self-harm', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/**
 * Words that have no place on an anonymous board, per locale. Every list is checked whatever the site's
 * language, since members write in the language they like. Latin-script words match whole words only.
 */
export const abusiveWords: Record<LocaleCode, readonly string[]> = {
  EN: ['fuck', 'fucking', 'shit', 'asshole', 'bitch', 'bastard', 'retard', 'moron', 'kill yourself', 'kys'],
  CN: ['傻逼', '傻屄', '白痴', '去死', '贱人', '滚蛋', '操你'],
  HK: ['仆街', '屌你', '白痴', '去死', '賤人', '痴線'],
  JA: ['死ね', 'くたばれ', 'クズ', 'キモい', '消えろ', 'カス'],
  KR: ['씨발', '병신', '개새끼', '꺼져', '죽어버려', '미친놈'],
  FR: ['connard', 'connasse', 'salope', 'pute', 'enculé', 'crève'],
  DE: ['arschloch', 'schlampe', 'hurensohn', 'wichser', 'fotze', 'verreck'],
  ES: ['gilipollas', 'puta', 'pendejo', 'cabrón', 'imbécil', 'muérete'],
  PT: ['porra', 'puta', 'otário', 'babaca', 'caralho', 'vai se foder'],
};

const markup = /<\s*\/?\s*[a-z!?][^>]*>|javascript\s*:/i;
const link = /\bhttps?:\/\/|\bwww\./i;
const hasLatinLetter = /[a-zà-ÿ]/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const abusivePatterns: RegExp[] = [...new Set(Object.values(abusiveWords).flat())].map((word) =>
  hasLatinLetter.test(word) ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu') : new RegExp(escapeRegExp(word), 'u'),
);

/** Characters as people count them: code points, so an emoji or a CJK character counts once. */
export const characterCount = (text: string) => [...text].length;

/** The post's text as it will be stored, or the reason it cannot be published. */
export function screenTreeHolePost(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new DomainError('TREE_HOLE_EMPTY', 'Please write something before publishing', 'INVALID_ARGUMENT');
  const count = characterCount(text);
  if (count > treeHoleMaxLength) {
    throw new DomainError('TREE_HOLE_TOO_LONG', `A post can have at most ${treeHoleMaxLength} characters; this one has ${count}`, 'INVALID_ARGUMENT');
  }
  if (markup.test(text)) throw new DomainError('TREE_HOLE_MARKUP', 'Posts cannot contain HTML tags or scripts', 'INVALID_ARGUMENT');
  if (link.test(text)) throw new DomainError('TREE_HOLE_LINK', 'Posts cannot contain links', 'INVALID_ARGUMENT');
  const normalized = text.normalize('NFKC');
  if (abusivePatterns.some((pattern) => pattern.test(normalized))) {
    throw new DomainError('TREE_HOLE_ABUSIVE', 'Please keep the tree hole kind: this post contains words that are not allowed here', 'INVALID_ARGUMENT');
  }
  return text;
}

/** Where the next page of posts starts: after this post in newest-first order. */
export interface TreeHoleCursor {
  createdAt: string;
  postId: string;
}

export const encodeCursor = (cursor: TreeHoleCursor) => Buffer.from(JSON.stringify([cursor.createdAt, cursor.postId])).toString('base64url');

export function decodeCursor(value: string): TreeHoleCursor {
  const invalid = () => new DomainError('INVALID_CURSOR', 'cursor: is not one this list gave out', 'INVALID_ARGUMENT');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAt, postId] = parsed as unknown[];
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw invalid();
  if (typeof postId !== 'string' || !/^[0-9a-f-]{36}$/.test(postId)) throw invalid();
  return { createdAt, postId };
}
