/**
 * Reads the design tokens (design-tokens.css) as data, for what cannot use CSS variables: pictures
 * rendered at build time (Open Graph images) and the tokens' own checks.
 */
export type DesignTokens = ReadonlyMap<string, string>;

/** The custom properties of the stylesheet's first `:root` block, name (without `--`) → value. */
export function parseDesignTokens(css: string): DesignTokens {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1];
  if (root === undefined) throw new Error('design tokens: no :root block');
  const tokens = new Map<string, string>();
  for (const match of root.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  return tokens;
}

/** A token's value, failing loudly when the stylesheet lost it. */
export function designToken(tokens: DesignTokens, name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`design tokens: --${name} is missing`);
  return value;
}
