export const CHAT_GREETING = "Hi! I'm here to help you. How can I assist you today?";
export const QUICK_OPTION_REPLY_DELAY_MS = 800;
export const TYPED_REPLY_DELAY_MS = 1000;

/** Quick options shown until the first message (account spec, Live chat panel). */
export const QUICK_OPTIONS = [
  'Track my order',
  'Cancel order',
  'Refund status',
  'Delivery issue',
  'Payment problem',
  'Other issues',
] as const;
export type QuickOption = (typeof QUICK_OPTIONS)[number];

const QUICK_REPLIES: Record<QuickOption, string> = {
  'Track my order':
    'You can follow your order live on the Track Order screen. Open it from your order confirmation or from Order History.',
  'Cancel order':
    'Orders can be cancelled within 1-2 minutes of placing them. Share your order id and I will check whether it can still be cancelled.',
  'Refund status':
    'Refunds reach your original payment method in 5-7 business days; wallet refunds are instant. Share your order id to check yours.',
  'Delivery issue':
    'Sorry about the trouble with your delivery. Please share your order id and what went wrong, and we will sort it out within 30 minutes.',
  'Payment problem':
    'If money was deducted for a failed payment, it is refunded automatically within 3-5 business days. Share the transaction id if you need help.',
  'Other issues': 'Tell me more about what you need and I will connect you with the right team.',
};

export const quickReply = (option: QuickOption): string => QUICK_REPLIES[option];

/** The reply to anything typed: the team is being connected, and how to call them. */
export const typedReply = (supportPhone: string): string =>
  supportPhone
    ? `Thanks for your message! I'm connecting you with our support team. For urgent help you can also call us at ${supportPhone}.`
    : "Thanks for your message! I'm connecting you with our support team.";

export type ChatSender = 'bot' | 'user';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  text: string;
  timestamp: number;
}
