/** The account pages' app paths (without locale prefix). */
export const accountPaths = {
  login: '/user/login',
  register: '/user/register',
  forgotPassword: '/user/forgot-password',
  editPassword: '/user/edit-password',
  info: '/user/info',
  setting: '/user/setting',
  center: '/userCenter',
  centerInfo: '/userCenter/user-info',
  centerSetting: '/userCenter/setting',
  centerSettingInfo: '/userCenter/setting/userInfo',
  help: '/help',
} as const;

/**
 * Where to go after signing in: the `redirect` query value when it is a path of this site
 * (starts with one `/`, no scheme, no `//` host, no backslash), else the user center.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = accountPaths.center): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

/** The login path that brings the visitor back to `target` afterwards. */
export function loginPathFor(target: string): string {
  const back = safeRedirect(target, '');
  return back ? `${accountPaths.login}?redirect=${encodeURIComponent(back)}` : accountPaths.login;
}
