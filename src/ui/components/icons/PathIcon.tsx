import css from './icons.module.css';

/**
 * A Material Design icon (24 × 24 view box) drawn from its path, decorative: an svg element and a class, without
 * MUI's SvgIcon and its style engine (FEATURES F-bytes). 1em square in the text's colour: the caller's class sizes it.
 */
export function PathIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className ? `${css.icon} ${className}` : css.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
