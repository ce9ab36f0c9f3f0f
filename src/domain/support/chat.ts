export const QUICK_OPTION_REPLY_DELAY_MS = 800;
export const TYPED_REPLY_DELAY_MS = 1000;

/**
 * Quick options shown until the first message (account spec, Live chat panel): track my order, cancel order, refund
 * status, delivery issue, payment problem, other issues. The UI words them and the bot's lines in the customer's
 * language, so a message holds what was said, not its English text.
 */
export const QUICK_OPTIONS = ['track', 'cancel', 'refund', 'delivery', 'payment', 'other'] as const;
export type QuickOption = (typeof QUICK_OPTIONS)[number];

/** What a message says: the customer's own words, or a line the UI words. */
export type ChatContent =
  | { kind: 'typed'; text: string }
  | { kind: 'greeting' }
  | { kind: 'quickOption'; option: QuickOption }
  | { kind: 'quickReply'; option: QuickOption }
  /** The team is being connected; with a support phone, the reply also gives it for urgent help. */
  | { kind: 'typedReply'; supportPhone: string };

export type ChatSender = 'bot' | 'user';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  content: ChatContent;
  timestamp: number;
}
