import { FAQ, type FaqItem, HELP_CATEGORIES } from '../../../domain/support/faq';
import { type MessageId, t } from '../../i18n/i18n';

/**
 * Each question's catalog ids, by its place: `account.faq.<category>.<n>.q` and `.a` (n from 1). The catalog test
 * and faqText.test check that every question has both, in English word for word as the domain says it.
 */
const FAQ_IDS = new Map<FaqItem, { question: MessageId; answer: MessageId }>(
  HELP_CATEGORIES.flatMap((category) =>
    FAQ[category].map((item, index) => {
      const id = `account.faq.${category}.${index + 1}`;
      return [item, { question: `${id}.q` as MessageId, answer: `${id}.a` as MessageId }] as const;
    }),
  ),
);

/** A question and its answer as the customer reads them. */
export function faqText(item: FaqItem): FaqItem {
  const ids = FAQ_IDS.get(item);
  return ids ? { question: t(ids.question), answer: t(ids.answer) } : item;
}
