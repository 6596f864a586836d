import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@mindprint/platform/locales';
import { mailTexts, mailTextsSchema } from '../src/mail-texts.js';

describe('mail texts (content/mails/<locale>.json)', () => {
  it('are written in the nine locales with the same keys and the same placeholders in each', () => {
    expect(Object.keys(mailTexts).sort()).toEqual([...localeCodes].sort());
    expect(localeContentDifferences(mailTexts)).toEqual([]);
  });

  it('refuse a text that drops or misspells a placeholder, naming its path', () => {
    const en = structuredClone(mailTexts.EN);
    en.subscription.paidTrial = 'Your trial of {{plan}} has started. It costs {{prise}}.';
    const result = mailTextsSchema.safeParse(en);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subscription.paidTrial']);
    expect(result.error?.issues[0]?.message).toContain('{{days}} {{plan}} {{price}}');
  });

  it('refuse a missing text and a text no mail reads', () => {
    const { button: _dropped, ...resultReady } = mailTexts.FR.resultReady;
    const result = mailTextsSchema.safeParse({ ...mailTexts.FR, resultReady: { ...resultReady, buton: 'Voir' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`).sort()).toEqual(['resultReady unrecognized_keys', 'resultReady.button invalid_type']);
  });
});
