/** The account as the gateway returns it (`UserJson`). */
export interface User {
  userId: string;
  email: string;
  emailVerified: boolean;
  name: string;
  nickname: string;
  phone: string;
  birthday: string | null;
  gender: string;
  avatarUrl: string | null;
  locale: string;
  createdAt: string;
}

export interface SessionInfo {
  expiresAt: string;
  idleTimeoutSeconds: number;
}

export interface SignedInResponse {
  user: User;
  session: SessionInfo;
}

/** SWR keys shared by the hooks that read and the calls that change the account. */
export const USER_KEY = 'user/get';
export const CENTER_KEY = 'user/center/data';
