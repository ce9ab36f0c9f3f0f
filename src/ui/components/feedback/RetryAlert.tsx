import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Box } from '@mui/material';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { useT } from '../../i18n/useT';
import { PlainButton } from '../controls/PlainButton';

interface RetryAlertProps {
  severity: 'error' | 'warning';
  /** What went wrong, in the customer's words. */
  children: string;
  /** Without it, the alert only tells (nothing to try yet: offline, for one). */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

const ICONS = { error: ErrorOutlineOutlined, warning: ReportProblemOutlined } as const;

/**
 * A failure with its 'Try again' (a list or the location that did not load). Drawn as MUI's standard Alert is (same
 * colours from the theme, spacing and icon), from a few boxes: the Alert component and its Paper, icons and class
 * machinery were a 2 KB download of the home page, which shows these while the API is unreachable.
 */
export function RetryAlert({ severity, children, onRetry, sx }: RetryAlertProps) {
  const t = useT();
  const Icon = ICONS[severity];
  return (
    <Box
      role="alert"
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          padding: '6px 16px',
          borderRadius: '16px',
          color: darken(theme.palette[severity].light, 0.6),
          backgroundColor: lighten(theme.palette[severity].light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: `${severity}.main` }}>
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {onRetry && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            p: '4px 0 0 16px',
            ml: 'auto',
            mr: '-8px',
            whiteSpace: 'nowrap',
          }}
        >
          <PlainButton color="inherit" size="small" onClick={onRetry}>
            {t('common.tryAgain')}
          </PlainButton>
        </Box>
      )}
    </Box>
  );
}
