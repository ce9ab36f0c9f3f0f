import { FormControlLabel, InputAdornment, MenuItem, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type DeliveryModel, PAYMENT_CYCLES, type PaymentCycle } from '../../../../domain/partner/contract';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { ClauseList } from './ClauseList';
import { TERMS_CLAUSES } from './contractTexts';

const CYCLE_LABELS: Record<PaymentCycle, string> = { weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };

/** Terms: payment cycle, minimum order, operating hours, delivery model and the agreement's clauses. */
export const TermsTab = observer(function TermsTab({ contract }: { contract: ContractSigningStore }) {
  const { terms, termsForm: form } = contract;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField form={form} field="paymentCycle" select label="Payment cycle">
          {PAYMENT_CYCLES.map((cycle) => (
            <MenuItem key={cycle} value={cycle}>
              {CYCLE_LABELS[cycle]}
            </MenuItem>
          ))}
        </BoundTextField>
        <BoundTextField
          form={form}
          field="minimumOrder"
          label="Minimum order value"
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
          label="Orders open at"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <BoundTextField
          form={form}
          field="closesAt"
          type="time"
          label="Orders close at"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <div>
        <Typography sx={{ fontWeight: 700 }}>Delivery</Typography>
        <RadioGroup
          aria-label="Delivery"
          value={terms.deliveryModel}
          onChange={(_, value) => contract.setDeliveryModel(value as DeliveryModel)}
        >
          <FormControlLabel value="platform" control={<Radio />} label="RailBite delivery partners carry my orders" />
          <FormControlLabel value="self" control={<Radio />} label="My own staff deliver my orders" />
        </RadioGroup>
      </div>
      <ClauseList clauses={TERMS_CLAUSES} />
    </Stack>
  );
});
