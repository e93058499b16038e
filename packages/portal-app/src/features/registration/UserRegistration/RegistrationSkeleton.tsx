import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import * as formPageStyles from '../../../components/FormPage/FormPage.css';
import * as styles from './UserRegistrationPage.css';

/** Places of the form's fields (the invitation's two lines, five fields, the terms and the button). */
const FIELD_PLACES = 8;

/** The registration form's outline while the invitation loads: as tall as the form, so nothing moves after. */
export function RegistrationSkeleton() {
  const { formatMessage } = useIntl();
  return (
    <div role="status" className={formPageStyles.form}>
      <VisuallyHidden>{formatMessage({ id: 'registration.loading' })}</VisuallyHidden>
      {Array.from({ length: FIELD_PLACES }, (_, index) => (
        <div key={index} aria-hidden="true">
          <div className={`${styles.placeholder} ${styles.placeholderLabel}`} />
          <div className={`${styles.placeholder} ${styles.placeholderControl}`} />
        </div>
      ))}
    </div>
  );
}
