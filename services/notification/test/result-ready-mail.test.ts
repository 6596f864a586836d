import { describe, expect, it } from 'vitest';
import { resultReadyMail } from '../src/domain/result-ready-mail.js';
import { localeCodes } from '@mindprint/platform/locales';

describe('the result-ready e-mail', () => {
  it('names the type and links the free result in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => resultReadyMail({ locale, examId: '1', typeCode: 'INFP', firstName: 'Kim', resultUrl: 'https://mindprint.example/report/result-free-test?orderNumber=MP1' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('INFP');
      expect(mail.text).toContain('Kim');
      expect(mail.text).toContain('https://mindprint.example/report/result-free-test?orderNumber=MP1');
      expect(mail.html).toContain('href="https://mindprint.example/report/result-free-test?orderNumber=MP1"');
    }
  });

  it('names the matrices IQ test and its score, not a type, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => resultReadyMail({ locale, examId: '3', typeCode: 'IQ-v1-18', firstName: 'Kim', resultUrl: 'https://m.example/r' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('18');
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/IQ-v1|16|type|類型|类型|タイプ|유형/i);
    }
    expect(mails[localeCodes.indexOf('CN')]!.subject).toBe('你的矩阵智商测试得分：答对 18 题');
  });

  it('names the psychological mapping test and its profile, not a 16-type, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => resultReadyMail({ locale, examId: '2', typeCode: 'E4-A3-C5-N2-O4', firstName: 'Kim', resultUrl: 'https://m.example/r' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('E4-A3-C5-N2-O4');
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/16|type|類型|类型|タイプ|유형/i);
    }
    expect(mails[localeCodes.indexOf('FR')]!.subject).toBe('Votre profil de cartographie psychologique : E4-A3-C5-N2-O4');
  });

  it('greets without a name when none was given and escapes what it puts in HTML', () => {
    const mail = resultReadyMail({ locale: 'EN', examId: '1', typeCode: 'ESTJ', firstName: '<img src=x>', resultUrl: 'https://x/"' });
    expect(mail.html).not.toContain('<img');
    expect(resultReadyMail({ locale: 'EN', examId: '1', typeCode: 'ESTJ', firstName: ' ', resultUrl: 'u' }).text.startsWith('Hello,')).toBe(true);
  });
});
