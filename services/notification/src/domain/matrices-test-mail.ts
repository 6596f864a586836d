import type { MailLocale } from './mail-locale.js';

/**
 * What the mails say about the matrices IQ test (exam 3): they name the test and its score (the number of
 * correct answers, read from the type code `IQ-<version>-<correct>`), never a personality type. The names
 * are the catalogue's (exam service).
 */
export const matricesExamId = '3';

/** The number of correct answers in a matrices type code, or the code itself when it is not one. */
export const matricesScoreLabel = (typeCode: string) => /^IQ-[a-z0-9]+-(\d{1,3})$/i.exec(typeCode.trim())?.[1] ?? typeCode.trim();

export const matricesTestNames: Record<MailLocale, string> = {
  EN: 'Matrices IQ test',
  CN: '矩阵智商测试',
  HK: '矩陣智商測試',
  JA: 'マトリックスIQテスト',
  KR: '행렬 IQ 검사',
  FR: 'Test de QI par matrices',
  DE: 'Matrizen-IQ-Test',
  ES: 'Test de CI de matrices',
  PT: 'Teste de QI de matrizes',
};

/** The report mail's subject and first paragraph; '{score}' is the number of correct answers. */
export const matricesReportMailTexts: Record<MailLocale, { subject: string; body: (score: string) => string }> = {
  EN: { subject: 'Your matrices IQ test report is ready', body: (s) => `Thank you for your purchase. Your full matrices IQ test report (${s} correct answers) is attached to this e-mail as a PDF, and you can open it online at any time. Its IQ-scale estimate is not clinically normed.` },
  CN: { subject: '您的矩阵智商测试报告已生成', body: (s) => `感谢您的购买！您的完整矩阵智商测试报告（答对 ${s} 题）已作为 PDF 附在本邮件中，您也可以随时在线查看。报告中的智商量表估计值未经临床常模标准化。` },
  HK: { subject: '您的矩陣智商測試報告已準備好', body: (s) => `感謝您的購買！您的完整矩陣智商測試報告（答對 ${s} 題）已以 PDF 附於本電郵，您亦可隨時在網上查看。報告中的智商量表估計值未經臨床常模標準化。` },
  JA: { subject: 'マトリックスIQテストのレポートの準備ができました', body: (s) => `ご購入ありがとうございます。マトリックスIQテストの完全版レポート（正解 ${s} 問）を PDF でこのメールに添付しました。オンラインでもいつでもご覧いただけます。IQ尺度の推定値は臨床的に標準化されたものではありません。` },
  KR: { subject: '행렬 IQ 검사 리포트가 준비되었습니다', body: (s) => `구매해 주셔서 감사합니다. 행렬 IQ 검사 전체 리포트(정답 ${s}문항)를 이 메일에 PDF로 첨부했으며, 언제든지 온라인으로도 볼 수 있습니다. IQ 척도 추정치는 임상 규준이 아닙니다.` },
  FR: { subject: 'Votre rapport du test de QI par matrices est prêt', body: (s) => `Merci pour votre achat. Votre rapport complet du test de QI par matrices (${s} bonnes réponses) est joint à cet e-mail au format PDF, et vous pouvez le consulter en ligne à tout moment. Son estimation sur l’échelle du QI n’a pas d’étalonnage clinique.` },
  DE: { subject: 'Ihr Bericht zum Matrizen-IQ-Test ist fertig', body: (s) => `Vielen Dank für Ihren Kauf. Ihr vollständiger Bericht zum Matrizen-IQ-Test (${s} richtige Antworten) ist dieser E-Mail als PDF beigefügt, und Sie können ihn jederzeit online öffnen. Der Schätzwert auf der IQ-Skala ist nicht klinisch normiert.` },
  ES: { subject: 'Tu informe del test de CI de matrices está listo', body: (s) => `Gracias por tu compra. Tu informe completo del test de CI de matrices (${s} respuestas correctas) va adjunto a este correo en PDF, y puedes abrirlo en línea cuando quieras. Su estimación en escala de CI no tiene baremo clínico.` },
  PT: { subject: 'Seu relatório do teste de QI de matrizes está pronto', body: (s) => `Obrigado pela sua compra. Seu relatório completo do teste de QI de matrizes (${s} respostas corretas) está anexado a este e-mail em PDF, e você pode abri-lo on-line a qualquer momento. Sua estimativa na escala de QI não tem normas clínicas.` },
};

/** The free-result mail's subject and lead line; the score follows the lead line. */
export const matricesResultReadyTexts: Record<MailLocale, { subject: (score: string) => string; body: string }> = {
  EN: { subject: (s) => `Your matrices IQ test score: ${s} correct`, body: 'Thank you for taking the Mindprint matrices IQ test. Your free result (correct answers) is ready:' },
  CN: { subject: (s) => `您的矩阵智商测试得分：答对 ${s} 题`, body: '感谢您完成 Mindprint 矩阵智商测试。您的免费结果（答对题数）已生成：' },
  HK: { subject: (s) => `您的矩陣智商測試得分：答對 ${s} 題`, body: '感謝您完成 Mindprint 矩陣智商測試。您的免費結果（答對題數）已準備好：' },
  JA: { subject: (s) => `マトリックスIQテストのスコア：正解 ${s} 問`, body: 'Mindprint マトリックスIQテストを受けていただきありがとうございます。無料の結果（正解数）ができあがりました：' },
  KR: { subject: (s) => `행렬 IQ 검사 점수: 정답 ${s}문항`, body: 'Mindprint 행렬 IQ 검사에 참여해 주셔서 감사합니다. 무료 결과(정답 수)가 준비되었습니다:' },
  FR: { subject: (s) => `Votre score au test de QI par matrices : ${s} bonnes réponses`, body: 'Merci d’avoir passé le test de QI par matrices Mindprint. Votre résultat gratuit (bonnes réponses) est prêt :' },
  DE: { subject: (s) => `Ihr Ergebnis im Matrizen-IQ-Test: ${s} richtig`, body: 'Danke, dass Sie den Matrizen-IQ-Test von Mindprint gemacht haben. Ihr kostenloses Ergebnis (richtige Antworten) ist fertig:' },
  ES: { subject: (s) => `Tu puntuación en el test de CI de matrices: ${s} correctas`, body: 'Gracias por hacer el test de CI de matrices de Mindprint. Tu resultado gratuito (respuestas correctas) está listo:' },
  PT: { subject: (s) => `Sua pontuação no teste de QI de matrizes: ${s} corretas`, body: 'Obrigado por fazer o teste de QI de matrizes da Mindprint. Seu resultado gratuito (respostas corretas) está pronto:' },
};
