/** The tree-hole text rules the form can check before asking the server (which checks them all again). */

/** Length as the server counts it: Unicode code points, so an emoji counts once. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

export type DraftProblem = 'empty' | 'tooLong';

/** What stops `text` from being published, judged here; markup, links and words are the server's call. */
export function draftProblem(text: string, maxLength: number): DraftProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  if (codePointLength(trimmed) > maxLength) return 'tooLong';
  return null;
}
