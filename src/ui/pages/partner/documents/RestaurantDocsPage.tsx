import { Alert, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { DocumentsForm } from '../../../../application/partner/DocumentsForm';
import { CONTRACT_RULES } from '../../../../domain/partner/contract';
import { DOCUMENT_LENGTHS, type DocumentField } from '../../../../domain/partner/documents';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { useInjection } from '../../../di/ContainerProvider';
import type { MessageId, MessageValues } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { partnerErrorText } from '../partnerText';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { OnboardingLayout } from '../OnboardingLayout';
import { StepActions } from '../StepActions';
import { usePartnerOnboarding } from '../usePartnerOnboarding';
import { keyedByDraft } from '../keyedByDraft';

const FIELDS: {
  field: DocumentField;
  label: MessageId;
  hint: MessageId;
  hintValues?: MessageValues;
  numeric?: boolean;
}[] = [
  { field: 'businessPAN', label: 'partner.docs.businessPAN', hint: 'partner.docs.businessPANHint' },
  { field: 'gstin', label: 'partner.docs.gstin', hint: 'partner.docs.gstinHint' },
  { field: 'bankIFSC', label: 'partner.docs.bankIFSC', hint: 'partner.docs.bankIFSCHint' },
  {
    field: 'bankAccount',
    label: 'partner.docs.bankAccount',
    hint: 'partner.docs.bankAccountHint',
    numeric: true,
  },
  {
    field: 'fssaiNumber',
    label: 'partner.docs.fssaiNumber',
    hint: 'partner.docs.fssaiNumberHint',
    hintValues: { days: CONTRACT_RULES.fssaiValidityDays },
    numeric: true,
  },
];

/** /restaurant-docs, step 2: PAN, GSTIN, bank details and FSSAI licence, each checked for its format. */
export const RestaurantDocsPage = keyedByDraft(
  observer(function RestaurantDocsPage() {
    usePartnerOnboarding();
    const form = useInjection(DocumentsForm);
    const t = useT();
    return (
      <OnboardingLayout step="documents" title={t('partner.docs.title')} subtitle={t('partner.docs.subtitle')}>
        <Stack spacing={3}>
          <Alert severity="info">{t('partner.docs.fssaiAddress')}</Alert>
          <Alert severity="info">{t('partner.docs.memoryOnly')}</Alert>
          {FIELDS.map(({ field, label, hint, hintValues, numeric }) => (
            <BoundTextField
              key={field}
              form={form.form}
              field={field}
              label={t(label)}
              helperText={t(hint, hintValues)}
              words={partnerErrorText}
              slotProps={{
                htmlInput: {
                  maxLength: DOCUMENT_LENGTHS[field],
                  inputMode: numeric ? 'numeric' : 'text',
                  autoCapitalize: 'characters',
                  spellCheck: false,
                },
              }}
            />
          ))}
        </Stack>
        <StepActions back={ONBOARDING_PATHS.info} next={ONBOARDING_PATHS.menu} onProceed={form.proceed} />
      </OnboardingLayout>
    );
  }),
);
