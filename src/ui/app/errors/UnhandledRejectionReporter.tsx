import { useEffect } from 'react';
import { NotificationCenter } from '../../../application/notifications/NotificationCenter';
import { useInjection } from '../../di/ContainerProvider';

/**
 * A promise that failed with nobody handling it (a bug) is reported like a failed screen: logged, and the customer
 * is told something went wrong (a toast), instead of nothing happening after a click.
 */
export function UnhandledRejectionReporter() {
  const notifications = useInjection(NotificationCenter);
  useEffect(() => {
    const report = (event: PromiseRejectionEvent) => {
      console.error('Unhandled promise rejection', event.reason);
      notifications.error({ kind: 'unexpectedFailure' });
    };
    window.addEventListener('unhandledrejection', report);
    return () => window.removeEventListener('unhandledrejection', report);
  }, [notifications]);
  return null;
}
