import { Menu, MenuItem } from '@partner-insights/ui';

import type { RowAction } from './types';

export interface RowActionsMenuProps {
  /** Names the menu's trigger, e.g. "Actions for Jane Doe". */
  label: string;
  actions: readonly RowAction[];
}

/** A row's options behind a "more" button; keyboard use is the Menu's (arrows, Enter, Escape). */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const disabledKeys = actions.filter((action) => action.isDisabled).map((action) => action.id);
  return (
    <Menu label={label} disabledKeys={disabledKeys}>
      {actions.map((action) => (
        <MenuItem key={action.id} id={action.id} onAction={action.onAction}>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
