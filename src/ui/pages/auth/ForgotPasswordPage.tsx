import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ForgotPasswordStore } from '../../../application/auth/ForgotPasswordStore';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { StartOver } from '../../navigation/StartOver';

const FORGOT_PASSWORD_PATH = '/forgot-password';

/** /forgot-password: e-mail and phone; sends a code, then /verify-reset-otp carrying both. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const form = useInjection(ForgotPasswordStore);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.send()) void navigate('/verify-reset-otp', { state: form.identity });
  };
  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter the e-mail and mobile number of your account and we will send you a 6-digit code."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        {form.error && <Alert severity="error">{form.error}</Alert>}
        <BoundTextField form={form.form} field="email" label="Email" type="email" autoComplete="email" />
        <BoundTextField form={form.form} field="phone" label="Phone Number" component={PhoneField} />
        <Button type="submit" variant="contained" size="large" disabled={form.sent || form.submission.running}>
          {form.submission.running ? 'Sending...' : 'Send OTP'}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Back to sign in
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
