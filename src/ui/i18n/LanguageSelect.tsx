import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useId } from 'react';
import { LanguageChoice } from '../../application/language/LanguageChoice';
import hidden from '../components/a11y/visuallyHidden.module.css';
import { useInjection } from '../di/ContainerProvider';
import { currentLanguage, switchLanguage } from './i18n';
import { LANGUAGES } from './languages';
import css from './languageSelect.module.css';
import { useT } from './useT';

/**
 * The language control: each language named in itself (a Hindi reader finds हिन्दी, not 'Hindi'). The choice is kept
 * on the device (and on a signed-in customer's profile: LanguageChoice) and applied at once; its catalog and font
 * load first, so the page never shows a half-translated screen. `compact` (the header) shows the translate mark
 * instead of the word 'Language'.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const id = useId();
  const choice = useInjection(LanguageChoice);
  const current = currentLanguage();
  // The pseudo-locale (set on the device by a test or QA) is listed only while it is on: the control tells the truth.
  const listed = LANGUAGES.some((language) => language.code === current.code) ? LANGUAGES : [...LANGUAGES, current];
  const change = (code: string) => {
    switchLanguage(code).catch((error: unknown) => console.warn('The language could not be loaded', error));
    choice.choose(code);
  };
  return (
    <div className={compact ? css.compact : css.field}>
      <label htmlFor={id} className={css.label}>
        <TranslateOutlined fontSize="small" aria-hidden />
        <span className={compact ? hidden.visuallyHidden : undefined}>{t('language.label')}</span>
      </label>
      <select id={id} className={css.select} value={current.code} onChange={(event) => change(event.target.value)}>
        {listed.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
