import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Notice } from '../../../application/notifications/Notice';
import { NotificationCenter } from '../../../application/notifications/NotificationCenter';
import { lazyNamed } from '../../app/lazyPage';
import { prefetchLater } from '../../../prefetchLater';
import { useInjection } from '../../di/ContainerProvider';
import { loadScreenMessages } from '../../i18n/i18n';
import { FloatingAlert } from './FloatingAlert';

// notistack loads with the first toast (most page views show none), and the screens' messages with it: a toast's
// words are there (src/ui/i18n/noticeText.ts).
const Toasts = lazyNamed(() => import('./Toasts'), 'Toasts', true);
/**
 * After a failed download of the toasts' code, the posted messages wait (kept) for the next try; the newest is shown
 * meanwhile without it.
 */
export const TOASTS_RETRY_MS = 3000;

/**
 * Shows what stores post to the NotificationCenter as toasts, from the first one on.
 *
 * The toasts mount only once their code is in, by an ordinary state update. Mounting them through Suspense
 * instead would make their first render a Suspense retry: React's lowest-priority render, which waits behind the
 * hydration of the page and can hold a start-up notice back for seconds.
 */
export function ToastBridge() {
  const notifications = useInjection(NotificationCenter);
  const [needed, setNeeded] = useState(false);
  const [failed, setFailed] = useState(false);
  // A failure's toast is most needed offline, when its code could not be downloaded any more.
  useEffect(() => prefetchLater(Toasts.prefetch), []);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      Toasts.preload().then(
        () => setNeeded(true),
        () => {
          setFailed(true);
          retry = setTimeout(load, TOASTS_RETRY_MS);
        },
      );
    };
    const stop = when(() => notifications.pending.length > 0, load);
    return () => {
      stop();
      clearTimeout(retry);
    };
  }, [notifications]);
  if (needed) return <Toasts />;
  return failed ? <LatestMessage notifications={notifications} /> : null;
}

/**
 * While the toasts' code cannot be downloaded (offline, or a browser keeps a failed download until a reload), the
 * newest message is still shown for a while, without it. The messages stay posted for toasts that load later.
 */
const LatestMessage = observer(function LatestMessage({ notifications }: { notifications: NotificationCenter }) {
  const latest = notifications.pending.at(-1);
  const [shownId, setShownId] = useState<number | null>(null);
  const words = useNoticeWords();
  if (!latest || latest.id === shownId) return null;
  // Words from outside need no catalog; a typed notice waits for its words (not shown if they cannot load either).
  const text = words ? words(latest.notice) : latest.notice.kind === 'said' ? latest.notice.text : null;
  if (text === null) return null;
  return (
    <FloatingAlert
      key={latest.id}
      severity={latest.variant === 'error' ? 'error' : 'warning'}
      onHide={() => setShownId(latest.id)}
    >
      {text}
    </FloatingAlert>
  );
});

/**
 * The notices' words, loaded apart from the toasts (which bring them too): every area's wording stays out of the
 * start-up code, as most page views show no toast.
 */
function useNoticeWords(): ((notice: Notice) => string) | null {
  const [words, setWords] = useState<{ of: (notice: Notice) => string } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('../../i18n/noticeText'), loadScreenMessages()]).then(
      ([module]) => live && setWords({ of: module.noticeText }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return words?.of ?? null;
}
