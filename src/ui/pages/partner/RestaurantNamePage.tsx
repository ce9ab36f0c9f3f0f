import { Box, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RestaurantNameForm } from '../../../application/partner/RestaurantNameForm';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { partnerErrorText } from './partnerText';
import { ONBOARDING_PATHS } from './onboardingPaths';
import { OnboardingLayout } from './OnboardingLayout';
import { usePartnerOnboarding } from './usePartnerOnboarding';
import { keyedByDraft } from './keyedByDraft';

/** /restaurent-name: the first question of partner onboarding; Save keeps the name and opens step 1. */
export const RestaurantNamePage = keyedByDraft(
  observer(function RestaurantNamePage() {
    usePartnerOnboarding();
    const form = useInjection(RestaurantNameForm);
    const navigate = useNavigate();
    const t = useT();
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (form.save()) void navigate(ONBOARDING_PATHS.info);
    };
    return (
      <OnboardingLayout step="info" title={t('partner.name.title')} subtitle={t('partner.name.subtitle')}>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <BoundTextField
            form={form.form}
            field="name"
            label={t('partner.field.restaurantName')}
            words={partnerErrorText}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'organization' } }}
          />
          <Box>
            <Button type="submit" variant="contained" size="large">
              {t('partner.save')}
            </Button>
          </Box>
        </Stack>
      </OnboardingLayout>
    );
  }),
);
