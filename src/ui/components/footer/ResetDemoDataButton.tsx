import RestartAlt from '@mui/icons-material/RestartAlt';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { lazyNamed } from '../../app/lazyPage';
import { useOnDemandPart } from '../../app/useOnDemandPart';
import { useInjection } from '../../di/ContainerProvider';
import { PlainButton } from '../controls/PlainButton';
import { PartUnavailableNotice } from '../feedback/PartUnavailableNotice';

// The confirmation (MUI's dialog) loads when the button is first pointed at, focused or pressed.
const ResetDemoDataDialog = lazyNamed<{ open: boolean; onClose: () => void }>(
  () => import('./ResetDemoDataDialog'),
  'ResetDemoDataDialog',
);

/** Shown only on the offline demo backend: restores the seeded demo data. */
export const ResetDemoDataButton = observer(function ResetDemoDataButton() {
  const demo = useInjection(DemoModeStore);
  const [confirming, setConfirming] = useState(false);
  const dialog = useOnDemandPart(ResetDemoDataDialog);
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
          dialog.load();
          setConfirming(true);
        }}
      >
        Reset demo data
      </PlainButton>
      {dialog.ready && (
        <Suspense fallback={null}>
          <ResetDemoDataDialog open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
      {dialog.failure && (
        <PartUnavailableNotice
          failure={dialog.failure}
          onDismiss={() => {
            dialog.dismiss();
            setConfirming(false);
          }}
        />
      )}
    </>
  );
});
