/** The tree-hole calls' shapes (gateway/docs/user-center-calls.md). No field ever names the author. */
export interface TreeHolePost {
  postId: string;
  text: string;
  createdAt: string;
  mine: boolean;
  reportedByMe: boolean;
}

export interface TreeHolePage {
  items: TreeHolePost[];
  nextCursor: string | null;
  maxLength: number;
}

export const REPORT_REASONS = ['abuse', 'spam', 'self-harm', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
