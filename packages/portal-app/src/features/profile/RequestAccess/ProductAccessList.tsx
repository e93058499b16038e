import type { ProductAccessItem } from '@partner-insights/contracts';
import { Badge, Checkbox } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessRequestStore } from '../stores/AccessRequestStore';
import * as styles from './RequestAccessPage.css';

/**
 * The page's products: a checkbox for each one the user may request, the access state of the others. Those who view
 * only (spectators) see every product without a checkbox.
 */
export const ProductAccessList = observer(function ProductAccessList() {
  const accessRequests = useAreaStore(createAccessRequestStore);
  return (
    <ul className={styles.products}>
      {accessRequests.items.map((item) => (
        <li key={item.code} className={styles.product}>
          {item.accessStatus === null && accessRequests.canRequest ? (
            <Checkbox
              isSelected={accessRequests.selected.has(item.code)}
              onChange={(isSelected) => accessRequests.toggle(item.code, isSelected)}
              description={item.description}
            >
              {item.title}
            </Checkbox>
          ) : (
            <ProductEntry item={item} />
          )}
        </li>
      ))}
    </ul>
  );
});

/** A product as text: its title, with the user's access to it when they have some. */
function ProductEntry({ item }: { readonly item: ProductAccessItem }) {
  const intl = useIntl();
  const pending = item.accessStatus === 'ACCESS_PENDING';
  return (
    <>
      <p className={styles.productTitle}>
        {item.title}
        {item.accessStatus !== null && (
          <Badge tone={pending ? 'caution' : 'positive'}>
            {intl.formatMessage({ id: pending ? 'requestAccess.status.pending' : 'requestAccess.status.granted' })}
          </Badge>
        )}
      </p>
      <p className={styles.productText}>
        {pending ? intl.formatMessage({ id: 'requestAccess.workingOnAccess' }) : item.description}
      </p>
    </>
  );
}
