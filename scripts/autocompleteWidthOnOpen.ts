import type { Plugin } from 'vite';

/** MUI's Autocomplete module, as Vite resolves it (ESM build) or Node loads it (CommonJS). */
const AUTOCOMPLETE_MODULE = /[\\/]@mui[\\/]material[\\/]Autocomplete[\\/]Autocomplete\.m?js$/;
/** Its listbox's width, read from the input's box at every render, open or not. */
const WIDTH_AT_EVERY_RENDER = 'width: anchorEl ? anchorEl.clientWidth : null,';
const WIDTH_WHEN_OPEN = 'width: anchorEl && popupOpen ? anchorEl.clientWidth : null,';

/** The module with the listbox's width read only while the list is open, or an error. */
export function widthOnOpen(code: string, id: string): string {
  if (!code.includes(WIDTH_AT_EVERY_RENDER)) {
    throw new Error(
      `${id}: MUI's Autocomplete no longer reads its listbox's width as this build expects; ` +
        'see scripts/autocompleteWidthOnOpen.ts and remove the plugin if MUI fixed it',
    );
  }
  return code.replace(WIDTH_AT_EVERY_RENDER, WIDTH_WHEN_OPEN);
}

/**
 * MUI's Autocomplete reads `clientWidth` of its input at every render, closed or open: each form
 * render with an autocomplete (a record's page has two, the user list's filters one) lays the
 * whole page out at once, in the middle of React's work, and again at the next change. A closed
 * list shows no listbox, so its width is read when it opens (MUI already renders again on open,
 * and follows resizes while open). At 4x CPU slowdown this was the heaviest function of opening a
 * user's detail (about 50 ms of each, bench:interactions --profile user-detail).
 */
export function autocompleteWidthOnOpen(): Plugin {
  return {
    name: 'autocomplete-width-on-open',
    enforce: 'pre',
    transform(code, id) {
      if (!AUTOCOMPLETE_MODULE.test(id.split('?')[0])) return null;
      return { code: widthOnOpen(code, id), map: null };
    },
  };
}
