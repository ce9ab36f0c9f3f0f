/**
 * Help categories (account spec, Help & Support), in sidebar order; 'orders' is the default. The UI words them in
 * the customer's language (Order Issues, Order Cancel, Delivery Support, Payment Issues, Account Help, Refund &
 * Returns).
 */
export const HELP_CATEGORIES = ['orders', 'cancel', 'delivery', 'payments', 'account', 'refund'] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number];
export const DEFAULT_HELP_CATEGORY: HelpCategoryId = 'orders';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Five questions per category, with the support promises of FEATURES F-account. */
export const FAQ: Record<HelpCategoryId, readonly FaqItem[]> = {
  orders: [
    {
      question: 'How do I track my order?',
      answer:
        'Open Track Order from the order confirmation or from Order History. You will see the live status, the delivery partner and the estimated arrival time.',
    },
    {
      question: 'My order has not been delivered yet. What should I do?',
      answer:
        'If your order is later than the estimated time, contact us by Live Chat or phone. We resolve orders not received within 30 minutes.',
    },
    {
      question: 'I received a wrong item. What can I do?',
      answer:
        'Sorry about that! Report it within 30 minutes of delivery from Help & Support with a photo of the item. We will arrange a replacement or a refund.',
    },
    {
      question: 'An item is missing from my order.',
      answer:
        'Tell us which item is missing through Live Chat or Call Support. Missing items are refunded to your original payment method or wallet.',
    },
    {
      question: 'Why is my order delayed?',
      answer:
        'Delays can come from high demand, weather or train schedule changes. The tracking screen always shows the latest estimate, and we will update you by SMS or app notification.',
    },
  ],
  cancel: [
    {
      question: 'How do I cancel my order?',
      answer:
        'You can cancel within 1-2 minutes of placing the order from Order History or by contacting support. After that the restaurant may already be preparing it.',
    },
    {
      question: 'Will I be charged if I cancel?',
      answer:
        'There is no charge if you cancel before the restaurant confirms your order. A small cancellation fee may apply after confirmation.',
    },
    {
      question: 'Can I cancel after the food is being prepared?',
      answer: 'Orders cannot be cancelled once preparation has started or a delivery partner has been dispatched.',
    },
    {
      question: 'The restaurant cancelled my order. What now?',
      answer:
        'You will receive a full refund automatically. Online payments are refunded to the original method within 5-7 business days; wallet refunds are instant.',
    },
    {
      question: 'How do I change an order instead of cancelling it?',
      answer:
        'Contact Live Chat right away. If the restaurant has not started preparing your food, we will try to change the items or the delivery details.',
    },
  ],
  delivery: [
    {
      question: 'How long does delivery take?',
      answer:
        'Standard delivery takes 30-45 minutes and express delivery 15-25 minutes, depending on distance and demand.',
    },
    {
      question: 'Can I get food delivered to my train seat?',
      answer:
        'Yes. Choose a restaurant near your next station and add your train, coach and seat details in the delivery address so the partner can find you.',
    },
    {
      question: 'Why was I charged a delivery fee?',
      answer:
        'Delivery is free for orders above ₹199. Smaller orders carry a delivery charge, shown on the payment page before you pay.',
    },
    {
      question: 'Can I change my delivery address after ordering?',
      answer:
        'Contact support as soon as possible. A change is possible only before the delivery partner has picked up the order.',
    },
    {
      question: 'What if I am not available at delivery?',
      answer:
        'The partner will try to call you. A missed delivery of perishable food may be marked delivered without a refund, so please keep your phone reachable.',
    },
  ],
  payments: [
    {
      question: 'My payment failed but money was deducted.',
      answer:
        'Failed payments are refunded automatically within 3-5 business days. If it takes longer, share your transaction id with support.',
    },
    {
      question: 'I was charged extra money.',
      answer:
        'Check the itemised bill in Order History: taxes, platform fee and delivery charges are listed. If something still looks wrong, contact us and we will correct it.',
    },
    {
      question: 'How do I get a receipt for my order?',
      answer:
        'Every order in Order History shows the full bill. Ask support if you need a GST invoice e-mailed to you.',
    },
    {
      question: 'When will I get my cashback?',
      answer: 'Cashback is credited to your wallet within 24 hours of a successful delivery.',
    },
    {
      question: 'Which payment methods can I use?',
      answer:
        'UPI, cards, net banking and wallets are accepted online. Cash on delivery is offered for eligible orders.',
    },
  ],
  account: [
    {
      question: 'How do I reset my password?',
      answer:
        'On the sign-in page choose Forgot password?, enter your e-mail and phone number, and follow the 6-digit code we send you.',
    },
    {
      question: 'Why is my account suspended?',
      answer:
        'Accounts can be suspended after unusual activity. Contact support to verify your identity; reactivation happens within 24 hours.',
    },
    {
      question: 'How do I change my phone number or e-mail?',
      answer: 'Open Account Settings, edit your profile and save. You may be asked to verify the new details.',
    },
    {
      question: 'How do I delete my account?',
      answer:
        'Write to our support e-mail from your registered address. We delete your account and personal data as described in the Privacy Policy.',
    },
    {
      question: 'How do I manage my saved addresses?',
      answer: 'Open Delivery Addresses from the account menu to add, edit, delete or choose your default address.',
    },
  ],
  refund: [
    {
      question: 'When will I get my refund?',
      answer:
        'Refunds to the original payment method take 5-7 business days. Wallet refunds are instant and bank transfers take 3-5 business days.',
    },
    {
      question: 'How do I request a refund?',
      answer:
        'Request it within 30 minutes of delivery (or of the scheduled delivery time) from Help & Support. We decide within 7 business days.',
    },
    {
      question: 'Which orders are eligible for a refund?',
      answer:
        'Non-delivery, an incorrect or incomplete order, quality issues and cancellations by us are eligible. Wrong details given by you, being unavailable or taste preferences are not.',
    },
    {
      question: 'Can I get a refund to my wallet instead?',
      answer: 'Yes. Ask support for a wallet refund; it is credited instantly.',
    },
    {
      question: 'My refund has not arrived yet.',
      answer:
        'UPI and wallet credits take 2-5 business days and card or net banking 5-10 business days after approval. Contact us with your order id if it is later than that.',
    },
  ],
};

/** An item as the customer reads it (in their language); the English item by default. */
export type FaqReader = (item: FaqItem) => FaqItem;

/**
 * Questions of every category whose question or answer, as the customer reads them, contains the search text
 * (case-insensitive): a customer searches in the language the page shows.
 */
export function searchFaq(
  text: string,
  read: FaqReader = (item) => item,
): { category: HelpCategoryId; item: FaqItem }[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return HELP_CATEGORIES.flatMap((id) =>
    FAQ[id]
      .filter((item) => {
        const { question, answer } = read(item);
        return question.toLowerCase().includes(needle) || answer.toLowerCase().includes(needle);
      })
      .map((item) => ({ category: id, item })),
  );
}
