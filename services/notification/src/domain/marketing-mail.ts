import { escapeHtml, type MailLocale } from './mail-locale.js';

/**
 * What every marketing mail (reminders, offers) carries and transactional mail (reports, receipts, codes,
 * account notices) never does: the unsubscribe link at the bottom, with what it stops, and the
 * List-Unsubscribe headers the mailer adds from `listUnsubscribe`.
 */

/** What unsubscribing stops, and what it does not. */
export const unsubscribeScope: Record<MailLocale, string> = {
  EN: 'This stops reminders and offers only; reports, receipts and account e-mails still arrive.',
  CN: '退订只会停止提醒和优惠邮件；报告、收据和账户邮件仍会照常发送。',
  HK: '取消訂閱只會停止提醒及優惠電郵；報告、收據及帳戶電郵仍會照常寄出。',
  JA: '配信停止で止まるのはお知らせとご案内だけです。レポート、領収書、アカウントに関するメールは引き続き届きます。',
  KR: '수신 거부 시 안내 및 혜택 메일만 중단됩니다. 리포트, 영수증, 계정 관련 메일은 계속 발송됩니다.',
  FR: 'Cela arrête uniquement les rappels et les offres ; les rapports, reçus et e-mails de compte continuent d’arriver.',
  DE: 'Damit enden nur Erinnerungen und Angebote; Berichte, Quittungen und Konto-E-Mails kommen weiterhin an.',
  ES: 'Esto solo detiene los recordatorios y las ofertas; los informes, recibos y correos de la cuenta seguirán llegando.',
  PT: 'Isso interrompe apenas lembretes e ofertas; relatórios, recibos e e-mails da conta continuam chegando.',
};

const unsubscribeLabel: Record<MailLocale, string> = {
  EN: 'Unsubscribe',
  CN: '退订',
  HK: '取消訂閱',
  JA: '配信停止',
  KR: '수신 거부',
  FR: 'Se désabonner',
  DE: 'Abmelden',
  ES: 'Darse de baja',
  PT: 'Cancelar inscrição',
};

/** The bottom of a marketing mail: the unsubscribe link and what it stops, as text and as HTML. */
export function unsubscribeFooter(locale: MailLocale, unsubscribeUrl: string) {
  return {
    text: `${unsubscribeLabel[locale]}: ${unsubscribeUrl}\n${unsubscribeScope[locale]}\n`,
    html:
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeLabel[locale])}</a> · ` +
      `${escapeHtml(unsubscribeScope[locale])}</p>`,
  };
}
