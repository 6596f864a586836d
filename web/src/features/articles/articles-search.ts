/** The article search box's rules. */

/** The call accepts up to 100 characters; the box says so too, and stray spaces never make a new search. */
export const SEARCH_MAX_LENGTH = 100;

export function searchQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}
