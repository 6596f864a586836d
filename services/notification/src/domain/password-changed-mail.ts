import { escapeHtml, type MailLocale, mailLocaleOf } from './mail-locale.js';

/** The security notice after a password change, in each of the nine locales. */
const texts: Record<MailLocale, { subject: string; body: (when: string) => string; notYou: string; action: string }> = {
  EN: { subject: 'Your Mindprint password was changed', body: (w) => `The password of your Mindprint account was changed on ${w}.`, notYou: 'If this was not you, reset your password now; it also signs out every device.', action: 'Reset my password' },
  CN: { subject: '您的 Mindprint 密码已更改', body: (w) => `您的 Mindprint 账户密码已于 ${w} 更改。`, notYou: '如果这不是您本人的操作，请立即重置密码；重置会让所有设备退出登录。', action: '重置密码' },
  HK: { subject: '您的 Mindprint 密碼已更改', body: (w) => `您的 Mindprint 帳戶密碼已於 ${w} 更改。`, notYou: '如果這不是您本人的操作，請立即重設密碼；重設會令所有裝置登出。', action: '重設密碼' },
  JA: { subject: 'Mindprint のパスワードが変更されました', body: (w) => `Mindprint アカウントのパスワードが ${w} に変更されました。`, notYou: 'お心当たりがない場合は、すぐにパスワードを再設定してください。すべての端末からサインアウトされます。', action: 'パスワードを再設定する' },
  KR: { subject: 'Mindprint 비밀번호가 변경되었습니다', body: (w) => `Mindprint 계정의 비밀번호가 ${w}에 변경되었습니다.`, notYou: '본인이 변경하지 않았다면 지금 바로 비밀번호를 재설정하세요. 모든 기기에서 로그아웃됩니다.', action: '비밀번호 재설정' },
  FR: { subject: 'Votre mot de passe Mindprint a été modifié', body: (w) => `Le mot de passe de votre compte Mindprint a été modifié le ${w}.`, notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant ; cela déconnecte aussi tous les appareils.', action: 'Réinitialiser mon mot de passe' },
  DE: { subject: 'Ihr Mindprint-Passwort wurde geändert', body: (w) => `Das Passwort Ihres Mindprint-Kontos wurde am ${w} geändert.`, notYou: 'Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück; dabei werden alle Geräte abgemeldet.', action: 'Passwort zurücksetzen' },
  ES: { subject: 'Se ha cambiado tu contraseña de Mindprint', body: (w) => `La contraseña de tu cuenta de Mindprint se cambió el ${w}.`, notYou: 'Si no fuiste tú, restablece tu contraseña ahora; también se cerrará la sesión en todos los dispositivos.', action: 'Restablecer mi contraseña' },
  PT: { subject: 'Sua senha da Mindprint foi alterada', body: (w) => `A senha da sua conta Mindprint foi alterada em ${w}.`, notYou: 'Se não foi você, redefina sua senha agora; isso também desconecta todos os dispositivos.', action: 'Redefinir minha senha' },
};

const intlTag: Record<MailLocale, string> = { EN: 'en', CN: 'zh-Hans', HK: 'zh-Hant-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt-BR' };


export function passwordChangedMail(input: { locale: string; changedAt: string; resetUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const changed = new Date(input.changedAt);
  const when = Number.isNaN(changed.getTime())
    ? input.changedAt
    : new Intl.DateTimeFormat(intlTag[locale], { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(changed);
  const text = `${t.body(when)}\n\n${t.notYou}\n${t.action}: ${input.resetUrl}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.body(when))}</p><p>${escapeHtml(t.notYou)}</p><p><a href="${escapeHtml(input.resetUrl)}">${escapeHtml(t.action)}</a></p></body></html>`;
  return { subject: t.subject, text, html };
}
