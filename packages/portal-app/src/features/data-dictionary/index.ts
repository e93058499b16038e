// The data dictionary (/dataDictionary, and /dataDictionaryV2 browsed by topic first). Its pages load with their
// routes (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export type { DataDictionaryStore } from './stores/DataDictionaryStore';
