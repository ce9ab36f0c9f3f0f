import type { PickerMessage } from '../../application/maps/LocationPickerStore';
import { type MessageId, t } from './i18n';

const PICKER_MESSAGE: Record<PickerMessage, MessageId> = {
  denied: 'account.maps.denied',
  unavailable: 'account.maps.unavailable',
  timeout: 'account.maps.timeout',
  unsupported: 'account.maps.unsupported',
  unknown: 'account.maps.unknown',
  notLoaded: 'account.maps.notLoaded',
  noAddressDetails: 'account.maps.noAddressDetails',
  notFound: 'account.maps.notFound',
  searchFailed: 'account.maps.searchFailed',
  currentLocationFailed: 'account.maps.currentLocationFailed',
};

/** The map picker's message (the device's refusal or the maps' problem) in the customer's language. */
export const pickerMessageText = (message: PickerMessage): string => t(PICKER_MESSAGE[message]);
