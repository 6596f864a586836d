import { formatMoney } from '@mindprint/platform/money';
import { escapeHtml, type MailLocale, mailLocaleOf } from './mail-locale.js';

/** The receipt e-mail once a purchase is paid, in each of the nine locales. */
interface Texts {
  subject: (title: string) => string;
  body: (amount: string, title: string) => string;
  purchase: string;
  paidAt: string;
  button: string;
  footer: string;
}

const texts: Record<MailLocale, Texts> = {
  EN: { subject: (t) => `Payment received: ${t}`, body: (a, t) => `Thank you. We received your payment of ${a} for ${t}.`, purchase: 'Purchase number', paidAt: 'Paid on', button: 'Open my report', footer: 'Keep this e-mail as your receipt. You receive it because this address was given for the report.' },
  CN: { subject: (t) => `已收到付款：${t}`, body: (a, t) => `谢谢！我们已收到您为“${t}”支付的 ${a}。`, purchase: '订单号', paidAt: '支付时间', button: '打开我的报告', footer: '请保留此邮件作为收据。您收到此邮件，是因为购买报告时填写了此邮箱地址。' },
  HK: { subject: (t) => `已收到款項：${t}`, body: (a, t) => `謝謝！我們已收到您為「${t}」支付的 ${a}。`, purchase: '訂單號碼', paidAt: '付款時間', button: '開啟我的報告', footer: '請保留此電郵作為收據。您收到此電郵，是因為購買報告時提供了此電郵地址。' },
  JA: { subject: (t) => `お支払いを受け付けました：${t}`, body: (a, t) => `ありがとうございます。「${t}」のお支払い ${a} を受け付けました。`, purchase: '購入番号', paidAt: 'お支払い日時', button: 'レポートを開く', footer: 'このメールは領収書として保管してください。レポートの送付先としてこのアドレスが入力されたため、お送りしています。' },
  KR: { subject: (t) => `결제 완료: ${t}`, body: (a, t) => `감사합니다. ${t}에 대한 ${a} 결제가 완료되었습니다.`, purchase: '구매 번호', paidAt: '결제 일시', button: '내 리포트 열기', footer: '이 메일을 영수증으로 보관하세요. 리포트를 받을 주소로 이 주소를 입력하셔서 보내 드립니다.' },
  FR: { subject: (t) => `Paiement reçu : ${t}`, body: (a, t) => `Merci. Nous avons bien reçu votre paiement de ${a} pour ${t}.`, purchase: 'Numéro d’achat', paidAt: 'Payé le', button: 'Ouvrir mon rapport', footer: 'Conservez cet e-mail comme reçu. Vous le recevez parce que cette adresse a été indiquée pour le rapport.' },
  DE: { subject: (t) => `Zahlung erhalten: ${t}`, body: (a, t) => `Vielen Dank. Wir haben Ihre Zahlung von ${a} für ${t} erhalten.`, purchase: 'Kaufnummer', paidAt: 'Bezahlt am', button: 'Meinen Bericht öffnen', footer: 'Bewahren Sie diese E-Mail als Beleg auf. Sie erhalten sie, weil diese Adresse für den Bericht angegeben wurde.' },
  ES: { subject: (t) => `Pago recibido: ${t}`, body: (a, t) => `Gracias. Hemos recibido tu pago de ${a} por ${t}.`, purchase: 'Número de compra', paidAt: 'Pagado el', button: 'Abrir mi informe', footer: 'Guarda este correo como recibo. Lo recibes porque se indicó esta dirección para el informe.' },
  PT: { subject: (t) => `Pagamento recebido: ${t}`, body: (a, t) => `Obrigado. Recebemos seu pagamento de ${a} por ${t}.`, purchase: 'Número da compra', paidAt: 'Pago em', button: 'Abrir meu relatório', footer: 'Guarde este e-mail como recibo. Você o recebe porque este endereço foi informado para o relatório.' },
};

/** The html `lang` and date language of each locale. */
const mailLanguage: Record<MailLocale, string> = { EN: 'en', CN: 'zh-CN', HK: 'zh-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt' };

export function paymentReceivedMail(input: { locale: string; title: string; purchaseNumber: string; amountMinor: number; currency: string; paidAt: Date; reportUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const amount = formatMoney(input.amountMinor, input.currency);
  const paidAt = new Intl.DateTimeFormat(mailLanguage[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.paidAt);
  const body = t.body(amount, input.title);
  const text = `${body}\n\n${t.purchase}: ${input.purchaseNumber}\n${t.paidAt}: ${paidAt} UTC\n\n${t.button}: ${input.reportUrl}\n\n${t.footer}\n`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(body)}</p><table style="border-collapse:collapse">` +
    `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(t.purchase)}</td><td>${escapeHtml(input.purchaseNumber)}</td></tr>` +
    `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(t.paidAt)}</td><td>${escapeHtml(paidAt)} UTC</td></tr></table>` +
    `<p><a href="${escapeHtml(input.reportUrl)}">${escapeHtml(t.button)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: t.subject(input.title), text, html };
}

