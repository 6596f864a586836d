import { describe, expect, it } from 'vitest';
import { resultReadyMail } from '../src/domain/result-ready-mail.js';
import { mailLocales } from '../src/domain/mail-locale.js';

describe('the result-ready e-mail', () => {
  it('names the type and links the free result in each of the nine locales', () => {
    const mails = mailLocales.map((locale) => resultReadyMail({ locale, typeCode: 'INFP', firstName: 'Kim', resultUrl: 'https://mindprint.example/report/result-free-test?orderNumber=MP1' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('INFP');
      expect(mail.text).toContain('Kim');
      expect(mail.text).toContain('https://mindprint.example/report/result-free-test?orderNumber=MP1');
      expect(mail.html).toContain('href="https://mindprint.example/report/result-free-test?orderNumber=MP1"');
    }
  });

  it('greets without a name when none was given and escapes what it puts in HTML', () => {
    const mail = resultReadyMail({ locale: 'EN', typeCode: 'ESTJ', firstName: '<img src=x>', resultUrl: 'https://x/"' });
    expect(mail.html).not.toContain('<img');
    expect(resultReadyMail({ locale: 'EN', typeCode: 'ESTJ', firstName: ' ', resultUrl: 'u' }).text.startsWith('Hello,')).toBe(true);
  });
});
