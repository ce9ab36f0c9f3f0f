import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useT } from '../../i18n/useT';

/** The menu's search box (the store debounces it). */
export function MenuSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useT();
  return (
    <TextField
      label={t('browse.menu.search')}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
