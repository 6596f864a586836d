import type { LocaleCode } from '../locales.js';
import type { RuleKind } from './matrix-rules.js';

/**
 * The matrices test's texts per locale. Placeholders in braces ({correct}, {total}, …) are filled by
 * `fillTemplate`. The estimate is always called an estimate and always said not to be clinically normed.
 */
export interface MatricesTexts {
  testName: string;
  instructions: string;
  questionText: string;
  tabs: Record<'score' | 'comparison' | 'rules' | 'about', string>;
  headings: Record<'score' | 'time' | 'percentile' | 'estimate' | 'rules' | 'measures' | 'doesNotMeasure', string>;
  /** {correct} of {total}. */
  resultTitle: string;
  /** {answered}, {total}, {duration}. */
  resultSummary: string;
  /** {minutes}, {seconds}. */
  duration: string;
  /** {percentile}, {version}. */
  percentileText: string;
  /** {sampleSize}, {minimum}. */
  notEnoughResults: string;
  estimateLabel: string;
  estimateNote: string;
  rules: Record<RuleKind, { name: string; description: string }>;
  measures: string[];
  doesNotMeasure: string[];
}

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function formatDuration(texts: MatricesTexts, totalSeconds: number): string {
  return fillTemplate(texts.duration, { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 });
}

const en: MatricesTexts = {
  testName: 'Matrices IQ test',
  instructions:
    'Each picture is a 3×3 grid whose last cell is missing. Along every row the figures change by rules — of shape, number, size or shading. Find the rules and choose the option that completes the grid. You have 25 minutes; items left unanswered count as wrong.',
  questionText: 'Which option completes the grid?',
  tabs: { score: 'Your score', comparison: 'Comparison', rules: 'Rules solved', about: 'About this test' },
  headings: { score: 'Score', time: 'Time taken', percentile: 'Percentile', estimate: 'IQ-scale estimate', rules: 'Rules solved', measures: 'What the test measures', doesNotMeasure: 'What it does not measure' },
  resultTitle: '{correct} of {total} correct',
  resultSummary: 'You answered {answered} of {total} items in {duration}.',
  duration: '{minutes} min {seconds} s',
  percentileText: 'You scored higher than {percentile}% of the visitors who took version {version} of this test.',
  notEnoughResults: 'Not enough results yet to compare: {sampleSize} people have taken this version, at least {minimum} are needed.',
  estimateLabel: 'IQ-scale estimate — not clinically normed',
  estimateNote:
    'Computed as 100 + 15·z from your percentile among our own visitors. Our visitors are not a representative sample, so this is not a clinical IQ score.',
  rules: {
    constant: { name: 'Constant', description: 'A feature stays the same along each row.' },
    progression: { name: 'Progression', description: 'A feature grows or shrinks by one step from cell to cell.' },
    distribution: { name: 'Distribution of three', description: 'Three values of a feature appear once in every row and column.' },
    arithmetic: { name: 'Arithmetic', description: 'The third cell holds as many figures as the first two together.' },
  },
  measures: ['Spotting patterns and rules in unfamiliar figures', 'Holding several rules in mind at once', 'Working accurately under time pressure'],
  doesNotMeasure: ['Knowledge, language or school skills', 'Creativity, social or emotional abilities', 'A clinical IQ: the test is not normed on a representative population'],
};

const cn: MatricesTexts = {
  testName: '矩阵智商测试',
  instructions: '每幅图是一个缺少最后一格的 3×3 方阵。每一行中的图形按规律变化——形状、数量、大小或填充。找出规律，选出能补全方阵的选项。限时 25 分钟，未作答的题目计为答错。',
  questionText: '哪个选项能补全方阵？',
  tabs: { score: '你的得分', comparison: '比较', rules: '规律掌握', about: '关于本测试' },
  headings: { score: '得分', time: '用时', percentile: '百分位', estimate: '智商量表估计值', rules: '已解出的规律', measures: '本测试衡量什么', doesNotMeasure: '本测试不衡量什么' },
  resultTitle: '答对 {correct} / {total} 题',
  resultSummary: '你在 {duration} 内作答了 {total} 题中的 {answered} 题。',
  duration: '{minutes} 分 {seconds} 秒',
  percentileText: '你的得分高于 {percentile}% 参加本测试 {version} 版的访客。',
  notEnoughResults: '结果还不够多，暂无法比较：本版本已有 {sampleSize} 人完成，至少需要 {minimum} 人。',
  estimateLabel: '智商量表估计值——未经临床常模标准化',
  estimateNote: '由你在本站访客中的百分位按 100 + 15·z 计算。本站访客并非代表性样本，因此这不是临床智商分数。',
  rules: {
    constant: { name: '恒定', description: '某一特征在每一行中保持不变。' },
    progression: { name: '递进', description: '某一特征在相邻格之间逐级增加或减少。' },
    distribution: { name: '三值分布', description: '某一特征的三个取值在每行每列中各出现一次。' },
    arithmetic: { name: '算术', description: '第三格的图形数量等于前两格之和。' },
  },
  measures: ['在陌生图形中发现模式与规律', '同时记住并运用多条规律', '在时间压力下准确作答'],
  doesNotMeasure: ['知识、语言或学业技能', '创造力、社交或情绪能力', '临床智商：本测试未在代表性人群中建立常模'],
};

const hk: MatricesTexts = {
  testName: '矩陣智商測試',
  instructions: '每幅圖是一個缺少最後一格的 3×3 方陣。每一行中的圖形按規律變化——形狀、數量、大小或填色。找出規律，選出能補全方陣的選項。限時 25 分鐘，未作答的題目計為答錯。',
  questionText: '哪個選項能補全方陣？',
  tabs: { score: '你的得分', comparison: '比較', rules: '規律掌握', about: '關於本測試' },
  headings: { score: '得分', time: '用時', percentile: '百分位', estimate: '智商量表估計值', rules: '已解出的規律', measures: '本測試衡量甚麼', doesNotMeasure: '本測試不衡量甚麼' },
  resultTitle: '答對 {correct} / {total} 題',
  resultSummary: '你在 {duration} 內作答了 {total} 題中的 {answered} 題。',
  duration: '{minutes} 分 {seconds} 秒',
  percentileText: '你的得分高於 {percentile}% 參加本測試 {version} 版的訪客。',
  notEnoughResults: '結果尚不足以比較：本版本已有 {sampleSize} 人完成，至少需要 {minimum} 人。',
  estimateLabel: '智商量表估計值——未經臨床常模標準化',
  estimateNote: '由你在本站訪客中的百分位按 100 + 15·z 計算。本站訪客並非具代表性的樣本，因此這不是臨床智商分數。',
  rules: {
    constant: { name: '恆定', description: '某一特徵在每一行中保持不變。' },
    progression: { name: '遞進', description: '某一特徵在相鄰格之間逐級增加或減少。' },
    distribution: { name: '三值分佈', description: '某一特徵的三個取值在每行每列中各出現一次。' },
    arithmetic: { name: '算術', description: '第三格的圖形數量等於前兩格之和。' },
  },
  measures: ['在陌生圖形中發現模式與規律', '同時記住並運用多條規律', '在時間壓力下準確作答'],
  doesNotMeasure: ['知識、語言或學業技能', '創造力、社交或情緒能力', '臨床智商：本測試未在具代表性的人群中建立常模'],
};

const ja: MatricesTexts = {
  testName: 'マトリックスIQテスト',
  instructions: '各図は最後のマスが欠けた3×3の図版です。各行で図形は形・数・大きさ・塗りの規則に従って変化します。規則を見つけ、図版を完成させる選択肢を選んでください。制限時間は25分で、未回答の問題は不正解として数えます。',
  questionText: '図版を完成させるのはどれですか？',
  tabs: { score: 'あなたのスコア', comparison: '比較', rules: '解けた規則', about: 'このテストについて' },
  headings: { score: 'スコア', time: '所要時間', percentile: 'パーセンタイル', estimate: 'IQ尺度の推定値', rules: '解けた規則', measures: 'このテストが測るもの', doesNotMeasure: '測らないもの' },
  resultTitle: '{total}問中{correct}問正解',
  resultSummary: '{duration}で{total}問中{answered}問に回答しました。',
  duration: '{minutes}分{seconds}秒',
  percentileText: 'あなたのスコアは、このテストの{version}版を受けた訪問者の{percentile}%より高い結果です。',
  notEnoughResults: '比較できるだけの結果がまだありません：この版の受験者は{sampleSize}人で、{minimum}人以上必要です。',
  estimateLabel: 'IQ尺度の推定値（臨床的な標準化はされていません）',
  estimateNote: '当サイトの訪問者の中でのパーセンタイルから 100 + 15·z で算出しています。訪問者は代表的な標本ではないため、臨床的なIQスコアではありません。',
  rules: {
    constant: { name: '一定', description: 'ある特徴が各行で変わりません。' },
    progression: { name: '漸進', description: 'ある特徴がマスごとに一段階ずつ増えるか減ります。' },
    distribution: { name: '3値の配置', description: 'ある特徴の3つの値が各行・各列に一度ずつ現れます。' },
    arithmetic: { name: '算術', description: '3番目のマスの図形の数は最初の2つの合計です。' },
  },
  measures: ['見慣れない図形の中のパターンや規則を見つける力', '複数の規則を同時に保持する力', '時間の制約の中で正確に答える力'],
  doesNotMeasure: ['知識、言語、学業の能力', '創造性、社会的・情緒的な能力', '臨床的なIQ：代表的な集団で標準化されていません'],
};

const kr: MatricesTexts = {
  testName: '행렬 IQ 검사',
  instructions: '각 그림은 마지막 칸이 비어 있는 3×3 격자입니다. 각 행에서 도형은 모양, 개수, 크기, 채우기의 규칙에 따라 바뀝니다. 규칙을 찾아 격자를 완성하는 보기를 고르세요. 제한 시간은 25분이며, 답하지 않은 문항은 오답으로 계산됩니다.',
  questionText: '어느 보기가 격자를 완성합니까?',
  tabs: { score: '내 점수', comparison: '비교', rules: '푼 규칙', about: '이 테스트에 대하여' },
  headings: { score: '점수', time: '걸린 시간', percentile: '백분위', estimate: 'IQ 척도 추정치', rules: '푼 규칙', measures: '이 테스트가 측정하는 것', doesNotMeasure: '측정하지 않는 것' },
  resultTitle: '{total}문항 중 {correct}문항 정답',
  resultSummary: '{duration} 동안 {total}문항 중 {answered}문항에 답했습니다.',
  duration: '{minutes}분 {seconds}초',
  percentileText: '이 테스트 {version} 버전을 본 방문자의 {percentile}%보다 높은 점수입니다.',
  notEnoughResults: '아직 비교할 결과가 충분하지 않습니다: 이 버전 응시자는 {sampleSize}명이며 최소 {minimum}명이 필요합니다.',
  estimateLabel: 'IQ 척도 추정치 — 임상 규준이 아님',
  estimateNote: '우리 방문자 중 백분위로부터 100 + 15·z로 계산했습니다. 방문자는 대표 표본이 아니므로 임상 IQ 점수가 아닙니다.',
  rules: {
    constant: { name: '일정', description: '한 특징이 각 행에서 그대로 유지됩니다.' },
    progression: { name: '진행', description: '한 특징이 칸마다 한 단계씩 커지거나 작아집니다.' },
    distribution: { name: '세 값의 분포', description: '한 특징의 세 값이 모든 행과 열에 한 번씩 나옵니다.' },
    arithmetic: { name: '산술', description: '세 번째 칸의 도형 수는 앞의 두 칸을 더한 것입니다.' },
  },
  measures: ['낯선 도형에서 패턴과 규칙을 찾는 능력', '여러 규칙을 동시에 기억하는 능력', '시간 압박 속에서 정확하게 답하는 능력'],
  doesNotMeasure: ['지식, 언어 또는 학업 능력', '창의성, 사회적·정서적 능력', '임상 IQ: 대표 집단으로 규준화되지 않았습니다'],
};

const fr: MatricesTexts = {
  testName: 'Test de QI par matrices',
  instructions:
    'Chaque image est une grille 3×3 dont la dernière case manque. Sur chaque ligne, les figures changent selon des règles : forme, nombre, taille ou remplissage. Trouvez les règles et choisissez l’option qui complète la grille. Vous avez 25 minutes ; les questions sans réponse comptent comme fausses.',
  questionText: 'Quelle option complète la grille ?',
  tabs: { score: 'Votre score', comparison: 'Comparaison', rules: 'Règles résolues', about: 'À propos du test' },
  headings: { score: 'Score', time: 'Temps', percentile: 'Percentile', estimate: 'Estimation sur l’échelle du QI', rules: 'Règles résolues', measures: 'Ce que le test mesure', doesNotMeasure: 'Ce qu’il ne mesure pas' },
  resultTitle: '{correct} bonnes réponses sur {total}',
  resultSummary: 'Vous avez répondu à {answered} questions sur {total} en {duration}.',
  duration: '{minutes} min {seconds} s',
  percentileText: 'Votre score dépasse celui de {percentile} % des visiteurs ayant passé la version {version} de ce test.',
  notEnoughResults: 'Pas encore assez de résultats pour comparer : {sampleSize} personnes ont passé cette version, il en faut au moins {minimum}.',
  estimateLabel: 'Estimation sur l’échelle du QI — sans étalonnage clinique',
  estimateNote: 'Calculée comme 100 + 15·z à partir de votre percentile parmi nos visiteurs. Ils ne forment pas un échantillon représentatif : ce n’est pas un QI clinique.',
  rules: {
    constant: { name: 'Constante', description: 'Un trait reste le même sur chaque ligne.' },
    progression: { name: 'Progression', description: 'Un trait augmente ou diminue d’un cran d’une case à l’autre.' },
    distribution: { name: 'Répartition de trois', description: 'Trois valeurs d’un trait apparaissent une fois par ligne et par colonne.' },
    arithmetic: { name: 'Arithmétique', description: 'La troisième case contient autant de figures que les deux premières ensemble.' },
  },
  measures: ['Repérer des motifs et des règles dans des figures inconnues', 'Garder plusieurs règles en tête à la fois', 'Travailler avec précision sous la contrainte du temps'],
  doesNotMeasure: ['Les connaissances, la langue ou les acquis scolaires', 'La créativité, les aptitudes sociales ou émotionnelles', 'Un QI clinique : le test n’est pas étalonné sur une population représentative'],
};

const de: MatricesTexts = {
  testName: 'Matrizen-IQ-Test',
  instructions:
    'Jedes Bild ist ein 3×3-Raster, dessen letztes Feld fehlt. In jeder Zeile ändern sich die Figuren nach Regeln – Form, Anzahl, Größe oder Füllung. Finden Sie die Regeln und wählen Sie die Option, die das Raster vervollständigt. Sie haben 25 Minuten; unbeantwortete Aufgaben zählen als falsch.',
  questionText: 'Welche Option vervollständigt das Raster?',
  tabs: { score: 'Ihr Ergebnis', comparison: 'Vergleich', rules: 'Gelöste Regeln', about: 'Über den Test' },
  headings: { score: 'Ergebnis', time: 'Benötigte Zeit', percentile: 'Perzentil', estimate: 'Schätzwert auf der IQ-Skala', rules: 'Gelöste Regeln', measures: 'Was der Test misst', doesNotMeasure: 'Was er nicht misst' },
  resultTitle: '{correct} von {total} richtig',
  resultSummary: 'Sie haben {answered} von {total} Aufgaben in {duration} beantwortet.',
  duration: '{minutes} Min. {seconds} s',
  percentileText: 'Ihr Ergebnis liegt über dem von {percentile} % der Besucher, die Version {version} dieses Tests gemacht haben.',
  notEnoughResults: 'Noch nicht genug Ergebnisse für einen Vergleich: {sampleSize} Personen haben diese Version gemacht, mindestens {minimum} sind nötig.',
  estimateLabel: 'Schätzwert auf der IQ-Skala – nicht klinisch normiert',
  estimateNote: 'Berechnet als 100 + 15·z aus Ihrem Perzentil unter unseren Besuchern. Diese sind keine repräsentative Stichprobe; es ist kein klinischer IQ-Wert.',
  rules: {
    constant: { name: 'Konstante', description: 'Ein Merkmal bleibt in jeder Zeile gleich.' },
    progression: { name: 'Progression', description: 'Ein Merkmal wächst oder schrumpft von Feld zu Feld um eine Stufe.' },
    distribution: { name: 'Verteilung von drei', description: 'Drei Werte eines Merkmals kommen in jeder Zeile und Spalte einmal vor.' },
    arithmetic: { name: 'Arithmetik', description: 'Das dritte Feld enthält so viele Figuren wie die ersten beiden zusammen.' },
  },
  measures: ['Muster und Regeln in unbekannten Figuren erkennen', 'Mehrere Regeln zugleich im Kopf behalten', 'Unter Zeitdruck genau arbeiten'],
  doesNotMeasure: ['Wissen, Sprache oder schulische Fähigkeiten', 'Kreativität, soziale oder emotionale Fähigkeiten', 'Einen klinischen IQ: der Test ist nicht an einer repräsentativen Bevölkerung normiert'],
};

const es: MatricesTexts = {
  testName: 'Test de CI de matrices',
  instructions:
    'Cada imagen es una cuadrícula de 3×3 a la que le falta la última casilla. En cada fila las figuras cambian según reglas: forma, número, tamaño o relleno. Encuentra las reglas y elige la opción que completa la cuadrícula. Tienes 25 minutos; las preguntas sin respuesta cuentan como incorrectas.',
  questionText: '¿Qué opción completa la cuadrícula?',
  tabs: { score: 'Tu puntuación', comparison: 'Comparación', rules: 'Reglas resueltas', about: 'Sobre el test' },
  headings: { score: 'Puntuación', time: 'Tiempo empleado', percentile: 'Percentil', estimate: 'Estimación en escala de CI', rules: 'Reglas resueltas', measures: 'Qué mide el test', doesNotMeasure: 'Qué no mide' },
  resultTitle: '{correct} de {total} correctas',
  resultSummary: 'Respondiste {answered} de {total} preguntas en {duration}.',
  duration: '{minutes} min {seconds} s',
  percentileText: 'Tu puntuación supera la del {percentile} % de los visitantes que hicieron la versión {version} de este test.',
  notEnoughResults: 'Aún no hay resultados suficientes para comparar: {sampleSize} personas han hecho esta versión y se necesitan al menos {minimum}.',
  estimateLabel: 'Estimación en escala de CI — sin baremo clínico',
  estimateNote: 'Calculada como 100 + 15·z a partir de tu percentil entre nuestros visitantes. No son una muestra representativa, así que no es un CI clínico.',
  rules: {
    constant: { name: 'Constante', description: 'Un rasgo se mantiene igual en cada fila.' },
    progression: { name: 'Progresión', description: 'Un rasgo aumenta o disminuye un paso de una casilla a otra.' },
    distribution: { name: 'Distribución de tres', description: 'Tres valores de un rasgo aparecen una vez en cada fila y columna.' },
    arithmetic: { name: 'Aritmética', description: 'La tercera casilla tiene tantas figuras como las dos primeras juntas.' },
  },
  measures: ['Detectar patrones y reglas en figuras desconocidas', 'Mantener varias reglas en mente a la vez', 'Trabajar con precisión bajo presión de tiempo'],
  doesNotMeasure: ['Conocimientos, lenguaje o habilidades escolares', 'Creatividad, habilidades sociales o emocionales', 'Un CI clínico: el test no está baremado en una población representativa'],
};

const pt: MatricesTexts = {
  testName: 'Teste de QI de matrizes',
  instructions:
    'Cada imagem é uma grade 3×3 cuja última casa está faltando. Em cada linha as figuras mudam segundo regras: forma, quantidade, tamanho ou preenchimento. Encontre as regras e escolha a opção que completa a grade. Você tem 25 minutos; questões sem resposta contam como erradas.',
  questionText: 'Qual opção completa a grade?',
  tabs: { score: 'Sua pontuação', comparison: 'Comparação', rules: 'Regras resolvidas', about: 'Sobre o teste' },
  headings: { score: 'Pontuação', time: 'Tempo gasto', percentile: 'Percentil', estimate: 'Estimativa na escala de QI', rules: 'Regras resolvidas', measures: 'O que o teste mede', doesNotMeasure: 'O que ele não mede' },
  resultTitle: '{correct} de {total} corretas',
  resultSummary: 'Você respondeu {answered} de {total} questões em {duration}.',
  duration: '{minutes} min {seconds} s',
  percentileText: 'Sua pontuação supera a de {percentile}% dos visitantes que fizeram a versão {version} deste teste.',
  notEnoughResults: 'Ainda não há resultados suficientes para comparar: {sampleSize} pessoas fizeram esta versão e são necessárias pelo menos {minimum}.',
  estimateLabel: 'Estimativa na escala de QI — sem normas clínicas',
  estimateNote: 'Calculada como 100 + 15·z a partir do seu percentil entre os nossos visitantes. Eles não são uma amostra representativa, então isto não é um QI clínico.',
  rules: {
    constant: { name: 'Constante', description: 'Um traço permanece igual em cada linha.' },
    progression: { name: 'Progressão', description: 'Um traço aumenta ou diminui um passo de uma casa para a outra.' },
    distribution: { name: 'Distribuição de três', description: 'Três valores de um traço aparecem uma vez em cada linha e coluna.' },
    arithmetic: { name: 'Aritmética', description: 'A terceira casa tem tantas figuras quanto as duas primeiras juntas.' },
  },
  measures: ['Perceber padrões e regras em figuras desconhecidas', 'Manter várias regras em mente ao mesmo tempo', 'Trabalhar com precisão sob pressão de tempo'],
  doesNotMeasure: ['Conhecimento, linguagem ou habilidades escolares', 'Criatividade, habilidades sociais ou emocionais', 'Um QI clínico: o teste não tem normas de uma população representativa'],
};

export const matricesTexts: Record<LocaleCode, MatricesTexts> = { EN: en, CN: cn, HK: hk, JA: ja, KR: kr, FR: fr, DE: de, ES: es, PT: pt };
