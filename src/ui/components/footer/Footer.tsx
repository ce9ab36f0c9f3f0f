import { Box, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import { useInjection } from '../../di/ContainerProvider';
import { Logo } from '../brand/Logo';
import css from './footer.module.css';
import { ResetDemoDataButton } from './ResetDemoDataButton';

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Order',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Offers near me', to: '/offers-near-me' },
      { label: 'Track order', to: '/track-order' },
      { label: 'Food on train', to: '/train' },
      { label: 'Find a location', to: '/map' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help & Support', to: '/help' },
      { label: 'Delivery & shipping timeline', to: '/shipping-timeline' },
      { label: 'Refund policy', to: '/refund-policy' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/terms&conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Partners',
    links: [{ label: 'Add your restaurant', to: '/restaurent-name' }],
  },
];

export function Footer() {
  const config = useInjection<AppConfig>(AppConfigToken);
  return (
    <Box component="footer" sx={{ bgcolor: '#1F1B18', color: '#F4EFEA', mt: 8, pt: 6, pb: { xs: 12, md: 6 } }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' } }}>
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ opacity: 0.8, maxWidth: 320 }}>
              India&apos;s best authentic food, delivered to your door or your train seat.
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.8 }}>
              RailBite, 4th Floor, Statesman House, Barakhamba Road, Connaught Place, New Delhi 110001
            </Typography>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} component="nav" aria-label={column.title}>
              <Typography sx={{ fontWeight: 800, mb: 0.5 }}>{column.title}</Typography>
              {column.links.map((link) => (
                <RouterLink key={link.to} to={link.to} className={css.columnLink}>
                  {link.label}
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
            © {new Date().getFullYear()} RailBite
            {config.parentCompanyName && (
              <>
                {' '}
                · a brand of{' '}
                {config.parentCompanyUrl ? (
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
                )}
                , an IT solutions company
              </>
            )}
          </Typography>
          <ResetDemoDataButton />
        </Stack>
      </Container>
    </Box>
  );
}
