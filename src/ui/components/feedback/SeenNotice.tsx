import type { SxProps, Theme } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { SeenReadsStore } from '../../../application/offline/SeenReadsStore';
import { lazyNamed } from '../../app/lazyPage';
import { useInjection } from '../../di/ContainerProvider';

// Drawn only offline: its code is not part of a screen's download (the worker keeps it for when it is needed).
const SeenNoticeView = lazyNamed<{ seenAt: number; sx?: SxProps<Theme> }>(
  () => import('./SeenNoticeView'),
  'SeenNoticeView',
);

/**
 * On a screen that reads what the customer has seen (the home list, menus, the journey, orders, addresses, the
 * profile): while the network is missing and the screen shows saved answers, says so and since when ('Offline ·
 * showing what you saw at 14:05'). Nothing while the answers are live.
 */
export const SeenNotice = observer(function SeenNotice({ sx }: { sx?: SxProps<Theme> }) {
  const seenAt = useInjection(SeenReadsStore).seenAt;
  if (seenAt === null) return null;
  return (
    <Suspense fallback={null}>
      <SeenNoticeView seenAt={seenAt} sx={sx} />
    </Suspense>
  );
});
