import { when } from 'mobx';
import { Suspense, useEffect, useState } from 'react';
import { NotificationCenter } from '../../../application/notifications/NotificationCenter';
import { lazyNamed } from '../../app/lazyPage';
import { useInjection } from '../../di/ContainerProvider';

// notistack loads with the first toast: most page views show none.
const Toasts = lazyNamed(() => import('./Toasts'), 'Toasts');

/** Shows what stores post to the NotificationCenter as toasts, from the first one on. */
export function ToastBridge() {
  const notifications = useInjection(NotificationCenter);
  const [needed, setNeeded] = useState(false);
  useEffect(
    () =>
      when(
        () => notifications.pending.length > 0,
        () => setNeeded(true),
      ),
    [notifications],
  );
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
