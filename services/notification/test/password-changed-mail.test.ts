import { describe, expect, it } from 'vitest';
import { passwordChangedMail } from '../src/domain/password-changed-mail.js';
import { localeCodes } from '@mindprint/platform/locales';

describe('the password-changed notice', () => {
  it('says when, and links the reset page, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => passwordChangedMail({ locale, changedAt: '2026-11-22T10:30:00Z', resetUrl: 'https://mindprint.example/user/forgot-password' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.text).toContain('https://mindprint.example/user/forgot-password');
      expect(mail.text).toMatch(/2026/);
      expect(mail.html).toContain('href="https://mindprint.example/user/forgot-password"');
    }
    expect(mails[0]!.text).toContain('November 22, 2026');
  });
});
