import { FormControlLabel, InputAdornment, MenuItem, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type DeliveryModel, PAYMENT_CYCLES, type PaymentCycle } from '../../../../domain/partner/contract';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { partnerErrorText } from '../partnerText';
import { ClauseList } from './ClauseList';
import { TERMS_CLAUSES } from './contractTexts';

const CYCLE_LABELS: Record<PaymentCycle, MessageId> = {
  weekly: 'partner.terms.weekly',
  biweekly: 'partner.terms.biweekly',
  monthly: 'partner.terms.monthly',
};

/** Terms: payment cycle, minimum order, operating hours, delivery model and the agreement's clauses. */
export const TermsTab = observer(function TermsTab({ contract }: { contract: ContractSigningStore }) {
  const t = useT();
  const { terms, termsForm: form } = contract;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField form={form} field="paymentCycle" select label={t('partner.terms.paymentCycle')}>
          {PAYMENT_CYCLES.map((cycle) => (
            <MenuItem key={cycle} value={cycle}>
              {t(CYCLE_LABELS[cycle])}
            </MenuItem>
          ))}
        </BoundTextField>
        <BoundTextField
          form={form}
          field="minimumOrder"
          label={t('partner.terms.minimumOrder')}
          words={partnerErrorText}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField
          form={form}
          field="opensAt"
          type="time"
          label={t('partner.terms.opensAt')}
          words={partnerErrorText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <BoundTextField
          form={form}
          field="closesAt"
          type="time"
          label={t('partner.terms.closesAt')}
          words={partnerErrorText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <div>
        <Typography sx={{ fontWeight: 700 }}>{t('partner.terms.delivery')}</Typography>
        <RadioGroup
          aria-label={t('partner.terms.delivery')}
          value={terms.deliveryModel}
          onChange={(_, value) => contract.setDeliveryModel(value as DeliveryModel)}
        >
          <FormControlLabel value="platform" control={<Radio />} label={t('partner.terms.deliveryPlatform')} />
          <FormControlLabel value="self" control={<Radio />} label={t('partner.terms.deliverySelf')} />
        </RadioGroup>
      </div>
      <ClauseList clauses={TERMS_CLAUSES} />
    </Stack>
  );
});
