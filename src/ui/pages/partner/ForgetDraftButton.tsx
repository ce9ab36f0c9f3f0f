import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ONBOARDING_PATHS } from './onboardingPaths';
import { usePartnerOnboarding } from './usePartnerOnboarding';

/** 'Forget this draft': asks, then removes everything entered from this device and opens the first step. */
export function ForgetDraftButton() {
  const onboarding = usePartnerOnboarding();
  const navigate = useNavigate();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const forget = () => {
    setAsking(false);
    onboarding.forget();
    void navigate(ONBOARDING_PATHS.name);
  };
  return (
    <>
      <Button color="inherit" size="small" onClick={() => setAsking(true)}>
        {t('partner.forget.button')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="forget-draft-title"
        aria-describedby="forget-draft-text"
      >
        <DialogTitle id="forget-draft-title">{t('partner.forget.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="forget-draft-text">{t('partner.forget.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('partner.forget.keep')}</Button>
          <Button variant="contained" onClick={forget}>
            {t('partner.forget.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
