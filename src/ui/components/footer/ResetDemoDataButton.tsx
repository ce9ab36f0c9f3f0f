import RestartAlt from '@mui/icons-material/RestartAlt';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { lazyNamed } from '../../app/lazyPage';
import { useOnDemandPart } from '../../app/useOnDemandPart';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { PlainButton } from '../controls/PlainButton';
import { PartUnavailableNotice } from '../feedback/PartUnavailableNotice';

// The confirmation (MUI's dialog) loads when the button is first pointed at, focused or pressed, with the screens'
// messages it is worded from.
const ResetDemoDataDialog = lazyNamed<{ open: boolean; onClose: () => void }>(
  () => import('./ResetDemoDataDialog'),
  'ResetDemoDataDialog',
  true,
);

/** Shown only on the offline demo backend: restores the seeded demo data. */
export const ResetDemoDataButton = observer(function ResetDemoDataButton() {
  const t = useT();
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
        {t('shell.resetDemo.button')}
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
