import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ORDER_HISTORY_TEXT } from '../../../domain/order/orderHistory';
import { ORDER_FILTERS, type OrderStatus } from '../../../domain/order/orderStatus';
import { ChipRow } from '../../components/chips/ChipRow';
import { EmptyState } from '../../components/feedback/EmptyState';
import { FilterChip } from '../../components/chips/FilterChip';

/** The nine status filter chips, in one row (scrolling on phones). */
export function OrderFilterChips({
  value,
  onChange,
}: {
  value: '' | OrderStatus;
  onChange: (filter: '' | OrderStatus) => void;
}) {
  return (
    <ChipRow label="Filter orders by status" selected={value}>
      {ORDER_FILTERS.map((filter) => (
        <FilterChip
          key={filter.label}
          label={filter.label}
          on={value === filter.key}
          onClick={() => onChange(filter.key)}
        />
      ))}
    </ChipRow>
  );
}

export function OrdersSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading orders" role="status">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}

export function NoOrders() {
  return (
    <EmptyState
      size="page"
      icon={<ReceiptLongOutlined color="secondary" sx={{ fontSize: 64 }} />}
      title={ORDER_HISTORY_TEXT.emptyTitle}
      hint={ORDER_HISTORY_TEXT.emptyHint}
    />
  );
}

/** The full-screen error of a failed first page, with Try again. */
export function OrdersError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ p: 5, minHeight: '40vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: 2 }}
    >
      <ReportProblemOutlined color="error" sx={{ fontSize: 56, justifySelf: 'center' }} />
      <Typography variant="h6" component="p">
        {ORDER_HISTORY_TEXT.fetchFailed}
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ justifySelf: 'center' }}>
        {ORDER_HISTORY_TEXT.tryAgain}
      </Button>
    </Paper>
  );
}
