import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import css from './controls.module.css';

interface IconButtonLook {
  /** The accessible name: an icon button has no text. */
  'aria-label': string;
  /** the grey of MUI's icon buttons (the default) or the text colour around it */
  color?: 'default' | 'inherit';
  /** The icon. */
  children: ReactNode;
}

type AsButton = IconButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> & { to?: never };
type AsRouterLink = IconButtonLook & { to: To; className?: string };

/**
 * A round icon button (or an in-app link drawn as one), as MUI's IconButton looks, at least 44 px: from a plain
 * element and a style sheet (FEATURES F-bytes).
 */
export function PlainIconButton(props: AsButton | AsRouterLink) {
  const { color = 'default', className, children, ...element } = props;
  const classes = [css.base, css.iconButton, color === 'inherit' && css.inherit, className].filter(Boolean).join(' ');
  if ('to' in element && element.to !== undefined) {
    return (
      <RouterLink {...(element as Omit<AsRouterLink, keyof IconButtonLook>)} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <button type="button" {...(element as Omit<AsButton, keyof IconButtonLook>)} className={classes}>
      {children}
    </button>
  );
}
