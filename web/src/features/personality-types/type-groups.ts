/**
 * The 16 types and their four temperament groups (analysts NT, idealists NF, guardians SJ, explorers SP).
 * Each group has its colours in the design tokens (design-tokens.css): a strong shade for text and
 * lines (≥ 4.5:1 on white) and a tint for surfaces.
 */
export const TYPE_GROUPS = ['NT', 'NF', 'SJ', 'SP'] as const;
export type TypeGroup = (typeof TYPE_GROUPS)[number];

/** In the order the index shows them: by group, then as people usually list them. */
export const TYPE_CODES = [
  'INTJ', 'INTP', 'ENTJ', 'ENTP',
  'INFJ', 'INFP', 'ENFJ', 'ENFP',
  'ISTJ', 'ISFJ', 'ESTJ', 'ESFJ',
  'ISTP', 'ISFP', 'ESTP', 'ESFP',
] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

/** The class that gives an element its group's colours (`--group-strong`, `--group-tint`; design-tokens.css). */
export function groupClassName(group: TypeGroup): string {
  return `type-group--${group.toLowerCase()}`;
}

export function groupOf(code: TypeCode): TypeGroup {
  if (code[1] === 'N') return code[2] === 'T' ? 'NT' : 'NF';
  return code[3] === 'J' ? 'SJ' : 'SP';
}

/** `/personality-types/intj` → INTJ; anything else null. */
export function typeCodeOfSlug(slug: string | undefined): TypeCode | null {
  const code = (slug ?? '').toUpperCase();
  return (TYPE_CODES as readonly string[]).includes(code) && slug === code.toLowerCase() ? (code as TypeCode) : null;
}

export function typePagePath(code: TypeCode): string {
  return `/personality-types/${code.toLowerCase()}`;
}
