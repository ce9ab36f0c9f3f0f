import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { useInjection } from '../../di/ContainerProvider';

/** 'Reset demo data?': restores the seed, then reloads the home page. */
export const ResetDemoDataDialog = observer(function ResetDemoDataDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const demo = useInjection(DemoModeStore);
  const reset = async () => {
    if (await demo.resetDemoData()) window.location.assign('/');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-demo-title">
      <DialogTitle id="reset-demo-title">Reset demo data?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This signs you out and restores the demo customers, addresses, carts and orders as they were seeded. Accounts
          and changes made in this demo are forgotten.
        </DialogContentText>
        {demo.resetting.error && <DialogContentText color="error">{demo.resetting.error}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void reset()} disabled={demo.resetting.running}>
          Reset
        </Button>
      </DialogActions>
    </Dialog>
  );
});
