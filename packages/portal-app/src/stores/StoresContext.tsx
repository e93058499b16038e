import { createContext, useContext, type ReactNode } from 'react';
import type { AreaStoreFactory, RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({
  rootStore,
  children,
}: {
  readonly rootStore: RootStore;
  readonly children: ReactNode;
}) {
  return <StoresContext value={rootStore}>{children}</StoresContext>;
}

/** The app's RootStore; components read store state inside `observer` to re-render on change. */
export function useStores(): RootStore {
  const rootStore = useContext(StoresContext);
  if (!rootStore) throw new Error('useStores must be used inside <StoresProvider>.');
  return rootStore;
}

/** The store of an area that loads on demand (see RootStore.areaStore), the same one for every page of the area. */
export function useAreaStore<T>(create: AreaStoreFactory<T>): T {
  return useStores().areaStore(create);
}
