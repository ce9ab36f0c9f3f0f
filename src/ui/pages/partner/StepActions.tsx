import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/useT';

interface Props {
  back?: string;
  next: string;
  /** Checks the step; false keeps the owner here (its errors are then shown). */
  onProceed: () => boolean;
}

/** Back and Proceed. Proceed is a link to the next step that stays put while the step has errors. */
export function StepActions({ back, next, onProceed }: Props) {
  const t = useT();
  const proceed = (event: MouseEvent) => {
    if (onProceed()) return;
    event.preventDefault();
    // Let the revealed errors render, then take the owner to the first one.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 4 }}>
      {back ? (
        <Button component={RouterLink} to={back}>
          {t('partner.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button component={RouterLink} to={next} onClick={proceed} variant="contained" size="large">
        {t('partner.proceed')}
      </Button>
    </Stack>
  );
}
