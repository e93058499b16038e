import { useEffect, useState } from 'react';

/**
 * Whether `content` is wider than its scrolling `container`: only then is the container a region the keyboard
 * focuses to scroll it, so a table that fits adds no stop to the tab order. Follows both as they resize.
 */
export function useScrollsSideways(container: HTMLElement | null, content: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!container || !content) return;
    // A resize observer reports every element it starts observing once, after the browser's next layout: reading
    // the widths then costs nothing, where reading them at once would force a layout of the whole table.
    const observer = new ResizeObserver(() => setScrolls(container.scrollWidth > container.clientWidth));
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, [container, content]);
  return scrolls;
}
