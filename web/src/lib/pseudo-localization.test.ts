import { describe, expect, it } from 'vitest';
import { PSEUDO_EXPANSION, pseudoLocalize } from './pseudo-localization';

const visibleLength = (text: string) => text.replace(/<\/?\w+\s*\/?>/g, '').replace(/\s/g, '').length;

describe('pseudo-localisation', () => {
  it('accents every Latin letter and brackets the text', () => {
    const out = pseudoLocalize('Take the test');
    expect(out.startsWith('⟦')).toBe(true);
    expect(out.endsWith('⟧')).toBe(true);
    expect(out).not.toMatch(/[A-Za-z]/);
  });

  it.each(['Start', 'Take the free personality test', 'Rhythm', 'Your report is ready: download the PDF or read it online.'])(
    'makes "%s" about 35 % longer',
    (text) => {
      const growth = visibleLength(pseudoLocalize(text)) / visibleLength(text) - 1;
      expect(growth).toBeGreaterThanOrEqual(PSEUDO_EXPANSION - 0.01);
      expect(growth).toBeLessThan(PSEUDO_EXPANSION + 0.45);
    },
  );

  it('keeps markup for react-i18next and entities as they are', () => {
    const out = pseudoLocalize('Read the <1>terms</1> and<br/>the&nbsp;policy');
    expect(out).toContain('<1>');
    expect(out).toContain('</1>');
    expect(out).toContain('<br/>');
    expect(out).toContain('&nbsp;');
  });

  it('leaves an empty or blank text alone, and digits, punctuation and other scripts unchanged', () => {
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize('  ')).toBe('  ');
    expect(pseudoLocalize('€12.99 – 性格')).toContain('€12.99 – 性格');
  });
});
