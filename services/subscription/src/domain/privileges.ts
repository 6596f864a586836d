import type { SubscriptionLocale } from './subscription-locale.js';

export type Tier = 'basic' | 'premium';

/** What a subscriber may use (spec §6), in the order the user center lists them. */
export const privilegeCodes = [
  'all_assessments',
  'full_courses',
  'psychology_map',
  'daily_question',
  'games',
  'tree_hole',
  'articles',
  'reports_any_time',
] as const;
export type PrivilegeCode = (typeof privilegeCodes)[number];

const basicPrivileges: ReadonlySet<PrivilegeCode> = new Set(['articles', 'daily_question', 'tree_hole', 'games', 'reports_any_time']);

export function grantedPrivileges(tier: Tier | 'none'): ReadonlySet<PrivilegeCode> {
  if (tier === 'premium') return new Set(privilegeCodes);
  if (tier === 'basic') return basicPrivileges;
  return new Set();
}

export function privilegeList(tier: Tier | 'none'): Array<{ code: PrivilegeCode; granted: boolean }> {
  const granted = grantedPrivileges(tier);
  return privilegeCodes.map((code) => ({ code, granted: granted.has(code) }));
}

/** The higher of two tiers. */
export function higherTier(a: Tier | 'none', b: Tier | 'none'): Tier | 'none' {
  const rank = { none: 0, basic: 1, premium: 2 } as const;
  return rank[a] >= rank[b] ? a : b;
}

export const privilegeLabels: Record<SubscriptionLocale, Record<PrivilegeCode, string>> = {
  EN: {
    all_assessments: 'All assessments',
    full_courses: 'Full courses',
    psychology_map: 'Psychology map',
    daily_question: 'Daily question',
    games: 'Games',
    tree_hole: 'Tree hole',
    articles: 'Articles',
    reports_any_time: 'Your reports at any time',
  },
  CN: {
    all_assessments: '全部测评',
    full_courses: '完整课程',
    psychology_map: '心理地图',
    daily_question: '每日一题',
    games: '游戏',
    tree_hole: '树洞',
    articles: '文章',
    reports_any_time: '随时查看报告',
  },
  HK: {
    all_assessments: '全部測評',
    full_courses: '完整課程',
    psychology_map: '心理地圖',
    daily_question: '每日一題',
    games: '遊戲',
    tree_hole: '樹洞',
    articles: '文章',
    reports_any_time: '隨時查看報告',
  },
  FR: {
    all_assessments: 'Tous les tests',
    full_courses: 'Cours complets',
    psychology_map: 'Carte psychologique',
    daily_question: 'Question du jour',
    games: 'Jeux',
    tree_hole: 'Arbre à secrets',
    articles: 'Articles',
    reports_any_time: 'Vos rapports à tout moment',
  },
  ES: {
    all_assessments: 'Todas las evaluaciones',
    full_courses: 'Cursos completos',
    psychology_map: 'Mapa psicológico',
    daily_question: 'Pregunta del día',
    games: 'Juegos',
    tree_hole: 'Buzón de secretos',
    articles: 'Artículos',
    reports_any_time: 'Tus informes en cualquier momento',
  },
  JA: {
    all_assessments: 'すべての診断',
    full_courses: '全コース',
    psychology_map: '心理マップ',
    daily_question: '今日の質問',
    games: 'ゲーム',
    tree_hole: '秘密の木の穴',
    articles: '記事',
    reports_any_time: 'いつでもレポートを閲覧',
  },
  DE: {
    all_assessments: 'Alle Tests',
    full_courses: 'Vollständige Kurse',
    psychology_map: 'Psychologische Karte',
    daily_question: 'Frage des Tages',
    games: 'Spiele',
    tree_hole: 'Geheimnis-Baum',
    articles: 'Artikel',
    reports_any_time: 'Ihre Berichte jederzeit',
  },
  PT: {
    all_assessments: 'Todas as avaliações',
    full_courses: 'Cursos completos',
    psychology_map: 'Mapa psicológico',
    daily_question: 'Pergunta do dia',
    games: 'Jogos',
    tree_hole: 'Caixa de segredos',
    articles: 'Artigos',
    reports_any_time: 'Seus relatórios a qualquer momento',
  },
  KR: {
    all_assessments: '모든 검사',
    full_courses: '전체 강좌',
    psychology_map: '심리 지도',
    daily_question: '오늘의 질문',
    games: '게임',
    tree_hole: '비밀 나무 구멍',
    articles: '아티클',
    reports_any_time: '언제든지 리포트 보기',
  },
};
