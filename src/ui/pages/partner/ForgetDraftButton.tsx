import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_PATHS } from './onboardingPaths';
import { usePartnerOnboarding } from './usePartnerOnboarding';

/** 'Forget this draft': asks, then removes everything entered from this device and opens the first step. */
export function ForgetDraftButton() {
  const onboarding = usePartnerOnboarding();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const forget = () => {
    setAsking(false);
    onboarding.forget();
    void navigate(ONBOARDING_PATHS.name);
  };
  return (
    <>
      <Button color="inherit" size="small" onClick={() => setAsking(true)}>
        Forget this draft
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="forget-draft-title"
        aria-describedby="forget-draft-text"
      >
        <DialogTitle id="forget-draft-title">Forget this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="forget-draft-text">
            Everything entered for this restaurant, the owner's details and the bank details included, is removed from
            this device. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep draft</Button>
          <Button variant="contained" onClick={forget}>
            Forget this draft
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
