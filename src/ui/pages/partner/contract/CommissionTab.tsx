import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type CommissionAudience, COMMISSION_OPTIONS, type CommissionRate } from '../../../../domain/partner/contract';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { EarningsEstimate } from './EarningsEstimate';

const AUDIENCES: Record<CommissionAudience, MessageId> = {
  premiumLocations: 'partner.commission.premiumLocations',
  standard: 'partner.commission.standard',
  highDemandAreas: 'partner.commission.highDemandAreas',
  newRestaurants: 'partner.commission.newRestaurants',
};

/** Commission: the rate (18, 20, 22 or 25%) and the earnings it leads to. */
export const CommissionTab = observer(function CommissionTab({ contract }: { contract: ContractSigningStore }) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <div>
        <Typography sx={{ fontWeight: 700 }} id="commission-rate-label">
          {t('partner.commission.rate')}
        </Typography>
        <RadioGroup
          aria-labelledby="commission-rate-label"
          value={String(contract.terms.commissionRate)}
          onChange={(_, value) => contract.setCommissionRate(Number(value) as CommissionRate)}
        >
          {COMMISSION_OPTIONS.map(({ rate, audience }) => (
            <FormControlLabel
              key={rate}
              value={String(rate)}
              control={<Radio />}
              label={t('partner.commission.option', { rate, audience: t(AUDIENCES[audience]) })}
            />
          ))}
        </RadioGroup>
      </div>
      <EarningsEstimate contract={contract} />
    </Stack>
  );
});
