import { Box, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { DESCRIPTION_LIMIT, truncateDescription } from '../../../domain/menu/description';

/** A dish description cut at 50 characters on phones and 160 on larger screens, with more/less. */
export function ItemDescription({ text }: { text: string }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const short = truncateDescription(text, desktop ? DESCRIPTION_LIMIT.desktop : DESCRIPTION_LIMIT.mobile);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {expanded || !short.truncated ? text : short.text}
      {short.truncated && (
        <Box component="span" sx={{ ml: 0.5 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setExpanded(!expanded)}
            sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
          >
            {expanded ? 'less' : 'more'}
          </Link>
        </Box>
      )}
    </Typography>
  );
}
