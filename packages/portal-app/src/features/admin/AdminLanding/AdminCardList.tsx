import { Card, Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import type { AdminCard } from '../../../routes/adminCards';
import * as styles from './AdminLandingPage.css';

/** The admin areas the user may open: a card each, named by its heading, whose link covers the card. */
export function AdminCardList({ cards }: { readonly cards: readonly AdminCard[] }) {
  const { formatMessage } = useIntl();
  return (
    <ul className={styles.cards} aria-label={formatMessage({ id: 'admin.cards' })}>
      {cards.map(({ id, path, titleId, descriptionId }) => (
        <li key={id} className={styles.card}>
          <Card as="article">
            <h2 className={styles.cardTitle}>
              <Link href={path} variant="standalone">
                {formatMessage({ id: titleId })}
              </Link>
            </h2>
            <p className={styles.cardDescription}>{formatMessage({ id: descriptionId })}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
