/** The variables a saved reply may hold, each filled from the open chat. */
export const REPLY_VARIABLES = ['user_name', 'moderator_name', 'moderator_city'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];

/** What the open chat knows of each variable; missing or unknown ones are filled with ''. */
export type ReplyValues = Partial<Record<ReplyVariable, string | null>>;

const isVariable = (name: string): name is ReplyVariable =>
  (REPLY_VARIABLES as readonly string[]).includes(name);

/**
 * The reply's text with `{user_name}`, `{moderator_name}` and `{moderator_city}` filled (any case,
 * spaces inside the braces allowed). A variable with no value becomes an empty string, never its
 * literal `{…}`; braces around anything else stay as written.
 */
export function fillReplyVariables(body: string, values: ReplyValues): string {
  return body.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => {
    const key = name.toLowerCase();
    return isVariable(key) ? (values[key] ?? '').trim() : whole;
  });
}

/** Puts `inserted` in place of `text`'s selection [start, end): answers the text and the caret. */
export function insertAt(
  text: string,
  inserted: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end, from));
  return { text: text.slice(0, from) + inserted + text.slice(to), caret: from + inserted.length };
}
