import type { Locale } from '@partner-insights/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SpreadsheetCell, SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';
import { accessAudits, accessReviewDecisions } from '../access-review';
import { companies, users } from '../identity';
import { campaignCompanyStatus } from './campaign-service';

/** Rows read at a time: the file streams, the rows never are all in memory. */
const BATCH_SIZE = 500;

const HEADERS: Readonly<Record<Locale, readonly string[]>> = {
  'en-US': [
    'Company',
    'Status',
    'User',
    'Email',
    'Decision',
    'Decided by',
    'Decided at',
    'Completed by',
    'Completed at',
    'Reviewed the users',
    'Made the needed changes',
    'Acknowledged',
  ],
  'es-MX': [
    'Empresa',
    'Estado',
    'Usuario',
    'Correo electrónico',
    'Decisión',
    'Decidido por',
    'Fecha de decisión',
    'Completado por',
    'Fecha de finalización',
    'Revisó los usuarios',
    'Hizo los cambios necesarios',
    'Confirmó',
  ],
  'fr-CA': [
    'Entreprise',
    'Statut',
    'Utilisateur',
    'Courriel',
    'Décision',
    'Décidé par',
    'Date de la décision',
    'Terminé par',
    'Date de fin',
    'A vérifié les utilisateurs',
    'A fait les changements requis',
    'A confirmé',
  ],
};

const YES_NO: Readonly<Record<Locale, readonly [string, string]>> = {
  'en-US': ['Yes', 'No'],
  'es-MX': ['Sí', 'No'],
  'fr-CA': ['Oui', 'Non'],
};

async function* evidenceRows(db: Db, campaignId: string, locale: Locale): AsyncIterable<readonly SpreadsheetCell[]> {
  const [yes, no] = YES_NO[locale];
  const answer = (confirmed: boolean) => (confirmed ? yes : no);
  for (let offset = 0; ; offset += BATCH_SIZE) {
    const rows = await db
      .select({
        companyName: companies.name,
        status: campaignCompanyStatus,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        decision: accessReviewDecisions.decision,
        decidedBy: accessReviewDecisions.decidedBy,
        decidedAt: accessReviewDecisions.decidedAt,
        completedBy: accessAudits.completedBy,
        completedAt: accessAudits.completedAt,
        reviewedUsers: accessAudits.reviewedUsers,
        madeChanges: accessAudits.madeChanges,
        acknowledged: accessAudits.acknowledged,
      })
      .from(accessAudits)
      .innerJoin(companies, eq(companies.id, accessAudits.companyId))
      .leftJoin(accessReviewDecisions, eq(accessReviewDecisions.auditId, accessAudits.id))
      .leftJoin(users, eq(users.id, accessReviewDecisions.userId))
      .where(eq(accessAudits.campaignId, campaignId))
      .orderBy(asc(companies.name), asc(accessAudits.id), asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(BATCH_SIZE)
      .offset(offset);
    for (const row of rows) {
      yield [
        row.companyName,
        row.status,
        row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
        row.email,
        row.decision,
        row.decidedBy,
        row.decidedAt?.toISOString() ?? null,
        row.completedBy,
        row.completedAt?.toISOString() ?? null,
        answer(row.reviewedUsers),
        answer(row.madeChanges),
        answer(row.acknowledged),
      ];
    }
    if (rows.length < BATCH_SIZE) return;
  }
}

/**
 * The evidence of a campaign: for each company, who kept or removed whom and when, who completed it and when, and
 * the three confirmations; a company that made no decision has one row of its status.
 */
export const campaignEvidence = (db: Db, campaignId: string, locale: Locale): SpreadsheetContent => ({
  sheetName: 'Access review',
  headers: HEADERS[locale],
  rows: evidenceRows(db, campaignId, locale),
});
