import { escapeHtml, type MailLocale, mailLanguage, mailLocaleOf } from './mail-locale.js';
import { unsubscribeScope } from './marketing-mail.js';

/**
 * The answer to an unsubscribe request by e-mail (transactional: it carries no unsubscribe headers and is
 * sent even to an address that is already unsubscribed): the link that confirms it.
 */
const texts: Record<MailLocale, { subject: string; body: string; button: string; ignore: string }> = {
  EN: { subject: 'Confirm: stop reminders and offers from Mindprint', body: 'We received a request to stop reminders and offers from Mindprint to this address. To confirm, open the link below and press the button on the page:', button: 'Stop reminders and offers', ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.' },
  CN: { subject: '确认：停止接收 Mindprint 的提醒和优惠邮件', body: '我们收到了停止向此邮箱发送 Mindprint 提醒和优惠邮件的请求。如需确认，请打开下方链接并点击页面上的按钮：', button: '停止提醒和优惠邮件', ignore: '如果这不是您本人的操作，请忽略此邮件，一切保持不变。' },
  HK: { subject: '確認：停止接收 Mindprint 的提醒及優惠電郵', body: '我們收到停止向此電郵地址寄送 Mindprint 提醒及優惠電郵的要求。如需確認，請開啟下方連結並按下頁面上的按鈕：', button: '停止提醒及優惠電郵', ignore: '如果這不是您本人的操作，請忽略此電郵，一切維持不變。' },
  JA: { subject: '確認：Mindprint からのお知らせとご案内の配信停止', body: 'このメールアドレスへの Mindprint からのお知らせとご案内を停止するご依頼を受け付けました。確定するには、下のリンクを開き、ページのボタンを押してください：', button: 'お知らせとご案内を停止する', ignore: 'お心当たりがない場合は、このメールを無視してください。何も変更されません。' },
  KR: { subject: '확인: Mindprint 안내 및 혜택 메일 수신 거부', body: '이 주소로 발송되는 Mindprint 안내 및 혜택 메일의 수신 거부 요청을 받았습니다. 확인하려면 아래 링크를 열고 페이지의 버튼을 눌러 주세요:', button: '안내 및 혜택 메일 중단', ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 아무것도 바뀌지 않습니다.' },
  FR: { subject: 'Confirmez : ne plus recevoir les rappels et offres de Mindprint', body: 'Nous avons reçu une demande pour ne plus envoyer de rappels ni d’offres de Mindprint à cette adresse. Pour confirmer, ouvrez le lien ci-dessous et appuyez sur le bouton de la page :', button: 'Arrêter les rappels et offres', ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.' },
  DE: { subject: 'Bestätigen: keine Erinnerungen und Angebote mehr von Mindprint', body: 'Wir haben die Anfrage erhalten, an diese Adresse keine Erinnerungen und Angebote von Mindprint mehr zu senden. Zum Bestätigen öffnen Sie den Link unten und drücken Sie die Schaltfläche auf der Seite:', button: 'Erinnerungen und Angebote abbestellen', ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.' },
  ES: { subject: 'Confirma: dejar de recibir recordatorios y ofertas de Mindprint', body: 'Hemos recibido una solicitud para dejar de enviar recordatorios y ofertas de Mindprint a esta dirección. Para confirmarla, abre el enlace de abajo y pulsa el botón de la página:', button: 'Dejar de recibir recordatorios y ofertas', ignore: 'Si no lo has solicitado, ignora este correo: no cambia nada.' },
  PT: { subject: 'Confirme: parar de receber lembretes e ofertas da Mindprint', body: 'Recebemos um pedido para parar de enviar lembretes e ofertas da Mindprint para este endereço. Para confirmar, abra o link abaixo e toque no botão da página:', button: 'Parar lembretes e ofertas', ignore: 'Se você não pediu isso, ignore este e-mail: nada muda.' },
};

export function unsubscribeConfirmationMail(input: { locale: string; unsubscribeUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const scope = unsubscribeScope[locale];
  const text = `${t.body}\n\n${t.button}: ${input.unsubscribeUrl}\n\n${scope}\n\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(scope)}</p><p style="color:#666;font-size:12px">${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
