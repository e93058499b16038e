import { bannersFor } from '../../banners/bannersFor';
import type { UserDetails } from '@partner-insights/contracts';

/** Banners of users who work for several companies: those users get the header's company switcher. */
const SWITCHING_BANNERS: readonly string[] = ['company-switch', 'sponsored-supplier'];

/** Whether the header offers the user a company switcher: company-switch users and multi-company sponsored suppliers. */
export const switchesCompany = (user: UserDetails | null): boolean =>
  bannersFor(user).some(({ id }) => SWITCHING_BANNERS.includes(id));
