import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  hint?: string;
  action?: ReactNode;
  /** Defaults to a "nothing found" icon. */
  icon?: ReactNode;
  /** `page`: the whole screen is empty (the title is a heading); `section`: one list on a busier screen. */
  size?: 'page' | 'section';
}

/** What a list or a screen shows when it has nothing: an icon, a title, an optional hint and action. */
export function EmptyState({ title, hint, action, icon, size = 'section' }: EmptyStateProps) {
  const page = size === 'page';
  return (
    <Stack spacing={page ? 1.5 : 1} sx={{ alignItems: 'center', textAlign: 'center', py: page ? 8 : 6 }}>
      {icon ?? <SearchOffOutlined color="disabled" sx={{ fontSize: 56 }} />}
      <Typography variant={page ? 'h5' : 'h6'} component={page ? 'h2' : 'p'}>
        {title}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
      {action}
    </Stack>
  );
}
