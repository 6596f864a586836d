export type Tier = 'basic' | 'premium';

/** What a subscriber may use (spec §6), in the order the user center lists them; their names: `content/plans/<locale>.json`. */
export const privilegeCodes = [
  'all_assessments',
  'full_courses',
  'psychology_map',
  'daily_question',
  'games',
  'tree_hole',
  'articles',
  'reports_any_time',
] as const;
export type PrivilegeCode = (typeof privilegeCodes)[number];

const basicPrivileges: ReadonlySet<PrivilegeCode> = new Set(['articles', 'daily_question', 'tree_hole', 'games', 'reports_any_time']);

export function grantedPrivileges(tier: Tier | 'none'): ReadonlySet<PrivilegeCode> {
  if (tier === 'premium') return new Set(privilegeCodes);
  if (tier === 'basic') return basicPrivileges;
  return new Set();
}

export function privilegeList(tier: Tier | 'none'): Array<{ code: PrivilegeCode; granted: boolean }> {
  const granted = grantedPrivileges(tier);
  return privilegeCodes.map((code) => ({ code, granted: granted.has(code) }));
}

/** The higher of two tiers. */
export function higherTier(a: Tier | 'none', b: Tier | 'none'): Tier | 'none' {
  const rank = { none: 0, basic: 1, premium: 2 } as const;
  return rank[a] >= rank[b] ? a : b;
}
