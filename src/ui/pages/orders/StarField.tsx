import { Box, Rating, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { MessageId } from '../../i18n/i18n';
import { starsText } from '../../components/rating/starsText';
import { useT } from '../../i18n/useT';

/** The word for 1 to 5 stars. */
const WORDS: readonly MessageId[] = [
  'ordering.stars.poor',
  'ordering.stars.fair',
  'ordering.stars.good',
  'ordering.stars.veryGood',
  'ordering.stars.excellent',
];

/** A labelled 1-5 star choice with a hover preview (the word for the hovered or chosen stars). */
export function StarField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (stars: number) => void;
}) {
  const t = useT();
  const labelId = useId();
  const [hover, setHover] = useState(-1);
  const shown = hover > 0 ? hover : value;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Typography id={labelId} sx={{ minWidth: 140, fontWeight: 600 }}>
        {label}
      </Typography>
      <Rating
        name={labelId}
        value={value || null}
        onChange={(_event, stars) => onChange(stars ?? 0)}
        onChangeActive={(_event, stars) => setHover(stars)}
        getLabelText={starsText}
        size="large"
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }} aria-hidden>
        {shown > 0 && WORDS[shown - 1] ? t(WORDS[shown - 1]!) : ''}
      </Typography>
    </Box>
  );
}
