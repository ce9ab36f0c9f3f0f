import { Button, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ForgotPasswordStore } from '../../../application/auth/ForgotPasswordStore';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { useT } from '../../i18n/useT';
import { StartOver } from '../../navigation/StartOver';
import { ProblemAlert } from '../../components/forms/ProblemAlert';
import { FailureAlert } from '../../components/forms/FailureAlert';

const FORGOT_PASSWORD_PATH = '/forgot-password';

/** /forgot-password: e-mail and phone; sends a code, then /verify-reset-otp carrying both. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const t = useT();
  const form = useInjection(ForgotPasswordStore);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.send()) void navigate('/verify-reset-otp', { state: form.identity });
  };
  return (
    <AuthLayout title={t('signIn.forgot')} subtitle={t('auth.forgot.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        {form.problem ? <ProblemAlert problem={form.problem} /> : <FailureAlert failure={form.submission.failure} />}
        <BoundTextField form={form.form} field="email" label={t('auth.email')} type="email" autoComplete="email" />
        <BoundTextField form={form.form} field="phone" label={t('signIn.phone')} component={PhoneField} />
        <Button type="submit" variant="contained" size="large" disabled={form.sent || form.submission.running}>
          {form.submission.running ? t('auth.forgot.sending') : t('auth.forgot.send')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.forgot.remembered')}{' '}
          <Link component={RouterLink} to="/login">
            {t('auth.forgot.back')}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
});

/** A recovery step opened without the values it needs (a new tab, a bookmark) starts the recovery over. */
export const StartRecoveryOver = () => (
  <StartOver path={FORGOT_PASSWORD_PATH}>
    <ForgotPasswordPage />
  </StartOver>
);
