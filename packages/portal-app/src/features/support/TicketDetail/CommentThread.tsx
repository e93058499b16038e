import type { IncidentComment } from '@partner-insights/contracts';
import { Badge } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import { TicketDateTime } from '../TrackTicket/TicketDateTime';
import * as styles from './TicketDetailPage.css';

export interface CommentThreadProps {
  readonly comments: readonly IncidentComment[];
}

/** A ticket's conversation, oldest first, the support desk's answers set apart from the user's own comments. */
export function CommentThread({ comments }: CommentThreadProps) {
  const intl = useIntl();
  if (comments.length === 0) {
    return <p className={styles.secondaryText}>{intl.formatMessage({ id: 'ticketDetail.noComments' })}</p>;
  }
  return (
    <ol className={styles.thread}>
      {comments.map((comment) => {
        const isFromSupportDesk = comment.fromSupportDesk;
        return (
          <li key={comment.id} className={isFromSupportDesk ? styles.comment.supportDesk : styles.comment.own}>
            <p className={styles.commentMeta}>
              <span className={styles.author}>{comment.author}</span>
              {isFromSupportDesk && (
                <Badge tone="neutral">{intl.formatMessage({ id: 'ticketDetail.supportDesk' })}</Badge>
              )}
              <span className={styles.secondaryText}>
                <TicketDateTime value={comment.createdOn} />
              </span>
            </p>
            <p className={styles.commentText}>{comment.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
