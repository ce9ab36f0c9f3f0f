import { FormControlLabel, InputAdornment, Radio, RadioGroup, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { InfoTextField, RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { WhatsappOption } from '../../../../domain/partner/restaurantInfo';
import { FormSection } from '../FormSection';

type ContactField = InfoTextField | 'mobile' | 'differentWhatsapp';

const PHONE_INPUT = { inputMode: 'numeric' as const, autoComplete: 'tel-national' };
const FIELDS: { field: ContactField; label: string; type?: string; autoComplete?: string; hint?: string }[] = [
  { field: 'restaurantName', label: 'Restaurant name', autoComplete: 'organization' },
  { field: 'ownerName', label: "Owner's full name", autoComplete: 'name' },
  { field: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { field: 'mobile', label: 'Mobile number', hint: 'For order alerts and your sign-in code' },
];

const ContactTextField = observer(function ContactTextField({ form, field, label, type, autoComplete, hint }: (typeof FIELDS)[number] & { form: RestaurantInfoForm }) {
  const phone = field === 'mobile' || field === 'differentWhatsapp';
  const change = (value: string) => {
    if (field === 'mobile') form.setMobile(value);
    else if (field === 'differentWhatsapp') form.setDifferentWhatsapp(value);
    else form.setText(field, value);
  };
  const error = form.error(field);
  return (
    <TextField
      label={label}
      type={type}
      value={form.info[field]}
      onChange={(event) => change(event.target.value)}
      onBlur={() => form.touch(field)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: phone ? PHONE_INPUT : { autoComplete },
        input: phone ? { startAdornment: <InputAdornment position="start">+91</InputAdornment> } : undefined,
      }}
    />
  );
});

/** Restaurant and owner names, e-mail, mobile and the WhatsApp number. */
export const OwnerDetailsSection = observer(function OwnerDetailsSection({ form }: { form: RestaurantInfoForm }) {
  return (
    <FormSection title="Owner and contact details" note="We use these to reach you about your listing and orders.">
      {FIELDS.map((field) => (
        <ContactTextField key={field.field} form={form} {...field} />
      ))}
      <RadioGroup aria-label="Where should we send WhatsApp updates?" value={form.info.whatsappOption} onChange={(_, value) => form.setWhatsappOption(value as WhatsappOption)}>
        <FormControlLabel value="same" control={<Radio />} label="WhatsApp on the same phone" />
        <FormControlLabel value="different" control={<Radio />} label="WhatsApp on another phone" />
      </RadioGroup>
      {form.info.whatsappOption === 'different' && <ContactTextField form={form} field="differentWhatsapp" label="WhatsApp number" />}
    </FormSection>
  );
});
