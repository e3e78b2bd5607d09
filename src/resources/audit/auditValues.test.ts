// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../contract/audit';
import { en } from '../../i18n/en';
import { actionLabelKey, changeSummary, changesOf, shown } from './auditValues';

describe('changesOf', () => {
  it('keeps the fields that changed, sorted', () => {
    expect(
      changesOf(
        { isBlocked: false, email: 'a@x', reportCount: 2 },
        { isBlocked: true, email: 'a@x', reportCount: 0 },
      ),
    ).toEqual([
      { field: 'isBlocked', before: false, after: true },
      { field: 'reportCount', before: 2, after: 0 },
    ]);
  });

  it('keeps every field of a record created or deleted', () => {
    expect(changesOf(null, { email: 'a@x' })).toEqual([
      { field: 'email', before: undefined, after: 'a@x' },
    ]);
    expect(changesOf({ email: 'a@x' }, null)).toHaveLength(1);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('compares nested values by content', () => {
    expect(changesOf({ value: { a: 1 } }, { value: { a: 1 } })).toEqual([]);
  });
});

describe('changeSummary', () => {
  it('says the first changes on one line, and how many more', () => {
    const changes = changesOf({ a: 1, b: 2, c: 3, d: null }, { a: 2, b: 3, c: 4, d: 'x' });
    expect(changeSummary(changes)).toBe('a: 1 → 2; b: 2 → 3; c: 3 → 4; +1');
    expect(shown(null)).toBe('—');
  });
});

describe('actionLabelKey', () => {
  it('names a label of the catalogue for every action the server writes', () => {
    const labels: Record<string, string> = en.app.audit.actions;
    const unlabelled = AUDIT_ACTIONS.filter(
      (action) => !labels[actionLabelKey(action).replace('app.audit.actions.', '')],
    );
    expect(unlabelled).toEqual([]);
  });
});
