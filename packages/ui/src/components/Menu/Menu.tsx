import { lazy, Suspense, useRef, useState } from 'react';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';

import { IconButton } from '../IconButton';
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
  /** Names the trigger, which shows only an icon, e.g. "Actions for Jane Doe". */
  label: string;
  /** Where the menu opens relative to the trigger. */
  placement?: MenuPopoverProps<T>['placement'];
}

/**
 * An actions menu behind a "more" button, e.g. on a table row. react-aria handles the rest:
 * Enter, Space or the arrow keys open it, arrows and typing move through the items, Escape closes
 * it and focus returns to the trigger.
 */
export function Menu<T extends object>({ label, placement = 'bottom end', ...props }: MenuProps<T>) {
  // react-aria's MenuTrigger would bring the whole menu module along; its two hooks are what the trigger needs.
  const [hasOpened, setHasOpened] = useState(false);
  const state = useMenuTriggerState({ onOpenChange: (isOpen) => isOpen && setHasOpened(true) });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  return (
    <>
      <IconButton
        {...menuTriggerProps}
        ref={triggerRef}
        variant="ghost"
        aria-label={label}
        onHoverStart={preloadMenuPopover}
        onFocus={preloadMenuPopover}
        icon={
          <svg viewBox="0 0 20 20" fill="currentColor">
            <circle cx="10" cy="4.5" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="15.5" r="1.75" />
          </svg>
        }
      />
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
