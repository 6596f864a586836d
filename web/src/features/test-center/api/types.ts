/** The test center calls' answers (gateway/docs/user-center-calls.md, "Test center"). */
import type { ApiQuery, ApiResponse } from '../../../lib/api/contract';

export type TestCenterSort = NonNullable<ApiQuery<'/api/exam/center/list'>['sort']>;
export type TestCenter = ApiResponse<'/api/exam/center/list'>;
/** `available` is false while a test is in the catalogue but cannot be taken yet. */
export type TestCenterExam = TestCenter['items'][number];
export type ExamCategory = ApiResponse<'/api/exam/category/list'>[number];
