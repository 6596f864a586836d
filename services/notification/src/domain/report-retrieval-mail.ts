import { escapeHtml, formatMailDate, type MailLocale, mailLanguage, mailLocaleOf } from './mail-locale.js';
import { isProfileExam } from './profile-test-mail.js';
import { testNameOf } from './test-names.js';

/** The answer to a report retrieval request: the reports bought with the address, or that there are none. */
interface Texts {
  foundSubject: string;
  foundIntro: string;
  open: string;
  noneSubject: string;
  /** The spec's message: 'There are no retrievable reports in the current mailbox'. */
  none: string;
  noneHint: string;
  footer: string;
}

const texts: Record<MailLocale, Texts> = {
  EN: { foundSubject: 'Your Mindprint reports', foundIntro: 'Here are the reports bought with this e-mail address:', open: 'Open report', noneSubject: 'Your Mindprint report request', none: 'There are no retrievable reports in the current mailbox', noneHint: 'Reports are sent to the address given at payment. If you used another address, request them for that one.', footer: 'You receive this e-mail because the reports of this address were requested on Mindprint. If that was not you, you can ignore it.' },
  CN: { foundSubject: '您的 Mindprint 报告', foundIntro: '以下是使用此邮箱地址购买的报告：', open: '查看报告', noneSubject: '您的 Mindprint 报告找回请求', none: '当前邮箱中没有可找回的报告', noneHint: '报告会发送到付款时填写的邮箱地址。如果您使用了其他地址，请用那个地址再次找回。', footer: '您收到此邮件，是因为有人在 Mindprint 上为此邮箱地址申请找回报告。如果这不是您本人的操作，请忽略此邮件。' },
  HK: { foundSubject: '您的 Mindprint 報告', foundIntro: '以下是使用此電郵地址購買的報告：', open: '查看報告', noneSubject: '您的 Mindprint 報告取回請求', none: '目前的電郵信箱中沒有可取回的報告', noneHint: '報告會寄到付款時提供的電郵地址。如果您使用了其他地址，請以該地址再次取回。', footer: '您收到此電郵，是因為有人在 Mindprint 上為此電郵地址要求取回報告。如果這不是您本人的操作，請忽略此電郵。' },
  JA: { foundSubject: 'Mindprint のレポート', foundIntro: 'このメールアドレスで購入されたレポートは次のとおりです：', open: 'レポートを開く', noneSubject: 'Mindprint レポート再送のご依頼', none: 'このメールアドレスで取得できるレポートはありません', noneHint: 'レポートはお支払い時に入力されたメールアドレスに送られます。別のアドレスをお使いの場合は、そのアドレスで再度お申し込みください。', footer: 'Mindprint でこのメールアドレスのレポート再送が依頼されたため、このメールをお送りしています。お心当たりがない場合は、このメールを無視してください。' },
  KR: { foundSubject: 'Mindprint 리포트', foundIntro: '이 이메일 주소로 구매한 리포트입니다:', open: '리포트 열기', noneSubject: 'Mindprint 리포트 찾기 요청', none: '현재 메일함으로 찾을 수 있는 리포트가 없습니다', noneHint: '리포트는 결제 시 입력한 주소로 발송됩니다. 다른 주소를 사용하셨다면 그 주소로 다시 요청해 주세요.', footer: 'Mindprint에서 이 주소의 리포트 찾기가 요청되어 이 메일을 보내 드립니다. 본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.' },
  FR: { foundSubject: 'Vos rapports Mindprint', foundIntro: 'Voici les rapports achetés avec cette adresse e-mail :', open: 'Ouvrir le rapport', noneSubject: 'Votre demande de rapports Mindprint', none: 'Aucun rapport récupérable pour cette adresse e-mail', noneHint: 'Les rapports sont envoyés à l’adresse indiquée lors du paiement. Si vous en avez utilisé une autre, faites la demande avec celle-ci.', footer: 'Vous recevez cet e-mail parce que les rapports de cette adresse ont été demandés sur Mindprint. Si ce n’était pas vous, ignorez-le.' },
  DE: { foundSubject: 'Ihre Mindprint-Berichte', foundIntro: 'Dies sind die mit dieser E-Mail-Adresse gekauften Berichte:', open: 'Bericht öffnen', noneSubject: 'Ihre Anfrage nach Mindprint-Berichten', none: 'Für dieses Postfach gibt es keine abrufbaren Berichte', noneHint: 'Berichte werden an die beim Bezahlen angegebene Adresse gesendet. Falls Sie eine andere Adresse verwendet haben, fordern Sie sie für diese an.', footer: 'Sie erhalten diese E-Mail, weil auf Mindprint die Berichte dieser Adresse angefordert wurden. Falls Sie das nicht waren, können Sie sie ignorieren.' },
  ES: { foundSubject: 'Tus informes de Mindprint', foundIntro: 'Estos son los informes comprados con esta dirección de correo:', open: 'Abrir informe', noneSubject: 'Tu solicitud de informes de Mindprint', none: 'No hay informes recuperables para este correo', noneHint: 'Los informes se envían a la dirección indicada al pagar. Si usaste otra, solicítalos con esa dirección.', footer: 'Recibes este correo porque se solicitaron en Mindprint los informes de esta dirección. Si no fuiste tú, puedes ignorarlo.' },
  PT: { foundSubject: 'Seus relatórios Mindprint', foundIntro: 'Estes são os relatórios comprados com este endereço de e-mail:', open: 'Abrir relatório', noneSubject: 'Sua solicitação de relatórios Mindprint', none: 'Não há relatórios recuperáveis para este e-mail', noneHint: 'Os relatórios são enviados ao endereço informado no pagamento. Se você usou outro, solicite-os com esse endereço.', footer: 'Você recebe este e-mail porque os relatórios deste endereço foram solicitados na Mindprint. Se não foi você, ignore-o.' },
};

export interface RetrievableReport {
  orderNumber: string;
  examId: string;
  typeCode: string;
  /** When the test was taken (RFC 3339). */
  createdAt: string;
  url: string;
}

export function reportRetrievalMail(input: { locale: string; reports: RetrievableReport[] }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const open = `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">`;
  const footerHtml = `<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  if (input.reports.length === 0) {
    return {
      subject: t.noneSubject,
      text: `${t.none}\n\n${t.noneHint}\n\n${t.footer}\n`,
      html: `${open}<p><strong>${escapeHtml(t.none)}</strong></p><p>${escapeHtml(t.noneHint)}</p>${footerHtml}`,
    };
  }
  // A profile test's outcome code ('secure', 'quality-neutral') means nothing to a reader: its report is named by its test.
  const resultOf = (r: RetrievableReport) => {
    const name = testNameOf(r.examId, locale);
    const code = r.typeCode.toUpperCase();
    if (!name) return code;
    return isProfileExam(r.examId) ? name : `${name} · ${code}`;
  };
  const lines = input.reports.map((r) => ({ label: `${resultOf(r)} · ${formatMailDate(locale, r.createdAt, false)}`, url: r.url }));
  return {
    subject: t.foundSubject,
    text: `${t.foundIntro}\n\n${lines.map((l) => `- ${l.label}\n  ${t.open}: ${l.url}`).join('\n')}\n\n${t.footer}\n`,
    html:
      `${open}<p>${escapeHtml(t.foundIntro)}</p><ul>` +
      lines.map((l) => `<li style="margin-bottom:6px">${escapeHtml(l.label)} — <a href="${escapeHtml(l.url)}">${escapeHtml(t.open)}</a></li>`).join('') +
      `</ul>${footerHtml}`,
  };
}
