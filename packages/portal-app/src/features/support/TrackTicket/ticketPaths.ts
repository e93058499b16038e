/** The ticket list's route (routes/routeTable.ts). */
export const TICKET_LIST_PATH = '/support/trackTicket';

/** A ticket's detail route, /support/trackTicket/:ticketId. */
export const ticketPath = (incidentId: string): string => `${TICKET_LIST_PATH}/${encodeURIComponent(incidentId)}`;
