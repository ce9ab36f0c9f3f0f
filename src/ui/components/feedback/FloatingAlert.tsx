import { useEffect } from 'react';
import { RetryAlert } from './RetryAlert';

/** How long a floating alert stays, unless what it is about changes first. */
export const FLOATING_ALERT_MS = 8000;

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

interface FloatingAlertProps {
  severity: 'error' | 'warning';
  onRetry?: () => void;
  /** Called FLOATING_ALERT_MS after it appeared. */
  onHide: () => void;
  children: string;
}

/** A message over the page without the toasts' code (which may be what could not be downloaded), for a while. */
export function FloatingAlert({ onHide, ...alert }: FloatingAlertProps) {
  useEffect(() => {
    const timer = setTimeout(onHide, FLOATING_ALERT_MS);
    return () => clearTimeout(timer);
  }, [onHide]);
  return <RetryAlert {...alert} sx={FLOATING_SX} />;
}
