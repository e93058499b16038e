import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, portalMailDir } from './portal';

/** Undoes quoted-printable: soft line breaks, then `=XX` bytes. */
const fromQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Every .eml the portal wrote to `address` so far, decoded, oldest first by file name. */
export async function mailsTo(address: string): Promise<string[]> {
  const names = (await readdir(portalMailDir()).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  const messages = await Promise.all(
    names.map(async (name) => fromQuotedPrintable(await readFile(join(portalMailDir(), name), 'utf8'))),
  );
  return messages.filter((message) => message.includes(`To: ${address}`));
}

/**
 * The link to `path` (with its `token`) in the newest mail the portal wrote to `address` that has one, once it has;
 * `after` skips the links already seen (a resent invitation's new link).
 */
export async function tokenLinkMailedTo(address: string, path: string, after: readonly string[] = []): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(address)).flatMap((message) => message.match(pattern) ?? []);
        link = links.filter((found) => !after.includes(found)).at(-1);
        return link !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!link) throw new Error(`No ${path} link was mailed to ${address}`);
  return link;
}
