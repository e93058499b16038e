import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createKnowledgeBaseStore, type KnowledgeBaseStore } from '../stores/KnowledgeBaseStore';

/** What every knowledge-base page starts with: the area's messages, its store, and the reader's language. */
export function useKnowledgeBase(): {
  readonly store: KnowledgeBaseStore;
  readonly locale: ReturnType<typeof useStores>['locale']['locale'];
} {
  useAreaMessages('knowledge-base');
  const { locale } = useStores();
  return { store: useAreaStore(createKnowledgeBaseStore), locale: locale.locale };
}
