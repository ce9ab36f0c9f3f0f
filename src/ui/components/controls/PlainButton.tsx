import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import css from './controls.module.css';

/** How a button looks: MUI Button's variants, colours and sizes that the app uses. */
export interface ButtonLook {
  /** text (the default), outlined or contained */
  variant?: 'text' | 'outlined' | 'contained';
  /** the theme's primary colour (the default), its error colour (a destructive action) or the text colour around it */
  color?: 'primary' | 'error' | 'inherit';
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children: ReactNode;
}

type AsButton = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> & { to?: never };
/** An in-app link (react-router). */
type AsRouterLink = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children' | 'href'> & { to: To; state?: unknown };
/** A link that leaves the app or loads a page afresh. */
type AsAnchor = ButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children'> & { href: string };

export type PlainButtonProps = AsButton | AsRouterLink | AsAnchor;

function buttonClassName({ variant = 'text', color = 'primary', size = 'medium' }: Omit<ButtonLook, 'children'>) {
  return [
    css.base,
    css.button,
    variant !== 'text' && css[variant],
    color !== 'primary' && css[color],
    size === 'small' && css.small,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button (or a link drawn as one) that looks as MUI's Button does with this app's theme, from a plain element and a
 * style sheet: the home page's controls without MUI's ButtonBase, ripple and style engine (FEATURES F-bytes).
 * A link when given `to` (in the app) or `href`; otherwise a `type="button"` button unless told otherwise.
 */
export function PlainButton(props: PlainButtonProps) {
  const { variant, color, size, startIcon, endIcon, children, className, ...element } = props;
  const classes = [buttonClassName({ variant, color, size }), className].filter(Boolean).join(' ');
  const content = (
    <>
      {startIcon && <span className={css.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={css.endIcon}>{endIcon}</span>}
    </>
  );
  if ('to' in element && element.to !== undefined) {
    return (
      <RouterLink {...(element as Omit<AsRouterLink, keyof ButtonLook>)} className={classes}>
        {content}
      </RouterLink>
    );
  }
  if ('href' in element && element.href !== undefined) {
    return (
      <a {...(element as Omit<AsAnchor, keyof ButtonLook>)} className={classes}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...button } = element as Omit<AsButton, keyof ButtonLook>;
  return (
    <button type={type} {...button} className={classes}>
      {content}
    </button>
  );
}
