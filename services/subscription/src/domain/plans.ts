import { formatMoney } from '@mindprint/platform/money';
import { type PrivilegeCode, grantedPrivileges, privilegeCodes, privilegeLabels, type Tier } from './privileges.js';
import { fillTemplate, type SubscriptionLocale } from './subscription-locale.js';

export type BillingInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface Plan {
  planId: string;
  tier: Tier;
  trialDays: number;
  /** What the trial costs: a paid trial, never called free. */
  trialPriceMinor: number;
  priceMinor: number;
  currency: string;
  interval: BillingInterval;
  intervalCount: number;
  recommended: boolean;
}

export const plans: readonly Plan[] = [
  { planId: 'basic-4week', tier: 'basic', trialDays: 7, trialPriceMinor: 99, priceMinor: 1999, currency: 'USD', interval: 'WEEK', intervalCount: 4, recommended: true },
  { planId: 'premium-month', tier: 'premium', trialDays: 0, trialPriceMinor: 0, priceMinor: 2999, currency: 'USD', interval: 'MONTH', intervalCount: 1, recommended: false },
];

export function planById(planId: string): Plan | undefined {
  return plans.find((p) => p.planId === planId);
}

/** The version of the consent text below; StartSubscription and ChangeSubscription record it. */
export const consentVersion = 'subscription-terms-2026-11';

interface PlanTexts {
  names: Record<string, { name: string; description: string }>;
  /** `{perDay}` in the basic description: the 4-week price per day. */
  periods: { fourWeeks: string; month: string };
  terms: string;
  termsNoTrial: string;
  consent: string;
}

const texts: Record<SubscriptionLocale, PlanTexts> = {
  EN: {
    names: {
      'basic-4week': { name: 'Basic membership', description: 'Your reports, articles, the daily question, games and the tree hole; about {perDay} a day.' },
      'premium-month': { name: 'Premium membership', description: 'Everything in Basic plus all assessments, full courses and the psychology map.' },
    },
    periods: { fourWeeks: '4 weeks', month: 'month' },
    terms: 'First {trialDays} days for {trialPrice}, then {price} every {period}, renewing automatically until you cancel. Cancel any time in one click from your account or by e-mail.',
    termsNoTrial: '{price} every {period}, renewing automatically until you cancel. Cancel any time in one click from your account or by e-mail.',
    consent: 'I agree to the Terms of Service and Privacy Policy and to the automatic renewal described above; I can cancel any time.',
  },
  CN: {
    names: {
      'basic-4week': { name: '基础会员', description: '你的报告、文章、每日一题、游戏和树洞；每天约 {perDay}。' },
      'premium-month': { name: '高级会员', description: '包含基础会员全部内容，另有全部测评、完整课程和心理地图。' },
    },
    periods: { fourWeeks: '4 周', month: '月' },
    terms: '前 {trialDays} 天 {trialPrice}，之后每 {period} {price}，自动续订直至你取消。可随时在账户中一键取消或通过电子邮件取消。',
    termsNoTrial: '每 {period} {price}，自动续订直至你取消。可随时在账户中一键取消或通过电子邮件取消。',
    consent: '我同意服务条款和隐私政策以及上述自动续订；我可以随时取消。',
  },
  HK: {
    names: {
      'basic-4week': { name: '基本會員', description: '你的報告、文章、每日一題、遊戲和樹洞；每天約 {perDay}。' },
      'premium-month': { name: '高級會員', description: '包含基本會員全部內容，另有全部測評、完整課程和心理地圖。' },
    },
    periods: { fourWeeks: '4 週', month: '月' },
    terms: '首 {trialDays} 天 {trialPrice}，之後每 {period} {price}，自動續訂直至你取消。可隨時在帳戶中一鍵取消或透過電郵取消。',
    termsNoTrial: '每 {period} {price}，自動續訂直至你取消。可隨時在帳戶中一鍵取消或透過電郵取消。',
    consent: '我同意服務條款和私隱政策以及上述自動續訂；我可以隨時取消。',
  },
  FR: {
    names: {
      'basic-4week': { name: 'Abonnement Basic', description: 'Vos rapports, les articles, la question du jour, les jeux et l’arbre à secrets ; environ {perDay} par jour.' },
      'premium-month': { name: 'Abonnement Premium', description: 'Tout Basic, plus tous les tests, les cours complets et la carte psychologique.' },
    },
    periods: { fourWeeks: '4 semaines', month: 'mois' },
    terms: 'Les {trialDays} premiers jours pour {trialPrice}, puis {price} toutes les {period}, renouvelé automatiquement jusqu’à votre résiliation. Résiliez à tout moment en un clic depuis votre compte ou par e-mail.',
    termsNoTrial: '{price} par {period}, renouvelé automatiquement jusqu’à votre résiliation. Résiliez à tout moment en un clic depuis votre compte ou par e-mail.',
    consent: 'J’accepte les conditions d’utilisation, la politique de confidentialité et le renouvellement automatique décrit ci-dessus ; je peux résilier à tout moment.',
  },
  ES: {
    names: {
      'basic-4week': { name: 'Membresía Básica', description: 'Tus informes, artículos, la pregunta del día, juegos y el buzón de secretos; unos {perDay} al día.' },
      'premium-month': { name: 'Membresía Premium', description: 'Todo lo de Básica, más todas las evaluaciones, los cursos completos y el mapa psicológico.' },
    },
    periods: { fourWeeks: '4 semanas', month: 'mes' },
    terms: 'Los primeros {trialDays} días por {trialPrice}, luego {price} cada {period}, con renovación automática hasta que canceles. Cancela cuando quieras con un clic desde tu cuenta o por correo electrónico.',
    termsNoTrial: '{price} cada {period}, con renovación automática hasta que canceles. Cancela cuando quieras con un clic desde tu cuenta o por correo electrónico.',
    consent: 'Acepto los Términos del servicio, la Política de privacidad y la renovación automática descrita arriba; puedo cancelar en cualquier momento.',
  },
  JA: {
    names: {
      'basic-4week': { name: 'ベーシック会員', description: 'レポート、記事、今日の質問、ゲーム、秘密の木の穴。1日あたり約 {perDay}。' },
      'premium-month': { name: 'プレミアム会員', description: 'ベーシックのすべてに加え、すべての診断、全コース、心理マップ。' },
    },
    periods: { fourWeeks: '4週間', month: '1か月' },
    terms: '最初の{trialDays}日間は{trialPrice}、その後は{period}ごとに{price}で、解約するまで自動更新されます。アカウントからワンクリック、またはメールでいつでも解約できます。',
    termsNoTrial: '{period}ごとに{price}で、解約するまで自動更新されます。アカウントからワンクリック、またはメールでいつでも解約できます。',
    consent: '利用規約とプライバシーポリシー、および上記の自動更新に同意します。いつでも解約できます。',
  },
  DE: {
    names: {
      'basic-4week': { name: 'Basic-Mitgliedschaft', description: 'Ihre Berichte, Artikel, die Frage des Tages, Spiele und der Geheimnis-Baum; etwa {perDay} pro Tag.' },
      'premium-month': { name: 'Premium-Mitgliedschaft', description: 'Alles aus Basic, dazu alle Tests, vollständige Kurse und die psychologische Karte.' },
    },
    periods: { fourWeeks: '4 Wochen', month: 'Monat' },
    terms: 'Die ersten {trialDays} Tage für {trialPrice}, danach {price} alle {period}, automatisch verlängert, bis Sie kündigen. Jederzeit mit einem Klick in Ihrem Konto oder per E-Mail kündbar.',
    termsNoTrial: '{price} pro {period}, automatisch verlängert, bis Sie kündigen. Jederzeit mit einem Klick in Ihrem Konto oder per E-Mail kündbar.',
    consent: 'Ich stimme den Nutzungsbedingungen, der Datenschutzerklärung und der oben beschriebenen automatischen Verlängerung zu; ich kann jederzeit kündigen.',
  },
  PT: {
    names: {
      'basic-4week': { name: 'Assinatura Básica', description: 'Seus relatórios, artigos, a pergunta do dia, jogos e a caixa de segredos; cerca de {perDay} por dia.' },
      'premium-month': { name: 'Assinatura Premium', description: 'Tudo da Básica, mais todas as avaliações, cursos completos e o mapa psicológico.' },
    },
    periods: { fourWeeks: '4 semanas', month: 'mês' },
    terms: 'Primeiros {trialDays} dias por {trialPrice}, depois {price} a cada {period}, com renovação automática até você cancelar. Cancele quando quiser com um clique na sua conta ou por e-mail.',
    termsNoTrial: '{price} a cada {period}, com renovação automática até você cancelar. Cancele quando quiser com um clique na sua conta ou por e-mail.',
    consent: 'Concordo com os Termos de Serviço, a Política de Privacidade e a renovação automática descrita acima; posso cancelar a qualquer momento.',
  },
  KR: {
    names: {
      'basic-4week': { name: '베이직 멤버십', description: '리포트, 아티클, 오늘의 질문, 게임, 비밀 나무 구멍; 하루 약 {perDay}.' },
      'premium-month': { name: '프리미엄 멤버십', description: '베이직의 모든 혜택에 모든 검사, 전체 강좌, 심리 지도까지.' },
    },
    periods: { fourWeeks: '4주', month: '1개월' },
    terms: '처음 {trialDays}일은 {trialPrice}, 이후 {period}마다 {price}이며 해지할 때까지 자동 갱신됩니다. 계정에서 클릭 한 번 또는 이메일로 언제든지 해지할 수 있습니다.',
    termsNoTrial: '{period}마다 {price}이며 해지할 때까지 자동 갱신됩니다. 계정에서 클릭 한 번 또는 이메일로 언제든지 해지할 수 있습니다.',
    consent: '서비스 약관, 개인정보 처리방침 및 위의 자동 갱신에 동의합니다. 언제든지 해지할 수 있습니다.',
  },
};

export interface MoneyView {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export const moneyView = (amountMinor: number, currency: string): MoneyView => ({ amountMinor, currency, formatted: formatMoney(amountMinor, currency) });

export interface LocalizedPlan extends Plan {
  name: string;
  description: string;
  periodLabel: string;
  trialPrice: MoneyView;
  price: MoneyView;
  /** What 'skip trial and pay now' charges today: the first period. */
  skipTrialPrice: MoneyView;
  features: string[];
  terms: string;
}

export function periodLabel(plan: Plan, locale: SubscriptionLocale): string {
  return plan.interval === 'WEEK' && plan.intervalCount === 4 ? texts[locale].periods.fourWeeks : texts[locale].periods.month;
}

/** The plan name alone, for events and e-mails. */
export function planName(planId: string, locale: SubscriptionLocale): string {
  return texts[locale].names[planId]?.name ?? planId;
}

export function localizePlan(plan: Plan, locale: SubscriptionLocale): LocalizedPlan {
  const t = texts[locale];
  const days = plan.interval === 'WEEK' ? 7 * plan.intervalCount : 30 * plan.intervalCount;
  const price = moneyView(plan.priceMinor, plan.currency);
  const trialPrice = moneyView(plan.trialPriceMinor, plan.currency);
  const period = periodLabel(plan, locale);
  const values = { trialDays: plan.trialDays, trialPrice: trialPrice.formatted, price: price.formatted, period };
  const granted = grantedPrivileges(plan.tier);
  const features = privilegeCodes.filter((code: PrivilegeCode) => granted.has(code)).map((code) => privilegeLabels[locale][code]);
  const names = t.names[plan.planId] ?? { name: plan.planId, description: '' };
  return {
    ...plan,
    name: names.name,
    description: fillTemplate(names.description, { perDay: formatMoney(Math.round(plan.priceMinor / days), plan.currency) }),
    periodLabel: period,
    trialPrice,
    price,
    skipTrialPrice: price,
    features,
    terms: fillTemplate(plan.trialDays > 0 ? t.terms : t.termsNoTrial, values),
  };
}

export function consentText(locale: SubscriptionLocale): string {
  return texts[locale].consent;
}
