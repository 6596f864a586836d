/** The article calls' answers (gateway/docs/user-center-calls.md, "Articles"). */
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type ArticleCategory = ApiResponse<'/api/article/category/list'>[number];
export type ArticleCategoryCode = NonNullable<ApiRequest<'/api/article/infos/list'>['category']>;

/** `locked`: premium and this visitor may not read it, listed without its body. */
export type ArticleSummary = ApiResponse<'/api/article/infos/list'>['items'][number];

/** `paragraphs` is empty when locked. */
export type ArticleDetail = ApiResponse<'/api/article/infos/detail/{id}'>;
