export const SEARCH_MIN_LENGTH = 3;

/** What a search submit does: run it, clear the filter, or refuse it as too short. */
export function searchAction(value: string): 'search' | 'clear' | 'too-short' {
  const trimmed = value.trim();
  if (!trimmed) return 'clear';
  return trimmed.length >= SEARCH_MIN_LENGTH ? 'search' : 'too-short';
}
