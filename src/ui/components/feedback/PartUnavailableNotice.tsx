import { useEffect, useState } from 'react';
import { pageControls } from '../../app/errors/chunkReload';
import { APP_ERROR_TEXT } from '../../app/errors/errorTexts';
import { RetryAlert } from './RetryAlert';

/** How long the notice stays unless the part is asked for again. */
export const PART_NOTICE_MS = 8000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

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

/**
 * Says why a menu, drawer or dialog did not open (its code could not be downloaded); the page stays as it was.
 * Online, reloading the page is the way to try again: the browser keeps the failed download until then.
 */
export function PartUnavailableNotice({ onDismiss }: { onDismiss: () => void }) {
  const online = useOnline();
  useEffect(() => {
    const timer = setTimeout(onDismiss, PART_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <RetryAlert severity="warning" onRetry={online ? () => pageControls.reload() : undefined} sx={FLOATING_SX}>
      {online ? APP_ERROR_TEXT.partFailed : APP_ERROR_TEXT.partOffline}
    </RetryAlert>
  );
}
