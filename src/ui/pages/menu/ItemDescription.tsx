import { useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { DESCRIPTION_LIMIT, truncateDescription } from '../../../domain/menu/description';
import { useT } from '../../i18n/useT';
import css from './menuItemCard.module.css';

/** A dish description cut at 50 characters on phones and 160 on larger screens, with more/less. */
export function ItemDescription({ text }: { text: string }) {
  const t = useT();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const short = truncateDescription(text, desktop ? DESCRIPTION_LIMIT.desktop : DESCRIPTION_LIMIT.mobile);
  if (!text) return null;
  return (
    <p className={css.description}>
      {expanded || !short.truncated ? text : short.text}
      {short.truncated && (
        <button type="button" className={css.more} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'browse.menu.less' : 'browse.menu.more')}
        </button>
      )}
    </p>
  );
}
