import type { MessageId } from '../../i18n/i18n';

/**
 * What the app says when part of it fails (FEATURES F-safety), as catalog ids. They are in the home catalog: a
 * failed screen may be one whose messages could not be downloaded either.
 */
export const APP_ERROR_MESSAGES = {
  title: 'shell.error.title',
  renderFailed: 'shell.error.renderFailed',
  chunkFailed: 'shell.error.chunkFailed',
  reloading: 'shell.error.reloading',
  offlineTitle: 'shell.error.offlineTitle',
  offline: 'shell.error.offline',
  partOffline: 'shell.error.partOffline',
  partFailed: 'shell.error.partFailed',
  reload: 'shell.reload',
  home: 'bottomBar.home',
} as const satisfies Record<string, MessageId>;
