/** An operator command's `--since`: an ISO time, or a span back from now (`30m`, `2h`, `3d`). */
export function parseSince(text: string, now = Date.now()): Date {
  const relative = /^(\d+)([mhd])$/.exec(text);
  if (relative) return new Date(now - Number(relative[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[relative[2] as 'm' | 'h' | 'd']);
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(`--since ${text} is neither an ISO time nor 30m/2h/3d`);
  return at;
}
