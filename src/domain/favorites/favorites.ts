/** The ids after marking (true) or unmarking (false) one restaurant; the newest favourite first. */
export function withFavorite(ids: readonly string[], restaurantId: string, favorite: boolean): string[] {
  const others = ids.filter((id) => id !== restaurantId);
  return favorite ? [restaurantId, ...others] : others;
}
