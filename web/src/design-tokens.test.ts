import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/colour-contrast';
import { designToken, parseDesignTokens } from './lib/design-tokens';
import { TYPE_GROUPS } from './features/personality-types/type-groups';

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const tokens = parseDesignTokens(readFileSync(join(srcDir, 'design-tokens.css'), 'utf8'));
const token = (name: string) => designToken(tokens, name);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? stylesheets(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

describe('design tokens', () => {
  it('read as data, with every value a literal', () => {
    expect(token('color-primary')).toBe('#3b2f8f');
    expect(token('group-nf-strong')).toBe('#0f766e');
    expect(() => token('color-nonexistent')).toThrow('--color-nonexistent is missing');
    expect(parseDesignTokens(':root { /* note */ --a: 1px; --b:\n  2px 3px; }')).toEqual(new Map([['a', '1px'], ['b', '2px 3px']]));
  });

  it('give text enough contrast on the page and on cards', () => {
    for (const ground of ['color-bg', 'color-surface']) {
      expect(contrastRatio(token('color-text'), token(ground))).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(token('color-muted'), token(ground))).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(token('color-primary'), token(ground))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(token('color-on-primary'), token('color-primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('color-on-primary'), token('color-primary-hover'))).toBeGreaterThanOrEqual(4.5);
  });

  it('give each type group and each state a strong shade readable on white and on its own tint', () => {
    const pairs = [
      ...TYPE_GROUPS.map((group) => [`group-${group.toLowerCase()}-strong`, `group-${group.toLowerCase()}-tint`]),
      ...['success', 'danger', 'warning'].map((state) => [`color-${state}`, `color-${state}-tint`]),
    ];
    for (const [strong, tint] of pairs as [string, string][]) {
      expect(contrastRatio(token(strong), '#ffffff'), strong).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(token(strong), token(tint)), `${strong} on ${tint}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are the only place a stylesheet writes a colour', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/i;
    const offenders = stylesheets(srcDir)
      .filter((file) => !file.endsWith('design-tokens.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(srcDir, file)}:${index + 1}` }))
          .filter(({ line }) => literal.test(line))
          .map(({ where, line }) => `${where} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
