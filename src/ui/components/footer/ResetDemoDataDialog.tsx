import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { useInjection } from '../../di/ContainerProvider';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';

/** 'Reset demo data?': restores the seed, then reloads the home page. */
export const ResetDemoDataDialog = observer(function ResetDemoDataDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const demo = useInjection(DemoModeStore);
  const reset = async () => {
    if (await demo.resetDemoData()) window.location.assign('/');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-demo-title">
      <DialogTitle id="reset-demo-title">{t('shell.resetDemo.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('shell.resetDemo.text')}</DialogContentText>
        {demo.resetFailure && <DialogContentText color="error">{failureText(demo.resetFailure)}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void reset()} disabled={demo.resetting}>
          {t('shell.resetDemo.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
