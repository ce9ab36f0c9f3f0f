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
import { useT } from '../../i18n/useT';

/** Security: change the password (form → code sent to the registered e-mail → success). */
export const SecurityTab = observer(function SecurityTab() {
  const t = useT();
  const store = useInjection(PasswordChangeStore);
  useStoreLifecycle(store);

  if (store.step === 'success') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CheckCircle color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6">{t('account.security.changed')}</Typography>
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
        <Typography>{t('account.security.otpSent')}</Typography>
        <DemoCodeNotice code={store.demoInbox.message?.code} />
        <BoundTextField
          form={store.otpForm}
          field="otp"
          label={t('account.security.otp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={store.updating.running}>
            {store.updating.running ? t('account.security.updating') : t('account.security.update')}
          </Button>
          <Button onClick={() => void store.resend()} disabled={!store.canResend}>
            {store.countdown.finished
              ? t('auth.otp.resend')
              : t('account.security.resendIn', { time: formatCountdown(store.countdown.secondsLeft) })}
          </Button>
          <Button color="inherit" onClick={store.cancel}>
            {t('common.cancel')}
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
      <Typography color="text.secondary">{t('account.security.intro')}</Typography>
      <BoundTextField
        form={store.form}
        field="password"
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        component={PasswordField}
        visible={store.passwordVisible}
        onToggleVisible={store.togglePasswordVisible}
      />
      <BoundTextField
        form={store.form}
        field="confirmation"
        label={t('auth.reset.confirm')}
        autoComplete="new-password"
        component={PasswordField}
        visible={store.passwordVisible}
        onToggleVisible={store.togglePasswordVisible}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!store.canSendOtp}>
          {store.sending.running ? t('auth.forgot.sending') : t('auth.forgot.send')}
        </Button>
      </Box>
    </Stack>
  );
});
