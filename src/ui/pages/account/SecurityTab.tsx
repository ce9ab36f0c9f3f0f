import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { PasswordChangeStore } from '../../../application/account/PasswordChangeStore';
import { formatCountdown } from '../../../domain/auth/recovery';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { DemoCodeNotice } from '../../components/feedback/DemoCodeNotice';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PasswordField } from '../../components/forms/PasswordField';

/** Security: change the password (form → code sent to the registered e-mail → success). */
export const SecurityTab = observer(function SecurityTab() {
  const store = useInjection(PasswordChangeStore);
  useStoreLifecycle(store);

  if (store.step === 'success') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CheckCircle color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6">Your password has been changed.</Typography>
      </Stack>
    );
  }

  if (store.step === 'otp') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void store.updatePassword();
    };
    return (
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <Typography>Enter the 6-digit OTP we sent to your registered email address.</Typography>
        <DemoCodeNotice message={store.demoInbox.message} />
        <BoundTextField
          form={store.otpForm}
          field="otp"
          label="OTP"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={store.updating.running}>
            {store.updating.running ? 'Updating...' : 'Update Password'}
          </Button>
          <Button onClick={() => void store.resend()} disabled={!store.canResend}>
            {store.countdown.finished ? 'Resend OTP' : `Resend OTP in ${formatCountdown(store.countdown.secondsLeft)}`}
          </Button>
          <Button color="inherit" onClick={store.cancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.sendOtp();
  };
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Typography color="text.secondary">
        Choose a new password. We will e-mail you a code to confirm the change.
      </Typography>
      <BoundTextField
        form={store.form}
        field="password"
        label="New Password"
        autoComplete="new-password"
        component={PasswordField}
        visible={store.passwordVisible}
        onToggleVisible={store.togglePasswordVisible}
      />
      <BoundTextField
        form={store.form}
        field="confirmation"
        label="Confirm Password"
        autoComplete="new-password"
        component={PasswordField}
        visible={store.passwordVisible}
        onToggleVisible={store.togglePasswordVisible}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!store.canSendOtp}>
          {store.sending.running ? 'Sending...' : 'Send OTP'}
        </Button>
      </Box>
    </Stack>
  );
});
