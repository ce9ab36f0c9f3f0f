/**
 * Demo images shipped with the app (fixtures/images/**): every image the fake backend serves is a local
 * file bundled by Vite, so the offline demo never reaches for the network.
 */
const urls = import.meta.glob('../../../../fixtures/images/**/*.{svg,webp,avif,png,jpg}', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;

const PREFIX = '../../../../fixtures/images/';
const byKey = new Map(Object.entries(urls).map(([path, url]) => [path.slice(PREFIX.length), url]));

/**
 * URL of a fixture image by its key under fixtures/images (e.g.
 * "restaurants/001.svg"); a neutral placeholder if missing.
 */
export function fixtureImageUrl(key: string): string {
  const url = byKey.get(key) ?? byKey.get('placeholder.svg');
  if (!url) throw new Error('fixtures/images/placeholder.svg is missing');
  return url;
}
