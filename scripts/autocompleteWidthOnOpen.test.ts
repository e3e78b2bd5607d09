import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widthOnOpen } from './autocompleteWidthOnOpen';

const require = createRequire(import.meta.url);

describe("MUI Autocomplete's listbox width", () => {
  it('is read from the input only while the list is open, in both of MUI’s builds', () => {
    const mui = dirname(require.resolve('@mui/material'));
    for (const file of ['Autocomplete.js', 'Autocomplete.mjs'].map((name) =>
      join(mui, 'Autocomplete', name),
    )) {
      const patched = widthOnOpen(readFileSync(file, 'utf8'), file);
      expect(patched).toContain('width: anchorEl && popupOpen ? anchorEl.clientWidth : null,');
      expect(patched).not.toContain('width: anchorEl ? anchorEl.clientWidth : null,');
    }
  });

  it('stops the build when the code it changes is gone (an upgrade of MUI)', () => {
    expect(() => widthOnOpen('const width = 1;', 'Autocomplete.mjs')).toThrow(/no longer reads/);
  });
});
