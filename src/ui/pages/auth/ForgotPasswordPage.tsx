import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ForgotPasswordStore } from '../../../application/auth/ForgotPasswordStore';
import { useInjection } from '../../di/ContainerProvider';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';

/** /forgot-password: e-mail and phone; sends a code, then /verify-reset-otp carrying both. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const form = useInjection(ForgotPasswordStore);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.send()) void navigate('/verify-reset-otp', { state: { email: form.email.trim(), phone: form.phone } });
  };
  return (
    <AuthLayout title="Forgot password?" subtitle="Enter the e-mail and mobile number of your account and we will send you a 6-digit code.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        {form.error && <Alert severity="error">{form.error}</Alert>}
        <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={(event) => form.setEmail(event.target.value)} />
        <PhoneField label="Phone Number" name="phone" value={form.phone} onChange={(event) => form.setPhone(event.target.value)} />
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
