import { DEFAULT_CUISINE_CATEGORY_ID } from '../../../domain/catalogue/catalogueLimits';

export interface CuisineRouteParams {
  categoryId: string;
  categoryName: string | null;
  itemSearch: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * The cuisine page's category from the navigation state first (FEATURES F-discovery), else from the URL query (so a
 * reload or a shared link shows the same page), else category 1.
 */
export function readCuisineRouteParams(state: unknown, query: URLSearchParams): CuisineRouteParams {
  const fromState = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const stateId = text(fromState.category_id);
  const queryId = text(query.get('category_id'));
  const categoryId = stateId ?? queryId ?? DEFAULT_CUISINE_CATEGORY_ID;
  const sameAsQuery = !stateId || stateId === queryId;
  return {
    categoryId,
    categoryName: text(fromState.category_name) ?? (sameAsQuery ? text(query.get('category_name')) : null),
    itemSearch: text(fromState.itemSearch) ?? (sameAsQuery ? text(query.get('itemSearch')) : null),
  };
}
