import { Alert, type AlertProps } from '@mui/material';
import type { FormProblem } from '../../../domain/validation/formProblem';
import { formProblemText } from '../../i18n/formProblemText';
import { useT } from '../../i18n/useT';

/** A form's one problem (FEATURES: one message at a time above or below the fields), in the customer's language. */
export function ProblemAlert({ problem, ...props }: { problem: FormProblem | null } & Omit<AlertProps, 'children'>) {
  useT();
  return problem ? (
    <Alert severity="error" {...props}>
      {formProblemText(problem)}
    </Alert>
  ) : null;
}
