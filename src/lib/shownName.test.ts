import { describe, expect, it } from 'vitest';
import { shownName } from './shownName';

describe('shownName', () => {
  it('takes the display name first', () => {
    expect(shownName({ display_name: 'anna_25', fullName: 'Anna Berg', email: 'a@x.io' })).toBe(
      'anna_25',
    );
  });

  it('falls back to the full name, then a queue moderator’s username, then the email', () => {
    expect(shownName({ display_name: '', fullName: 'Anna Berg' })).toBe('Anna Berg');
    expect(shownName({ display_name: null, username: 'anna_25' })).toBe('anna_25');
    expect(shownName({ display_name: null, fullName: '', email: 'a@x.io' })).toBe('a@x.io');
  });

  it('names nobody with an empty text', () => {
    expect(shownName(null)).toBe('');
    expect(shownName({ display_name: null })).toBe('');
  });
});
