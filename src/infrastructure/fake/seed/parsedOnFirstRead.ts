/** An object whose values are computed when first read (and kept). */
export function parsedOnFirstRead<T extends Record<string, () => unknown>>(
  parsers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const values = {};
  for (const [key, parse] of Object.entries(parsers)) {
    Object.defineProperty(values, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = parse();
        Object.defineProperty(values, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return values as { readonly [K in keyof T]: ReturnType<T[K]> };
}
