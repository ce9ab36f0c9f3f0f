import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import { Chip, Menu, MenuItem } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';

interface Props {
  label: string;
  icon?: ReactElement;
  active: boolean;
  options: { value: string; label: string; checked: boolean }[];
  /** 'checkbox': several may be chosen, the menu stays open; 'radio': one, the menu closes. */
  kind: 'checkbox' | 'radio';
  onChoose: (value: string) => void;
}

/** A chip that opens a menu of choices (Filter, Sort By). */
export function ChoiceMenuChip({ label, icon, active, options, kind, onChoose }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (value: string) => {
    onChoose(value);
    if (kind === 'radio') setAnchor(null);
  };
  return (
    <>
      <Chip
        label={
          <>
            {label}
            <ArrowDropDownRounded sx={{ verticalAlign: 'middle', mr: -1 }} />
          </>
        }
        icon={icon}
        onClick={(event) => setAnchor(event.currentTarget)}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
      />
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role={kind === 'checkbox' ? 'menuitemcheckbox' : 'menuitemradio'}
            aria-checked={option.checked}
            selected={option.checked}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
