/**
 * Help categories (account spec, Help & Support), in sidebar order; 'orders' is the default. The UI words them in
 * the customer's language (Order Issues, Order Cancel, Delivery Support, Payment Issues, Account Help, Refund &
 * Returns).
 */
export const HELP_CATEGORIES = ['orders', 'cancel', 'delivery', 'payments', 'account', 'refund'] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number];
export const DEFAULT_HELP_CATEGORY: HelpCategoryId = 'orders';

/** A question of the help content: its category and its place there, from 1 ('orders.1'). */
export type FaqQuestionId = `${HelpCategoryId}.${number}`;

/** How many questions each category holds (FEATURES F-account: five each, with the support promises). */
const QUESTIONS_PER_CATEGORY = 5;

const questionsOf = (category: HelpCategoryId): readonly FaqQuestionId[] =>
  Array.from({ length: QUESTIONS_PER_CATEGORY }, (_, index): FaqQuestionId => `${category}.${index + 1}`);

/**
 * The help content's questions by category, in order. The domain holds which questions there are; the UI words each
 * question and its answer in the customer's language (the catalog's `account.faq.<category>.<n>.q` and `.a`).
 */
export const FAQ: Readonly<Record<HelpCategoryId, readonly FaqQuestionId[]>> = {
  orders: questionsOf('orders'),
  cancel: questionsOf('cancel'),
  delivery: questionsOf('delivery'),
  payments: questionsOf('payments'),
  account: questionsOf('account'),
  refund: questionsOf('refund'),
};

/** A question and its answer as the customer reads them. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** How the customer reads a question (in their language). */
export type FaqReader = (question: FaqQuestionId) => FaqItem;

/**
 * Questions of every category whose question or answer, as the customer reads them, contains the search text
 * (case-insensitive): a customer searches in the language the page shows.
 */
export function searchFaq(text: string, read: FaqReader): FaqQuestionId[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return HELP_CATEGORIES.flatMap((category) =>
    FAQ[category].filter((id) => {
      const { question, answer } = read(id);
      return question.toLowerCase().includes(needle) || answer.toLowerCase().includes(needle);
    }),
  );
}
