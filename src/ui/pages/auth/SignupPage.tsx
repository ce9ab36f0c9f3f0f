import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignupFormStore } from '../../../application/auth/SignupFormStore';
import { useInjection } from '../../di/ContainerProvider';
import { PasswordChecklist } from '../../components/forms/PasswordChecklist';
import { PasswordField } from '../../components/forms/PasswordField';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';

/** /signup: name, phone, email, password. On success: 'Account created successfully', then /login. */
export const SignupPage = observer(function SignupPage() {
  const form = useInjection(SignupFormStore);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) void navigate('/login');
  };
  const { values, fieldErrors } = form;
  return (
    <AuthLayout title="Create your account" subtitle="Order meals to your seat or your door in a few taps.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        {form.submission.error && <Alert severity="error">{form.submission.error}</Alert>}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name}
        />
        <PhoneField
          label="Phone Number"
          name="phone"
          value={values.phone}
          onChange={(event) => form.setField('phone', event.target.value)}
          error={Boolean(fieldErrors.phone)}
          helperText={fieldErrors.phone}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => form.setField('password', event.target.value)}
          visible={form.passwordVisible}
          onToggleVisible={form.togglePasswordVisible}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        {values.password && <PasswordChecklist results={form.passwordRules} />}
        <Button type="submit" variant="contained" size="large" disabled={form.submission.running}>
          {form.submission.running ? 'Creating account...' : 'Create Account'}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
});
