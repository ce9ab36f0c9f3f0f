import {
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type DeliveryModel, PAYMENT_CYCLES, type PaymentCycle } from '../../../../domain/partner/contract';
import { ClauseList } from './ClauseList';
import { TERMS_CLAUSES } from './contractTexts';

const CYCLE_LABELS: Record<PaymentCycle, string> = { weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };

/** Terms: payment cycle, minimum order, operating hours, delivery model and the agreement's clauses. */
export const TermsTab = observer(function TermsTab({ contract }: { contract: ContractSigningStore }) {
  const { terms, termsErrors } = contract;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Payment cycle"
          value={terms.paymentCycle}
          onChange={(e) => contract.setPaymentCycle(e.target.value as PaymentCycle)}
        >
          {PAYMENT_CYCLES.map((cycle) => (
            <MenuItem key={cycle} value={cycle}>
              {CYCLE_LABELS[cycle]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Minimum order value"
          value={contract.minimumOrderText}
          onChange={(e) => contract.setMinimumOrderText(e.target.value)}
          error={Boolean(termsErrors.minimumOrder)}
          helperText={termsErrors.minimumOrder}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="time"
          label="Orders open at"
          value={terms.operatingHours.start}
          onChange={(e) => contract.setOperatingHour('start', e.target.value)}
          error={Boolean(termsErrors.operatingHours)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          label="Orders close at"
          value={terms.operatingHours.end}
          onChange={(e) => contract.setOperatingHour('end', e.target.value)}
          error={Boolean(termsErrors.operatingHours)}
          helperText={termsErrors.operatingHours}
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
