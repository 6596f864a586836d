import type { ApiResponse } from '../../../lib/api/contract';

/** The signed-in account (`UserJson`; the contract allows null where the user service sent no profile). */
export type User = NonNullable<ApiResponse<'/api/user/get'>>;

export type SignedInResponse = ApiResponse<'/api/user/login'>;

export type SessionInfo = SignedInResponse['session'];

/** SWR keys shared by the hooks that read and the calls that change the account. */
export const USER_KEY = 'user/get';
export const CENTER_KEY = 'user/center/data';
