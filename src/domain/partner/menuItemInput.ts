import { type MenuItem } from './menu';
import { paiseToRupeeInput, parseRupeesToPaise } from './rupees';

/** The item form as typed: numbers are still texts. */
export interface MenuItemInput {
  name: string;
  description: string;
  price: string;
  image: string;
  veg: boolean;
  bestseller: boolean;
  availability: boolean;
  rating: string;
  reviewCount: string;
}

export const DEFAULT_ITEM_RATING = 4;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_STEP = 0.1;

/** What is wrong with a field of the item form, as a typed outcome the UI words. */
export type MenuItemProblem =
  'itemNameRequired' | 'priceRequired' | 'priceInvalid' | 'priceZero' | 'ratingInvalid' | 'reviewCountInvalid';

export type MenuItemErrors = Record<'name' | 'price' | 'rating' | 'reviewCount', MenuItemProblem | null>;

export const emptyMenuItemInput = (): MenuItemInput => ({
  name: '',
  description: '',
  price: '',
  image: '',
  veg: true,
  bestseller: false,
  availability: true,
  rating: String(DEFAULT_ITEM_RATING),
  reviewCount: '0',
});

/** The form of an existing item, for editing. */
export function menuItemToInput(item: MenuItem): MenuItemInput {
  const { name, description, image, veg, bestseller, availability } = item;
  return {
    name,
    description,
    image,
    veg,
    bestseller,
    availability,
    price: paiseToRupeeInput(item.pricePaise),
    rating: String(item.rating),
    reviewCount: String(item.reviewCount),
  };
}

/** A rating of 1 to 5 with at most one decimal (steps of 0.1), or null. */
export function parseRating(text: string): number | null {
  if (!/^\d(\.\d)?$/.test(text.trim())) return null;
  const rating = Number(text);
  return rating >= RATING_MIN && rating <= RATING_MAX ? rating : null;
}

/** A review count: a whole number, 0 or more (blank counts as 0), or null. */
export function parseReviewCount(text: string): number | null {
  const value = text.trim();
  if (!value) return 0;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function priceError(text: string): MenuItemProblem | null {
  if (!text.trim()) return 'priceRequired';
  const paise = parseRupeesToPaise(text);
  if (paise === null) return 'priceInvalid';
  return paise > 0 ? null : 'priceZero';
}

/** The errors of the item form: a name and a price are required; rating 1-5 in 0.1 steps; review count ≥ 0. */
export function validateMenuItemInput(input: MenuItemInput): MenuItemErrors {
  return {
    name: input.name.trim() ? null : 'itemNameRequired',
    price: priceError(input.price),
    rating: parseRating(input.rating) === null ? 'ratingInvalid' : null,
    reviewCount: parseReviewCount(input.reviewCount) === null ? 'reviewCountInvalid' : null,
  };
}

/** The item the form describes (texts trimmed, price in paise), or null while the form has an error. */
export function menuItemFromInput(input: MenuItemInput, id: number): MenuItem | null {
  const pricePaise = parseRupeesToPaise(input.price);
  const rating = parseRating(input.rating);
  const reviewCount = parseReviewCount(input.reviewCount);
  if (
    Object.values(validateMenuItemInput(input)).some(Boolean) ||
    pricePaise === null ||
    rating === null ||
    reviewCount === null
  )
    return null;
  const { image, veg, bestseller, availability } = input;
  return {
    id,
    name: input.name.trim(),
    description: input.description.trim(),
    pricePaise,
    image,
    veg,
    bestseller,
    availability,
    rating,
    reviewCount,
  };
}
