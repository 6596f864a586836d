import { escapeHtml, type MailLocale, mailLocaleOf } from './mail-locale.js';

/** The verification-code e-mail in each of the nine locales; EN when the locale is unknown. */
const texts: Record<MailLocale, { subject: string; intro: string; validity: (minutes: number) => string }> = {
  EN: { subject: 'Your Mindprint verification code', intro: 'Your verification code is:', validity: (m: number) => `It is valid for ${m} minutes. If you did not ask for it, you can ignore this e-mail.` },
  CN: { subject: '您的 Mindprint 验证码', intro: '您的验证码是：', validity: (m: number) => `验证码 ${m} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。` },
  HK: { subject: '您的 Mindprint 驗證碼', intro: '您的驗證碼是：', validity: (m: number) => `驗證碼 ${m} 分鐘內有效。如果這不是您本人的操作，請忽略此電郵。` },
  JA: { subject: 'Mindprint 認証コード', intro: 'あなたの認証コード：', validity: (m: number) => `有効期限は${m}分です。お心当たりのない場合は、このメールを無視してください。` },
  KR: { subject: 'Mindprint 인증 코드', intro: '인증 코드:', validity: (m: number) => `${m}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.` },
  FR: { subject: 'Votre code de vérification Mindprint', intro: 'Votre code de vérification :', validity: (m: number) => `Il est valable ${m} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.` },
  DE: { subject: 'Ihr Mindprint-Bestätigungscode', intro: 'Ihr Bestätigungscode lautet:', validity: (m: number) => `Er ist ${m} Minuten gültig. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.` },
  ES: { subject: 'Tu código de verificación de Mindprint', intro: 'Tu código de verificación es:', validity: (m: number) => `Es válido durante ${m} minutos. Si no lo has solicitado, puedes ignorar este correo.` },
  PT: { subject: 'Seu código de verificação Mindprint', intro: 'Seu código de verificação é:', validity: (m: number) => `Ele é válido por ${m} minutos. Se você não o solicitou, ignore este e-mail.` },
};



export function verificationCodeMail(input: { locale: string; code: string; expiresInSeconds: number }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const minutes = Math.max(1, Math.round(input.expiresInSeconds / 60));
  const text = `${t.intro} ${input.code}\n\n${t.validity(minutes)}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.intro)}</p><p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(input.code)}</strong></p>` +
    `<p>${escapeHtml(t.validity(minutes))}</p></body></html>`;
  return { subject: t.subject, text, html };
}
