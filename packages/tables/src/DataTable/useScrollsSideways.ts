import { useLayoutEffect, useState } from 'react';

/**
 * Whether `content` is wider than its scrolling `container`: only then is the container a region the keyboard
 * focuses to scroll it, so a table that fits adds no stop to the tab order. Follows both as they resize.
 */
export function useScrollsSideways(container: HTMLElement | null, content: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!container || !content) return;
    const update = () => setScrolls(container.scrollWidth > container.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, [container, content]);
  return scrolls;
}
