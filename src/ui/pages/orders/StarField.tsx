import { Box, Rating, Typography } from '@mui/material';
import { useId, useState } from 'react';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

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
        size="large"
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }} aria-hidden>
        {WORDS[shown] ?? ''}
      </Typography>
    </Box>
  );
}
