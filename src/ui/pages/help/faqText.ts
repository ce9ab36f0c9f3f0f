import type { FaqItem, FaqQuestionId } from '../../../domain/support/faq';
import { type MessageId, t } from '../../i18n/i18n';

/**
 * A question and its answer as the customer reads them: the catalog's `account.faq.<category>.<n>.q` and `.a` (the
 * catalog test checks every language has both for each question).
 */
export function faqText(question: FaqQuestionId): FaqItem {
  const id = `account.faq.${question}`;
  return { question: t(`${id}.q` as MessageId), answer: t(`${id}.a` as MessageId) };
}
