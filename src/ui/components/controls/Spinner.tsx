import type { CSSProperties } from 'react';
import { LOADING_MOTION_DELAY } from '../feedback/loadingMotion';
import css from './spinner.module.css';

const BOX = 44;
const THICKNESS = 3.6;

interface SpinnerProps {
  /** Pixels; MUI's CircularProgress default. */
  size?: number;
  /** Its accessible name; without one the spinner is decoration (a text next to it says what happens). */
  label?: string;
}

/**
 * An endless progress circle in the primary colour, drawn as MUI's CircularProgress is, from an SVG and a style sheet
 * (FEATURES F-bytes): the app shell's loading and reloading states stay off MUI's style engine. Like every loading
 * indicator it shows and turns only once the wait goes on (loadingMotion.ts).
 */
export function Spinner({ size = 40, label }: SpinnerProps) {
  return (
    <span
      className={css.spinner}
      style={{ width: size, height: size, '--loading-motion-delay': LOADING_MOTION_DELAY } as CSSProperties}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg viewBox={`${BOX / 2} ${BOX / 2} ${BOX} ${BOX}`} className={css.svg}>
        <circle
          cx={BOX}
          cy={BOX}
          r={(BOX - THICKNESS) / 2}
          fill="none"
          strokeWidth={THICKNESS}
          className={css.circle}
        />
      </svg>
    </span>
  );
}
