import { Chip } from '@mui/material';
import type { DietMark } from '../../../domain/menu/dietMarks';

const MEANINGS: Record<DietMark, string> = {
  Jain: 'Jain: no onion, garlic or root vegetables',
  Satvik: 'Satvik: no onion or garlic',
};

/** The dish's Jain / Satvik markers as small chips (FEATURES F-train-more); nothing when it carries none. */
export function DietMarkChips({ marks }: { marks: readonly DietMark[] | undefined }) {
  if (!marks?.length) return null;
  return (
    <>
      {marks.map((mark) => (
        <Chip
          key={mark}
          label={mark}
          size="small"
          color="success"
          variant="outlined"
          title={MEANINGS[mark]}
          aria-label={MEANINGS[mark]}
          sx={{ height: 20, fontWeight: 700 }}
        />
      ))}
    </>
  );
}
