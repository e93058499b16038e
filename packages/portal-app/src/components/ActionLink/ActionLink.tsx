import { Link, type LinkProps } from 'react-router';
import * as styles from './ActionLink.css';

/** A router link that looks like the primary button: for the main way onward from a page. */
export function ActionLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return <Link {...props} className={styles.actionLink} />;
}
