import type { ChatContent, QuickOption } from '../../../domain/support/chat';
import type { HelpCategoryId } from '../../../domain/support/faq';
import { type MessageId, t } from '../../i18n/i18n';

const CATEGORY_TEXT: Record<HelpCategoryId, MessageId> = {
  orders: 'account.help.category.orders',
  cancel: 'account.help.category.cancel',
  delivery: 'account.help.category.delivery',
  payments: 'account.help.category.payments',
  account: 'account.help.category.account',
  refund: 'account.help.category.refund',
};

const OPTION_TEXT: Record<QuickOption, MessageId> = {
  track: 'account.chat.option.track',
  cancel: 'account.chat.option.cancel',
  refund: 'account.chat.option.refund',
  delivery: 'account.chat.option.delivery',
  payment: 'account.chat.option.payment',
  other: 'account.chat.option.other',
};

const REPLY_TEXT: Record<QuickOption, MessageId> = {
  track: 'account.chat.reply.track',
  cancel: 'account.chat.reply.cancel',
  refund: 'account.chat.reply.refund',
  delivery: 'account.chat.reply.delivery',
  payment: 'account.chat.reply.payment',
  other: 'account.chat.reply.other',
};

/** A help category's name as the customer reads it ('Order Issues'). */
export const helpCategoryText = (id: HelpCategoryId): string => t(CATEGORY_TEXT[id]);

/** A quick option's label, as its button and as the customer's message. */
export const quickOptionText = (option: QuickOption): string => t(OPTION_TEXT[option]);

/** A chat message as the customer reads it: their own words as typed, every other line in their language. */
export function chatText(content: ChatContent): string {
  switch (content.kind) {
    case 'typed':
      return content.text;
    case 'greeting':
      return t('account.chat.greeting');
    case 'quickOption':
      return quickOptionText(content.option);
    case 'quickReply':
      return t(REPLY_TEXT[content.option]);
    case 'typedReply':
      return content.supportPhone
        ? t('account.chat.typedReplyCall', { phone: content.supportPhone })
        : t('account.chat.typedReply');
  }
}
