/**
 * The questionnaire tests scored as a profile of scales with an outcome: career assessment (exam 5,
 * CAREER), emotional relationships (exam 4, YDGX) and personal development (exam 6, GROWTH). Items are
 * our own (not IPIP, not copyrighted): statements answered on a 5-point agreement scale. Each test keeps
 * what does not depend on the language (item ids, scale, key) in its `*-items.ts` and one complete text
 * record per locale in `services/exam/content/<test>/<locale>.json`.
 */

/** The spec's 1–5 level scale: very low, low, average, high, very high (fixed fifths of 0–100). */
export const profileLevels = [1, 2, 3, 4, 5] as const;
export type ProfileLevel = (typeof profileLevels)[number];

/** The five answer labels, value 1 ('Strongly disagree') to 5 ('Strongly agree'). */
export type AgreementLabels = readonly [string, string, string, string, string];

export interface ProfileItem<Scale extends string> {
  /** Stable, never reused: e.g. 'cr-01' … 'cr-48'. */
  id: string;
  /** The part of the questionnaire it is shown in (1–3). */
  part: 1 | 2 | 3;
  scale: Scale;
  /** 'plus': agreeing raises the scale; 'minus': agreeing lowers it (the statement describes the opposite pole). */
  keyed: 'plus' | 'minus';
  /** Every statement of these tests is a Mindprint original, in every locale (none is taken from IPIP or another instrument). */
  source: 'own';
}

export interface ProfileScaleTexts {
  name: string;
  /** One or two sentences: what the scale describes. */
  description: string;
  /** The low end and the high end, a few words each. */
  lowPole: string;
  highPole: string;
  levels: Record<ProfileLevel, { headline: string; interpretation: string }>;
}

export interface ProfileOutcomeTexts<ListKey extends string> {
  name: string;
  /** One sentence, shown in the free result. */
  summary: string;
  /** Two or three paragraphs, in the paid report. */
  description: string[];
  /** Each list three to five short, concrete entries, in the paid report. */
  lists: Record<ListKey, string[]>;
}

/** Every text of one profile test in one locale. */
export interface ProfileTestTexts<Scale extends string, Outcome extends string, ListKey extends string, Tab extends string> {
  /** The statement shown for each item id. No statement uses a negation (a reverse-keyed item describes the opposite pole in positive words). */
  items: Record<string, string>;
  scaleLabels: AgreementLabels;
  levelNames: Record<ProfileLevel, string>;
  /** The report's tabs; the first (overview) is free. */
  tabs: Record<Tab, string>;
  listHeadings: Record<ListKey, string>;
  /** What the result is called on screen and in mails, e.g. 'Your strongest interest areas'. */
  resultLabel: string;
  /** The result's title line; its '{{…}}' placeholders are the test's (see each test's definition). */
  resultTitle: string;
  /** Two or three paragraphs: what the test describes, how to read levels, that it describes and does not diagnose. */
  overviewIntro: string[];
  /** Under the report: our own items, for self-reflection, not a clinical or selection instrument. */
  sourceNote: string;
  scales: Record<Scale, ProfileScaleTexts>;
  outcomes: Record<Outcome, ProfileOutcomeTexts<ListKey>>;
}
