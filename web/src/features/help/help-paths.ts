/** App paths of the help feature (spec §2 "Help and support"). */
export const helpPaths = {
  help: '/help',
  /** `?id=<helpId>` */
  detail: '/helpDetail',
  support: '/support',
  protocol: '/help/protocol/:id',
} as const;

export const protocolPath = (protocolId: string) => `/help/protocol/${encodeURIComponent(protocolId)}`;

export const SUPPORT_EMAIL = 'support@mindprint.example';
