import { orderLocale } from './order-locale.js';
import { careerReportCopy, growthReportCopy, relationshipsReportCopy } from './profile-report-copy.js';

/**
 * What Mindprint sells for a test: the report, a package (the report plus packs, cheaper than one by one)
 * and add-on packs bought after the report. List prices are integer minor units as the spec counts them
 * (whole units for its zero-decimal currencies: JPY 1200 is ¥1,200, INR 799 is ₹799).
 */

export type SkuKind = 'report' | 'package' | 'addon';

export interface SkuCopy {
  name: string;
  description: string;
  features: string[];
}

export interface CatalogueSku {
  skuId: string;
  examId: string;
  kind: SkuKind;
  /** The SKUs a package contains; empty for a single SKU. */
  includedSkuIds: readonly string[];
  recommended: boolean;
  /** The countdown offer (report-expiry): pay this many tenths of the list price while it runs; 0 = no offer. */
  offerDiscountTenths: number;
  /** Currency → list price in minor units. */
  listPrices: Readonly<Record<string, number>>;
  copy: Readonly<Record<string, SkuCopy>>;
}

/** The 16-type test. Exam ids are strings. */
export const mbtiExamId = '1';
/** The psychological mapping test (code DEPS): a five-dimension profile, sold as one report. */
export const mappingExamId = '2';
/** The matrices IQ test (code IQ): a score and its comparison with our visitors, sold as one report. */
export const matricesExamId = '3';
/** The emotional relationships test (code YDGX): a relationship style on three scales, sold as one report. */
export const relationshipsExamId = '4';
/** The career assessment (code CAREER): six interest areas and the strongest three, sold as one report. */
export const careerExamId = '5';
/** The personal development test (code GROWTH): consumption motives and thinking style, sold as one report. */
export const growthExamId = '6';

/** One price row per currency: the report, the report-plus package and one add-on pack. */
const priceTiers: Record<string, { report: number; plus: number; pack: number }> = {
  USD: { report: 3998, plus: 4998, pack: 999 },
  EUR: { report: 3798, plus: 4798, pack: 899 },
  GBP: { report: 3398, plus: 4198, pack: 799 },
  PLN: { report: 15998, plus: 19998, pack: 3999 },
  BRL: { report: 19998, plus: 25998, pack: 4999 },
  DKK: { report: 27998, plus: 35998, pack: 6999 },
  SEK: { report: 43800, plus: 53800, pack: 9900 },
  CHF: { report: 3798, plus: 4798, pack: 899 },
  CAD: { report: 5398, plus: 6598, pack: 1299 },
  AUD: { report: 5998, plus: 7398, pack: 1499 },
  HKD: { report: 31600, plus: 39600, pack: 7800 },
  // Zero-decimal in the spec: whole units.
  NOK: { report: 438, plus: 538, pack: 99 },
  JPY: { report: 5980, plus: 6980, pack: 1200 },
  KRW: { report: 51800, plus: 63800, pack: 12900 },
  CNY: { report: 280, plus: 336, pack: 68 },
  TWD: { report: 1260, plus: 1580, pack: 320 },
  MXN: { report: 680, plus: 860, pack: 180 },
  INR: { report: 3398, plus: 4198, pack: 799 },
};

const prices = (tier: 'report' | 'plus' | 'pack') => Object.fromEntries(Object.entries(priceTiers).map(([currency, row]) => [currency, row[tier]]));

const reportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Full personality report',
    description: 'Your complete 16-type report: what your four preferences mean and how to use them in daily life, relationships and work.',
    features: ['Where you stand on each of the four scales, with close calls marked', 'Personal, interpersonal and career growth sections', 'Read online, download as PDF, and get a copy by e-mail'],
  },
  CN: {
    name: '完整人格报告',
    description: '你的完整16型人格报告：解读你的四项偏好，以及如何把它们用在日常生活、人际关系和工作中。',
    features: ['你在四个维度上的位置，接近分界的结果会特别标注', '个人成长、人际成长和职业成长三个部分', '可在线阅读、下载PDF，并发送副本到你的邮箱'],
  },
  HK: {
    name: '完整人格報告',
    description: '你的完整16型人格報告：解讀你的四項偏好，以及如何把它們運用在日常生活、人際關係和工作中。',
    features: ['你在四個維度上的位置，接近分界的結果會特別標示', '個人成長、人際成長和職業成長三個部分', '可在線閱讀、下載PDF，並發送副本到你的電郵'],
  },
  JA: {
    name: 'パーソナリティ完全レポート',
    description: '16タイプの完全レポート。4つの指向が何を意味し、日常生活・人間関係・仕事にどう活かせるかを解説します。',
    features: ['4つの尺度それぞれでのあなたの位置（境界に近い結果は明示）', '自己成長・対人関係・キャリアの成長セクション', 'オンラインで閲覧、PDFでダウンロード、メールでも受け取り'],
  },
  KR: {
    name: '전체 성격 보고서',
    description: '16유형 전체 보고서: 네 가지 선호가 무엇을 뜻하는지, 일상과 관계, 일에서 어떻게 활용할지 알려 드립니다.',
    features: ['네 가지 척도에서의 위치 (경계에 가까운 결과는 따로 표시)', '개인 성장, 대인 관계 성장, 커리어 성장 섹션', '온라인 열람, PDF 다운로드, 이메일로 사본 발송'],
  },
  FR: {
    name: 'Rapport de personnalité complet',
    description: 'Votre rapport complet sur les 16 types : ce que signifient vos quatre préférences et comment vous en servir au quotidien, en relation et au travail.',
    features: ['Votre position sur chacune des quatre échelles, les résultats serrés signalés', 'Sections développement personnel, relationnel et professionnel', 'À lire en ligne, à télécharger en PDF, avec une copie par e-mail'],
  },
  ES: {
    name: 'Informe de personalidad completo',
    description: 'Tu informe completo de los 16 tipos: qué significan tus cuatro preferencias y cómo aprovecharlas en la vida diaria, tus relaciones y el trabajo.',
    features: ['Tu posición en cada una de las cuatro escalas, con los resultados ajustados señalados', 'Secciones de crecimiento personal, interpersonal y profesional', 'Léelo en línea, descárgalo en PDF y recibe una copia por correo'],
  },
  DE: {
    name: 'Vollständiger Persönlichkeitsbericht',
    description: 'Ihr vollständiger Bericht zu den 16 Typen: was Ihre vier Präferenzen bedeuten und wie Sie sie im Alltag, in Beziehungen und im Beruf nutzen.',
    features: ['Ihre Position auf jeder der vier Skalen, knappe Ergebnisse gekennzeichnet', 'Abschnitte zu persönlichem, zwischenmenschlichem und beruflichem Wachstum', 'Online lesen, als PDF herunterladen und per E-Mail erhalten'],
  },
  PT: {
    name: 'Relatório de personalidade completo',
    description: 'Seu relatório completo dos 16 tipos: o que suas quatro preferências significam e como usá-las no dia a dia, nos relacionamentos e no trabalho.',
    features: ['Sua posição em cada uma das quatro escalas, com resultados apertados sinalizados', 'Seções de crescimento pessoal, interpessoal e profissional', 'Leia online, baixe em PDF e receba uma cópia por e-mail'],
  },
};

const iqReportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Matrices IQ report',
    description: 'Your full matrices test report: how your score compares with our visitors, an IQ-scale estimate (not clinically normed) and the rules you solved.',
    features: ['Your percentile among visitors who took the same version', 'IQ-scale estimate, clearly marked as not clinically normed', 'Rules solved, what the test measures and what it does not; PDF and e-mail copy'],
  },
  CN: {
    name: '矩阵智商报告',
    description: '完整的矩阵测试报告：你的得分在本站访客中的位置、智商量表估计值（未经临床常模标准化）以及你解出的规律。',
    features: ['你在同版本访客中的百分位', '智商量表估计值，明确标注未经临床常模标准化', '已解出的规律、本测试衡量与不衡量的内容；PDF 与邮件副本'],
  },
  HK: {
    name: '矩陣智商報告',
    description: '完整的矩陣測試報告：你的得分在本站訪客中的位置、智商量表估計值（未經臨床常模標準化）以及你解出的規律。',
    features: ['你在同版本訪客中的百分位', '智商量表估計值，明確標示未經臨床常模標準化', '已解出的規律、本測試衡量與不衡量的內容；PDF 與電郵副本'],
  },
  JA: {
    name: 'マトリックスIQレポート',
    description: 'マトリックステストの完全レポート：当サイト訪問者との比較、IQ尺度の推定値（臨床的な標準化なし）、解けた規則。',
    features: ['同じ版の受験者の中でのパーセンタイル', '臨床的な標準化がないことを明示したIQ尺度の推定値', '解けた規則、測るもの・測らないもの。PDFとメールでも受け取り'],
  },
  KR: {
    name: '행렬 IQ 리포트',
    description: '행렬 테스트 전체 리포트: 방문자와 비교한 점수, IQ 척도 추정치(임상 규준 아님), 푼 규칙.',
    features: ['같은 버전 응시자 중 백분위', '임상 규준이 아님을 밝힌 IQ 척도 추정치', '푼 규칙, 측정하는 것과 측정하지 않는 것; PDF와 이메일 사본'],
  },
  FR: {
    name: 'Rapport QI par matrices',
    description: 'Votre rapport complet : votre score comparé à nos visiteurs, une estimation sur l’échelle du QI (sans étalonnage clinique) et les règles résolues.',
    features: ['Votre percentile parmi les visiteurs de la même version', 'Estimation sur l’échelle du QI, signalée comme sans étalonnage clinique', 'Règles résolues, ce que le test mesure ou non ; PDF et copie par e-mail'],
  },
  DE: {
    name: 'Matrizen-IQ-Bericht',
    description: 'Ihr vollständiger Bericht: Ihr Ergebnis im Vergleich mit unseren Besuchern, ein Schätzwert auf der IQ-Skala (nicht klinisch normiert) und die gelösten Regeln.',
    features: ['Ihr Perzentil unter Besuchern derselben Version', 'Schätzwert auf der IQ-Skala, klar als nicht klinisch normiert gekennzeichnet', 'Gelöste Regeln, was der Test misst und was nicht; PDF und Kopie per E-Mail'],
  },
  ES: {
    name: 'Informe de CI de matrices',
    description: 'Tu informe completo: tu puntuación comparada con nuestros visitantes, una estimación en escala de CI (sin baremo clínico) y las reglas resueltas.',
    features: ['Tu percentil entre quienes hicieron la misma versión', 'Estimación en escala de CI, marcada como sin baremo clínico', 'Reglas resueltas, qué mide el test y qué no; PDF y copia por e-mail'],
  },
  PT: {
    name: 'Relatório de QI de matrizes',
    description: 'Seu relatório completo: sua pontuação comparada com nossos visitantes, uma estimativa na escala de QI (sem normas clínicas) e as regras resolvidas.',
    features: ['Seu percentil entre quem fez a mesma versão', 'Estimativa na escala de QI, marcada como sem normas clínicas', 'Regras resolvidas, o que o teste mede e o que não mede; PDF e cópia por e-mail'],
  },
};

const mappingReportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Psychological mapping report',
    description: 'Your complete five-dimension profile: what your level on each dimension means, and how to build on it.',
    features: ['Your level on each of the five dimensions, with its reference range', 'Key interpretations, dimension analysis and development recommendations', 'Read online, download as PDF, and get a copy by e-mail'],
  },
  CN: {
    name: '心理画像报告',
    description: '你的完整五维度画像：解读你在每个维度上的水平意味着什么，以及如何在此基础上成长。',
    features: ['你在五个维度上的水平及参考范围', '关键解读、维度分析和发展建议', '可在线阅读、下载PDF，并发送副本到你的邮箱'],
  },
  HK: {
    name: '心理畫像報告',
    description: '你的完整五維度畫像：解讀你在每個維度上的水平意味著甚麼，以及如何在此基礎上成長。',
    features: ['你在五個維度上的水平及參考範圍', '關鍵解讀、維度分析和發展建議', '可在線閱讀、下載PDF，並發送副本到你的電郵'],
  },
  JA: {
    name: '心理マッピング・レポート',
    description: '5つの次元の完全なプロフィール。各次元でのあなたのレベルが何を意味し、どう伸ばせるかを解説します。',
    features: ['5つの次元それぞれのレベルと参考範囲', '重要な解釈、次元ごとの分析、成長のための提案', 'オンラインで閲覧、PDFでダウンロード、メールでも受け取り'],
  },
  KR: {
    name: '심리 매핑 보고서',
    description: '다섯 가지 차원의 전체 프로필: 각 차원에서의 수준이 무엇을 뜻하는지, 어떻게 키워 갈지 알려 드립니다.',
    features: ['다섯 가지 차원별 수준과 참고 범위', '핵심 해석, 차원별 분석, 성장을 위한 제안', '온라인 열람, PDF 다운로드, 이메일로 사본 발송'],
  },
  FR: {
    name: 'Rapport de cartographie psychologique',
    description: 'Votre profil complet en cinq dimensions : ce que signifie votre niveau sur chacune et comment vous appuyer dessus.',
    features: ['Votre niveau sur chacune des cinq dimensions, avec sa plage de référence', 'Interprétations clés, analyse des dimensions et recommandations de développement', 'À lire en ligne, à télécharger en PDF, avec une copie par e-mail'],
  },
  ES: {
    name: 'Informe de mapa psicológico',
    description: 'Tu perfil completo de cinco dimensiones: qué significa tu nivel en cada una y cómo aprovecharlo.',
    features: ['Tu nivel en cada una de las cinco dimensiones, con su rango de referencia', 'Interpretaciones clave, análisis de dimensiones y recomendaciones de desarrollo', 'Léelo en línea, descárgalo en PDF y recibe una copia por correo'],
  },
  DE: {
    name: 'Bericht zum psychologischen Profil',
    description: 'Ihr vollständiges Profil in fünf Dimensionen: was Ihre Stufe auf jeder Dimension bedeutet und wie Sie darauf aufbauen.',
    features: ['Ihre Stufe auf jeder der fünf Dimensionen, mit Referenzbereich', 'Kernaussagen, Analyse der Dimensionen und Entwicklungsempfehlungen', 'Online lesen, als PDF herunterladen und per E-Mail erhalten'],
  },
  PT: {
    name: 'Relatório de mapeamento psicológico',
    description: 'Seu perfil completo de cinco dimensões: o que seu nível em cada uma significa e como construir a partir dele.',
    features: ['Seu nível em cada uma das cinco dimensões, com a faixa de referência', 'Interpretações-chave, análise das dimensões e recomendações de desenvolvimento', 'Leia online, baixe em PDF e receba uma cópia por e-mail'],
  },
};

const reportPlusCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Full report + Career & Relationship packs',
    description: 'The full personality report together with the career and relationship packs, for less than buying them one by one.',
    features: ['Everything in the full personality report', 'Career pack: work styles, strengths and blind spots at work', 'Relationship pack: how you connect, communicate and handle conflict'],
  },
  CN: {
    name: '完整报告 + 职业与情感拓展包',
    description: '完整人格报告连同职业拓展包和情感关系拓展包，比分别购买更省。',
    features: ['包含完整人格报告的全部内容', '职业拓展包：适合你的工作方式、职场优势与盲点', '情感关系拓展包：你如何建立联结、沟通和处理冲突'],
  },
  HK: {
    name: '完整報告 + 職業與感情拓展包',
    description: '完整人格報告連同職業拓展包和感情關係拓展包，比分別購買更划算。',
    features: ['包含完整人格報告的全部內容', '職業拓展包：適合你的工作方式、職場優勢與盲點', '感情關係拓展包：你如何建立聯繫、溝通和處理衝突'],
  },
  JA: {
    name: '完全レポート＋キャリア・人間関係パック',
    description: 'パーソナリティ完全レポートに、キャリアパックと人間関係パックをセットにしました。個別に購入するよりお得です。',
    features: ['パーソナリティ完全レポートの内容すべて', 'キャリアパック：合う働き方、仕事での強みと盲点', '人間関係パック：つながり方、伝え方、対立への向き合い方'],
  },
  KR: {
    name: '전체 보고서 + 커리어·관계 팩',
    description: '전체 성격 보고서에 커리어 팩과 관계 팩을 더했습니다. 따로 구매하는 것보다 저렴합니다.',
    features: ['전체 성격 보고서의 모든 내용', '커리어 팩: 잘 맞는 업무 방식, 직장에서의 강점과 맹점', '관계 팩: 관계를 맺고 소통하고 갈등을 다루는 방식'],
  },
  FR: {
    name: 'Rapport complet + packs Carrière et Relations',
    description: "Le rapport de personnalité complet avec les packs Carrière et Relations, moins cher qu'à l'unité.",
    features: ['Tout le contenu du rapport complet', 'Pack Carrière : styles de travail, forces et angles morts au travail', 'Pack Relations : votre façon de créer du lien, de communiquer et de gérer les conflits'],
  },
  ES: {
    name: 'Informe completo + packs Carrera y Relaciones',
    description: 'El informe de personalidad completo junto con los packs Carrera y Relaciones, por menos que comprándolos por separado.',
    features: ['Todo el contenido del informe completo', 'Pack Carrera: estilos de trabajo, fortalezas y puntos ciegos en el trabajo', 'Pack Relaciones: cómo conectas, te comunicas y manejas los conflictos'],
  },
  DE: {
    name: 'Vollständiger Bericht + Karriere- und Beziehungspaket',
    description: 'Der vollständige Persönlichkeitsbericht zusammen mit dem Karriere- und dem Beziehungspaket, günstiger als einzeln gekauft.',
    features: ['Alles aus dem vollständigen Persönlichkeitsbericht', 'Karrierepaket: Arbeitsstile, Stärken und blinde Flecken im Beruf', 'Beziehungspaket: wie Sie Nähe aufbauen, kommunizieren und mit Konflikten umgehen'],
  },
  PT: {
    name: 'Relatório completo + pacotes Carreira e Relacionamentos',
    description: 'O relatório de personalidade completo com os pacotes Carreira e Relacionamentos, por menos do que comprando separadamente.',
    features: ['Todo o conteúdo do relatório completo', 'Pacote Carreira: estilos de trabalho, pontos fortes e pontos cegos no trabalho', 'Pacote Relacionamentos: como você se conecta, se comunica e lida com conflitos'],
  },
};

const careerPackCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Career pack',
    description: 'How your type tends to work best: the environments, roles and habits that suit you, and where you may trip up.',
    features: ['Work styles and environments that suit your type', 'Strengths and blind spots at work', 'Questions to weigh before a career move'],
  },
  CN: {
    name: '职业拓展包',
    description: '你的类型通常如何发挥最佳工作状态：适合你的环境、角色与习惯，以及容易遇到的障碍。',
    features: ['适合你类型的工作方式与环境', '职场中的优势与盲点', '职业变动前值得思考的问题'],
  },
  HK: {
    name: '職業拓展包',
    description: '你的類型通常如何發揮最佳工作狀態：適合你的環境、角色與習慣，以及容易遇到的障礙。',
    features: ['適合你類型的工作方式與環境', '職場中的優勢與盲點', '轉換職業前值得思考的問題'],
  },
  JA: {
    name: 'キャリアパック',
    description: 'あなたのタイプが力を発揮しやすい環境・役割・習慣と、つまずきやすいポイントをまとめました。',
    features: ['タイプに合う働き方と職場環境', '仕事での強みと盲点', 'キャリアの転機に考えたい問い'],
  },
  KR: {
    name: '커리어 팩',
    description: '당신의 유형이 가장 잘 일하는 환경과 역할, 습관, 그리고 걸려 넘어지기 쉬운 지점을 정리했습니다.',
    features: ['유형에 맞는 업무 방식과 환경', '직장에서의 강점과 맹점', '진로를 바꾸기 전에 생각해 볼 질문'],
  },
  FR: {
    name: 'Pack Carrière',
    description: 'Comment votre type travaille le mieux : les environnements, rôles et habitudes qui vous conviennent, et les pièges à éviter.',
    features: ['Styles et environnements de travail adaptés à votre type', 'Forces et angles morts au travail', 'Questions à se poser avant un changement de carrière'],
  },
  ES: {
    name: 'Pack Carrera',
    description: 'Cómo suele trabajar mejor tu tipo: los entornos, roles y hábitos que te encajan y dónde puedes tropezar.',
    features: ['Estilos y entornos de trabajo que encajan con tu tipo', 'Fortalezas y puntos ciegos en el trabajo', 'Preguntas para antes de un cambio profesional'],
  },
  DE: {
    name: 'Karrierepaket',
    description: 'Wie Ihr Typ am besten arbeitet: Umfelder, Rollen und Gewohnheiten, die zu Ihnen passen, und wo Sie leicht stolpern.',
    features: ['Arbeitsstile und Umfelder, die zu Ihrem Typ passen', 'Stärken und blinde Flecken im Beruf', 'Fragen vor einem beruflichen Wechsel'],
  },
  PT: {
    name: 'Pacote Carreira',
    description: 'Como seu tipo costuma trabalhar melhor: ambientes, funções e hábitos que combinam com você e onde você pode tropeçar.',
    features: ['Estilos e ambientes de trabalho que combinam com seu tipo', 'Pontos fortes e pontos cegos no trabalho', 'Perguntas para antes de uma mudança de carreira'],
  },
};

const relationshipPackCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Relationship pack',
    description: 'How your type connects with others: what you need from people close to you, how you communicate and how you handle conflict.',
    features: ['What you need in friendship and partnership', 'Communication habits and how others may read them', 'Ways through conflict that suit your type'],
  },
  CN: {
    name: '情感关系拓展包',
    description: '你的类型如何与他人建立联结：你对亲近之人的需要、你的沟通方式，以及你如何处理冲突。',
    features: ['你在友情和亲密关系中的需要', '你的沟通习惯，以及他人可能如何理解', '适合你类型的化解冲突方式'],
  },
  HK: {
    name: '感情關係拓展包',
    description: '你的類型如何與他人建立聯繫：你對親近之人的需要、你的溝通方式，以及你如何處理衝突。',
    features: ['你在友情和親密關係中的需要', '你的溝通習慣，以及他人可能如何理解', '適合你類型的化解衝突方式'],
  },
  JA: {
    name: '人間関係パック',
    description: 'あなたのタイプの人との関わり方。身近な人に求めるもの、コミュニケーションの癖、対立への向き合い方を解説します。',
    features: ['友人関係・パートナー関係で求めるもの', 'コミュニケーションの癖と相手からの見え方', 'タイプに合った対立の乗り越え方'],
  },
  KR: {
    name: '관계 팩',
    description: '당신의 유형이 다른 사람과 관계를 맺는 방식: 가까운 사람에게 바라는 것, 소통 방식, 갈등을 다루는 방식을 다룹니다.',
    features: ['우정과 연인 관계에서 필요로 하는 것', '소통 습관과 다른 사람에게 비치는 모습', '유형에 맞는 갈등 해결 방법'],
  },
  FR: {
    name: 'Pack Relations',
    description: 'Comment votre type se lie aux autres : ce dont vous avez besoin de vos proches, votre façon de communiquer et de gérer les conflits.',
    features: ['Vos besoins en amitié et en couple', 'Vos habitudes de communication et la façon dont les autres les perçoivent', 'Des façons de traverser les conflits adaptées à votre type'],
  },
  ES: {
    name: 'Pack Relaciones',
    description: 'Cómo se relaciona tu tipo con los demás: qué necesitas de las personas cercanas, cómo te comunicas y cómo manejas los conflictos.',
    features: ['Lo que necesitas en la amistad y en la pareja', 'Tus hábitos de comunicación y cómo los perciben los demás', 'Formas de atravesar conflictos que encajan con tu tipo'],
  },
  DE: {
    name: 'Beziehungspaket',
    description: 'Wie Ihr Typ Beziehungen gestaltet: was Sie von nahestehenden Menschen brauchen, wie Sie kommunizieren und mit Konflikten umgehen.',
    features: ['Was Sie in Freundschaft und Partnerschaft brauchen', 'Ihre Kommunikationsgewohnheiten und wie andere sie wahrnehmen', 'Wege durch Konflikte, die zu Ihrem Typ passen'],
  },
  PT: {
    name: 'Pacote Relacionamentos',
    description: 'Como seu tipo se relaciona com os outros: o que você precisa das pessoas próximas, como se comunica e como lida com conflitos.',
    features: ['O que você precisa na amizade e no relacionamento', 'Seus hábitos de comunicação e como os outros os percebem', 'Caminhos para atravessar conflitos que combinam com seu tipo'],
  },
};

const growthPackCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Personal growth pack',
    description: 'A deeper look at personal growth for your type: the habits that may hold you back and concrete exercises to practise.',
    features: ['Growth areas typical of your type', 'Concrete exercises to practise week by week', 'Reflection prompts to follow your progress'],
  },
  CN: {
    name: '个人成长拓展包',
    description: '针对你的类型更深入地探讨个人成长：可能拖住你的习惯，以及可以实践的具体练习。',
    features: ['你的类型常见的成长方向', '可以每周实践的具体练习', '记录进展的反思提示'],
  },
  HK: {
    name: '個人成長拓展包',
    description: '針對你的類型更深入地探討個人成長：可能拖住你的習慣，以及可以實踐的具體練習。',
    features: ['你的類型常見的成長方向', '可以每週實踐的具體練習', '記錄進展的反思提示'],
  },
  JA: {
    name: '自己成長パック',
    description: 'あなたのタイプの自己成長をさらに深掘り。足を引っ張りがちな習慣と、実践できる具体的なエクササイズを紹介します。',
    features: ['タイプに多い成長テーマ', '週ごとに取り組める具体的なエクササイズ', '進み具合を振り返るための問い'],
  },
  KR: {
    name: '자기 성장 팩',
    description: '당신의 유형에 맞춘 자기 성장 심화 내용: 발목을 잡을 수 있는 습관과 실천할 수 있는 구체적인 연습을 담았습니다.',
    features: ['유형에 흔한 성장 과제', '주마다 실천할 수 있는 구체적인 연습', '변화를 돌아보는 성찰 질문'],
  },
  FR: {
    name: 'Pack Développement personnel',
    description: 'Un regard approfondi sur le développement personnel de votre type : les habitudes qui peuvent vous freiner et des exercices concrets à pratiquer.',
    features: ['Axes de progression typiques de votre type', 'Des exercices concrets à pratiquer semaine après semaine', 'Des questions de réflexion pour suivre vos progrès'],
  },
  ES: {
    name: 'Pack Crecimiento personal',
    description: 'Una mirada más profunda al crecimiento personal de tu tipo: los hábitos que pueden frenarte y ejercicios concretos para practicar.',
    features: ['Áreas de crecimiento típicas de tu tipo', 'Ejercicios concretos para practicar semana a semana', 'Preguntas de reflexión para seguir tu progreso'],
  },
  DE: {
    name: 'Paket Persönliche Entwicklung',
    description: 'Ein vertiefter Blick auf die persönliche Entwicklung Ihres Typs: Gewohnheiten, die Sie bremsen können, und konkrete Übungen zum Ausprobieren.',
    features: ['Typische Entwicklungsfelder Ihres Typs', 'Konkrete Übungen für jede Woche', 'Reflexionsfragen, um Fortschritte festzuhalten'],
  },
  PT: {
    name: 'Pacote Crescimento pessoal',
    description: 'Um olhar mais profundo sobre o crescimento pessoal do seu tipo: os hábitos que podem te atrasar e exercícios concretos para praticar.',
    features: ['Áreas de crescimento típicas do seu tipo', 'Exercícios concretos para praticar semana a semana', 'Perguntas de reflexão para acompanhar seu progresso'],
  },
};

export const catalogue: readonly CatalogueSku[] = [
  {
    skuId: 'mbti-report',
    examId: mbtiExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: reportCopy,
  },
  {
    skuId: 'mbti-report-plus',
    examId: mbtiExamId,
    kind: 'package',
    includedSkuIds: ['mbti-report', 'mbti-career-pack', 'mbti-relationship-pack'],
    recommended: true,
    offerDiscountTenths: 5,
    listPrices: prices('plus'),
    copy: reportPlusCopy,
  },
  {
    skuId: 'mbti-career-pack',
    examId: mbtiExamId,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
    copy: careerPackCopy,
  },
  {
    skuId: 'mbti-relationship-pack',
    examId: mbtiExamId,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
    copy: relationshipPackCopy,
  },
  {
    skuId: 'mbti-growth-pack',
    examId: mbtiExamId,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
    copy: growthPackCopy,
  },
  {
    // Priced like the 16-type report, with the same countdown offer.
    skuId: 'deps-report',
    examId: mappingExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: mappingReportCopy,
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'iq-report',
    examId: matricesExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: iqReportCopy,
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'ydgx-report',
    examId: relationshipsExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: relationshipsReportCopy,
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'career-report',
    examId: careerExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: careerReportCopy,
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'growth-report',
    examId: growthExamId,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
    copy: growthReportCopy,
  },
];

const byId = new Map(catalogue.map((sku) => [sku.skuId, sku]));

export function findSku(examId: string, skuId: string): CatalogueSku | undefined {
  const sku = byId.get(skuId);
  return sku && sku.examId === examId ? sku : undefined;
}

export function skusOfExam(examId: string, kinds?: readonly SkuKind[]): CatalogueSku[] {
  return catalogue.filter((sku) => sku.examId === examId && (!kinds || kinds.includes(sku.kind)));
}

/** The report offer shown on the SKU page: the report and the packages that contain it. */
export function reportOffer(examId: string): CatalogueSku[] {
  return skusOfExam(examId, ['report', 'package']);
}

/** The SKU that unlocks an exam's full report. */
export function reportSkuOf(examId: string): CatalogueSku | undefined {
  return skusOfExam(examId, ['report'])[0];
}

/** What a set of SKUs gives: each SKU and everything its packages contain. */
export function ownedSkuIds(skuIds: Iterable<string>): Set<string> {
  const owned = new Set<string>();
  for (const id of skuIds) {
    owned.add(id);
    for (const included of byId.get(id)?.includedSkuIds ?? []) owned.add(included);
  }
  return owned;
}

/** Package codes (GET /exam/sku/package/list/{code}) → the exam whose packages they list. */
const packageCodes: Record<string, string> = { mbti: mbtiExamId };

export function packagesForCode(code: string): CatalogueSku[] {
  const examId = packageCodes[code.trim().toLowerCase()];
  return examId ? skusOfExam(examId, ['package']) : [];
}

/**
 * The second-phase steps after the report and what each offers. Steps about trials and memberships sell
 * subscription plans, which the subscription service owns; they offer no packs here.
 */
export const secondPhaseSteps: Readonly<Record<string, readonly string[]>> = {
  skip_trial: [],
  add_packs: ['mbti-career-pack', 'mbti-relationship-pack'],
  depth_content: ['mbti-growth-pack'],
  member_exclusive: [],
  access_product: [],
};

export function isSecondPhaseStep(step: string): boolean {
  return Object.hasOwn(secondPhaseSteps, step);
}

export function skuCopy(sku: CatalogueSku, locale: string): SkuCopy {
  return sku.copy[orderLocale(locale)] ?? sku.copy.EN!;
}
