import css from './controls.module.css';

interface ToggleChipProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
}

/**
 * An on/off chip (a filter): a button with `aria-pressed`, outlined while off and filled in the primary colour while
 * on, as MUI's clickable Chip looks, a tap target high (FEATURES F-bytes).
 */
export function ToggleChip({ label, pressed, onToggle }: ToggleChipProps) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onToggle} className={`${css.base} ${css.chip}`}>
      <span className={css.chipLabel}>{label}</span>
    </button>
  );
}
