import { Alert, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { DocumentsForm } from '../../../../application/partner/DocumentsForm';
import { CONTRACT_RULES } from '../../../../domain/partner/contract';
import {
  DOCUMENT_LENGTHS,
  DOCUMENTS_MEMORY_ONLY_TEXT,
  type DocumentField,
  FSSAI_ADDRESS_TEXT,
} from '../../../../domain/partner/documents';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { useInjection } from '../../../di/ContainerProvider';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { OnboardingLayout } from '../OnboardingLayout';
import { StepActions } from '../StepActions';
import { usePartnerOnboarding } from '../usePartnerOnboarding';
import { keyedByDraft } from '../keyedByDraft';

const FIELDS: { field: DocumentField; label: string; hint: string; numeric?: boolean }[] = [
  { field: 'businessPAN', label: 'Business PAN', hint: '10 characters, e.g. AAPFU0939F' },
  { field: 'gstin', label: 'GSTIN', hint: '15 characters; it contains your PAN' },
  { field: 'bankIFSC', label: 'Bank IFSC code', hint: '11 characters, e.g. HDFC0001234' },
  { field: 'bankAccount', label: 'Bank account number', hint: 'Payouts are sent to this account', numeric: true },
  {
    field: 'fssaiNumber',
    label: 'FSSAI licence number',
    hint: `14 digits; the certificate must not expire within ${CONTRACT_RULES.fssaiValidityDays} days`,
    numeric: true,
  },
];

/** /restaurant-docs, step 2: PAN, GSTIN, bank details and FSSAI licence, each checked for its format. */
export const RestaurantDocsPage = keyedByDraft(
  observer(function RestaurantDocsPage() {
    usePartnerOnboarding();
    const form = useInjection(DocumentsForm);
    return (
      <OnboardingLayout
        step="documents"
        title="Add your business documents"
        subtitle="We check the format of each number as you type. No files are uploaded."
      >
        <Stack spacing={3}>
          <Alert severity="info">{FSSAI_ADDRESS_TEXT}</Alert>
          <Alert severity="info">{DOCUMENTS_MEMORY_ONLY_TEXT}</Alert>
          {FIELDS.map(({ field, label, hint, numeric }) => (
            <BoundTextField
              key={field}
              form={form.form}
              field={field}
              label={label}
              helperText={hint}
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
