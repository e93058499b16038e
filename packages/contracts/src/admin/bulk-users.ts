import * as v from 'valibot';
import type { Locale } from '../locales';

/** Largest spreadsheet a bulk upload or bulk edit reads. */
export const MAX_BULK_FILE_BYTES = 5 * 1024 * 1024;
/** Most user rows one spreadsheet may hold. */
export const MAX_BULK_ROWS = 10_000;
/** The file extensions a bulk spreadsheet may have. */
export const BULK_FILE_EXTENSIONS = ['.xlsx', '.csv'] as const;
/** The multipart part that carries the spreadsheet. */
export const BULK_FILE_PART = 'file';
/** Header of the bulk edit call naming the company, which must be the path's. */
export const BULK_EDIT_TENANT_HEADER = 'tenant_id';

/** A bulk task adds users from the create template, or changes them from the edit template. */
export const BULK_TASK_KINDS = ['create', 'edit'] as const;
export type BulkTaskKind = (typeof BULK_TASK_KINDS)[number];

/** What applying a row does; `error` rows are never applied. */
export const BULK_ROW_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type BulkRowAction = (typeof BULK_ROW_ACTIONS)[number];

/** Why a row cannot be applied; the app and the rejected rows' file word each in the reader's language. */
export const BULK_ROW_PROBLEMS = [
  'invalidEmail',
  'missingName',
  'notAuthorisedDomain',
  'unknownRole',
  'unknownProduct',
  'duplicateRow',
  'alreadyUser',
  'notAUser',
  'changedSinceUpload',
] as const;
export type BulkRowProblem = (typeof BULK_ROW_PROBLEMS)[number];

/** Why a whole file is refused, before anything is written. */
export const BULK_FILE_REFUSALS = [
  'fileType',
  'fileTooLarge',
  'tooManyRows',
  'noRows',
  'headerMismatch',
  'macroEnabled',
  'encrypted',
  'zipBomb',
  'unreadable',
] as const;
export type BulkFileRefusal = (typeof BULK_FILE_REFUSALS)[number];

/** A task's life: previewed after the upload, running once applied, then done (or failed as a whole). */
export const BULK_TASK_STATUSES = ['preview', 'running', 'done', 'failed'] as const;
export type BulkTaskStatus = (typeof BULK_TASK_STATUSES)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const BulkPreviewRowSchema = v.object({
  /** The row's number in the spreadsheet, the header being row 1. */
  rowNumber: count,
  email: v.string(),
  action: v.picklist(BULK_ROW_ACTIONS),
  problems: v.array(v.picklist(BULK_ROW_PROBLEMS)),
});
export type BulkPreviewRow = v.InferOutput<typeof BulkPreviewRowSchema>;

export const BulkActionCountsSchema = v.object({
  create: count,
  update: count,
  unchanged: count,
  error: count,
});
export type BulkActionCounts = v.InferOutput<typeof BulkActionCountsSchema>;

/**
 * Answer of the uploads (validate-create and bulk-edit): what applying the file would do, row by row. Rows that
 * would change existing users need `isOverrideConfirmed` on a create upload before the task may be applied.
 */
export const BulkPreviewSchema = v.object({
  taskId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(BULK_TASK_KINDS),
  fileName: v.string(),
  counts: BulkActionCountsSchema,
  needsOverrideConfirmation: v.boolean(),
  rows: v.array(BulkPreviewRowSchema),
});
export type BulkPreview = v.InferOutput<typeof BulkPreviewSchema>;

/** Answer of GET companies/{id}/users/bulk-tasks/{taskId}: where the task stands, read again after a reload. */
export const BulkTaskProgressSchema = v.object({
  taskId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(BULK_TASK_KINDS),
  fileName: v.string(),
  status: v.picklist(BULK_TASK_STATUSES),
  /** Rows to apply: the create and update rows. */
  total: count,
  done: count,
  failed: count,
  left: count,
  /** Rows refused at the preview, which the rejected rows' file also holds. */
  rejected: count,
  unchanged: count,
});
export type BulkTaskProgress = v.InferOutput<typeof BulkTaskProgressSchema>;

/** Answer of POST …/bulk-tasks/{taskId}/apply. */
export const BulkTaskStartedSchema = v.object({ message: v.string(), progress: BulkTaskProgressSchema });
export type BulkTaskStarted = v.InferOutput<typeof BulkTaskStartedSchema>;

/** The spec's message when a bulk task starts. */
export const bulkUploadStartedMessage = (count: number) => `Bulk upload of ${count} user(s) started.`;

/** How a whole file's refusal reads, in each language (the server answers in the reader's). */
export const BULK_FILE_REFUSAL_MESSAGES: Readonly<Record<Locale, Readonly<Record<BulkFileRefusal, string>>>> = {
  'en-US': {
    fileType: 'Upload an .xlsx or .csv file.',
    fileTooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
    tooManyRows: 'The file has more than 10,000 user rows. Split it into smaller files.',
    noRows: 'The file has no user rows.',
    headerMismatch: 'The header row does not match the template. Download the template and keep its columns.',
    macroEnabled: 'Workbooks with macros are not accepted. Save the file as an .xlsx workbook without macros.',
    encrypted: 'The file is password-protected. Remove the password and upload it again.',
    zipBomb: 'The file expands to far more data than a user list holds, so it was not read.',
    unreadable: 'The file could not be read as a spreadsheet.',
  },
  'es-MX': {
    fileType: 'Cargue un archivo .xlsx o .csv.',
    fileTooLarge: 'El archivo pesa más de 5 MB. Divídalo en archivos más pequeños.',
    tooManyRows: 'El archivo tiene más de 10,000 filas de usuarios. Divídalo en archivos más pequeños.',
    noRows: 'El archivo no tiene filas de usuarios.',
    headerMismatch:
      'La fila de encabezados no coincide con la plantilla. Descargue la plantilla y conserve sus columnas.',
    macroEnabled: 'No se aceptan libros con macros. Guarde el archivo como libro .xlsx sin macros.',
    encrypted: 'El archivo está protegido con contraseña. Quite la contraseña y vuelva a cargarlo.',
    zipBomb: 'El archivo se expande a muchos más datos de los que contiene una lista de usuarios; no se leyó.',
    unreadable: 'No se pudo leer el archivo como hoja de cálculo.',
  },
  'fr-CA': {
    fileType: 'Téléversez un fichier .xlsx ou .csv.',
    fileTooLarge: 'Le fichier dépasse 5 Mo. Divisez-le en fichiers plus petits.',
    tooManyRows: 'Le fichier compte plus de 10 000 lignes d’utilisateurs. Divisez-le en fichiers plus petits.',
    noRows: 'Le fichier ne contient aucune ligne d’utilisateur.',
    headerMismatch: 'La ligne d’en-tête ne correspond pas au modèle. Téléchargez le modèle et conservez ses colonnes.',
    macroEnabled:
      'Les classeurs avec macros ne sont pas acceptés. Enregistrez le fichier en classeur .xlsx sans macros.',
    encrypted: 'Le fichier est protégé par un mot de passe. Retirez le mot de passe et téléversez-le de nouveau.',
    zipBomb: 'Le fichier se décompresse en bien plus de données qu’une liste d’utilisateurs, il n’a donc pas été lu.',
    unreadable: 'Le fichier n’a pas pu être lu comme un tableur.',
  },
};
