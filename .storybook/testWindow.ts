/**
 * The size of the browser window story tests run in. Vitest scales down a test frame that does not fit it, which
 * would blur the screenshot: it has room for the widest story viewport (desktop, 1440 x 900). A page shot, whose
 * frame grows to the whole page's height, grows the window with it for its screenshot (`resizeTestWindow`).
 */
export const testWindow = { width: 1920, height: 1080 } as const;
