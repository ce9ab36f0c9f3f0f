import { Box, Divider, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { EARNINGS_ASSUMPTIONS } from '../../../../domain/partner/earnings';
import { formatRupees } from '../../../format/formatRupees';

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600 }}>{amount}</Typography>
    </Stack>
  );
}

/** A month's estimated sales, commission and payout at the chosen rate, and where the commission goes. */
export const EarningsEstimate = observer(function EarningsEstimate({ contract }: { contract: ContractSigningStore }) {
  const { earnings } = contract;
  const { averageOrderPaise, ordersPerDay, days } = EARNINGS_ASSUMPTIONS;
  return (
    <Box
      component="section"
      aria-label="Estimated monthly earnings"
      sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 2.5 }}
    >
      <Typography variant="h6" component="h3">
        Estimated monthly earnings
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {ordersPerDay} orders a day of {formatRupees(averageOrderPaise)} on average, over {days} days ({earnings.orders}{' '}
        orders).
      </Typography>
      <Row label="Sales" amount={formatRupees(earnings.grossSalesPaise)} />
      <Row
        label={`Commission (${contract.terms.commissionRate}%)`}
        amount={`− ${formatRupees(earnings.commissionPaise)}`}
      />
      <Divider sx={{ my: 1 }} />
      <Row label="Your payout" amount={formatRupees(earnings.netPayoutPaise)} strong />
      <Typography sx={{ fontWeight: 700, mt: 2 }}>Where the commission goes</Typography>
      {earnings.breakdown.map((part) => (
        <Row key={part.key} label={`${part.label} (${part.percent}%)`} amount={formatRupees(part.amountPaise)} />
      ))}
    </Box>
  );
});
