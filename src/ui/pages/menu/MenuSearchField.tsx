import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** The menu's search box (the store debounces it). */
export function MenuSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label="Search for dishes"
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
