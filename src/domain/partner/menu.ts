import { z } from 'zod/mini';

/** One dish of the onboarding menu (kept on the device only). */
export const MenuItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  pricePaise: z.int().check(z.positive()),
  /** Key of a bundled dish picture, or '' for none. */
  image: z.string(),
  veg: z.boolean(),
  bestseller: z.boolean(),
  availability: z.boolean(),
  rating: z.number().check(z.gte(1), z.lte(5)),
  reviewCount: z.int().check(z.gte(0)),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  items: z.array(MenuItemSchema),
  expanded: z.boolean(),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** What is wrong with a category name, as a typed outcome the UI words. */
export type CategoryNameProblem = 'categoryNameRequired' | 'categoryNameTaken';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-IN') === b.trim().toLocaleLowerCase('en-IN');

/**
 * The error of a category name, or null: it may not be blank, nor repeat another category's name
 * (ignoring case and surrounding spaces). `exceptId` is the category being renamed.
 */
export function validateCategoryName(
  name: string,
  categories: readonly MenuCategory[],
  exceptId?: number,
): CategoryNameProblem | null {
  if (!name.trim()) return 'categoryNameRequired';
  return categories.some((category) => category.id !== exceptId && sameName(category.name, name))
    ? 'categoryNameTaken'
    : null;
}

/** The next free id in a list (1 for an empty list). */
export const nextId = (entries: readonly { id: number }[]): number =>
  entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;

/** Every item id in the menu (items keep one id sequence across categories). */
export const allMenuItems = (categories: readonly MenuCategory[]): MenuItem[] =>
  categories.flatMap((category) => category.items);

/** A menu is ready when it has at least one dish. */
export const isMenuComplete = (categories: readonly MenuCategory[]): boolean => allMenuItems(categories).length > 0;
