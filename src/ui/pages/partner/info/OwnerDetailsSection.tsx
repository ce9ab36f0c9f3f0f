import { FormControlLabel, InputAdornment, Radio, RadioGroup, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { WhatsappOption } from '../../../../domain/partner/restaurantInfo';
import { FormSection } from '../FormSection';

const mobileSlots = { htmlInput: { inputMode: 'numeric' as const, autoComplete: 'tel-national' }, input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> } };

/** Owner and restaurant names, e-mail, mobile and the WhatsApp number. */
export const OwnerDetailsSection = observer(function OwnerDetailsSection({ form }: { form: RestaurantInfoForm }) {
  const { info } = form;
  return (
    <FormSection title="Owner and contact details" note="We use these to reach you about your listing and orders.">
      <TextField
        label="Restaurant name"
        value={info.restaurantName}
        onChange={(e) => form.setText('restaurantName', e.target.value)}
        onBlur={() => form.touch('restaurantName')}
        error={Boolean(form.error('restaurantName'))}
        helperText={form.error('restaurantName')}
      />
      <TextField
        label="Owner's full name"
        value={info.ownerName}
        onChange={(e) => form.setText('ownerName', e.target.value)}
        onBlur={() => form.touch('ownerName')}
        error={Boolean(form.error('ownerName'))}
        helperText={form.error('ownerName')}
        slotProps={{ htmlInput: { autoComplete: 'name' } }}
      />
      <TextField
        label="Email address"
        type="email"
        value={info.email}
        onChange={(e) => form.setText('email', e.target.value)}
        onBlur={() => form.touch('email')}
        error={Boolean(form.error('email'))}
        helperText={form.error('email')}
        slotProps={{ htmlInput: { autoComplete: 'email' } }}
      />
      <TextField
        label="Mobile number"
        value={info.mobile}
        onChange={(e) => form.setMobile(e.target.value)}
        onBlur={() => form.touch('mobile')}
        error={Boolean(form.error('mobile'))}
        helperText={form.error('mobile') ?? 'For order alerts and your sign-in code'}
        slotProps={mobileSlots}
      />
      <RadioGroup
        aria-label="Where should we send WhatsApp updates?"
        value={info.whatsappOption}
        onChange={(_, value) => form.setWhatsappOption(value as WhatsappOption)}
      >
        <FormControlLabel value="same" control={<Radio />} label="WhatsApp on the same phone" />
        <FormControlLabel value="different" control={<Radio />} label="WhatsApp on another phone" />
      </RadioGroup>
      {info.whatsappOption === 'different' && (
        <TextField
          label="WhatsApp number"
          value={info.differentWhatsapp}
          onChange={(e) => form.setDifferentWhatsapp(e.target.value)}
          onBlur={() => form.touch('differentWhatsapp')}
          error={Boolean(form.error('differentWhatsapp'))}
          helperText={form.error('differentWhatsapp')}
          slotProps={mobileSlots}
        />
      )}
    </FormSection>
  );
});
