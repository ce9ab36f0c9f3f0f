import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { COMMISSION_OPTIONS, type CommissionRate } from '../../../../domain/partner/contract';
import { EarningsEstimate } from './EarningsEstimate';

/** Commission: the rate (18, 20, 22 or 25%) and the earnings it leads to. */
export const CommissionTab = observer(function CommissionTab({ contract }: { contract: ContractSigningStore }) {
  return (
    <Stack spacing={3}>
      <div>
        <Typography sx={{ fontWeight: 700 }} id="commission-rate-label">
          Commission rate
        </Typography>
        <RadioGroup
          aria-labelledby="commission-rate-label"
          value={String(contract.terms.commissionRate)}
          onChange={(_, value) => contract.setCommissionRate(Number(value) as CommissionRate)}
        >
          {COMMISSION_OPTIONS.map(({ rate, audience }) => (
            <FormControlLabel key={rate} value={String(rate)} control={<Radio />} label={`${rate}% · ${audience}`} />
          ))}
        </RadioGroup>
      </div>
      <EarningsEstimate contract={contract} />
    </Stack>
  );
});
