import { Box, Stack, Typography } from '@mui/material';
import { diningPictureUrl } from '../../assets/pictureUrls';
import { useT } from '../../i18n/useT';

/** The fine-dining banner at the top of Order Online. */
export function FineDiningBanner() {
  const t = useT();
  return (
    <Box
      component="section"
      aria-label={t('browse.offers.fineDining.label')}
      sx={{
        position: 'relative',
        borderRadius: 4,
        overflow: 'hidden',
        color: '#fff',
        minHeight: { xs: 180, md: 220 },
        display: 'flex',
        alignItems: 'flex-end',
        bgcolor: '#2B1B3D',
      }}
    >
      <Box
        component="img"
        src={diningPictureUrl('candlelight')}
        alt=""
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(90deg, rgba(20,10,30,0.85) 0%, rgba(20,10,30,0.35) 70%)',
        }}
      />
      <Stack spacing={1} sx={{ position: 'relative', p: { xs: 3, md: 5 }, maxWidth: 560 }}>
        <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 800 }}>
          {t('browse.offers.fineDining.label')}
        </Typography>
        <Typography variant="h4" component="h2">
          {t('browse.offers.fineDining.title')}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{t('browse.offers.fineDining.text')}</Typography>
      </Stack>
    </Box>
  );
}
