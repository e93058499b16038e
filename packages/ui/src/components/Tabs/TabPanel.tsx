import { useLayoutEffect, useRef, type Key, type ReactNode, type RefObject } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';

import * as styles from './Tabs.css';
import { useTabsState } from './tabsState';

export interface TabPanelProps {
  /** The `id` of the tab that shows this panel. */
  id: Key;
  children: ReactNode;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel without a control of its own takes a stop in the tab order, so keyboard users reach its text; one with
 * controls leaves the stop to them. Kept up to date as the content changes, on the element itself: a re-render
 * for each change of a table's rows would hold up the page's own updates.
 */
function useTabStopUnlessTabbable(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (panel === null) return;
    const update = () => {
      const tabIndex = panel.querySelector(TABBABLE) === null ? '0' : null;
      if (panel.getAttribute('tabindex') === tabIndex) return;
      if (tabIndex === null) panel.removeAttribute('tabindex');
      else panel.setAttribute('tabindex', tabIndex);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [ref]);
}

/** The selected tab's content; only the selected panel is rendered. */
export function TabPanel({ id, children }: TabPanelProps) {
  const tabs = useTabsState('TabPanel');
  return tabs.selectedKey === id ? <ShownTabPanel id={id}>{children}</ShownTabPanel> : null;
}

function ShownTabPanel({ id, children }: TabPanelProps) {
  const tabs = useTabsState('TabPanel');
  const ref = useRef<HTMLDivElement>(null);
  useTabStopUnlessTabbable(ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={tabs.panelId(id)}
      aria-labelledby={tabs.tabId(id)}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.tabPanel}
    >
      {children}
    </div>
  );
}
