import type { LocaleCode } from '../locales.js';

/**
 * The sentences that open the result analysis with the visitor's own scores, in each locale.
 * `dimension` is a dimension's name, `level` a level name, `score` 0–100.
 */
export interface AnalysisSentences {
  clearest: (dimension: string, level: string, score: number) => string;
  leastClear: (dimension: string, level: string, score: number) => string;
  nearCut: (dimensions: string[]) => string;
}

const list = (items: string[], and: string, comma = ', ') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`;

export const analysisSentences: Record<LocaleCode, AnalysisSentences> = {
  EN: {
    clearest: (d, l, s) => `Your clearest preference is ${d}: ${s} of 100 (${l.toLowerCase()}).`,
    leastClear: (d, l, s) => `Your least clear one is ${d}: ${s} of 100 (${l.toLowerCase()}).`,
    nearCut: (ds) => `${list(ds, ' and ')} ${ds.length > 1 ? 'lie' : 'lies'} close to the cut, so ${ds.length > 1 ? 'these letters are' : 'this letter is'} less certain.`,
  },
  CN: {
    clearest: (d, l, s) => `你最明确的偏好是${d}：${s}/100（${l}）。`,
    leastClear: (d, l, s) => `最不明确的是${d}：${s}/100（${l}）。`,
    nearCut: (ds) => `${list(ds, '和', '、')}接近分界点，因此这一字母的判断不太确定。`,
  },
  HK: {
    clearest: (d, l, s) => `你最明確的偏好是${d}：${s}/100（${l}）。`,
    leastClear: (d, l, s) => `最不明確的是${d}：${s}/100（${l}）。`,
    nearCut: (ds) => `${list(ds, '和', '、')}接近分界點，因此這個字母的判斷不太確定。`,
  },
  JA: {
    clearest: (d, l, s) => `最もはっきりした傾向は${d}です：${s}/100（${l}）。`,
    leastClear: (d, l, s) => `最もはっきりしない傾向は${d}です：${s}/100（${l}）。`,
    nearCut: (ds) => `${list(ds, 'と', '、')}は境目に近いため、この文字の判定はあまり確かではありません。`,
  },
  KR: {
    clearest: (d, l, s) => `가장 뚜렷한 선호는 ${d}입니다: ${s}/100 (${l}).`,
    leastClear: (d, l, s) => `가장 덜 뚜렷한 선호는 ${d}입니다: ${s}/100 (${l}).`,
    nearCut: (ds) => `${list(ds, ', ')}은(는) 경계에 가까워 이 글자의 판정은 덜 확실합니다.`,
  },
  FR: {
    clearest: (d, l, s) => `Votre préférence la plus nette est ${d} : ${s} sur 100 (${l.toLowerCase()}).`,
    leastClear: (d, l, s) => `La moins nette est ${d} : ${s} sur 100 (${l.toLowerCase()}).`,
    nearCut: (ds) => `${list(ds, ' et ')} ${ds.length > 1 ? 'sont' : 'est'} proche${ds.length > 1 ? 's' : ''} de la limite : ${ds.length > 1 ? 'ces lettres sont moins sûres' : 'cette lettre est moins sûre'}.`,
  },
  DE: {
    clearest: (d, l, s) => `Ihre deutlichste Präferenz ist ${d}: ${s} von 100 (${l.toLowerCase()}).`,
    leastClear: (d, l, s) => `Am wenigsten deutlich ist ${d}: ${s} von 100 (${l.toLowerCase()}).`,
    nearCut: (ds) => `${list(ds, ' und ')} ${ds.length > 1 ? 'liegen' : 'liegt'} nahe an der Grenze, daher ${ds.length > 1 ? 'sind diese Buchstaben' : 'ist dieser Buchstabe'} weniger sicher.`,
  },
  ES: {
    clearest: (d, l, s) => `Tu preferencia más clara es ${d}: ${s} de 100 (${l.toLowerCase()}).`,
    leastClear: (d, l, s) => `La menos clara es ${d}: ${s} de 100 (${l.toLowerCase()}).`,
    nearCut: (ds) => `${list(ds, ' y ')} ${ds.length > 1 ? 'están' : 'está'} cerca del límite, así que ${ds.length > 1 ? 'esas letras son menos seguras' : 'esa letra es menos segura'}.`,
  },
  PT: {
    clearest: (d, l, s) => `Sua preferência mais clara é ${d}: ${s} de 100 (${l.toLowerCase()}).`,
    leastClear: (d, l, s) => `A menos clara é ${d}: ${s} de 100 (${l.toLowerCase()}).`,
    nearCut: (ds) => `${list(ds, ' e ')} ${ds.length > 1 ? 'estão' : 'está'} perto do limite, então ${ds.length > 1 ? 'essas letras são menos seguras' : 'essa letra é menos segura'}.`,
  },
};
