import SearchRounded from '@mui/icons-material/SearchRounded';
import { Box, Container, Typography } from '@mui/material';
import { BRAND } from '../../app/theme';
import controls from '../../components/controls/controls.module.css';
import { useT } from '../../i18n/useT';
import css from './home.module.css';
import { FoodOnTrainTab } from './FoodOnTrainTab';

/** The home banner: the spec's heading and the search trigger that opens the search overlay. */
export function HeroBanner({ onSearch }: { onSearch: () => void }) {
  const t = useT();
  return (
    <Box sx={{ background: BRAND.heroGradient, color: '#fff', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: 28, sm: 36, md: 44 }, textShadow: '0 2px 12px rgba(0,0,0,.15)' }}
        >
          {t('home.heading')}
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.95, fontSize: { xs: 15, md: 18 } }}>{t('home.subheading')}</Typography>
        <button type="button" onClick={onSearch} className={`${controls.base} ${css.searchTrigger}`}>
          <SearchRounded color="primary" />
          {t('home.search')}
        </button>
        <FoodOnTrainTab />
      </Container>
    </Box>
  );
}
