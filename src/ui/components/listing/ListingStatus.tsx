import { Stack, Typography } from '@mui/material';
import { RetryAlert } from '../feedback/RetryAlert';
import type { ReactNode } from 'react';
import type { Failure } from '../../../domain/errors/failure';
import { failureText } from '../../i18n/failureText';

export interface ListingStatusProps {
  loadingMore: boolean;
  ended: boolean;
  isEmpty: boolean;
  error: Failure | null;
  onRetry: () => void;
  loadingMoreText: string;
  endText: string;
  /** What an empty list shows instead of the end text. */
  empty: ReactNode;
}

/** Below a paged list: loading more, the end of the list, the empty state, or a failed page with Try again. */
export function ListingStatus({
  loadingMore,
  ended,
  isEmpty,
  error,
  onRetry,
  loadingMoreText,
  endText,
  empty,
}: ListingStatusProps) {
  if (error) {
    return (
      <RetryAlert severity="error" sx={{ mt: 3 }} onRetry={onRetry}>
        {failureText(error)}
      </RetryAlert>
    );
  }
  if (isEmpty) return <>{empty}</>;
  return (
    <Stack role="status" sx={{ alignItems: 'center', py: 3, minHeight: 72 }}>
      {loadingMore && <Typography color="text.secondary">{loadingMoreText}</Typography>}
      {ended && <Typography color="text.secondary">{endText}</Typography>}
    </Stack>
  );
}
