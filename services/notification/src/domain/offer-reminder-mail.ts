import { escapeHtml, formatMailDate, type MailLocale, mailLanguage, mailLocaleOf } from './mail-locale.js';
import { unsubscribeFooter } from './marketing-mail.js';
import { quotedTestName } from './profile-test-mail.js';
import { testNameOf } from './test-names.js';

/**
 * The report offer reminder (marketing): sent some hours after the test to a visitor who has not bought the
 * full report. Honest by construction: it states when the offer price ends (a real time, in UTC), names no
 * price (the report page shows the real one), says doing nothing is fine, and ends with the unsubscribe link.
 */
interface Texts {
  subject: (type: string) => string;
  greeting: (name: string) => string;
  body: (type: string, endsAt: string) => string;
  noAction: string;
  button: string;
  footer: string;
}

const texts: Record<MailLocale, Texts> = {
  EN: {
    subject: (t) => `A reminder about your full ${t} report`,
    greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
    body: (t, w) => `Your free ${t} result from the Mindprint test is ready. If you would like the full report, the discounted offer price shown on the report page is available until ${w} (UTC). After that, the regular price applies.`,
    noAction: 'If you are not interested, you do not need to do anything.',
    button: 'See the full report',
    footer: 'You receive this reminder because this address was given when the test was finished on Mindprint.',
  },
  CN: {
    subject: (t) => `关于您的 ${t} 完整报告的提醒`,
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (t, w) => `您在 Mindprint 测试中的免费 ${t} 结果已经生成。如果您想获取完整报告，报告页面上显示的优惠价格有效至 ${w}（UTC）。之后将按原价计算。`,
    noAction: '如果您不感兴趣，无需进行任何操作。',
    button: '查看完整报告',
    footer: '您收到此提醒，是因为在 Mindprint 完成测试时填写了此邮箱地址。',
  },
  HK: {
    subject: (t) => `關於您的 ${t} 完整報告的提醒`,
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (t, w) => `您在 Mindprint 測試中的免費 ${t} 結果已經完成。如果您想取得完整報告，報告頁面上顯示的優惠價格有效至 ${w}（UTC）。之後將按原價計算。`,
    noAction: '如果您不感興趣，無需採取任何行動。',
    button: '查看完整報告',
    footer: '您收到此提醒，是因為在 Mindprint 完成測試時提供了此電郵地址。',
  },
  JA: {
    subject: (t) => `${t} の詳細レポートについてのお知らせ`,
    greeting: (n) => (n ? `${n} 様` : 'こんにちは'),
    body: (t, w) => `Mindprint 診断の無料の ${t} 結果ができあがっています。詳細レポートをご希望の場合、レポートページに表示されている特別価格は ${w}（UTC）までです。その後は通常価格になります。`,
    noAction: 'ご興味がなければ、何もしていただく必要はありません。',
    button: '詳細レポートを見る',
    footer: 'Mindprint で診断を完了した際にこのメールアドレスが入力されたため、このお知らせをお送りしています。',
  },
  KR: {
    subject: (t) => `${t} 전체 리포트 안내`,
    greeting: (n) => (n ? `${n}님, 안녕하세요.` : '안녕하세요.'),
    body: (t, w) => `Mindprint 검사의 무료 ${t} 결과가 준비되어 있습니다. 전체 리포트를 원하시면, 리포트 페이지에 표시된 할인 가격은 ${w}(UTC)까지 적용됩니다. 그 이후에는 정상 가격이 적용됩니다.`,
    noAction: '관심이 없으시면 아무것도 하지 않으셔도 됩니다.',
    button: '전체 리포트 보기',
    footer: 'Mindprint에서 검사를 마칠 때 이 이메일 주소를 입력하셔서 이 안내를 보내 드립니다.',
  },
  FR: {
    subject: (t) => `Un rappel au sujet de votre rapport ${t} complet`,
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    body: (t, w) => `Votre résultat ${t} gratuit du test Mindprint est prêt. Si vous souhaitez le rapport complet, le prix de l’offre affiché sur la page du rapport est valable jusqu’au ${w} (UTC). Ensuite, le prix normal s’applique.`,
    noAction: 'Si cela ne vous intéresse pas, vous n’avez rien à faire.',
    button: 'Voir le rapport complet',
    footer: 'Vous recevez ce rappel parce que cette adresse a été saisie à la fin du test sur Mindprint.',
  },
  DE: {
    subject: (t) => `Eine Erinnerung zu Ihrem vollständigen ${t}-Bericht`,
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    body: (t, w) => `Ihr kostenloses ${t}-Ergebnis aus dem Mindprint-Test ist fertig. Wenn Sie den vollständigen Bericht möchten: Der auf der Berichtsseite angezeigte Angebotspreis gilt bis ${w} (UTC). Danach gilt der reguläre Preis.`,
    noAction: 'Wenn Sie kein Interesse haben, müssen Sie nichts tun.',
    button: 'Vollständigen Bericht ansehen',
    footer: 'Sie erhalten diese Erinnerung, weil diese Adresse am Ende des Tests auf Mindprint angegeben wurde.',
  },
  ES: {
    subject: (t) => `Un recordatorio sobre tu informe ${t} completo`,
    greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    body: (t, w) => `Tu resultado ${t} gratuito del test de Mindprint está listo. Si quieres el informe completo, el precio de oferta que se muestra en la página del informe está disponible hasta el ${w} (UTC). Después se aplica el precio normal.`,
    noAction: 'Si no te interesa, no tienes que hacer nada.',
    button: 'Ver el informe completo',
    footer: 'Recibes este recordatorio porque se indicó esta dirección al terminar el test en Mindprint.',
  },
  PT: {
    subject: (t) => `Um lembrete sobre seu relatório ${t} completo`,
    greeting: (n) => (n ? `Olá, ${n},` : 'Olá,'),
    body: (t, w) => `Seu resultado ${t} gratuito do teste Mindprint está pronto. Se quiser o relatório completo, o preço de oferta mostrado na página do relatório vale até ${w} (UTC). Depois disso, aplica-se o preço normal.`,
    noAction: 'Se não tiver interesse, não precisa fazer nada.',
    button: 'Ver o relatório completo',
    footer: 'Você recebe este lembrete porque este endereço foi informado ao concluir o teste na Mindprint.',
  },
};

/** `examId`: every test but the 16-type one is named by the test, not by its result's code ('secure', 'E4-A3-C5-N2-O4', 'IQ-v1-18' mean nothing to a reader). */
export function offerReminderMail(input: { locale: string; examId: string; typeCode: string; firstName: string; offerEndsAt: Date; buyUrl: string; unsubscribeUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const name = testNameOf(input.examId, locale);
  const type = name ? quotedTestName(name, locale) : input.typeCode.toUpperCase();
  const greeting = t.greeting(input.firstName.trim());
  const body = t.body(type, formatMailDate(locale, input.offerEndsAt, true));
  const unsubscribe = unsubscribeFooter(locale, input.unsubscribeUrl);
  const text = `${greeting}\n\n${body}\n\n${t.button}: ${input.buyUrl}\n\n${t.noAction}\n\n${t.footer}\n${unsubscribe.text}`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.buyUrl)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(t.noAction)}</p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>${unsubscribe.html}</body></html>`;
  return { subject: t.subject(type), text, html };
}
