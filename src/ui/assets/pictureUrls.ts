/** Bundled pictures (local files only: the app never loads images from the internet). */
const keyed = (urls: Record<string, string>) =>
  new Map(Object.entries(urls).map(([path, url]) => [path.replace(/^.*\/([^/]+)\.svg$/, '$1'), url]));

const dishes = keyed(
  import.meta.glob('./dishes/*.svg', { eager: true, query: '?url', import: 'default' }) as Record<string, string>,
);
const dining = keyed(
  import.meta.glob('./dining/*.svg', { eager: true, query: '?url', import: 'default' }) as Record<string, string>,
);

/** Dish pictures an owner may give a menu item, with their names. */
export const DISH_PICTURES = [
  { key: 'thali', label: 'Thali' },
  { key: 'biryani', label: 'Biryani' },
  { key: 'dosa', label: 'Masala dosa' },
  { key: 'paneer-tikka', label: 'Paneer tikka' },
  { key: 'samosa', label: 'Samosa' },
  { key: 'gulab-jamun', label: 'Gulab jamun' },
  { key: 'chai', label: 'Masala chai' },
  { key: 'noodles', label: 'Hakka noodles' },
] as const;

export const dishPictureUrl = (key: string): string | undefined => dishes.get(key);
export const diningPictureUrl = (key: string): string | undefined => dining.get(key);
