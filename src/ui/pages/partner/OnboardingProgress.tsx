import { Step, StepLabel, Stepper } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { OnboardingStepKey } from '../../../domain/partner/onboardingProgress';
import { VisuallyHidden } from '../../components/a11y/VisuallyHidden';
import { useT } from '../../i18n/useT';
import { stepTitle } from './partnerText';
import { usePartnerOnboarding } from './usePartnerOnboarding';

/** The four onboarding steps, each shown complete (tick) and/or active (the one on screen). */
export const OnboardingProgress = observer(function OnboardingProgress({ step }: { step: OnboardingStepKey }) {
  const onboarding = usePartnerOnboarding();
  const t = useT();
  return (
    <nav aria-label={t('partner.progress.label')}>
      <Stepper alternativeLabel component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {onboarding.progress(step).map(({ key, number, complete, active }) => (
          <Step
            key={key}
            component="li"
            completed={complete}
            active={active}
            aria-current={active ? 'step' : undefined}
            data-testid={`onboarding-step-${number}`}
          >
            <StepLabel slotProps={{ label: { sx: { fontSize: { xs: 12, sm: 14 } } } }}>
              <VisuallyHidden>{`${t('partner.progress.step', { number })} `}</VisuallyHidden>
              {stepTitle(key)}
              <VisuallyHidden>
                {complete ? ` ${t('partner.progress.complete')}` : ''}
                {active ? ` ${t('partner.progress.current')}` : ''}
              </VisuallyHidden>
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
});
