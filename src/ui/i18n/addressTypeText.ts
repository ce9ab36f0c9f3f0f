import type { AddressType } from '../../domain/address/Address';
import { type MessageId, t } from './i18n';

const ADDRESS_TYPE_MESSAGES: Record<AddressType, MessageId> = {
  HOME: 'address.home',
  WORK: 'address.work',
  OTHERS: 'address.other',
};

/** An address's type as the customer reads it ('Home', 'घर'). */
export const addressTypeText = (type: AddressType): string => t(ADDRESS_TYPE_MESSAGES[type]);
