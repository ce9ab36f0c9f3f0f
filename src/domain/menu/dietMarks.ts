/**
 * Diet markers of a dish (FEATURES F-train-more: Jain and satvik): 'Jain' (no root vegetables, onion or garlic) and
 * 'Satvik' (no onion, garlic or anything stale). A dish may carry both.
 */
export const DIET_MARKS = ['Jain', 'Satvik'] as const;
export type DietMark = (typeof DIET_MARKS)[number];

/** Reads a marker in the spellings an API may use ("JAIN", "sattvic", "saatvik"); null when it is neither. */
export function dietMarkOf(value: string): DietMark | null {
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === 'jain') return 'Jain';
  if (['satvik', 'sattvik', 'satvic', 'sattvic', 'saatvik', 'saatvic'].includes(letters)) return 'Satvik';
  return null;
}

/** The known markers among the values, once each, in DIET_MARKS order (unknown ones are dropped). */
export function dietMarksOf(values: readonly string[]): DietMark[] {
  const known = new Set(values.map(dietMarkOf));
  return DIET_MARKS.filter((mark) => known.has(mark));
}
