import { localStorageStore, memoryStore, type Store } from 'react-admin';

/** react-admin keeps a list's filters, sort and page under `<resource>.listParams`. */
const isListParams = (key: string) => key.endsWith('.listParams');

/**
 * The back-office's react-admin store: list params in memory, everything else (views, columns,
 * the sidebar) in localStorage. Spec section 4: filter menus clear with a full page reload, while
 * going to a record and back keeps them. The lists do not mirror their params in the URL either
 * (`disableSyncWithLocation`), or a reload would read them back from it.
 */
export function backOfficeStore(): Store {
  const kept = localStorageStore();
  const session = memoryStore();
  const storeOf = (key: string) => (isListParams(key) ? session : kept);
  return {
    setup: () => {
      kept.setup();
      session.setup();
    },
    teardown: () => {
      kept.teardown();
      session.teardown();
    },
    getItem: (key, defaultValue) => storeOf(key).getItem(key, defaultValue),
    setItem: (key, value) => storeOf(key).setItem(key, value),
    removeItem: (key) => storeOf(key).removeItem(key),
    removeItems: (prefix) => {
      kept.removeItems(prefix);
      session.removeItems(prefix);
    },
    reset: () => {
      kept.reset();
      session.reset();
    },
    subscribe: (key, callback) => storeOf(key).subscribe(key, callback),
  };
}
