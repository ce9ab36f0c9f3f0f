import { useSyncExternalStore } from 'react';
import { i18n, t } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * The translator for a component: `const t = useT(); t('header.help')`. The component renders again when the language
 * changes. A prerendered page is drawn in English (the server snapshot).
 */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, locale, locale);
  return t;
}
