import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';

import * as styles from './Menu.css';

type Unstyled<T> = Omit<T, 'className' | 'style' | 'render'>;

export interface MenuProps<T extends object> extends Unstyled<AriaMenuProps<T>> {
  /** Names the trigger, which shows only an icon, e.g. "Actions for Jane Doe". */
  label: string;
  /** Where the menu opens relative to the trigger. */
  placement?: PopoverProps['placement'];
}

/**
 * An actions menu behind a "more" button, e.g. on a table row. react-aria handles the rest:
 * Enter, Space or the arrow keys open it, arrows and typing move through the items, Escape closes
 * it and focus returns to the trigger.
 */
export function Menu<T extends object>({ label, placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={styles.trigger}>
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={styles.triggerIcon}>
          <circle cx="10" cy="4.5" r="1.75" />
          <circle cx="10" cy="10" r="1.75" />
          <circle cx="10" cy="15.5" r="1.75" />
        </svg>
      </Button>
      <Popover placement={placement} className={styles.popover}>
        <AriaMenu {...props} className={styles.menu} />
      </Popover>
    </MenuTrigger>
  );
}

export type MenuItemProps<T extends object> = Unstyled<AriaMenuItemProps<T>>;

/** One action; `onAction` runs it. Give `textValue` when the children are not plain text. */
export function MenuItem<T extends object>(props: MenuItemProps<T>) {
  return <AriaMenuItem {...props} className={styles.item} />;
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
