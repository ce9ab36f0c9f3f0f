import { Divider, Stack } from '@mui/material';
import { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import { useInjection } from '../../../di/ContainerProvider';
import { useT } from '../../../i18n/useT';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { OnboardingLayout } from '../OnboardingLayout';
import { StepActions } from '../StepActions';
import { OpeningHoursSection } from './OpeningHoursSection';
import { OwnerDetailsSection } from './OwnerDetailsSection';
import { WorkingDaysSection } from './WorkingDaysSection';
import { usePartnerOnboarding } from '../usePartnerOnboarding';
import { keyedByDraft } from '../keyedByDraft';

/** /restaurent-info, step 1: owner, contact, working days and opening hours; Proceed goes to the documents. */
export const RestaurantInfoPage = keyedByDraft(function RestaurantInfoPage() {
  usePartnerOnboarding();
  const form = useInjection(RestaurantInfoForm);
  const t = useT();
  return (
    <OnboardingLayout step="info" title={t('partner.info.title')} subtitle={t('partner.info.subtitle')}>
      <Stack spacing={4} divider={<Divider flexItem />}>
        <OwnerDetailsSection form={form} />
        <WorkingDaysSection form={form} />
        <OpeningHoursSection form={form} />
      </Stack>
      <StepActions back={ONBOARDING_PATHS.name} next={ONBOARDING_PATHS.documents} onProceed={form.proceed} />
    </OnboardingLayout>
  );
});
