/**
 * Splits a translated sentence with inline tags (`… our <terms>Terms</terms> and …`) into plain
 * text and tagged pieces, so a link can sit inside a sentence whose word order each language
 * decides. Unknown or unbalanced tags stay plain text.
 */
export type TextPiece = { text: string } | { tag: string; text: string };

export function splitTaggedText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ text: text.slice(last, index) });
    pieces.push({ tag: match[1] ?? '', text: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
