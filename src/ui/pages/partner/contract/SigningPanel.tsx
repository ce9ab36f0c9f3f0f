import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { AGREEMENT_KEYS } from '../../../../domain/partner/signing';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { AGREEMENT_LABELS } from './contractTexts';
import { usePartnerOnboarding } from '../usePartnerOnboarding';

/** The four agreements, the signature name and the OTP; Sign Contract is enabled only when all are given. */
export const SigningPanel = observer(function SigningPanel({ contract }: { contract: ContractSigningStore }) {
  const onboarding = usePartnerOnboarding();
  const missing = onboarding.missingBeforeContract;
  return (
    <Stack component="section" aria-label="Sign the contract" spacing={2.5}>
      <Typography variant="h6" component="h2">
        Sign the contract
      </Typography>
      {missing.length > 0 && (
        <Alert severity="info">
          Finish these steps before you sign:{' '}
          {missing.map((step, index) => (
            <span key={step.key}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={ONBOARDING_PATHS[step.key]}>
                {step.title}
              </Link>
            </span>
          ))}
        </Alert>
      )}
      <FormGroup>
        {AGREEMENT_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={contract.agreements[key]}
                onChange={(e) => contract.setAgreement(key, e.target.checked)}
              />
            }
            label={AGREEMENT_LABELS[key]}
          />
        ))}
      </FormGroup>
      <BoundTextField
        form={contract.signingForm}
        field="signatoryName"
        label="Signature (your full name)"
        slotProps={{ htmlInput: { autoComplete: 'name' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Button
          variant="outlined"
          onClick={contract.sendOtp}
          disabled={contract.otpSent}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {contract.otpSent ? 'OTP Sent' : 'Send OTP'}
        </Button>
        <BoundTextField
          form={contract.signingForm}
          field="otp"
          label="OTP"
          disabled={!contract.otpSent}
          helperText={
            contract.otpSent
              ? `Sent to ${contract.otpDestination ? `+91 ${contract.otpDestination}` : "the owner's mobile number"}`
              : 'Send the OTP first'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        />
      </Stack>
      {contract.sentCode && (
        <Alert severity="info" variant="outlined" role="status" aria-label="Demo one-time code">
          <strong>Demo mode:</strong> no SMS is sent. Your one-time code is{' '}
          <Box component="span" data-testid="demo-signing-otp" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            {contract.sentCode}
          </Box>
        </Alert>
      )}
      {contract.signError && <Alert severity="error">{contract.signError}</Alert>}
      <Box>
        <Button variant="contained" size="large" disabled={!contract.canSign} onClick={contract.sign}>
          Sign Contract
        </Button>
      </Box>
    </Stack>
  );
});
