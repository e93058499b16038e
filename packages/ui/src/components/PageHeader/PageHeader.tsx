import type { ReactNode } from 'react';

import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title: its one `h1`. */
  title: string;
  description?: ReactNode;
  /** The page's main actions, e.g. an "Add user" button. */
  actions?: ReactNode;
}

/** The top of a page's content: its `h1` title, an optional description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
