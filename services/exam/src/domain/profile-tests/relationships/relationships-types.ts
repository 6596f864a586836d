import type { ProfileTestTexts } from '../profile-test-types.js';

/** Emotional relationships (exam 4, YDGX): the spec's three axes, from our own items. */
export const relationshipAxes = ['intimacy', 'independence', 'security'] as const;
export type RelationshipAxis = (typeof relationshipAxes)[number];

/** The spec's relationship quadrant. */
export const relationshipStyles = ['secure', 'fearful', 'preoccupied', 'dismissing'] as const;
export type RelationshipStyle = (typeof relationshipStyles)[number];

/** overview (free), then the visitor's style, the three axes and growing in relationships. */
export const relationshipTabs = ['overview', 'your_style', 'three_axes', 'growing_together'] as const;
export type RelationshipTab = (typeof relationshipTabs)[number];

export const relationshipListKeys = ['strengths', 'watchOuts', 'recommendations'] as const;
export type RelationshipListKey = (typeof relationshipListKeys)[number];

/** Relationship texts in one locale. `resultTitle` placeholder: {{style}} — the quadrant's name. */
export type RelationshipTexts = ProfileTestTexts<RelationshipAxis, RelationshipStyle, RelationshipListKey, RelationshipTab>;
