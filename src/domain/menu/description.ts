/** Descriptions are cut at 50 characters on phones and 160 on larger screens (FEATURES F-menu). */
export const DESCRIPTION_LIMIT = { mobile: 50, desktop: 160 } as const;

export interface ShortDescription {
  text: string;
  /** True when the text was cut (the card then offers "more"). */
  truncated: boolean;
}

/**
 * A description cut to at most `limit` characters, on a word boundary when one is near, with an ellipsis.
 * Text within the limit is returned whole.
 */
export function truncateDescription(description: string, limit: number): ShortDescription {
  const text = description.trim();
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const wordCut = lastSpace >= limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${wordCut.trimEnd()}…`, truncated: true };
}
