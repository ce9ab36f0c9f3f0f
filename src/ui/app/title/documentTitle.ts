import { useEffect } from 'react';
import { t } from '../../i18n/i18n';

/** The brand's title: the home page's (its prerendered HTML has it in English), and the end of every other page's. */
export const homeTitle = (): string => t('shell.homeTitle');

/** A page's title: what it shows first, then the brand ('Payment · RailBite'). */
export const pageTitle = (name: string) => `${name} · RailBite`;

/** For a page that names itself (a restaurant's menu): its title while it shows, updated when the name arrives. */
export function useDocumentTitle(name: string) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}

/** The same as an element, for a branch of a page (a restaurant that is not found). */
export function DocumentTitle({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}
