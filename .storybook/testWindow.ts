/**
 * The size of the browser window story tests run in. Vitest scales down a test frame that does not fit it, which
 * would blur the screenshot: it has room for the widest story viewport (desktop, 1440 px) and for a page shot's frame,
 * which grows to the whole page's height.
 */
export const testWindow = { width: 1920, height: 6000 } as const;
