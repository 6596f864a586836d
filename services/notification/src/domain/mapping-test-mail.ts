import type { MailLocale } from './mail-locale.js';

/**
 * What the mails say about the psychological mapping test (exam 2, a five-dimension profile): they name
 * the test, never a 16-type. The names are the catalogue's (exam service); the exam id is the catalogue's.
 */
export const mappingExamId = '2';

export const mappingTestNames: Record<MailLocale, string> = {
  EN: 'Psychological mapping',
  CN: '心理画像测试',
  HK: '心理畫像測試',
  JA: '心理マッピング',
  KR: '심리 매핑',
  FR: 'Cartographie psychologique',
  DE: 'Psychologisches Profil',
  ES: 'Mapa psicológico',
  PT: 'Mapeamento psicológico',
};

/** The report mail's subject and first paragraph for the mapping test; '{profile}' is the profile code. */
export const mappingReportMailTexts: Record<MailLocale, { subject: string; body: (profile: string) => string }> = {
  EN: { subject: 'Your psychological mapping report is ready', body: (p) => `Thank you for your purchase. Your full psychological mapping report (five-dimension profile ${p}) is attached to this e-mail as a PDF, and you can open it online at any time.` },
  CN: { subject: '您的心理画像报告已生成', body: (p) => `感谢您的购买！您的完整心理画像报告（五维度画像 ${p}）已作为 PDF 附在本邮件中，您也可以随时在线查看。` },
  HK: { subject: '您的心理畫像報告已準備好', body: (p) => `感謝您的購買！您的完整心理畫像報告（五維度畫像 ${p}）已以 PDF 附於本電郵，您亦可隨時在網上查看。` },
  JA: { subject: '心理マッピング・レポートの準備ができました', body: (p) => `ご購入ありがとうございます。心理マッピングの完全版レポート（5次元プロフィール ${p}）を PDF でこのメールに添付しました。オンラインでもいつでもご覧いただけます。` },
  KR: { subject: '심리 매핑 보고서가 준비되었습니다', body: (p) => `구매해 주셔서 감사합니다. 심리 매핑 전체 보고서(5차원 프로필 ${p})를 이 메일에 PDF로 첨부했으며, 언제든지 온라인으로도 볼 수 있습니다.` },
  FR: { subject: 'Votre rapport de cartographie psychologique est prêt', body: (p) => `Merci pour votre achat. Votre rapport complet de cartographie psychologique (profil en cinq dimensions ${p}) est joint à cet e-mail au format PDF, et vous pouvez le consulter en ligne à tout moment.` },
  DE: { subject: 'Ihr Bericht zum psychologischen Profil ist fertig', body: (p) => `Vielen Dank für Ihren Kauf. Ihr vollständiger Bericht zum psychologischen Profil (Profil in fünf Dimensionen ${p}) ist dieser E-Mail als PDF beigefügt, und Sie können ihn jederzeit online öffnen.` },
  ES: { subject: 'Tu informe de mapa psicológico está listo', body: (p) => `Gracias por tu compra. Tu informe completo de mapa psicológico (perfil de cinco dimensiones ${p}) va adjunto a este correo en PDF, y puedes abrirlo en línea cuando quieras.` },
  PT: { subject: 'Seu relatório de mapeamento psicológico está pronto', body: (p) => `Obrigado pela sua compra. Seu relatório completo de mapeamento psicológico (perfil de cinco dimensões ${p}) está anexado a este e-mail em PDF, e você pode abri-lo on-line a qualquer momento.` },
};

/** The free-result mail's subject and lead line for the mapping test. */
export const mappingResultReadyTexts: Record<MailLocale, { subject: (profile: string) => string; body: string }> = {
  EN: { subject: (p) => `Your psychological mapping profile: ${p}`, body: 'Thank you for taking the Mindprint psychological mapping test. Your free five-dimension profile is ready:' },
  CN: { subject: (p) => `您的心理画像：${p}`, body: '感谢您完成 Mindprint 心理画像测试。您的免费五维度画像已生成：' },
  HK: { subject: (p) => `您的心理畫像：${p}`, body: '感謝您完成 Mindprint 心理畫像測試。您的免費五維度畫像已準備好：' },
  JA: { subject: (p) => `あなたの心理マッピング・プロフィール：${p}`, body: 'Mindprint 心理マッピングを受けていただきありがとうございます。無料の5次元プロフィールができあがりました：' },
  KR: { subject: (p) => `나의 심리 매핑 프로필: ${p}`, body: 'Mindprint 심리 매핑 검사에 참여해 주셔서 감사합니다. 무료 5차원 프로필이 준비되었습니다:' },
  FR: { subject: (p) => `Votre profil de cartographie psychologique : ${p}`, body: 'Merci d’avoir passé la cartographie psychologique Mindprint. Votre profil gratuit en cinq dimensions est prêt :' },
  DE: { subject: (p) => `Ihr psychologisches Profil: ${p}`, body: 'Danke, dass Sie das psychologische Profil von Mindprint erstellt haben. Ihr kostenloses Profil in fünf Dimensionen ist fertig:' },
  ES: { subject: (p) => `Tu mapa psicológico: ${p}`, body: 'Gracias por hacer el mapa psicológico de Mindprint. Tu perfil gratuito de cinco dimensiones está listo:' },
  PT: { subject: (p) => `Seu mapeamento psicológico: ${p}`, body: 'Obrigado por fazer o mapeamento psicológico da Mindprint. Seu perfil gratuito de cinco dimensões está pronto:' },
};
