import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CuisineCategory } from '../../../domain/catalogue/Restaurant';
import { cuisineLink } from '../../navigation/cuisineLink';
import { useT } from '../../i18n/useT';

const TILE_SIZE = 96;
const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  width: 112,
  textDecoration: 'none',
  color: 'text.primary',
} as const;

/** A category in 'Browse by Cuisines': its picture and name, leading to its restaurants. */
export function CuisineTile({ category }: { category: CuisineCategory }) {
  const link = cuisineLink(category);
  return (
    <Box component={RouterLink} to={link.to} state={link.state} sx={tileSx}>
      <Box
        component="img"
        src={category.imageUrl}
        alt=""
        width={TILE_SIZE}
        height={TILE_SIZE}
        loading="lazy"
        sx={{ borderRadius: '50%', bgcolor: '#F4EDE6' }}
      />
      <Typography variant="body2" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {category.name}
      </Typography>
    </Box>
  );
}

/** The placeholder tile at the end of the strip (FEATURES F-discovery). */
export function MoreComingTile() {
  const t = useT();
  return (
    <Box sx={tileSx}>
      <Box
        sx={{
          width: TILE_SIZE,
          height: TILE_SIZE,
          borderRadius: '50%',
          border: '2px dashed',
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <AddRounded color="disabled" fontSize="large" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {t('home.moreComing')}
      </Typography>
    </Box>
  );
}
