import type { SxProps, Theme } from '@mui/material';
import { Box } from '@mui/material';
import type { KeyboardEvent } from 'react';
import css from './controls.module.css';

export interface TabBarTab<Value extends string> {
  value: Value;
  label: string;
}

interface TabBarProps<Value extends string> {
  tabs: readonly TabBarTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Each tab's id is `${idPrefix}-${value}` (the panel's `aria-labelledby`). */
  idPrefix: string;
  /** The id of the panel every tab controls. */
  panelId: string;
  /** The tabs share the row's width. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** The tab an arrow, Home or End key moves the focus to (the row wraps around), or none for another key. */
function tabAfterKey(key: string, focused: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (focused + 1) % count;
  if (key === 'ArrowLeft') return (focused - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A row of tabs (WAI-ARIA tabs with manual activation, as MUI's Tabs): the arrow keys, Home and End move the focus
 * along the row, Enter, Space or a tap selects. Plain buttons and a style sheet (controls.module.css), as MUI's Tabs
 * look: MUI's Tabs measured itself after every render to place its line, the offers page's longest task as it
 * started (FEATURES F-bytes).
 */
export function TabBar<Value extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  panelId,
  fullWidth,
  sx,
}: TabBarProps<Value>) {
  const tabClass = [css.base, css.tab, fullWidth && css.tabFullWidth].filter(Boolean).join(' ');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const focused = buttons.indexOf(event.target as HTMLButtonElement);
    if (focused < 0) return;
    const next = tabAfterKey(event.key, focused, buttons.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <Box role="tablist" className={css.tabList} onKeyDown={onKeyDown} sx={sx}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={tabClass}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </Box>
  );
}
