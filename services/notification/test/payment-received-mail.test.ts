import { describe, expect, it } from 'vitest';
import { localeCodes } from '@mindprint/platform/locales';
import { paymentReceivedMail } from '../src/domain/payment-received-mail.js';

const reportUrl = 'https://mindprint.example/report/result-free-test?orderNumber=MP1';
const paid = { title: 'Full report', purchaseNumber: 'PU123', paidAt: new Date('2026-11-22T10:00:00Z'), link: { to: 'report' as const, url: reportUrl } };

describe('the payment-received e-mail', () => {
  it('states the amount in the currency’s format, the purchase number and the report link in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => paymentReceivedMail({ ...paid, locale, amountMinor: 1299, currency: 'EUR' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('Full report');
      expect(mail.text).toContain('12,99 €');
      expect(mail.text).toContain('PU123');
      expect(mail.html).toContain(`href="${reportUrl}"`);
    }
    expect(paymentReceivedMail({ ...paid, locale: 'JA', amountMinor: 1200, currency: 'JPY' }).text).toContain('¥1,200');
  });

  it('links a single course’s receipt to the course with the course’s own button, in each of the nine locales', () => {
    const link = { to: 'course' as const, url: 'https://mindprint.example/userCenter/courseList/detail?id=2' };
    for (const locale of localeCodes) {
      const report = paymentReceivedMail({ ...paid, locale, amountMinor: 1999, currency: 'USD' });
      const course = paymentReceivedMail({ ...paid, title: 'Single course', link, locale, amountMinor: 1999, currency: 'USD' });
      expect(course.html).toContain(`href="${link.url}"`);
      expect(course.text).not.toContain(reportUrl);
      // The course's own button and footer, not the report's.
      expect(course.text).not.toBe(report.text.replace('Full report', 'Single course').replace(reportUrl, link.url));
    }
    expect(paymentReceivedMail({ ...paid, link, locale: 'EN', amountMinor: 1999, currency: 'USD' }).text).toContain('Open my course: https://mindprint.example/userCenter/courseList/detail?id=2');
  });

  it('escapes what it puts in HTML', () => {
    const mail = paymentReceivedMail({ ...paid, title: '<script>x</script>', locale: 'EN', amountMinor: 100, currency: 'USD' });
    expect(mail.html).not.toContain('<script>');
  });
});
