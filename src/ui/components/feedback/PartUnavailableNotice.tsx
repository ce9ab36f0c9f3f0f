import { pageControls } from '../../app/errors/chunkReload';
import { APP_ERROR_MESSAGES } from '../../app/errors/errorTexts';
import { useT } from '../../i18n/useT';
import type { PartFailure } from '../../app/useOnDemandPart';
import { FloatingAlert } from './FloatingAlert';

/** How long the notice stays unless the part is asked for again. */
export { FLOATING_ALERT_MS as PART_NOTICE_MS } from './FloatingAlert';

/**
 * Says why a menu, drawer or dialog did not open (its code could not be downloaded); the page stays as it was.
 * Offline it only tells (the part downloads anew when next asked for, online); a download that failed online too is
 * tried again by reloading the page, since some browsers keep the failed module until then.
 */
export function PartUnavailableNotice({ failure, onDismiss }: { failure: PartFailure; onDismiss: () => void }) {
  const t = useT();
  const reloadNeeded = failure === 'reloadNeeded';
  return (
    <FloatingAlert
      severity="warning"
      onRetry={reloadNeeded ? () => pageControls.reload() : undefined}
      onHide={onDismiss}
    >
      {t(reloadNeeded ? APP_ERROR_MESSAGES.partFailed : APP_ERROR_MESSAGES.partOffline)}
    </FloatingAlert>
  );
}
