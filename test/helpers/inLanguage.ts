import { afterEach, beforeEach } from 'vitest';
import { ENGLISH_CODE, loadScreenMessages, switchLanguage } from '../../src/ui/i18n/i18n';

/**
 * Shows the app in language `code` for each test of the enclosing describe (every screen's messages loaded first),
 * and in English again after each, as the file's other tests expect (test/setup/dom.ts does the same between files).
 */
export function inLanguage(code: string): void {
  beforeEach(async () => {
    await loadScreenMessages();
    await switchLanguage(code);
  });
  afterEach(() => switchLanguage(ENGLISH_CODE));
}
