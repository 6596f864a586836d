import type { ProfileTestTexts } from '../profile-test-types.js';

/** Personal development (exam 6, GROWTH): the spec's consumption motives and intelligence types, from our own items. */
export const consumptionMotives = ['social', 'result', 'emotional', 'quality'] as const;
export type ConsumptionMotive = (typeof consumptionMotives)[number];

/** The two thinking scales; the intelligence type is the one that leads, or neutral when neither does. */
export const thinkingScales = ['intuitive', 'reflective'] as const;
export type ThinkingScale = (typeof thinkingScales)[number];

export const growthScales = [...consumptionMotives, ...thinkingScales] as const;
export type GrowthScale = (typeof growthScales)[number];

/** The spec's intelligence types. */
export const intelligenceTypes = ['intuitive', 'reflective', 'neutral'] as const;
export type IntelligenceType = (typeof intelligenceTypes)[number];

export type GrowthOutcome = ConsumptionMotive | IntelligenceType;

/** overview (free), then consumption motives, thinking style and a development plan. */
export const growthTabs = ['overview', 'consumption_motives', 'thinking_style', 'development_plan'] as const;
export type GrowthTab = (typeof growthTabs)[number];

export const growthListKeys = ['strengths', 'watchOuts', 'recommendations'] as const;
export type GrowthListKey = (typeof growthListKeys)[number];

/**
 * Personal development texts in one locale. `resultTitle` placeholders: {{motive}} — the leading
 * consumption motive's name; {{thinking}} — the intelligence type's name.
 */
export type GrowthTexts = ProfileTestTexts<GrowthScale, GrowthOutcome, GrowthListKey, GrowthTab>;
