import { useSyncExternalStore } from 'react';

import { MEDIUM_TABLE_MAX_WIDTH } from '../responsive';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;

/** Without a window (server rendering), tables lay out with every column until the page hydrates. */
const serverWindowWidth = () => MEDIUM_TABLE_MAX_WIDTH;

/** The window's inner width in CSS pixels, updated as the window resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth, serverWindowWidth);
}
