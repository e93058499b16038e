import { Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import * as styles from './knowledgeBase.css';

export interface KbCrumb {
  readonly label: string;
  readonly href: string;
}

/** The way back up: the knowledge base's home, then the category, as links. */
export function KbBreadcrumb({ crumbs }: { readonly crumbs: readonly KbCrumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'kb.breadcrumb' })}>
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href} variant="standalone">
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
