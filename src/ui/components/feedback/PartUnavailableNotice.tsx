import { useEffect, useState } from 'react';
import { pageControls } from '../../app/errors/chunkReload';
import { APP_ERROR_TEXT } from '../../app/errors/errorTexts';
import { FloatingAlert } from './FloatingAlert';

/** How long the notice stays unless the part is asked for again. */
export { FLOATING_ALERT_MS as PART_NOTICE_MS } from './FloatingAlert';

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

/**
 * Says why a menu, drawer or dialog did not open (its code could not be downloaded); the page stays as it was.
 * Online, reloading the page is the way to try again: the browser keeps the failed download until then.
 */
export function PartUnavailableNotice({ onDismiss }: { onDismiss: () => void }) {
  const online = useOnline();
  return (
    <FloatingAlert severity="warning" onRetry={online ? () => pageControls.reload() : undefined} onHide={onDismiss}>
      {online ? APP_ERROR_TEXT.partFailed : APP_ERROR_TEXT.partOffline}
    </FloatingAlert>
  );
}
