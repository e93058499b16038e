import { useEffect, useState } from 'react';

/**
 * The width `container` shows while `content` is wider than it (it scrolls sideways), else undefined. Only then is
 * the container a region the keyboard focuses to scroll it, so a table that fits adds no stop to the tab order; and
 * a message in place of rows keeps to the part in view. Follows both as they resize.
 */
export function useSidewaysScrollWidth(container: HTMLElement | null, content: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!container || !content) return;
    // A resize observer reports every element it starts observing once, after the browser's next layout: reading
    // the widths then costs nothing, where reading them at once would force a layout of the whole table.
    const observer = new ResizeObserver(() =>
      setWidth(container.scrollWidth > container.clientWidth ? container.clientWidth : undefined),
    );
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, [container, content]);
  return width;
}
