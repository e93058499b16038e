import { Banner } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoresContext';

/** The market-wide notice (e.g. planned downtime) from GET banner, in the reader's language. */
export const BlockBanner = observer(function BlockBanner() {
  const { config, locale } = useStores();
  useEffect(() => void config.blockBanner.run(locale.locale), [config, locale.locale]);
  const banner = config.blockBanner.data?.banner;
  if (!banner) return null;
  const { id, message, linkText, linkUrl } = banner;
  return (
    <Banner
      id={`block-banner-${id}`}
      tone="caution"
      message={message}
      {...(linkText && linkUrl && { link: { label: linkText, href: linkUrl } })}
    />
  );
});
