import { Box, Divider, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { type CommissionShareKey, EARNINGS_ASSUMPTIONS } from '../../../../domain/partner/earnings';
import { formatRupees } from '../../../format/formatRupees';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';

const SHARES: Record<CommissionShareKey, MessageId> = {
  platformFee: 'partner.earnings.platformFee',
  paymentProcessing: 'partner.earnings.paymentProcessing',
  marketing: 'partner.earnings.marketing',
};

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
  const t = useT();
  const { earnings } = contract;
  const { averageOrderPaise, ordersPerDay, days } = EARNINGS_ASSUMPTIONS;
  return (
    <Box
      component="section"
      aria-label={t('partner.earnings.title')}
      sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 2.5 }}
    >
      <Typography variant="h6" component="h3">
        {t('partner.earnings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('partner.earnings.assumptions', {
          perDay: ordersPerDay,
          average: formatRupees(averageOrderPaise),
          days,
          orders: earnings.orders,
        })}
      </Typography>
      <Row label={t('partner.earnings.sales')} amount={formatRupees(earnings.grossSalesPaise)} />
      <Row
        label={t('partner.earnings.commission', { rate: contract.terms.commissionRate })}
        amount={`− ${formatRupees(earnings.commissionPaise)}`}
      />
      <Divider sx={{ my: 1 }} />
      <Row label={t('partner.earnings.payout')} amount={formatRupees(earnings.netPayoutPaise)} strong />
      <Typography sx={{ fontWeight: 700, mt: 2 }}>{t('partner.earnings.where')}</Typography>
      {earnings.breakdown.map((part) => (
        <Row
          key={part.key}
          label={t(SHARES[part.key], { percent: part.percent })}
          amount={formatRupees(part.amountPaise)}
        />
      ))}
    </Box>
  );
});
