import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { PromoCarousel } from '../../../application/offers/PromoCarousel';
import { diningPictureUrl } from '../../assets/pictureUrls';
import { useT } from '../../i18n/useT';
import { promoCopy } from './offerTexts';

/** Four static offers, one at a time, with previous/next and 'Order Now'. */
export const PromoOffersCarousel = observer(function PromoOffersCarousel({ carousel }: { carousel: PromoCarousel }) {
  const t = useT();
  const offer = carousel.current;
  if (!offer) return null;
  const copy = promoCopy(offer);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('browse.offers.promo.label')}
      sx={{ position: 'relative', borderRadius: 4, overflow: 'hidden', bgcolor: 'primary.main', color: '#fff' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Stack
          role="group"
          aria-roledescription="slide"
          aria-label={t('browse.offers.promo.slide', { index: carousel.index + 1, count: carousel.offers.length })}
          aria-live="polite"
          spacing={1.5}
          sx={{ p: { xs: 3, md: 4 }, pb: { xs: 9, md: 4 }, pr: { md: 2 }, alignItems: 'flex-start' }}
        >
          <Chip
            icon={<DeliveryDiningRounded />}
            label={t('browse.offers.promo.homeDelivery')}
            size="small"
            sx={{ bgcolor: 'rgba(0,0,0,0.25)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
          />
          <Typography variant="h5" component="h2">
            {copy.title}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{copy.description}</Typography>
          <Button component={RouterLink} to="/" variant="contained" color="secondary">
            {t('browse.offers.promo.orderNow')}
          </Button>
        </Stack>
        <Box
          component="img"
          src={diningPictureUrl(offer.image)}
          alt=""
          sx={{
            display: { xs: 'none', md: 'block' },
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            minHeight: 200,
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ position: 'absolute', right: 12, bottom: 12, alignItems: 'center' }}>
        <Typography variant="body2" aria-hidden sx={{ bgcolor: 'rgba(0,0,0,0.35)', px: 1, borderRadius: 1 }}>
          {carousel.index + 1} / {carousel.offers.length}
        </Typography>
        <IconButton
          aria-label={t('browse.offers.promo.previous')}
          onClick={carousel.previous}
          sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
        >
          <ChevronLeftRounded />
        </IconButton>
        <IconButton
          aria-label={t('browse.offers.promo.next')}
          onClick={carousel.next}
          sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
        >
          <ChevronRightRounded />
        </IconButton>
      </Stack>
    </Box>
  );
});
