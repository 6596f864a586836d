import { escapeHtml, type MailLocale, mailLocaleOf } from './mail-locale.js';
import { mappingExamId, mappingResultReadyTexts } from './mapping-test-mail.js';
import { matricesExamId, matricesResultReadyTexts, matricesScoreLabel } from './matrices-test-mail.js';
import { isProfileExam, profileResultReadyTexts } from './profile-test-mail.js';

/** The "your result is ready" e-mail after a finished test, in each of the nine locales. */
const texts: Record<MailLocale, { subject: (type: string) => string; greeting: (name: string) => string; body: string; button: string; footer: string }> = {
  EN: { subject: (t) => `Your personality type: ${t}`, greeting: (n) => (n ? `Hello ${n},` : 'Hello,'), body: 'Thank you for taking the Mindprint 16-type test. Your free result is ready:', button: 'See my result', footer: 'You receive this e-mail because this address was given when the test was finished.' },
  CN: { subject: (t) => `您的人格类型：${t}`, greeting: (n) => (n ? `${n}，您好：` : '您好：'), body: '感谢您完成 Mindprint 16型人格测试。您的免费结果已生成：', button: '查看我的结果', footer: '您收到此邮件，是因为完成测试时填写了此邮箱地址。' },
  HK: { subject: (t) => `您的人格類型：${t}`, greeting: (n) => (n ? `${n}，您好：` : '您好：'), body: '感謝您完成 Mindprint 16型人格測試。您的免費結果已準備好：', button: '查看我的結果', footer: '您收到此電郵，是因為完成測試時提供了此電郵地址。' },
  JA: { subject: (t) => `あなたの性格タイプ：${t}`, greeting: (n) => (n ? `${n} 様` : 'こんにちは'), body: 'Mindprint 16タイプ性格診断を受けていただきありがとうございます。無料の結果ができあがりました：', button: '結果を見る', footer: '診断の完了時にこのメールアドレスが入力されたため、このメールをお送りしています。' },
  KR: { subject: (t) => `나의 성격 유형: ${t}`, greeting: (n) => (n ? `${n}님, 안녕하세요.` : '안녕하세요.'), body: 'Mindprint 16가지 성격 유형 검사에 참여해 주셔서 감사합니다. 무료 결과가 준비되었습니다:', button: '내 결과 보기', footer: '검사를 마칠 때 이 이메일 주소를 입력하셔서 이 메일을 보내 드립니다.' },
  FR: { subject: (t) => `Votre type de personnalité : ${t}`, greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'), body: 'Merci d’avoir passé le test Mindprint en 16 types. Votre résultat gratuit est prêt :', button: 'Voir mon résultat', footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie à la fin du test.' },
  DE: { subject: (t) => `Ihr Persönlichkeitstyp: ${t}`, greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'), body: 'Danke, dass Sie den Mindprint-16-Typen-Test gemacht haben. Ihr kostenloses Ergebnis ist fertig:', button: 'Mein Ergebnis ansehen', footer: 'Sie erhalten diese E-Mail, weil diese Adresse am Ende des Tests angegeben wurde.' },
  ES: { subject: (t) => `Tu tipo de personalidad: ${t}`, greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'), body: 'Gracias por hacer el test de 16 tipos de Mindprint. Tu resultado gratuito está listo:', button: 'Ver mi resultado', footer: 'Recibes este correo porque se indicó esta dirección al terminar el test.' },
  PT: { subject: (t) => `Seu tipo de personalidade: ${t}`, greeting: (n) => (n ? `Olá, ${n},` : 'Olá,'), body: 'Obrigado por fazer o teste de 16 tipos da Mindprint. Seu resultado gratuito está pronto:', button: 'Ver meu resultado', footer: 'Você recebe este e-mail porque este endereço foi informado ao concluir o teste.' },
};


/** What the mail says the result is: its subject, lead line, the result shown under it (if any) and a note on it. */
function resultOf(examId: string, typeCode: string, locale: MailLocale): { subject: string; body: string; shown?: string; note?: string } {
  if (examId === matricesExamId) {
    const score = matricesScoreLabel(typeCode);
    return { subject: matricesResultReadyTexts[locale].subject(score), body: matricesResultReadyTexts[locale].body, shown: score };
  }
  if (examId === mappingExamId) return { subject: mappingResultReadyTexts[locale].subject(typeCode), body: mappingResultReadyTexts[locale].body, shown: typeCode };
  if (isProfileExam(examId)) return profileResultReadyTexts(examId, locale, typeCode);
  return { subject: texts[locale].subject(typeCode), body: texts[locale].body, shown: typeCode };
}

/**
 * `examId`: the mapping and matrices tests' mails name the test and its profile or score, the profile tests'
 * name the test and what its result holds; any other is the 16-type test's.
 */
export function resultReadyMail(input: { locale: string; examId: string; typeCode: string; firstName: string; resultUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const { subject, body, shown, note } = resultOf(input.examId, input.typeCode, locale);
  const greeting = t.greeting(input.firstName.trim());
  const result = [shown, note].filter((line) => line !== undefined).map((line) => `\n${line}`).join('');
  const text = `${greeting}\n\n${body}${result}\n\n${t.button}: ${input.resultUrl}\n\n${t.footer}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    (shown === undefined ? '' : `<p style="font-size:28px"><strong>${escapeHtml(shown)}</strong></p>`) +
    (note === undefined ? '' : `<p style="color:#666">${escapeHtml(note)}</p>`) +
    `<p><a href="${escapeHtml(input.resultUrl)}">${escapeHtml(t.button)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject, text, html };
}
