import { describe, expect, it } from 'vitest';
import { auditQueryOf } from './auditQuery';

describe('auditQueryOf', () => {
  it('turns the days into instants of the viewer’s time zone, the end day included', () => {
    const query = auditQueryOf({ action: 'user.block', from: '2026-11-02', to: '2026-11-02' });
    expect(query.action).toBe('user.block');
    expect(query.from).toBe(new Date('2026-11-02T00:00:00').toISOString());
    expect(query.to).toBe(new Date('2026-11-03T00:00:00').toISOString());
  });

  it('leaves out a date that is no day', () => {
    expect(auditQueryOf({ from: 'yesterday', to: '' })).toEqual({});
  });
});
