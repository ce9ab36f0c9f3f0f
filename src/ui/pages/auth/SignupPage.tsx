import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignupFormStore } from '../../../application/auth/SignupFormStore';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
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
  return (
    <AuthLayout title="Create your account" subtitle="Order meals to your seat or your door in a few taps.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        {form.submission.error && <Alert severity="error">{form.submission.error}</Alert>}
        <BoundTextField form={form.form} field="name" label="Name" autoComplete="name" />
        <BoundTextField form={form.form} field="phone" label="Phone Number" component={PhoneField} />
        <BoundTextField form={form.form} field="email" label="Email" type="email" autoComplete="email" />
        <BoundTextField
          form={form.form}
          field="password"
          label="Password"
          autoComplete="new-password"
          component={PasswordField}
          visible={form.passwordVisible}
          onToggleVisible={form.togglePasswordVisible}
        />
        {form.form.values.password && <PasswordChecklist results={form.passwordRules} />}
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
