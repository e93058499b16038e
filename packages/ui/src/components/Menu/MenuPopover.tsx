import type { ReactNode, RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  OverlayTriggerStateContext,
  Popover,
  Provider,
  RootMenuTriggerStateContext,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';

import * as styles from './Menu.css';

type Unstyled<T> = Omit<T, 'className' | 'style' | 'render'>;

export interface MenuPopoverProps<T extends object> extends Unstyled<AriaMenuProps<T>> {
  placement: PopoverProps['placement'];
}

interface MenuPopoverTriggerProps {
  /** The trigger's open state, shared so the menu closes it after an action. */
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What `useMenuTrigger` gives the menu: its id, label and focus strategy. */
  triggerMenuProps: Pick<AriaMenuOptions<unknown>, 'id' | 'aria-labelledby' | 'autoFocus' | 'onClose'>;
}

/**
 * The open menu: its popover and the react-aria menu, loaded when a menu first opens. It provides what
 * react-aria's `MenuTrigger` would: the shared state and the trigger the popover is anchored to.
 */
export function MenuPopover<T extends object>({
  state,
  triggerRef,
  triggerMenuProps,
  placement,
  ...props
}: MenuPopoverProps<T> & MenuPopoverTriggerProps) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
      ]}
    >
      <Popover
        trigger="MenuTrigger"
        triggerRef={triggerRef}
        placement={placement}
        aria-labelledby={triggerMenuProps['aria-labelledby']}
        className={styles.popover}
      >
        <AriaMenu {...triggerMenuProps} {...props} className={styles.menu} />
      </Popover>
    </Provider>
  );
}

export type MenuItemProps<T extends object> = Unstyled<AriaMenuItemProps<T>>;

/**
 * One action; `onAction` runs it. In a menu with `selectionMode="single"` it is a choice, marked when
 * selected. Give `textValue` when the children are not plain text.
 */
export function MenuItem<T extends object>({ children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.isSelected && (
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.selectedMark}>
              <path
                d="M3.5 8.5l3 3 6-7"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Unstyled<AriaMenuSectionProps<T>> {
  /** The section's heading, which also names its group for screen readers. */
  title: string;
  children: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={styles.section}>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </AriaMenuSection>
  );
}

/** A rule between items or sections. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
