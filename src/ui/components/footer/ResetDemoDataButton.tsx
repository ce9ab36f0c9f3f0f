import RestartAlt from '@mui/icons-material/RestartAlt';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { lazyNamed } from '../../app/lazyPage';
import { useInjection } from '../../di/ContainerProvider';
import { PlainButton } from '../controls/PlainButton';

// The confirmation (MUI's dialog) loads when the button is first pointed at, focused or pressed.
const ResetDemoDataDialog = lazyNamed<{ open: boolean; onClose: () => void }>(
  () => import('./ResetDemoDataDialog'),
  'ResetDemoDataDialog',
);

/** Shown only on the offline demo backend: restores the seeded demo data. */
export const ResetDemoDataButton = observer(function ResetDemoDataButton() {
  const demo = useInjection(DemoModeStore);
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!demo.enabled) return null;
  return (
    <>
      <PlainButton
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<RestartAlt />}
        onPointerEnter={ResetDemoDataDialog.prefetch}
        onFocus={ResetDemoDataDialog.prefetch}
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        Reset demo data
      </PlainButton>
      {asked && (
        <Suspense fallback={null}>
          <ResetDemoDataDialog open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
});
