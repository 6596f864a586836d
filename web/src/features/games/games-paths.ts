/** The game center's app paths (without locale prefix) and the pages it links to. */
export const gamesPaths = {
  center: '/userCenter/gameCenter',
  detail: '/userCenter/gameCenter/detail',
} as const;

export const GAMES_LINKS = {
  upgrade: '/paying/upgrade',
  login: '/user/login',
  userCenter: '/userCenter',
} as const;

export function gameDetailPath(code: string): string {
  return `${gamesPaths.detail}?code=${encodeURIComponent(code)}`;
}

/** The login page that brings the member back to `path` afterwards. */
export function loginFor(path: string): string {
  return `${GAMES_LINKS.login}?redirect=${encodeURIComponent(path)}`;
}
