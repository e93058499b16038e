import { inflateRawSync } from 'node:zlib';
import { BULK_FILE_EXTENSIONS, MAX_BULK_FILE_BYTES, type BulkFileRefusal } from '@partner-insights/contracts';

/** What the guard let through: the file's format, read by its name and confirmed by its bytes. */
export type GuardedFormat = 'xlsx' | 'csv';

export type GuardVerdict =
  { readonly ok: true; readonly format: GuardedFormat } | { readonly ok: false; readonly refusal: BulkFileRefusal };

/** An attached document unpacks to a few MB, its pictures included; anything near this is not one. */
const MAX_DOCUMENT_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/**
 * A user list of 10,000 rows unpacks to about 3.5 MB. Uploaded lists are read whole (read-bulk-rows.ts), so this
 * bounds the memory a read takes.
 */
const MAX_USER_LIST_UNCOMPRESSED_BYTES = 16 * 1024 * 1024;
/** Spreadsheet XML compresses well, but not a hundredfold; beyond that an entry was made to expand. */
const MAX_COMPRESSION_RATIO = 100;
/** Entries below this size may have any ratio: a tiny file of repeated text compresses well and harms nobody. */
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
const MAX_ENTRIES = 1000;

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP64_MARKER = 0xffffffff;
/** Compound File Binary: what Office wraps an encrypted workbook (and an old .xls) in. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Where a workbook keeps its macros, whatever its name claims. */
const MACRO_PART = /(^|\/)vbaproject\.bin$/i;

const refuse = (refusal: BulkFileRefusal): GuardVerdict => ({ ok: false, refusal });
const startsWith = (content: Buffer, signature: readonly number[]) =>
  signature.every((byte, index) => content[index] === byte);

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

/** The entries the zip's central directory lists, or undefined when it has none that can be read. */
function zipEntries(content: Buffer): ZipEntry[] | undefined {
  // The end-of-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  const searchFrom = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let at = content.length - 22; at >= searchFrom; at -= 1) {
    if (content.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return undefined;
    const nameLength = content.readUInt16LE(at + 28);
    entries.push({
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      uncompressedSize: content.readUInt32LE(at + 24),
      localHeaderOffset: content.readUInt32LE(at + 42),
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Whether the entry unpacks to no more than it declares: the directory's sizes are the sender's word, so each
 * entry is inflated with its declared size as the limit before any parser sees it.
 */
function inflatesAsDeclared(content: Buffer, entry: ZipEntry): boolean {
  const at = entry.localHeaderOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== ZIP_LOCAL_HEADER) return false;
  const dataStart = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const data = content.subarray(dataStart, dataStart + entry.compressedSize);
  if (entry.method === 0) return data.length === entry.uncompressedSize;
  if (entry.method !== 8) return false;
  try {
    inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return true;
  } catch {
    return false;
  }
}

function guardWorkbook(content: Buffer, maxUncompressedBytes: number): GuardVerdict {
  if (startsWith(content, CFB_SIGNATURE)) return refuse('encrypted');
  if (content.length < 4 || content.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return refuse('unreadable');
  const entries = zipEntries(content);
  if (!entries) return refuse('unreadable');
  if (entries.some(({ name }) => MACRO_PART.test(name))) return refuse('macroEnabled');
  if (entries.length > MAX_ENTRIES) return refuse('zipBomb');
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === ZIP64_MARKER || entry.compressedSize === ZIP64_MARKER) return refuse('zipBomb');
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (total > maxUncompressedBytes) return refuse('zipBomb');
    if (entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO) return refuse('zipBomb');
  }
  for (const entry of entries) if (!inflatesAsDeclared(content, entry)) return refuse('zipBomb');
  return { ok: true, format: 'xlsx' };
}

/**
 * Whether an Office document (a zip archive) is safe to keep for others to open: readable, without macros,
 * encryption or a zip bomb. Attachments are checked as uploaded user lists are, with room for pictures.
 */
export const isSafeOfficeDocument = (content: Buffer): boolean =>
  guardWorkbook(content, MAX_DOCUMENT_UNCOMPRESSED_BYTES).ok;

function guardCsv(content: Buffer): GuardVerdict {
  if (startsWith(content, CFB_SIGNATURE) || content.subarray(0, 8192).includes(0)) return refuse('unreadable');
  return { ok: true, format: 'csv' };
}

/**
 * Checks an uploaded spreadsheet before it is parsed: its size, its type, and that a workbook carries no macros,
 * no encryption and no zip bomb. Nothing is parsed or written for a refused file.
 */
export function guardSpreadsheet(fileName: string, content: Buffer): GuardVerdict {
  if (content.length > MAX_BULK_FILE_BYTES) return refuse('fileTooLarge');
  const name = fileName.toLowerCase();
  if (/\.xl[st]m$/.test(name)) return refuse('macroEnabled');
  const extension = BULK_FILE_EXTENSIONS.find((candidate) => name.endsWith(candidate));
  if (extension === '.xlsx') return guardWorkbook(content, MAX_USER_LIST_UNCOMPRESSED_BYTES);
  if (extension === '.csv') return guardCsv(content);
  return refuse('fileType');
}
