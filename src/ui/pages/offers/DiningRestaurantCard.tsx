import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ImageRotation } from '../../../application/offers/ImageRotation';
import type { DiningRestaurant } from '../../../domain/offers/dineout';
import { formatRupees } from '../../format/formatRupees';
import { offerText } from './offerTexts';
import { RotatingPicture } from './RotatingPicture';

/** A sample dining restaurant: rotating pictures, rating, distance, cost for two and its offers. */
export function DiningRestaurantCard({
  restaurant,
  rotation,
}: {
  restaurant: DiningRestaurant;
  rotation: ImageRotation;
}) {
  const { name, cuisines, area, distanceKm, rating, costForTwoPaise, pureVeg, tableBooking, offers } = restaurant;
  return (
    <Paper
      component="article"
      aria-label={name}
      variant="outlined"
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <RotatingPicture name={name} images={restaurant.images} rotation={rotation} />
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Box
            aria-label={`Rated ${rating.toFixed(1)}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              bgcolor: rating >= 4 ? 'success.main' : '#8C6D1F',
              color: '#fff',
              borderRadius: 1,
              px: 0.75,
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {rating.toFixed(1)}
            <StarRounded sx={{ fontSize: 14 }} />
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {cuisines.join(', ')} · {formatRupees(costForTwoPaise)} for two
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {area} · {distanceKm.toFixed(1)} km
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {tableBooking && <Chip size="small" label="Table booking" variant="outlined" />}
          {pureVeg && <Chip size="small" label="Pure veg" color="success" variant="outlined" />}
        </Stack>
        <Stack
          component="ul"
          aria-label={`Offers at ${name}`}
          spacing={0.5}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 'auto' }}
        >
          {offers.map((offer) => (
            <Box
              component="li"
              key={offer.kind}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: '#1565C0', fontWeight: 600, fontSize: 14 }}
            >
              <LocalOfferRounded sx={{ fontSize: 16 }} />
              {offerText(offer)}
            </Box>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
