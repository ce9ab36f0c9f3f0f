import { Chip, type ChipProps } from '@mui/material';

type FilterChipProps = { on: boolean } & Omit<ChipProps, 'clickable' | 'color' | 'variant' | 'aria-pressed'>;

/**
 * An on/off filter (MUI's Chip): a button with `aria-pressed`, outlined while off and filled in the primary colour
 * while on. The pages' filters share it (Order History, the menu, Offers near me, the station screen); the home page
 * keeps its plain `ToggleChip`, for the bytes of `/`.
 */
export function FilterChip({ on, ...chip }: FilterChipProps) {
  return (
    <Chip
      {...chip}
      clickable
      aria-pressed={on}
      color={on ? 'primary' : 'default'}
      variant={on ? 'filled' : 'outlined'}
    />
  );
}
