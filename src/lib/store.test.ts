import { describe, expect, it } from 'vitest';
import { backOfficeStore } from './store';

describe('backOfficeStore', () => {
  it('keeps list params for the page’s life only, other preferences across reloads', () => {
    localStorage.clear();
    const before = backOfficeStore();
    before.setup();
    before.setItem('moderators.listParams', { filter: { owner: 3 } });
    before.setItem('users.view', 'cards');
    expect(before.getItem('moderators.listParams')).toEqual({ filter: { owner: 3 } });
    before.teardown();

    const reloaded = backOfficeStore();
    reloaded.setup();
    expect(reloaded.getItem('moderators.listParams')).toBeUndefined();
    expect(reloaded.getItem('users.view')).toBe('cards');
    reloaded.teardown();
  });

  it('tells subscribers of either kind of key', () => {
    const store = backOfficeStore();
    store.setup();
    const seen: unknown[] = [];
    const stop = [
      store.subscribe('users.listParams', (value) => seen.push(value)),
      store.subscribe('users.view', (value) => seen.push(value)),
    ];
    store.setItem('users.listParams', { page: 2 });
    store.setItem('users.view', 'table');
    expect(seen).toEqual([{ page: 2 }, 'table']);
    for (const unsubscribe of stop) unsubscribe();
    store.teardown();
  });
});
