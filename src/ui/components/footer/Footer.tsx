import { Box, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import { useInjection } from '../../di/ContainerProvider';
import type { MessageId } from '../../i18n/i18n';
import { messageWith } from '../../i18n/messageWith';
import { useT } from '../../i18n/useT';
import { Logo } from '../brand/Logo';
import css from './footer.module.css';
import { ResetDemoDataButton } from './ResetDemoDataButton';

const COLUMNS: { title: MessageId; links: { label: MessageId; to: string }[] }[] = [
  {
    title: 'shell.footer.order',
    links: [
      { label: 'bottomBar.home', to: '/' },
      { label: 'shell.footer.offersNearMe', to: '/offers-near-me' },
      { label: 'shell.footer.trackOrder', to: '/track-order' },
      { label: 'home.foodOnTrain', to: '/train' },
      { label: 'shell.footer.findLocation', to: '/map' },
    ],
  },
  {
    title: 'header.help',
    links: [
      { label: 'drawer.help', to: '/help' },
      { label: 'shell.footer.shipping', to: '/shipping-timeline' },
      { label: 'shell.footer.refund', to: '/refund-policy' },
    ],
  },
  {
    title: 'shell.footer.legal',
    links: [
      { label: 'drawer.terms', to: '/terms&conditions' },
      { label: 'drawer.privacy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'shell.footer.partners',
    links: [{ label: 'shell.footer.addRestaurant', to: '/restaurent-name' }],
  },
];

/** A postal address: written as the post reads it, in every language. */
const OFFICE_ADDRESS = 'RailBite, 4th Floor, Statesman House, Barakhamba Road, Connaught Place, New Delhi 110001';
const BRAND = 'RailBite';

export function Footer() {
  const t = useT();
  const config = useInjection<AppConfig>(AppConfigToken);
  return (
    <Box component="footer" sx={{ bgcolor: '#1F1B18', color: '#F4EFEA', mt: 8, pt: 6, pb: { xs: 12, md: 6 } }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' } }}>
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ opacity: 0.8, maxWidth: 320 }}>
              {t('shell.footer.tagline')}
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.8 }}>
              {OFFICE_ADDRESS}
            </Typography>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} component="nav" aria-label={t(column.title)}>
              <Typography sx={{ fontWeight: 800, mb: 0.5 }}>{t(column.title)}</Typography>
              {column.links.map((link) => (
                <RouterLink key={link.to} to={link.to} className={css.columnLink}>
                  {t(link.label)}
                </RouterLink>
              ))}
            </Stack>
          ))}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ opacity: 0.75 }}>
            {`© ${new Date().getFullYear()} ${BRAND}`}
            {config.parentCompanyName && (
              <>
                {' · '}
                {messageWith(
                  t,
                  'shell.footer.brandOf',
                  'company',
                  config.parentCompanyUrl ? (
                    <a
                      href={config.parentCompanyUrl}
                      className={css.inlineLink}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {config.parentCompanyName}
                    </a>
                  ) : (
                    config.parentCompanyName
                  ),
                )}
              </>
            )}
          </Typography>
          <ResetDemoDataButton />
        </Stack>
      </Container>
    </Box>
  );
}
