import type { MessageId } from '../../../i18n/catalogues';

/** What a change came to, for a toast: its tone and the catalogue's message (with its count, if it has one). */
export interface Outcome {
  readonly tone: 'success' | 'critical';
  readonly messageId: MessageId;
  readonly count?: number;
}

export const success = (messageId: MessageId, count?: number): Outcome => ({
  tone: 'success',
  messageId,
  ...(count === undefined ? {} : { count }),
});

export const failure = (messageId: MessageId): Outcome => ({ tone: 'critical', messageId });

/** The spec's message for a change that failed without one of its own (administration-and-content §8). */
export const OPERATION_FAILED = failure('userList.outcome.operationFailed');
