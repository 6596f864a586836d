import { formatMoney } from '@mindprint/platform/money';
import { escapeHtml, formatMailDate, type MailLocale, mailLanguage, mailLocaleOf } from './mail-locale.js';
import { mappingExamId, mappingReportMailTexts } from './mapping-test-mail.js';
import { matricesExamId, matricesReportMailTexts, matricesScoreLabel } from './matrices-test-mail.js';
import { isProfileExam, profileReportMailTexts } from './profile-test-mail.js';

/** The report e-mail once the full report is paid: the PDF attached, the link, and the receipt; nine locales. */
interface Texts {
  subject: (type: string) => string;
  greeting: (name: string) => string;
  body: (type: string) => string;
  button: string;
  attached: (file: string) => string;
  receipt: string;
  item: string;
  amount: string;
  purchase: string;
  paidAt: string;
  footer: string;
}

const texts: Record<MailLocale, Texts> = {
  EN: { subject: (t) => `Your ${t} report is ready`, greeting: (n) => (n ? `Hello ${n},` : 'Hello,'), body: (t) => `Thank you for your purchase. Your full ${t} personality report is attached to this e-mail as a PDF, and you can open it online at any time.`, button: 'Open my report', attached: (f) => `Attached: ${f}`, receipt: 'Receipt', item: 'Item', amount: 'Amount paid', purchase: 'Purchase number', paidAt: 'Paid on', footer: 'Keep this e-mail as your receipt. You receive it because this address was given for the report.' },
  CN: { subject: (t) => `您的 ${t} 报告已生成`, greeting: (n) => (n ? `${n}，您好：` : '您好：'), body: (t) => `感谢您的购买！您的 ${t} 完整人格报告已作为 PDF 附在本邮件中，您也可以随时在线查看。`, button: '打开我的报告', attached: (f) => `附件：${f}`, receipt: '收据', item: '商品', amount: '支付金额', purchase: '订单号', paidAt: '支付时间', footer: '请保留此邮件作为收据。您收到此邮件，是因为购买报告时填写了此邮箱地址。' },
  HK: { subject: (t) => `您的 ${t} 報告已準備好`, greeting: (n) => (n ? `${n}，您好：` : '您好：'), body: (t) => `感謝您的購買！您的 ${t} 完整人格報告已以 PDF 附於本電郵，您亦可隨時在網上查看。`, button: '開啟我的報告', attached: (f) => `附件：${f}`, receipt: '收據', item: '項目', amount: '付款金額', purchase: '訂單號碼', paidAt: '付款時間', footer: '請保留此電郵作為收據。您收到此電郵，是因為購買報告時提供了此電郵地址。' },
  JA: { subject: (t) => `${t} レポートの準備ができました`, greeting: (n) => (n ? `${n} 様` : 'こんにちは'), body: (t) => `ご購入ありがとうございます。${t} の完全版性格レポートを PDF でこのメールに添付しました。オンラインでもいつでもご覧いただけます。`, button: 'レポートを開く', attached: (f) => `添付ファイル：${f}`, receipt: '領収書', item: '品目', amount: 'お支払い金額', purchase: '購入番号', paidAt: 'お支払い日時', footer: 'このメールは領収書として保管してください。レポートの送付先としてこのアドレスが入力されたため、お送りしています。' },
  KR: { subject: (t) => `${t} 리포트가 준비되었습니다`, greeting: (n) => (n ? `${n}님, 안녕하세요.` : '안녕하세요.'), body: (t) => `구매해 주셔서 감사합니다. ${t} 전체 성격 리포트를 이 메일에 PDF로 첨부했으며, 언제든지 온라인으로도 볼 수 있습니다.`, button: '내 리포트 열기', attached: (f) => `첨부 파일: ${f}`, receipt: '영수증', item: '상품', amount: '결제 금액', purchase: '구매 번호', paidAt: '결제 일시', footer: '이 메일을 영수증으로 보관하세요. 리포트를 받을 주소로 이 주소를 입력하셔서 보내 드립니다.' },
  FR: { subject: (t) => `Votre rapport ${t} est prêt`, greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'), body: (t) => `Merci pour votre achat. Votre rapport de personnalité ${t} complet est joint à cet e-mail au format PDF, et vous pouvez le consulter en ligne à tout moment.`, button: 'Ouvrir mon rapport', attached: (f) => `Pièce jointe : ${f}`, receipt: 'Reçu', item: 'Article', amount: 'Montant payé', purchase: 'Numéro d’achat', paidAt: 'Payé le', footer: 'Conservez cet e-mail comme reçu. Vous le recevez parce que cette adresse a été indiquée pour le rapport.' },
  DE: { subject: (t) => `Ihr ${t}-Bericht ist fertig`, greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'), body: (t) => `Vielen Dank für Ihren Kauf. Ihr vollständiger ${t}-Persönlichkeitsbericht ist dieser E-Mail als PDF beigefügt, und Sie können ihn jederzeit online öffnen.`, button: 'Meinen Bericht öffnen', attached: (f) => `Anhang: ${f}`, receipt: 'Beleg', item: 'Artikel', amount: 'Bezahlter Betrag', purchase: 'Kaufnummer', paidAt: 'Bezahlt am', footer: 'Bewahren Sie diese E-Mail als Beleg auf. Sie erhalten sie, weil diese Adresse für den Bericht angegeben wurde.' },
  ES: { subject: (t) => `Tu informe ${t} está listo`, greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'), body: (t) => `Gracias por tu compra. Tu informe de personalidad ${t} completo va adjunto a este correo en PDF, y puedes abrirlo en línea cuando quieras.`, button: 'Abrir mi informe', attached: (f) => `Adjunto: ${f}`, receipt: 'Recibo', item: 'Artículo', amount: 'Importe pagado', purchase: 'Número de compra', paidAt: 'Pagado el', footer: 'Guarda este correo como recibo. Lo recibes porque se indicó esta dirección para el informe.' },
  PT: { subject: (t) => `Seu relatório ${t} está pronto`, greeting: (n) => (n ? `Olá, ${n},` : 'Olá,'), body: (t) => `Obrigado pela sua compra. Seu relatório de personalidade ${t} completo está anexado a este e-mail em PDF, e você pode abri-lo on-line a qualquer momento.`, button: 'Abrir meu relatório', attached: (f) => `Anexo: ${f}`, receipt: 'Recibo', item: 'Item', amount: 'Valor pago', purchase: 'Número da compra', paidAt: 'Pago em', footer: 'Guarde este e-mail como recibo. Você o recebe porque este endereço foi informado para o relatório.' },
};

export interface PaidReportMailInput {
  locale: string;
  /** The test bought: the mapping, matrices and profile tests' mails name them; any other is the 16-type test's. */
  examId: string;
  typeCode: string;
  firstName: string;
  reportUrl: string;
  /** The attached PDF's file name, `<order number>.pdf`. */
  fileName: string;
  receipt: { title: string; purchaseNumber: string; amountMinor: number; currency: string; paidAt: Date };
}

export function paidReportMail(input: PaidReportMailInput) {
  const locale = mailLocaleOf(input.locale);
  const isMatrices = input.examId === matricesExamId;
  const type = isMatrices ? matricesScoreLabel(input.typeCode) : input.typeCode.trim().toUpperCase();
  const mapping = mappingReportMailTexts[locale];
  const matrices = matricesReportMailTexts[locale];
  const profile = isProfileExam(input.examId) ? profileReportMailTexts(input.examId, locale) : undefined;
  const t: Texts = isMatrices
    ? { ...texts[locale], subject: () => matrices.subject, body: matrices.body }
    : input.examId === mappingExamId
      ? { ...texts[locale], subject: () => mapping.subject, body: mapping.body }
      : profile
        ? { ...texts[locale], subject: () => profile.subject, body: () => profile.body }
        : texts[locale];
  const greeting = t.greeting(input.firstName.trim());
  const amount = formatMoney(input.receipt.amountMinor, input.receipt.currency);
  const paidAt = `${formatMailDate(locale, input.receipt.paidAt, true)} UTC`;
  const rows: [string, string][] = [
    [t.item, input.receipt.title],
    [t.amount, amount],
    [t.purchase, input.receipt.purchaseNumber],
    [t.paidAt, paidAt],
  ];
  const text =
    `${greeting}\n\n${t.body(type)}\n\n${t.button}: ${input.reportUrl}\n${t.attached(input.fileName)}\n\n` +
    `${t.receipt}\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${t.footer}\n`;
  const cell = 'padding:2px 12px 2px 0;color:#666';
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body(type))}</p>` +
    `<p><a href="${escapeHtml(input.reportUrl)}" style="display:inline-block;padding:10px 18px;background:#4b3fd1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p style="color:#666">${escapeHtml(t.attached(input.fileName))}</p>` +
    `<h3 style="margin-bottom:4px">${escapeHtml(t.receipt)}</h3><table style="border-collapse:collapse">` +
    rows.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('') +
    `</table><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: t.subject(type), text, html };
}
