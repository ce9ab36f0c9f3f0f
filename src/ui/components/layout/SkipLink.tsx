import type { MouseEvent } from 'react';
import { useT } from '../../i18n/useT';
import css from './skipLink.module.css';

export const MAIN_ID = 'main';
/** For `main`: not drawn as a control while the skip link has focused it. */
export const skipTargetClass = css.target;

/**
 * The keyboard's first stop on every page with the header (WCAG 2.4.1): past the header's links to the page itself.
 * It focuses `main` instead of following the fragment, which would add '#main' to the address and a history entry;
 * `main` is focusable only until it loses the focus, so a click on the page's text does not focus it.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    // Without scrolling: `main` scrolled to the top of the screen went under the sticky header, heading and all.
    main.focus({ preventScroll: true });
  };
  return (
    <a className={css.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      {t('shell.skipLink')}
    </a>
  );
}
