import { describe, expect, it } from 'vitest';
import { localeCodes } from '@mindprint/platform/locales';
import { paidReportMail } from '../src/domain/paid-report-mail.js';
import { careerInterestCode } from '../src/domain/profile-test-mail.js';
import { reportRetrievalMail } from '../src/domain/report-retrieval-mail.js';
import { resultReadyMail } from '../src/domain/result-ready-mail.js';

const receipt = { title: 'Career assessment report', purchaseNumber: 'PU7', amountMinor: 1899, currency: 'EUR', paidAt: new Date('2026-11-22T10:00:00Z') };
const resultUrl = 'https://mindprint.example/report/result-free-test?orderNumber=MP4';
const reportUrl = 'https://mindprint.example/report/result?orderNumber=MP4';

/** The three profile tests, an outcome code of each, and their names as the catalogue gives them in a few locales. */
const profileTests = [
  { examId: '4', typeCode: 'preoccupied', names: { EN: 'Emotional relationships', CN: '情感关系测试', FR: 'Relations affectives', JA: '恋愛・人間関係テスト', DE: 'Emotionale Beziehungen' } },
  { examId: '5', typeCode: 'SIA', names: { EN: 'Career assessment', CN: '职业测评', FR: 'Bilan d’orientation', JA: '適職診断', DE: 'Berufsinteressen-Test' } },
  { examId: '6', typeCode: 'quality-neutral', names: { EN: 'Personal development', CN: '个人成长测试', FR: 'Développement personnel', JA: '自己成長テスト', DE: 'Persönliche Entwicklung' } },
] as const;

/** What a profile test's mail must never say: a 16-type, a personality type, or a raw outcome code. */
const notAType = /16|personality|personnalité|persönlichkeit|personalidad|personalidade|\btypes?\b|類型|类型|タイプ|유형|secure|preoccupied|quality-neutral|QUALITY/i;

describe.each(profileTests)('the mails of exam $examId', ({ examId, typeCode, names }) => {
  it('the free-result mail names the test in subject and body, never a type or a raw code, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => ({ locale, mail: resultReadyMail({ locale, examId, typeCode, firstName: 'Kim', resultUrl }) }));
    expect(new Set(mails.map(({ mail }) => mail.subject)).size).toBe(9);
    for (const { locale, mail } of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, locale).not.toMatch(notAType);
      expect(mail.text, locale).toContain('Kim');
      expect(mail.text, locale).toContain(resultUrl);
      expect(mail.html, locale).toContain(`href="${resultUrl}"`);
    }
    for (const [locale, name] of Object.entries(names)) {
      const { mail } = mails.find((m) => m.locale === locale)!;
      expect(mail.subject, locale).toContain(name);
      expect(mail.text, locale).toContain(name);
      expect(mail.html, locale).toContain(name);
    }
  });

  it('the report mail names the test and its report in subject and body, names the PDF and keeps the receipt, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => ({ locale, mail: paidReportMail({ locale, examId, typeCode, firstName: 'Kim', reportUrl, fileName: 'MP4.pdf', receipt }) }));
    expect(new Set(mails.map(({ mail }) => mail.subject)).size).toBe(9);
    for (const { locale, mail } of mails) {
      expect(mail.subject, locale).not.toMatch(notAType);
      for (const part of [mail.text, mail.html]) {
        expect(part.replace(receipt.title, ''), locale).not.toMatch(notAType);
        expect(part, locale).toContain('MP4.pdf');
        expect(part, locale).toContain('18,99 €');
        expect(part, locale).toContain('PU7');
        expect(part, locale).toContain('PDF');
      }
      expect(`${mail.subject} ${mail.text}`, locale).not.toMatch(/\bSIA\b/);
    }
    for (const [locale, name] of Object.entries(names)) {
      const { mail } = mails.find((m) => m.locale === locale)!;
      expect(mail.subject, locale).toContain(name);
      expect(mail.text, locale).toContain(name);
    }
  });

  it('the retrieval mail lists the report under the test’s name, without its raw code', () => {
    for (const [locale, name] of Object.entries(names)) {
      const mail = reportRetrievalMail({ locale, reports: [{ orderNumber: 'MP4', examId, typeCode, createdAt: '2026-11-20T09:00:00Z', url: reportUrl }] });
      expect(mail.text, locale).toContain(name);
      expect(mail.text, locale).toContain(reportUrl);
      expect(mail.text, locale).not.toMatch(/PREOCCUPIED|QUALITY-NEUTRAL|SIA/);
      expect(mail.text, locale).toMatch(/2026/);
    }
  });
});

describe('the career test’s interest code', () => {
  it('is shown in the free-result mail with what its letters are, in each of the nine locales', () => {
    for (const locale of localeCodes) {
      const mail = resultReadyMail({ locale, examId: '5', typeCode: 'SIA', firstName: '', resultUrl });
      expect(mail.text, locale).toContain('\nSIA\n');
      expect(mail.html, locale).toContain('<strong>SIA</strong>');
    }
    const en = resultReadyMail({ locale: 'EN', examId: '5', typeCode: 'SIA', firstName: '', resultUrl });
    expect(en.text).toContain('Your interest code:\nSIA\nThe first letters of your three strongest interest areas out of six, strongest first.');
    expect(resultReadyMail({ locale: 'CN', examId: '5', typeCode: 'SIA', firstName: '', resultUrl }).text).toContain('英文首字母');
  });

  it('is shown only when it is three area letters', () => {
    expect(careerInterestCode(' sia ')).toBe('SIA');
    expect(careerInterestCode('SIX')).toBeUndefined();
    expect(careerInterestCode('SIAE')).toBeUndefined();
    const mail = resultReadyMail({ locale: 'EN', examId: '5', typeCode: '<b>', firstName: '', resultUrl });
    expect(mail.text).not.toContain('interest code');
    expect(mail.html).not.toContain('<b>');
    expect(mail.subject).toBe('Career assessment: your result is ready');
  });

  it('is not shown for the other profile tests, whose codes are words', () => {
    const mail = resultReadyMail({ locale: 'EN', examId: '4', typeCode: 'SIA', firstName: '', resultUrl });
    expect(mail.text).not.toContain('SIA');
    expect(mail.html).not.toContain('font-size:28px');
  });
});
