// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placeLine } from './placeLine';

describe('placeLine', () => {
  it('joins address, city, zip and country', () => {
    expect(
      placeLine({ address: '12 Main St', city: 'Lima', zip_code: '15001', country: 'Peru' }),
    ).toBe('12 Main St, Lima, 15001, Peru');
  });

  it('does not repeat what the address already says', () => {
    expect(
      placeLine({
        address: '51792 Kihn Valleys, Concepción',
        city: 'concepción',
        zip_code: '57074',
        country: 'Chile',
      }),
    ).toBe('51792 Kihn Valleys, Concepción, 57074, Chile');
  });

  it('skips missing parts, and is empty with nothing known', () => {
    expect(placeLine({ address: null, city: 'Oslo', zip_code: null, country: 'Norway' })).toBe(
      'Oslo, Norway',
    );
    expect(placeLine({ address: null, city: null, zip_code: null, country: null })).toBe('');
  });
});
