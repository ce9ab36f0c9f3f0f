import { Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { OnboardingStepKey } from '../../../domain/partner/onboardingProgress';
import { ForgetDraftButton } from './ForgetDraftButton';
import { OnboardingProgress } from './OnboardingProgress';
import { PageHeading } from '../../components/layout/PageHeading';
import { useT } from '../../i18n/useT';

interface Props {
  step: OnboardingStepKey;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every onboarding screen: 'Forget this draft', the progress bar, the screen's heading and its card. */
export function OnboardingLayout({ step, title, subtitle, children }: Props) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 800 }}>
            {t('partner.layout.overline')}
          </Typography>
          <ForgetDraftButton />
        </Stack>
        <OnboardingProgress step={step} />
        <PageHeading title={title} subtitle={subtitle} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
