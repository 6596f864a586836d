/** `{{name}}` placeholders of a locale text filled in, as i18next does (a missing value leaves nothing). */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
