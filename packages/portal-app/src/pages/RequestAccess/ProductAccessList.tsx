import type { ProductAccessItem } from '@partner-insights/contracts';
import { Badge, Checkbox } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresContext';
import * as styles from './RequestAccessPage.css';

/** The page's products: a checkbox for each one the user may request, the access state of the others. */
export const ProductAccessList = observer(function ProductAccessList() {
  const { accessRequests } = useStores();
  return (
    <ul className={styles.products}>
      {accessRequests.items.map((item) => (
        <li key={item.code} className={styles.product}>
          {item.accessStatus === null ? (
            <Checkbox
              isSelected={accessRequests.selected.has(item.code)}
              onChange={(isSelected) => accessRequests.toggle(item.code, isSelected)}
              description={item.description}
            >
              {item.title}
            </Checkbox>
          ) : (
            <ProductWithAccess item={item} />
          )}
        </li>
      ))}
    </ul>
  );
});

function ProductWithAccess({ item }: { readonly item: ProductAccessItem }) {
  const intl = useIntl();
  const pending = item.accessStatus === 'ACCESS_PENDING';
  return (
    <>
      <p className={styles.productTitle}>
        {item.title}
        <Badge tone={pending ? 'caution' : 'positive'}>
          {intl.formatMessage({ id: pending ? 'requestAccess.status.pending' : 'requestAccess.status.granted' })}
        </Badge>
      </p>
      <p className={styles.productText}>
        {pending ? intl.formatMessage({ id: 'requestAccess.workingOnAccess' }) : item.description}
      </p>
    </>
  );
}
