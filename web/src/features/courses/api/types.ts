/** The course calls' answers (gateway/docs/user-center-calls.md, "Courses"). */
import type { ApiResponse } from '../../../lib/api/contract';

export type CourseHomepage = ApiResponse<'/api/course/infos/homepage'>;
export type CategoryDetail = ApiResponse<'/api/course/category/detail/{id}'>;
export type CourseCategory = ApiResponse<'/api/course/category/list'>[number];

/** `free`: open to every member; `locked`: decided by the server for this visitor. */
export type CourseSummary = ApiResponse<'/api/course/infos/list'>['items'][number];
export type CourseTag = CourseSummary['tags'][number];
export type CourseFormat = CourseSummary['format'];

export type CourseDetail = ApiResponse<'/api/course/infos/detail/{id}'>;
/** `url` is present only when this member may fetch the file. */
export type CourseAttachment = CourseDetail['attachments'][number];
