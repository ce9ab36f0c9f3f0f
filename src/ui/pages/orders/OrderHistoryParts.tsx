import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ORDER_FILTERS, type OrderStatus } from '../../../domain/order/orderStatus';
import { ChipRow } from '../../components/chips/ChipRow';
import { EmptyState } from '../../components/feedback/EmptyState';
import { FilterChip } from '../../components/chips/FilterChip';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { STATUS_MESSAGES } from '../../i18n/orderStatusText';

const FILTER_MESSAGES: Record<'' | OrderStatus, MessageId> = { '': 'orders.all', ...STATUS_MESSAGES };

/** The nine status filter chips, in one row (scrolling on phones). */
export function OrderFilterChips({
  value,
  onChange,
}: {
  value: '' | OrderStatus;
  onChange: (filter: '' | OrderStatus) => void;
}) {
  const t = useT();
  return (
    <ChipRow label={t('orders.filterLabel')} selected={value}>
      {ORDER_FILTERS.map((filter) => (
        <FilterChip
          key={filter}
          label={t(FILTER_MESSAGES[filter])}
          on={value === filter}
          onClick={() => onChange(filter)}
        />
      ))}
    </ChipRow>
  );
}

export function OrdersSkeleton() {
  const t = useT();
  return (
    <Stack spacing={2} aria-label={t('orders.loading')} role="status">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}

export function NoOrders() {
  const t = useT();
  return (
    <EmptyState
      size="page"
      icon={<ReceiptLongOutlined color="secondary" sx={{ fontSize: 64 }} />}
      title={t('orders.emptyTitle')}
      hint={t('orders.emptyHint')}
    />
  );
}

/** The full-screen error of a failed first page, with Try again. */
export function OrdersError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ p: 5, minHeight: '40vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: 2 }}
    >
      <ReportProblemOutlined color="error" sx={{ fontSize: 56, justifySelf: 'center' }} />
      <Typography variant="h6" component="p">
        {t('orders.fetchFailed')}
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ justifySelf: 'center' }}>
        {t('common.tryAgain')}
      </Button>
    </Paper>
  );
}
