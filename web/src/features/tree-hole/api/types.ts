/** The tree-hole calls' shapes (gateway/docs/user-center-calls.md). No field ever names the author. */
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type TreeHolePage = ApiResponse<'/api/treehole/list'>;
export type TreeHolePost = ApiResponse<'/api/treehole/save'>;

export type ReportReason = ApiRequest<'/api/treehole/report'>['reason'];
export const REPORT_REASONS = ['abuse', 'spam', 'self-harm', 'other'] as const satisfies readonly ReportReason[];
