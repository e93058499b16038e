/** Hands a downloaded file to the reader under `name`: the browser's save in the app, a recorder in tests. */
export type SaveFile = (file: Blob, name: string) => void;

export const saveWithBrowser: SaveFile = (file, name) => {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` before `filename`), or null. */
export function fileNameOf(contentDisposition: string | undefined): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() ?? null;
}
