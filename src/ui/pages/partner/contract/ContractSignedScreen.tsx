import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { INDIA_TIME_ZONE } from '../../../format/formatDateTime';
import { currentLanguage, type MessageId } from '../../../i18n/i18n';
import { intlLocale } from '../../../i18n/languages';
import { useT } from '../../../i18n/useT';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { usePartnerOnboarding } from '../usePartnerOnboarding';

const NEXT_STEPS: { key: string; icon: ReactNode; title: MessageId; text: MessageId }[] = [
  {
    key: 'app',
    icon: <PhoneIphoneRounded color="primary" />,
    title: 'partner.signed.appTitle',
    text: 'partner.signed.appText',
  },
  {
    key: 'visit',
    icon: <VerifiedUserRounded color="primary" />,
    title: 'partner.signed.visitTitle',
    text: 'partner.signed.visitText',
  },
  {
    key: 'live',
    icon: <RocketLaunchRounded color="primary" />,
    title: 'partner.signed.liveTitle',
    text: 'partner.signed.liveText',
  },
];

/** The day of signing as the owner reads it ("29 November 2026"), in India Standard Time like every date shown. */
const signingDay = (signedAt: number) =>
  new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(signedAt);

/** After signing: confirmation and what happens next. */
export const ContractSignedScreen = observer(function ContractSignedScreen() {
  const onboarding = usePartnerOnboarding();
  const navigate = useNavigate();
  const t = useT();
  const { signature, restaurantInfo } = onboarding.draft;
  const startOver = () => {
    onboarding.startOver();
    void navigate(ONBOARDING_PATHS.name);
  };
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleRounded color="success" sx={{ fontSize: 40 }} />
        <Typography>
          {t('partner.signed.partnerNow', {
            restaurant: restaurantInfo.restaurantName || t('partner.signed.yourRestaurant'),
            name: signature?.signatoryName ?? '',
            date: signature ? signingDay(signature.signedAt) : '',
          })}
        </Typography>
      </Stack>
      <Typography variant="h6" component="h2">
        {t('partner.signed.next')}
      </Typography>
      <List sx={{ width: '100%' }}>
        {NEXT_STEPS.map((step) => (
          <ListItem key={step.key} disableGutters>
            <ListItemIcon>{step.icon}</ListItemIcon>
            <ListItemText
              primary={t(step.title)}
              secondary={t(step.text)}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          {t('partner.signed.home')}
        </Button>
        <Button onClick={startOver}>{t('partner.signed.another')}</Button>
      </Stack>
    </Stack>
  );
});
