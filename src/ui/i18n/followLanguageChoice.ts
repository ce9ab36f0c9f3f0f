import { reaction } from 'mobx';
import type { LanguageChoice } from '../../application/language/LanguageChoice';
import { currentLanguage, switchLanguage, wantedLanguage } from './i18n';

/**
 * Tells the language choice which language the page started in, then makes the page speak whatever the choice
 * settles on: a signed-in customer's profile may hold another language than this device (chosen on another phone).
 */
export function followLanguageChoice(choice: LanguageChoice): void {
  choice.start(currentLanguage().code);
  reaction(
    () => choice.current,
    (code) => {
      if (code === null || code === wantedLanguage()) return;
      switchLanguage(code).catch((error: unknown) => console.warn('The language could not be loaded', error));
    },
  );
}
