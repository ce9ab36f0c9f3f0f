import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type AgreementKey, AGREEMENT_KEYS } from '../../../../domain/partner/signing';
import { type DemoCodeWords, DemoCodeNotice } from '../../../components/feedback/DemoCodeNotice';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { partnerErrorText, signProblemText, stepTitle } from '../partnerText';
import { usePartnerOnboarding } from '../usePartnerOnboarding';

/** The demo's signing code, shown in place of the SMS the demo does not send. */
const SIGNING_CODE: DemoCodeWords = {
  label: 'partner.sign.demoLabel',
  mode: 'partner.sign.demoMode',
  text: 'partner.sign.demoCode',
};

/** The four boxes the owner ticks before signing. */
const AGREEMENT_LABELS: Record<AgreementKey, MessageId> = {
  terms: 'partner.sign.agreeTerms',
  commission: 'partner.sign.agreeCommission',
  policies: 'partner.sign.agreePolicies',
  accuracy: 'partner.sign.agreeAccuracy',
};

/** The four agreements, the signature name and the OTP; Sign Contract is enabled only when all are given. */
export const SigningPanel = observer(function SigningPanel({ contract }: { contract: ContractSigningStore }) {
  const onboarding = usePartnerOnboarding();
  const missing = onboarding.missingBeforeContract;
  const t = useT();
  const otpHelp = contract.otpDestination
    ? t('partner.sign.sentTo', { number: contract.otpDestination })
    : t('partner.sign.sentToOwner');
  return (
    <Stack component="section" aria-label={t('partner.sign.title')} spacing={2.5}>
      <Typography variant="h6" component="h2">
        {t('partner.sign.title')}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="info">
          {t('partner.sign.finishFirst')}{' '}
          {missing.map((step, index) => (
            <span key={step.key}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={ONBOARDING_PATHS[step.key]}>
                {stepTitle(step.key)}
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
            label={t(AGREEMENT_LABELS[key])}
          />
        ))}
      </FormGroup>
      <BoundTextField
        form={contract.signingForm}
        field="signatoryName"
        label={t('partner.sign.signature')}
        words={partnerErrorText}
        slotProps={{ htmlInput: { autoComplete: 'name' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Button
          variant="outlined"
          onClick={contract.sendOtp}
          disabled={contract.otpSent}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {contract.otpSent ? t('partner.sign.otpSent') : t('partner.sign.sendOtp')}
        </Button>
        <BoundTextField
          form={contract.signingForm}
          field="otp"
          label={t('partner.sign.otp')}
          disabled={!contract.otpSent}
          helperText={contract.otpSent ? otpHelp : t('partner.sign.sendFirst')}
          words={partnerErrorText}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        />
      </Stack>
      <DemoCodeNotice code={contract.sentCode} words={SIGNING_CODE} testId="demo-signing-otp" />
      {contract.signError && <Alert severity="error">{signProblemText(contract.signError)}</Alert>}
      <Box>
        <Button variant="contained" size="large" disabled={!contract.canSign} onClick={contract.sign}>
          {t('partner.sign.button')}
        </Button>
      </Box>
    </Stack>
  );
});
