import { useEffect } from 'react';
import type { ResourceState } from '../../../stores/combineResources';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessRequestsStore } from '../stores/AccessRequestsStore';

const NO_COMPANY: ResourceState<number> = { status: 'loading', data: null, error: null };

/**
 * How many access requests of the company wait for a decision, for a label such as "Access requests (N)": loading
 * until known (and for no company). Loads them if the tab has not; call it inside an `observer` component, which
 * updates as requests are decided.
 */
export function useAccessRequestsTotal(companyId: string | null): ResourceState<number> {
  const accessRequests = useAreaStore(createAccessRequestsStore);
  useEffect(() => {
    if (companyId !== null) void accessRequests.load(companyId);
  }, [accessRequests, companyId]);
  return companyId === null ? NO_COMPANY : accessRequests.totalFor(companyId);
}
