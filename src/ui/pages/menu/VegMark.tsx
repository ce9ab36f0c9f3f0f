import { Box } from '@mui/material';
import type { MealCategory } from '../../../domain/menu/MenuItem';

const COLORS: Record<MealCategory, string> = { Veg: '#0F8A4F', 'Non Veg': '#B3261E', Egg: '#D99A00' };

/** The Indian food mark: a square with a dot (veg), a triangle (non veg) or a yellow dot (egg). */
export function VegMark({ category }: { category: MealCategory | null }) {
  if (!category) return null;
  const color = COLORS[category];
  return (
    <Box
      role="img"
      aria-label={category}
      sx={{
        width: 16,
        height: 16,
        border: 2,
        borderColor: color,
        borderRadius: 0.5,
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {category === 'Non Veg' ? (
        <Box
          sx={{
            width: 0,
            height: 0,
            borderLeft: '4px solid transparent',
            borderRight: '4px solid transparent',
            borderBottom: `7px solid ${color}`,
          }}
        />
      ) : (
        <Box sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color }} />
      )}
    </Box>
  );
}
