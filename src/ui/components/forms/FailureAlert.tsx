import { Alert } from '@mui/material';
import type { Failure } from '../../../domain/errors/failure';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';

/** Why an action failed, above a form, in the customer's language (a server's refusal in its own words). */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  useT();
  return failure ? <Alert severity="error">{failureText(failure)}</Alert> : null;
}
