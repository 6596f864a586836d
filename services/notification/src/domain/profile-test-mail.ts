import type { MailLocale } from './mail-locale.js';

/**
 * What the mails say about the three profile tests: emotional relationships (exam 4, YDGX), career assessment
 * (exam 5, CAREER) and personal development (exam 6, GROWTH). The events carry only the outcome's code
 * ('secure', 'SIA', 'quality-neutral'), not its localized title, so the mails name the test and what its
 * result describes and link to it; of the codes only the career test's interest code is shown, with what its
 * letters are. The names and exam ids are the catalogue's (exam service).
 */
export const relationshipsExamId = '4';
export const careerExamId = '5';
export const growthExamId = '6';

const profileExamIds = [relationshipsExamId, careerExamId, growthExamId] as const;
export type ProfileExamId = (typeof profileExamIds)[number];

export const isProfileExam = (examId: string): examId is ProfileExamId => (profileExamIds as readonly string[]).includes(examId);

export const profileTestNames: Record<ProfileExamId, Record<MailLocale, string>> = {
  [relationshipsExamId]: { EN: 'Emotional relationships', CN: '情感关系测试', HK: '感情關係測試', JA: '恋愛・人間関係テスト', KR: '정서적 관계 검사', FR: 'Relations affectives', DE: 'Emotionale Beziehungen', ES: 'Relaciones afectivas', PT: 'Relacionamentos afetivos' },
  [careerExamId]: { EN: 'Career assessment', CN: '职业测评', HK: '職業測評', JA: '適職診断', KR: '직업 적성 검사', FR: 'Bilan d’orientation', DE: 'Berufsinteressen-Test', ES: 'Evaluación profesional', PT: 'Avaliação de carreira' },
  [growthExamId]: { EN: 'Personal development', CN: '个人成长测试', HK: '個人成長測試', JA: '自己成長テスト', KR: '자기 계발 검사', FR: 'Développement personnel', DE: 'Persönliche Entwicklung', ES: 'Desarrollo personal', PT: 'Desenvolvimento pessoal' },
};

const nameQuotes: Record<MailLocale, readonly [string, string]> = {
  EN: ['“', '”'], CN: ['“', '”'], HK: ['「', '」'], JA: ['「', '」'], KR: ['“', '”'], FR: ['« ', ' »'], DE: ['„', '“'], ES: ['«', '»'], PT: ['“', '”'],
};

/** A profile test's name in the locale's quotation marks, for a sentence written around a result code. */
/** A test's name in the locale's quotation marks, for a sentence that names the test. */
export function quotedTestName(name: string, locale: MailLocale): string {
  const [open, close] = nameQuotes[locale];
  return `${open}${name}${close}`;
}

/** How each locale frames a profile test's mails around the test's name and what its result or report holds. */
interface Frame {
  resultSubject: (name: string) => string;
  resultBody: (name: string, holds: string) => string;
  reportSubject: (name: string) => string;
  reportBody: (name: string, holds: string) => string;
  /** Follows the free-result lead when the career code is shown; starts with the separator the locale needs. */
  interestCodeLabel: string;
  interestCodeNote: string;
}

const frames: Record<MailLocale, Frame> = {
  EN: {
    resultSubject: (n) => `${n}: your result is ready`,
    resultBody: (n, h) => `Thank you for taking the Mindprint test “${n}”. Your free result is ready: ${h}.`,
    reportSubject: (n) => `${n}: your full report is ready`,
    reportBody: (n, h) => `Thank you for your purchase. Your full report for “${n}” (${h}) is attached to this e-mail as a PDF, and you can open it online at any time.`,
    interestCodeLabel: ' Your interest code:',
    interestCodeNote: 'The first letters of your three strongest interest areas out of six, strongest first. Your result names each area and the work that fits it.',
  },
  CN: {
    resultSubject: (n) => `${n}：您的结果已生成`,
    resultBody: (n, h) => `感谢您完成 Mindprint ${n}。您的免费结果已生成：${h}。`,
    reportSubject: (n) => `${n}：您的完整报告已生成`,
    reportBody: (n, h) => `感谢您的购买！您的${n}完整报告（${h}）已作为 PDF 附在本邮件中，您也可以随时在线查看。`,
    interestCodeLabel: '您的兴趣代码：',
    interestCodeNote: '代码由您六个兴趣领域中最强的三个领域的英文首字母组成，按由强到弱排列。结果页面会写出每个领域的名称以及适合的工作。',
  },
  HK: {
    resultSubject: (n) => `${n}：您的結果已準備好`,
    resultBody: (n, h) => `感謝您完成 Mindprint ${n}。您的免費結果已準備好：${h}。`,
    reportSubject: (n) => `${n}：您的完整報告已準備好`,
    reportBody: (n, h) => `感謝您的購買！您的${n}完整報告（${h}）已以 PDF 附於本電郵，您亦可隨時在網上查看。`,
    interestCodeLabel: '您的興趣代碼：',
    interestCodeNote: '代碼由您六個興趣範疇中最強的三個範疇的英文首字母組成，按由強到弱排列。結果頁面會寫出每個範疇的名稱以及適合的工作。',
  },
  JA: {
    resultSubject: (n) => `${n}：結果ができあがりました`,
    resultBody: (n, h) => `Mindprint の「${n}」を受けていただきありがとうございます。無料の結果ができあがりました：${h}。`,
    reportSubject: (n) => `${n}：完全版レポートの準備ができました`,
    reportBody: (n, h) => `ご購入ありがとうございます。「${n}」の完全版レポート（${h}）を PDF でこのメールに添付しました。オンラインでもいつでもご覧いただけます。`,
    interestCodeLabel: 'あなたの興味コード：',
    interestCodeNote: '6つの興味領域のうち特に強い3つの領域の英語の頭文字を、強い順に並べたものです。各領域の名前と合う仕事は結果ページで確認できます。',
  },
  KR: {
    resultSubject: (n) => `${n}: 결과가 준비되었습니다`,
    resultBody: (n, h) => `Mindprint ${n}에 참여해 주셔서 감사합니다. 무료 결과가 준비되었습니다: ${h}.`,
    reportSubject: (n) => `${n}: 전체 보고서가 준비되었습니다`,
    reportBody: (n, h) => `구매해 주셔서 감사합니다. ${n} 전체 보고서(${h})를 이 메일에 PDF로 첨부했으며, 언제든지 온라인으로도 볼 수 있습니다.`,
    interestCodeLabel: ' 나의 흥미 코드:',
    interestCodeNote: '여섯 가지 흥미 영역 중 가장 강한 세 영역의 영어 머리글자를 강한 순서대로 나열한 것입니다. 각 영역의 이름과 잘 맞는 일은 결과 페이지에서 볼 수 있습니다.',
  },
  FR: {
    resultSubject: (n) => `${n} : votre résultat est prêt`,
    resultBody: (n, h) => `Merci d’avoir passé le test Mindprint « ${n} ». Votre résultat gratuit est prêt : ${h}.`,
    reportSubject: (n) => `${n} : votre rapport complet est prêt`,
    reportBody: (n, h) => `Merci pour votre achat. Votre rapport complet « ${n} » (${h}) est joint à cet e-mail au format PDF, et vous pouvez le consulter en ligne à tout moment.`,
    interestCodeLabel: ' Votre code d’intérêts :',
    interestCodeNote: 'Les initiales (en anglais) de vos trois domaines d’intérêt les plus forts sur six, du plus fort au moins fort. Votre résultat nomme chaque domaine et les métiers qui lui correspondent.',
  },
  DE: {
    resultSubject: (n) => `${n}: Ihr Ergebnis ist fertig`,
    resultBody: (n, h) => `Danke, dass Sie den Mindprint-Test „${n}“ gemacht haben. Ihr kostenloses Ergebnis ist fertig: ${h}.`,
    reportSubject: (n) => `${n}: Ihr vollständiger Bericht ist fertig`,
    reportBody: (n, h) => `Vielen Dank für Ihren Kauf. Ihr vollständiger Bericht zu „${n}“ (${h}) ist dieser E-Mail als PDF beigefügt, und Sie können ihn jederzeit online öffnen.`,
    interestCodeLabel: ' Ihr Interessencode:',
    interestCodeNote: 'Die (englischen) Anfangsbuchstaben Ihrer drei stärksten von sechs Interessenfeldern, das stärkste zuerst. Ihr Ergebnis nennt jedes Feld und die Tätigkeiten, die dazu passen.',
  },
  ES: {
    resultSubject: (n) => `${n}: tu resultado está listo`,
    resultBody: (n, h) => `Gracias por hacer el test «${n}» de Mindprint. Tu resultado gratuito está listo: ${h}.`,
    reportSubject: (n) => `${n}: tu informe completo está listo`,
    reportBody: (n, h) => `Gracias por tu compra. Tu informe completo de «${n}» (${h}) va adjunto a este correo en PDF, y puedes abrirlo en línea cuando quieras.`,
    interestCodeLabel: ' Tu código de intereses:',
    interestCodeNote: 'Las iniciales (en inglés) de tus tres áreas de interés más fuertes de las seis, de la más fuerte a la menos fuerte. Tu resultado nombra cada área y el trabajo que encaja con ella.',
  },
  PT: {
    resultSubject: (n) => `${n}: seu resultado está pronto`,
    resultBody: (n, h) => `Obrigado por fazer o teste “${n}” da Mindprint. Seu resultado gratuito está pronto: ${h}.`,
    reportSubject: (n) => `${n}: seu relatório completo está pronto`,
    reportBody: (n, h) => `Obrigado pela sua compra. Seu relatório completo de “${n}” (${h}) está anexado a este e-mail em PDF, e você pode abri-lo on-line a qualquer momento.`,
    interestCodeLabel: ' Seu código de interesses:',
    interestCodeNote: 'As iniciais (em inglês) das suas três áreas de interesse mais fortes entre seis, da mais forte para a menos forte. Seu resultado nomeia cada área e o trabalho que combina com ela.',
  },
};

/** What each test's free result and full report hold, as the frames' `holds`. */
const holdings: Record<ProfileExamId, Record<MailLocale, { result: string; report: string }>> = {
  [relationshipsExamId]: {
    EN: { result: 'your relationship style and where you stand on intimacy needs, independence needs and security strength', report: 'your relationship style, your intimacy needs, independence needs and security strength, and ways to grow together' },
    CN: { result: '您的关系风格，以及您在亲密需求、独立需求和安全感强度上的位置', report: '您的关系风格、亲密需求、独立需求和安全感强度，以及共同成长的建议' },
    HK: { result: '您的關係風格，以及您在親密需求、獨立需求和安全感強度上的位置', report: '您的關係風格、親密需求、獨立需求和安全感強度，以及共同成長的建議' },
    JA: { result: 'あなたの関係スタイルと、親密さへの欲求・自立への欲求・安心感の強さにおける位置', report: 'あなたの関係スタイル、親密さへの欲求・自立への欲求・安心感の強さ、ともに成長するヒント' },
    KR: { result: '나의 관계 스타일과 친밀 욕구, 독립 욕구, 안정감의 강도에서의 위치', report: '관계 스타일, 친밀 욕구·독립 욕구·안정감의 강도, 함께 성장하는 방법' },
    FR: { result: 'votre style relationnel et votre position sur le besoin d’intimité, le besoin d’indépendance et la force du sentiment de sécurité', report: 'votre style relationnel, vos besoins d’intimité et d’indépendance, la force de votre sentiment de sécurité et des pistes pour grandir ensemble' },
    DE: { result: 'Ihr Beziehungsstil und wo Sie bei Nähebedürfnis, Unabhängigkeitsbedürfnis und Stärke des Sicherheitsgefühls stehen', report: 'Ihr Beziehungsstil, Ihr Nähe- und Unabhängigkeitsbedürfnis, die Stärke Ihres Sicherheitsgefühls und Wege, gemeinsam zu wachsen' },
    ES: { result: 'tu estilo de relación y tu posición en necesidad de intimidad, necesidad de independencia y fuerza de la seguridad', report: 'tu estilo de relación, tus necesidades de intimidad e independencia, la fuerza de tu seguridad y formas de crecer juntos' },
    PT: { result: 'seu estilo de relacionamento e sua posição em necessidade de intimidade, necessidade de independência e força da segurança', report: 'seu estilo de relacionamento, suas necessidades de intimidade e independência, a força da sua segurança e caminhos para crescer juntos' },
  },
  [careerExamId]: {
    EN: { result: 'your strongest interest areas', report: 'your strongest interest areas, the work activities that fit them and next steps' },
    CN: { result: '您最强的兴趣领域', report: '您最强的兴趣领域、与之匹配的工作活动和下一步行动' },
    HK: { result: '您最強的興趣範疇', report: '您最強的興趣範疇、與之相配的工作活動和下一步行動' },
    JA: { result: 'あなたの特に強い興味領域', report: '特に強い興味領域、それに合う仕事の活動、次の一歩' },
    KR: { result: '가장 강한 흥미 영역', report: '가장 강한 흥미 영역, 그에 맞는 업무 활동, 다음 단계' },
    FR: { result: 'vos domaines d’intérêt les plus forts', report: 'vos domaines d’intérêt les plus forts, les activités professionnelles qui leur correspondent et les prochaines étapes' },
    DE: { result: 'Ihre stärksten Interessenfelder', report: 'Ihre stärksten Interessenfelder, die Tätigkeiten, die zu ihnen passen, und nächste Schritte' },
    ES: { result: 'tus áreas de interés más fuertes', report: 'tus áreas de interés más fuertes, las actividades laborales que encajan con ellas y los próximos pasos' },
    PT: { result: 'suas áreas de interesse mais fortes', report: 'suas áreas de interesse mais fortes, as atividades de trabalho que combinam com elas e os próximos passos' },
  },
  [growthExamId]: {
    EN: { result: 'your leading consumption motive and your thinking style', report: 'your consumption motives, your thinking style and a development plan' },
    CN: { result: '您最主要的消费动机和您的思维方式', report: '您的消费动机、思维方式和一份成长计划' },
    HK: { result: '您最主要的消費動機和您的思維方式', report: '您的消費動機、思維方式和一份成長計劃' },
    JA: { result: '最も強い消費動機と、あなたの考え方の傾向', report: '消費動機、考え方の傾向、成長プラン' },
    KR: { result: '가장 강한 소비 동기와 사고방식', report: '소비 동기, 사고방식, 성장 계획' },
    FR: { result: 'votre motivation de consommation principale et votre mode de pensée', report: 'vos motivations de consommation, votre mode de pensée et un plan de développement' },
    DE: { result: 'Ihr stärkstes Kaufmotiv und Ihre Denkweise', report: 'Ihre Kaufmotive, Ihre Denkweise und ein Entwicklungsplan' },
    ES: { result: 'tu principal motivo de consumo y tu forma de pensar', report: 'tus motivos de consumo, tu forma de pensar y un plan de desarrollo' },
    PT: { result: 'seu principal motivo de consumo e sua forma de pensar', report: 'seus motivos de consumo, sua forma de pensar e um plano de desenvolvimento' },
  },
};

/** The career test's code, the letters of its three strongest areas ('SIA'); undefined for anything else. */
export const careerInterestCode = (typeCode: string) => /^[RIASEC]{3}$/.exec(typeCode.trim().toUpperCase())?.[0];

/**
 * The free-result mail of a profile test: subject and lead line; for the career test, its interest code
 * (`shown`) and what the letters are (`note`).
 */
export function profileResultReadyTexts(examId: ProfileExamId, locale: MailLocale, typeCode: string): { subject: string; body: string; shown?: string; note?: string } {
  const frame = frames[locale];
  const name = profileTestNames[examId][locale];
  const body = frame.resultBody(name, holdings[examId][locale].result);
  const code = examId === careerExamId ? careerInterestCode(typeCode) : undefined;
  return code
    ? { subject: frame.resultSubject(name), body: `${body}${frame.interestCodeLabel}`, shown: code, note: frame.interestCodeNote }
    : { subject: frame.resultSubject(name), body };
}

/** The report mail of a profile test: subject and first paragraph. */
export function profileReportMailTexts(examId: ProfileExamId, locale: MailLocale): { subject: string; body: string } {
  const frame = frames[locale];
  const name = profileTestNames[examId][locale];
  return { subject: frame.reportSubject(name), body: frame.reportBody(name, holdings[examId][locale].report) };
}
