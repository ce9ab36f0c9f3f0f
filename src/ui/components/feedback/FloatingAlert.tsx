import { RetryAlert } from './RetryAlert';

/** Under the sticky header (60 px on phones, 72 from md), centred, over the page: it must not move the layout. */
const FLOATING_SX = {
  position: 'fixed',
  top: 80,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1250,
  width: 'max-content',
  maxWidth: 'calc(100% - 24px)',
  boxShadow: 6,
} as const;

/** A message over the page without the toasts' code (which may be what could not be downloaded). */
export function FloatingAlert(props: { severity: 'error' | 'warning'; onRetry?: () => void; children: string }) {
  return <RetryAlert {...props} sx={FLOATING_SX} />;
}
