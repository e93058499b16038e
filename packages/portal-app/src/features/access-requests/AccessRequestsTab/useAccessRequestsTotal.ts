import { useEffect } from 'react';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessRequestsStore } from '../stores/AccessRequestsStore';

/**
 * How many access requests of the company wait for a decision, for a label such as "Access requests (N)"; null
 * until known (and for no company). Loads them if the tab has not; call it inside an `observer` component, which updates as requests
 * are decided.
 */
export function useAccessRequestsTotal(companyId: string | null): number | null {
  const accessRequests = useAreaStore(createAccessRequestsStore);
  useEffect(() => {
    if (companyId !== null) void accessRequests.load(companyId);
  }, [accessRequests, companyId]);
  return companyId !== null && accessRequests.companyId === companyId ? accessRequests.total : null;
}
