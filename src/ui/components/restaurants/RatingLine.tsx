import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Stack, Typography } from '@mui/material';
import { formatMinutes, formatRating } from '../../format/catalogueFormat';

/** "★ 4.5 · 28 mins": a restaurant's rating (green badge) and, if given, its delivery estimate. */
export function RatingLine({ rating, minutes }: { rating: number; minutes?: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, px: 0.75, borderRadius: 1, bgcolor: rating >= 4 ? 'success.main' : '#6B8E23', color: '#fff', fontWeight: 800, fontSize: 13 }}
      >
        <StarRounded titleAccess="Rating" sx={{ fontSize: 15 }} />
        {formatRating(rating)}
      </Box>
      {minutes !== undefined && (
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {formatMinutes(minutes)}
        </Typography>
      )}
    </Stack>
  );
}
