import { FormControlLabel, InputAdornment, Radio, RadioGroup } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { InfoTextField, RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { WhatsappOption } from '../../../../domain/partner/restaurantInfo';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { FormSection } from '../FormSection';
import { partnerErrorText } from '../partnerText';

const PHONE_INPUT = { inputMode: 'numeric' as const, autoComplete: 'tel-national' };
const FIELDS: { field: InfoTextField; label: MessageId; type?: string; autoComplete?: string; hint?: MessageId }[] = [
  { field: 'restaurantName', label: 'partner.field.restaurantName', autoComplete: 'organization' },
  { field: 'ownerName', label: 'partner.field.ownerName', autoComplete: 'name' },
  { field: 'email', label: 'partner.field.email', type: 'email', autoComplete: 'email' },
  { field: 'mobile', label: 'partner.field.mobile', hint: 'partner.field.mobileHint' },
];
/** Asked only when WhatsApp is on another phone. */
const WHATSAPP_FIELD: (typeof FIELDS)[number] = { field: 'differentWhatsapp', label: 'partner.field.whatsapp' };

function ContactTextField({
  form,
  field,
  label,
  type,
  autoComplete,
  hint,
}: (typeof FIELDS)[number] & { form: RestaurantInfoForm }) {
  const t = useT();
  const phone = field === 'mobile' || field === 'differentWhatsapp';
  return (
    <BoundTextField
      form={form.form}
      field={field}
      label={t(label)}
      type={type}
      helperText={hint && t(hint)}
      words={partnerErrorText}
      slotProps={{
        htmlInput: phone ? PHONE_INPUT : { autoComplete },
        input: phone ? { startAdornment: <InputAdornment position="start">+91</InputAdornment> } : undefined,
      }}
    />
  );
}

/** Restaurant and owner names, e-mail, mobile and the WhatsApp number. */
export const OwnerDetailsSection = observer(function OwnerDetailsSection({ form }: { form: RestaurantInfoForm }) {
  const t = useT();
  return (
    <FormSection title={t('partner.owner.title')} note={t('partner.owner.note')}>
      {FIELDS.map((field) => (
        <ContactTextField key={field.field} form={form} {...field} />
      ))}
      <RadioGroup
        aria-label={t('partner.whatsapp.question')}
        value={form.info.whatsappOption}
        onChange={(_, value) => form.setWhatsappOption(value as WhatsappOption)}
      >
        <FormControlLabel value="same" control={<Radio />} label={t('partner.whatsapp.same')} />
        <FormControlLabel value="different" control={<Radio />} label={t('partner.whatsapp.different')} />
      </RadioGroup>
      {form.info.whatsappOption === 'different' && <ContactTextField form={form} {...WHATSAPP_FIELD} />}
    </FormSection>
  );
});
