import type { LocaleCode } from '../locales.js';

/**
 * What the reference range of the mapping report is, said plainly: the middle level band of the scale
 * (see `referenceRange` in mapping-scoring.ts), not a norm from other people's results. '{{from}}' and
 * '{{to}}' are the band's positions.
 */
export const referenceRangeNotes: Record<LocaleCode, string> = {
  EN: 'The reference range ({{from}}–{{to}}) is the middle band of the 0–100 scale, the "average" level. It is a fixed band of the scale, not a comparison with other people’s results.',
  CN: '参考范围（{{from}}–{{to}}）是 0–100 量表的中间区段，即“中等”水平。它是量表上固定的区段，并非与他人结果的比较。',
  HK: '參考範圍（{{from}}–{{to}}）是 0–100 量表的中間區段，即「中等」水平。它是量表上固定的區段，並非與他人結果的比較。',
  JA: '参考範囲（{{from}}–{{to}}）は 0–100 の尺度の中央の帯で、「平均的」なレベルです。尺度上の固定された帯であり、他の人の結果との比較ではありません。',
  KR: '참고 범위({{from}}–{{to}})는 0–100 척도의 가운데 구간, 곧 ‘보통’ 수준입니다. 척도에 고정된 구간이며 다른 사람들의 결과와 비교한 것이 아닙니다.',
  FR: 'La plage de référence ({{from}}–{{to}}) est la bande centrale de l’échelle de 0 à 100, le niveau « moyen ». C’est une bande fixe de l’échelle, pas une comparaison avec les résultats d’autres personnes.',
  DE: 'Der Referenzbereich ({{from}}–{{to}}) ist das mittlere Band der Skala von 0 bis 100, die Stufe „durchschnittlich“. Er ist ein fester Abschnitt der Skala, kein Vergleich mit den Ergebnissen anderer Menschen.',
  ES: 'El rango de referencia ({{from}}–{{to}}) es la banda central de la escala de 0 a 100, el nivel «medio». Es una banda fija de la escala, no una comparación con los resultados de otras personas.',
  PT: 'A faixa de referência ({{from}}–{{to}}) é a faixa central da escala de 0 a 100, o nível “médio”. É uma faixa fixa da escala, não uma comparação com os resultados de outras pessoas.',
};
