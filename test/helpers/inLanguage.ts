import { afterEach, beforeEach } from 'vitest';
import { ENGLISH_CODE, loadScreenMessages, switchLanguage } from '../../src/ui/i18n/i18n';

/**
 * Shows the app in language `code` for each test of the enclosing describe (every screen's messages loaded first),
 * and in English again after each: the files of a worker share one module graph, so the next file expects English.
 */
export function inLanguage(code: string): void {
  beforeEach(async () => {
    await loadScreenMessages();
    await switchLanguage(code);
  });
  afterEach(() => switchLanguage(ENGLISH_CODE));
}
