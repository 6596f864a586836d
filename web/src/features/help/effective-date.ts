/** `2026-11-01` as a long date in the UI language (the date is a calendar day, so UTC). */
export function formatEffectiveDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}
