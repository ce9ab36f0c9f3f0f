import { Box, Typography } from '@mui/material';
import { BRAND } from '../../app/theme';

/** The brand's name, the same in every language, its second half in the brand's colour. */
const NAME = ['Rail', 'Bite'] as const;

/** The RailBite mark: a train carriage carrying a plate, drawn inline so it works offline. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={BRAND.red} />
      <rect x="14" y="13" width="36" height="28" rx="7" fill="#FFFFFF" />
      <circle cx="32" cy="27" r="8" fill={BRAND.saffron} />
      <circle cx="32" cy="27" r="4" fill="#FFFFFF" opacity="0.55" />
      <path d="M12 46h40" stroke="#FFFFFF" strokeWidth="4" strokeLinecap="round" />
      <circle cx="22" cy="52" r="3.5" fill="#FFFFFF" />
      <circle cx="42" cy="52" r="3.5" fill="#FFFFFF" />
    </svg>
  );
}

export function Logo({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 900,
          fontSize: size * 0.62,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        {NAME[0]}
        <Box component="span" sx={{ color: inverted ? BRAND.redOnDark : 'primary.main' }}>
          {NAME[1]}
        </Box>
      </Typography>
    </Box>
  );
}
