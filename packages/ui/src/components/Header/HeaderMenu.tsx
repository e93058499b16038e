import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

import { Button } from '../Button';
import * as styles from './Header.css';

// The modal's code (focus containment, scroll locking) stays out of the first load: it is fetched when a user
// points at or focuses the button, or at the latest when the menu opens.
const loadDialog = () => import('../Dialog');
const preloadSheet = () => void loadDialog();
const Dialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

export interface HeaderMenuProps {
  /** The button's text, which names it, and the sheet's title. */
  label: string;
  /** The sheet's content; `close` closes it, e.g. once a link in it is followed. */
  children: (close: () => void) => ReactNode;
}

/**
 * The phones' menu button (its text says "Menu", as GOV.UK's does) and the sheet it opens: a modal dialog,
 * so focus stays inside while it is open, and Escape, the close button or a press beside it closes it and
 * returns focus to the button.
 */
export function HeaderMenu({ label, children }: HeaderMenuProps) {
  const [hasOpened, setHasOpened] = useState(false);
  const state = useOverlayTriggerState({ onOpenChange: (isOpen) => isOpen && setHasOpened(true) });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  return (
    <>
      <Button {...triggerProps} ref={triggerRef} variant="ghost" onHoverStart={preloadSheet} onFocus={preloadSheet}>
        <span className={styles.menuButtonLabel}>
          <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.menuIcon}>
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          {label}
        </span>
      </Button>
      {/* No fallback: focus stays on the button until the sheet mounts and takes it. */}
      {hasOpened && (
        <Suspense>
          <Dialog
            {...overlayProps}
            title={label}
            size="small"
            placement="end"
            isOpen={state.isOpen}
            onOpenChange={state.setOpen}
          >
            {children}
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
