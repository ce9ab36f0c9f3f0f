/**
 * The last few full answers of a paged query, by query (without page and limit): paging through a listing
 * sorts the catalogue once, not once per page. The catalogue is reference data, so answers never go stale.
 */
export class QueryCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly size = 8) {}

  get(key: string, compute: () => T): T {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
