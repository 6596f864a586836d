import type { LocaleCode } from '../domain/locales.js';

type Texts = Record<LocaleCode, string>;

/** The catalogue as first seeded; later changes are new migrations, never edits here. */
export const seedCategories: Array<{ id: string; code: string; name: Texts }> = [
  { id: '1', code: 'personality-test', name: { EN: 'Personality test', CN: '性格测试', HK: '性格測試', JA: '性格診断', KR: '성격 검사', FR: 'Test de personnalité', DE: 'Persönlichkeitstest', ES: 'Test de personalidad', PT: 'Teste de personalidade' } },
  { id: '2', code: 'mental-health', name: { EN: 'Mental health', CN: '心理健康', HK: '心理健康', JA: 'メンタルヘルス', KR: '정신 건강', FR: 'Santé mentale', DE: 'Psychische Gesundheit', ES: 'Salud mental', PT: 'Saúde mental' } },
  { id: '3', code: 'ability-test', name: { EN: 'Ability test', CN: '能力测试', HK: '能力測試', JA: '能力テスト', KR: '능력 검사', FR: 'Test d’aptitudes', DE: 'Fähigkeitstest', ES: 'Test de aptitudes', PT: 'Teste de aptidão' } },
  { id: '4', code: 'iq-test', name: { EN: 'IQ test', CN: '智商测试', HK: '智商測試', JA: 'IQテスト', KR: 'IQ 검사', FR: 'Test de QI', DE: 'IQ-Test', ES: 'Test de CI', PT: 'Teste de QI' } },
];

export const seedTags: Array<{ id: string; name: Texts }> = [
  { id: '1', name: { EN: 'Popular', CN: '热门', HK: '熱門', JA: '人気', KR: '인기', FR: 'Populaire', DE: 'Beliebt', ES: 'Popular', PT: 'Popular' } },
  { id: '2', name: { EN: 'Free result', CN: '免费结果', HK: '免費結果', JA: '無料の結果', KR: '무료 결과', FR: 'Résultat gratuit', DE: 'Kostenloses Ergebnis', ES: 'Resultado gratuito', PT: 'Resultado gratuito' } },
  { id: '3', name: { EN: 'Career', CN: '职业', HK: '職業', JA: 'キャリア', KR: '커리어', FR: 'Carrière', DE: 'Karriere', ES: 'Carrera', PT: 'Carreira' } },
  { id: '4', name: { EN: 'Relationships', CN: '情感关系', HK: '感情關係', JA: '人間関係', KR: '관계', FR: 'Relations', DE: 'Beziehungen', ES: 'Relaciones', PT: 'Relacionamentos' } },
  { id: '5', name: { EN: 'New', CN: '新上线', HK: '新上架', JA: '新着', KR: '신규', FR: 'Nouveau', DE: 'Neu', ES: 'Nuevo', PT: 'Novo' } },
];

export interface SeedExam {
  id: string;
  code: string;
  categoryId: string;
  tagIds: string[];
  questionCount: number;
  minutes: [number, number];
  /** Whether visitors can take it now; the others arrive with their own issue. */
  available: boolean;
  name: Texts;
  description: Texts;
}

export const seedExams: SeedExam[] = [
  {
    id: '1', code: 'MBTI', categoryId: '1', tagIds: ['1', '2'], questionCount: 64, minutes: [10, 15], available: true,
    name: { EN: '16-type personality test', CN: '16型人格测试', HK: '16型人格測試', JA: '16タイプ性格診断', KR: '16가지 성격 유형 검사', FR: 'Test de personnalité en 16 types', DE: '16-Typen-Persönlichkeitstest', ES: 'Test de personalidad de 16 tipos', PT: 'Teste de personalidade de 16 tipos' },
    description: {
      EN: 'Four scales — where you draw energy, how you take in information, how you decide and how you organise — place you among 16 types.',
      CN: '通过四个维度——能量来源、获取信息的方式、做决定的方式和安排生活的方式——确定您属于16种类型中的哪一种。',
      HK: '透過四個維度——能量來源、接收資訊的方式、作決定的方式和安排生活的方式——確定您屬於16種類型中的哪一種。',
      JA: 'エネルギーの向け方、情報の受け取り方、判断の仕方、物事の進め方という4つの尺度から、16タイプのどれに近いかを示します。',
      KR: '에너지를 얻는 방식, 정보를 받아들이는 방식, 결정하는 방식, 생활을 꾸리는 방식의 네 가지 척도로 16가지 유형 중 어디에 가까운지 알려 드립니다.',
      FR: 'Quatre échelles — d’où vous tirez votre énergie, comment vous percevez l’information, comment vous décidez et comment vous vous organisez — vous situent parmi 16 types.',
      DE: 'Vier Skalen – woher Sie Energie schöpfen, wie Sie Informationen aufnehmen, wie Sie entscheiden und wie Sie sich organisieren – ordnen Sie einem von 16 Typen zu.',
      ES: 'Cuatro escalas —de dónde sacas energía, cómo captas la información, cómo decides y cómo te organizas— te sitúan entre 16 tipos.',
      PT: 'Quatro escalas — de onde você tira energia, como recebe informações, como decide e como se organiza — situam você entre 16 tipos.',
    },
  },
  {
    id: '2', code: 'DEPS', categoryId: '2', tagIds: ['5'], questionCount: 50, minutes: [8, 12], available: false,
    name: { EN: 'Psychological mapping', CN: '心理画像测试', HK: '心理畫像測試', JA: '心理マッピング', KR: '심리 매핑', FR: 'Cartographie psychologique', DE: 'Psychologisches Profil', ES: 'Mapa psicológico', PT: 'Mapeamento psicológico' },
    description: {
      EN: 'A five-dimension profile built on the public-domain IPIP Big-Five markers.',
      CN: '基于公共领域 IPIP 大五人格标记的五维度画像。',
      HK: '基於公共領域 IPIP 大五人格標記的五維度畫像。',
      JA: 'パブリックドメインの IPIP ビッグファイブ項目にもとづく5次元プロフィール。',
      KR: '퍼블릭 도메인 IPIP 빅파이브 문항을 바탕으로 한 5차원 프로필.',
      FR: 'Un profil en cinq dimensions fondé sur les marqueurs Big Five de l’IPIP, du domaine public.',
      DE: 'Ein Profil in fünf Dimensionen auf Grundlage der gemeinfreien IPIP-Big-Five-Marker.',
      ES: 'Un perfil de cinco dimensiones basado en los marcadores Big Five del IPIP, de dominio público.',
      PT: 'Um perfil de cinco dimensões baseado nos marcadores Big Five do IPIP, de domínio público.',
    },
  },
  {
    id: '3', code: 'IQ', categoryId: '4', tagIds: ['5'], questionCount: 30, minutes: [20, 25], available: false,
    name: { EN: 'Matrices IQ test', CN: '矩阵智商测试', HK: '矩陣智商測試', JA: 'マトリックスIQテスト', KR: '행렬 IQ 검사', FR: 'Test de QI par matrices', DE: 'Matrizen-IQ-Test', ES: 'Test de CI de matrices', PT: 'Teste de QI de matrizes' },
    description: {
      EN: 'Pattern matrices generated from rules; your score is a percentile among our own visitors, not a clinical IQ.',
      CN: '由规则生成的图形矩阵；得分是在本站访客中的百分位，并非临床智商。',
      HK: '由規則生成的圖形矩陣；得分是在本站訪客中的百分位，並非臨床智商。',
      JA: 'ルールから生成した図形マトリックス。スコアは当サイト利用者の中での百分位で、臨床的なIQではありません。',
      KR: '규칙으로 생성한 도형 행렬. 점수는 본 사이트 방문자 중 백분위이며 임상 IQ가 아닙니다.',
      FR: 'Des matrices générées à partir de règles ; votre score est un centile parmi nos visiteurs, pas un QI clinique.',
      DE: 'Aus Regeln erzeugte Matrizen; Ihr Ergebnis ist ein Perzentil unter unseren Besuchern, kein klinischer IQ.',
      ES: 'Matrices generadas a partir de reglas; tu puntuación es un percentil entre nuestros visitantes, no un CI clínico.',
      PT: 'Matrizes geradas a partir de regras; sua pontuação é um percentil entre nossos visitantes, não um QI clínico.',
    },
  },
  {
    id: '4', code: 'YDGX', categoryId: '1', tagIds: ['4', '5'], questionCount: 32, minutes: [6, 10], available: false,
    name: { EN: 'Emotional relationships', CN: '情感关系测试', HK: '感情關係測試', JA: '恋愛・人間関係テスト', KR: '정서적 관계 검사', FR: 'Relations affectives', DE: 'Emotionale Beziehungen', ES: 'Relaciones afectivas', PT: 'Relacionamentos afetivos' },
    description: {
      EN: 'How you balance closeness and independence, and how secure you feel in relationships.',
      CN: '了解您如何平衡亲密与独立，以及在关系中的安全感。',
      HK: '了解您如何平衡親密與獨立，以及在關係中的安全感。',
      JA: '親密さと自立のバランス、そして関係の中での安心感を見つめます。',
      KR: '친밀감과 독립성의 균형, 관계에서 느끼는 안정감을 살펴봅니다.',
      FR: 'Comment vous équilibrez proximité et indépendance, et à quel point vous vous sentez en sécurité dans vos relations.',
      DE: 'Wie Sie Nähe und Unabhängigkeit ausbalancieren und wie sicher Sie sich in Beziehungen fühlen.',
      ES: 'Cómo equilibras cercanía e independencia y cuán seguro te sientes en tus relaciones.',
      PT: 'Como você equilibra proximidade e independência e quão seguro se sente nos relacionamentos.',
    },
  },
  {
    id: '5', code: 'CAREER', categoryId: '3', tagIds: ['3', '5'], questionCount: 48, minutes: [8, 12], available: false,
    name: { EN: 'Career assessment', CN: '职业测评', HK: '職業測評', JA: '適職診断', KR: '직업 적성 검사', FR: 'Bilan d’orientation', DE: 'Berufsinteressen-Test', ES: 'Evaluación profesional', PT: 'Avaliação de carreira' },
    description: {
      EN: 'Six interest areas and the kinds of work that fit them.',
      CN: '六大兴趣领域以及与之相匹配的工作类型。',
      HK: '六大興趣範疇以及與之相配的工作類型。',
      JA: '6つの興味領域と、それに合う仕事の種類。',
      KR: '여섯 가지 흥미 영역과 그에 맞는 일의 종류.',
      FR: 'Six domaines d’intérêt et les métiers qui leur correspondent.',
      DE: 'Sechs Interessenfelder und die Tätigkeiten, die zu ihnen passen.',
      ES: 'Seis áreas de interés y los trabajos que encajan con ellas.',
      PT: 'Seis áreas de interesse e os tipos de trabalho que combinam com elas.',
    },
  },
  {
    id: '6', code: 'GROWTH', categoryId: '3', tagIds: ['5'], questionCount: 40, minutes: [6, 10], available: false,
    name: { EN: 'Personal development', CN: '个人成长测试', HK: '個人成長測試', JA: '自己成長テスト', KR: '자기 계발 검사', FR: 'Développement personnel', DE: 'Persönliche Entwicklung', ES: 'Desarrollo personal', PT: 'Desenvolvimento pessoal' },
    description: {
      EN: 'What moves your choices as a consumer and which way of thinking you lean on.',
      CN: '了解驱动您消费选择的动机，以及您偏好的思考方式。',
      HK: '了解驅動您消費選擇的動機，以及您偏好的思考方式。',
      JA: '買い物の選択を動かす動機と、あなたが頼りにする考え方の傾向。',
      KR: '소비 선택을 움직이는 동기와 당신이 주로 의지하는 사고방식.',
      FR: 'Ce qui guide vos choix de consommation et le mode de pensée sur lequel vous vous appuyez.',
      DE: 'Was Ihre Kaufentscheidungen antreibt und auf welche Denkweise Sie sich stützen.',
      ES: 'Qué mueve tus decisiones de consumo y en qué forma de pensar te apoyas.',
      PT: 'O que move suas escolhas de consumo e em qual forma de pensar você se apoia.',
    },
  },
];

/** When each seeded test entered the catalogue (added with the test center; the order of "latest"). */
export const seedPublicationDates: Record<string, string> = {
  '1': '2026-01-15T00:00:00Z',
  '2': '2026-10-05T00:00:00Z',
  '3': '2026-10-19T00:00:00Z',
  '4': '2026-11-02T00:00:00Z',
  '5': '2026-11-09T00:00:00Z',
  '6': '2026-11-16T00:00:00Z',
};
