import { FormControlLabel, InputAdornment, Radio, RadioGroup } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { InfoTextField, RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { WhatsappOption } from '../../../../domain/partner/restaurantInfo';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { FormSection } from '../FormSection';

const PHONE_INPUT = { inputMode: 'numeric' as const, autoComplete: 'tel-national' };
const FIELDS: { field: InfoTextField; label: string; type?: string; autoComplete?: string; hint?: string }[] = [
  { field: 'restaurantName', label: 'Restaurant name', autoComplete: 'organization' },
  { field: 'ownerName', label: "Owner's full name", autoComplete: 'name' },
  { field: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { field: 'mobile', label: 'Mobile number', hint: 'For order alerts and your sign-in code' },
];

function ContactTextField({
  form,
  field,
  label,
  type,
  autoComplete,
  hint,
}: (typeof FIELDS)[number] & { form: RestaurantInfoForm }) {
  const phone = field === 'mobile' || field === 'differentWhatsapp';
  return (
    <BoundTextField
      form={form.form}
      field={field}
      label={label}
      type={type}
      helperText={hint}
      slotProps={{
        htmlInput: phone ? PHONE_INPUT : { autoComplete },
        input: phone ? { startAdornment: <InputAdornment position="start">+91</InputAdornment> } : undefined,
      }}
    />
  );
}

/** Restaurant and owner names, e-mail, mobile and the WhatsApp number. */
export const OwnerDetailsSection = observer(function OwnerDetailsSection({ form }: { form: RestaurantInfoForm }) {
  return (
    <FormSection title="Owner and contact details" note="We use these to reach you about your listing and orders.">
      {FIELDS.map((field) => (
        <ContactTextField key={field.field} form={form} {...field} />
      ))}
      <RadioGroup
        aria-label="Where should we send WhatsApp updates?"
        value={form.info.whatsappOption}
        onChange={(_, value) => form.setWhatsappOption(value as WhatsappOption)}
      >
        <FormControlLabel value="same" control={<Radio />} label="WhatsApp on the same phone" />
        <FormControlLabel value="different" control={<Radio />} label="WhatsApp on another phone" />
      </RadioGroup>
      {form.info.whatsappOption === 'different' && (
        <ContactTextField form={form} field="differentWhatsapp" label="WhatsApp number" />
      )}
    </FormSection>
  );
});
