import type { LocaleCode } from '../locales.js';

/** The seven answer labels, value 1 ('Strongly disagree') to value 7 ('Strongly agree'); index = value − 1. */
export type AgreementLabels = readonly [string, string, string, string, string, string, string];

export const agreementValues = [1, 2, 3, 4, 5, 6, 7] as const;
export type AgreementValue = (typeof agreementValues)[number];

export const agreementScale: Record<LocaleCode, AgreementLabels> = {
  EN: ['Strongly disagree', 'Disagree', 'Somewhat disagree', 'Neutral', 'Somewhat agree', 'Agree', 'Strongly agree'],
  CN: ['非常不同意', '不同意', '有点不同意', '中立', '有点同意', '同意', '非常同意'],
  HK: ['非常不同意', '不同意', '有點不同意', '中立', '有點同意', '同意', '非常同意'],
  JA: ['まったくそう思わない', 'そう思わない', 'あまりそう思わない', 'どちらともいえない', 'ややそう思う', 'そう思う', 'とてもそう思う'],
  KR: ['전혀 그렇지 않다', '그렇지 않다', '약간 그렇지 않다', '보통이다', '약간 그렇다', '그렇다', '매우 그렇다'],
  FR: ["Pas du tout d'accord", "Pas d'accord", "Plutôt pas d'accord", 'Neutre', "Plutôt d'accord", "D'accord", "Tout à fait d'accord"],
  DE: ['Stimme überhaupt nicht zu', 'Stimme nicht zu', 'Stimme eher nicht zu', 'Weder noch', 'Stimme eher zu', 'Stimme zu', 'Stimme voll und ganz zu'],
  ES: ['Totalmente en desacuerdo', 'En desacuerdo', 'Algo en desacuerdo', 'Ni de acuerdo ni en desacuerdo', 'Algo de acuerdo', 'De acuerdo', 'Totalmente de acuerdo'],
  PT: ['Discordo totalmente', 'Discordo', 'Discordo parcialmente', 'Neutro', 'Concordo parcialmente', 'Concordo', 'Concordo totalmente'],
};
