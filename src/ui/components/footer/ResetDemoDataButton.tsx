import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { useInjection } from '../../di/ContainerProvider';

/** Shown only on the offline demo backend: restores the seeded demo data. */
export const ResetDemoDataButton = observer(function ResetDemoDataButton() {
  const demo = useInjection(DemoModeStore);
  const [confirming, setConfirming] = useState(false);
  if (!demo.enabled) return null;
  const reset = async () => {
    if (await demo.resetDemoData()) window.location.assign('/');
  };
  return (
    <>
      <Button size="small" variant="outlined" color="inherit" startIcon={<RestartAlt />} onClick={() => setConfirming(true)}>
        Reset demo data
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="reset-demo-title">
        <DialogTitle id="reset-demo-title">Reset demo data?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This signs you out and restores the demo customers, addresses, carts and orders as they were seeded. Accounts and changes
            made in this demo are forgotten.
          </DialogContentText>
          {demo.resetting.error && <DialogContentText color="error">{demo.resetting.error}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={reset} disabled={demo.resetting.running}>
            Reset
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
