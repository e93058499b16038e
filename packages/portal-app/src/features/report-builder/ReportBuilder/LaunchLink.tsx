import type { LaunchProduct } from '@partner-insights/contracts';
import { VisuallyHidden } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { actionLink } from '../../../components/ActionLink/ActionLink.css';
import { useStores } from '../../../stores/StoresContext';

/**
 * "Launch App": the launch list tile's way into the product, with the same address, tab and analytics event, so
 * a launch counts the same wherever it starts.
 */
export function LaunchLink({ product }: { readonly product: LaunchProduct }) {
  const { analytics } = useStores();
  const intl = useIntl();
  const { redirectUrl, isNewTab, analyticsID } = product;
  return (
    <a
      href={redirectUrl}
      target={isNewTab ? '_blank' : undefined}
      rel={isNewTab ? 'noopener' : undefined}
      onClick={() => analytics.trackEvent('click', analyticsID, { target: redirectUrl })}
      className={actionLink}
    >
      {intl.formatMessage({ id: 'reportBuilder.launch' })}
      {isNewTab && (
        <VisuallyHidden elementType="span"> {intl.formatMessage({ id: 'reportBuilder.opensInNewTab' })}</VisuallyHidden>
      )}
    </a>
  );
}
