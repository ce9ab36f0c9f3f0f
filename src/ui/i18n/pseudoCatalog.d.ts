/** The pseudo-locale's catalogs, made from the English ones by the build (scripts/vite/i18nCatalogs.ts). */
declare module '*.json?pseudo' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
