import { lazy, Suspense, useRef, useState } from 'react';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';

import { Button } from '../Button';
import { IconButton } from '../IconButton';
import * as styles from './Menu.css';
import type * as MenuPopoverModule from './MenuPopover';
import type { MenuPopoverProps } from './MenuPopover';

export type { MenuItemProps, MenuSectionProps } from './MenuPopover';

// The menu, popover and collection code stays out of the first load: it is fetched when a user points at or
// focuses the trigger, or at the latest when the menu opens. Items render only inside the open menu, so they
// come with it.
const loadMenuPopover = () => import('./MenuPopover');
const preloadMenuPopover = () => void loadMenuPopover();

/** `lazy` drops the type parameters of a generic component; the loaded component keeps its signature. */
function lazyPart<K extends keyof typeof MenuPopoverModule>(name: K) {
  return lazy(async () => ({ default: (await loadMenuPopover())[name] })) as unknown as (typeof MenuPopoverModule)[K];
}

const MenuPopover = lazyPart('MenuPopover');
export const MenuItem = lazyPart('MenuItem');
export const MenuSection = lazyPart('MenuSection');
export const MenuSeparator = lazyPart('MenuSeparator');

export interface MenuProps<T extends object> extends Omit<MenuPopoverProps<T>, 'placement'> {
  /**
   * Names the trigger, e.g. "Actions for Jane Doe". With `triggerLabel` it is the accessible name around the
   * visible text, e.g. "Language: English" for a trigger showing "English".
   */
  label: string;
  /** Visible text for the trigger (with a chevron) instead of the "more" icon, e.g. the current choice. */
  triggerLabel?: string;
  /** Where the menu opens relative to the trigger. */
  placement?: MenuPopoverProps<T>['placement'];
}

/**
 * An actions menu behind a "more" button, e.g. on a table row, or behind a text button with
 * `triggerLabel`; `selectionMode="single"` makes its items a choice (radio items). react-aria handles
 * the rest: Enter, Space or the arrow keys open it, arrows and typing move through the items, Escape
 * closes it and focus returns to the trigger.
 */
export function Menu<T extends object>({ label, triggerLabel, placement = 'bottom end', ...props }: MenuProps<T>) {
  // react-aria's MenuTrigger would bring the whole menu module along; its two hooks are what the trigger needs.
  const [hasOpened, setHasOpened] = useState(false);
  const state = useMenuTriggerState({ onOpenChange: (isOpen) => isOpen && setHasOpened(true) });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  const triggerProps = {
    ...menuTriggerProps,
    ref: triggerRef,
    variant: 'ghost',
    'aria-label': label,
    onHoverStart: preloadMenuPopover,
    onFocus: preloadMenuPopover,
  } as const;
  return (
    <>
      {triggerLabel === undefined ? (
        <IconButton
          {...triggerProps}
          icon={
            <svg viewBox="0 0 20 20" fill="currentColor">
              <circle cx="10" cy="4.5" r="1.75" />
              <circle cx="10" cy="10" r="1.75" />
              <circle cx="10" cy="15.5" r="1.75" />
            </svg>
          }
        />
      ) : (
        <Button {...triggerProps}>
          <span className={styles.textTrigger}>
            {triggerLabel}
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.chevron}>
              <path
                d="M4 6l4 4 4-4"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </Button>
      )}
      {/* No fallback: focus stays on the trigger until the menu mounts and takes it (the first item after a key). */}
      {hasOpened && (
        <Suspense>
          <MenuPopover
            {...props}
            state={state}
            triggerRef={triggerRef}
            triggerMenuProps={menuProps}
            placement={placement}
          />
        </Suspense>
      )}
    </>
  );
}
