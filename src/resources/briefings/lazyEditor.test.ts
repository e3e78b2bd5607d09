import { describe, expect, it } from 'vitest';
import { staticPackagesOf } from '../../test/staticImports';

describe('the briefing editor', () => {
  it.each(['src/App.tsx', 'src/custom-routes/dashboard/ChatDashboard.tsx'])(
    'is not loaded by %s: it comes with the briefing screens only',
    (entry) => {
      const editor = [...staticPackagesOf(entry)].filter(([name]) =>
        /^(ra-input-rich-text|@tiptap\/)/.test(name),
      );
      expect(editor.map(([name, chain]) => `${chain.join(' -> ')} -> ${name}`)).toEqual([]);
    },
  );

  it('is loaded by the briefing form (the walk finds it)', () => {
    expect(
      staticPackagesOf('src/resources/briefings/BriefingForm.tsx').has('ra-input-rich-text'),
    ).toBe(true);
  });
});
