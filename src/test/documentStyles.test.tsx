import { Button, Chip, TextField } from '@mui/material';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requiredClasses, styleRuleEngine } from './documentStyles';

describe('requiredClasses', () => {
  it("names the classes of the selector's subject only", () => {
    expect(requiredClasses('.css-1x2y')).toEqual(['css-1x2y']);
    expect(requiredClasses('.css-1x2y.Mui-disabled:hover')).toEqual(['css-1x2y', 'Mui-disabled']);
    expect(requiredClasses('.css-1x2y .MuiChip-icon')).toEqual(['MuiChip-icon']);
    expect(requiredClasses('.a > .b + .c ~ .d::before')).toEqual(['d']);
    expect(requiredClasses('.MuiInputBase-root:has(> .css-9)')).toEqual(['MuiInputBase-root']);
    expect(requiredClasses('.a:not(.b)[data-x=".c d"]')).toEqual(['a']);
    expect(requiredClasses('body')).toEqual([]);
  });

  it('cannot tell for selector lists and escapes', () => {
    expect(requiredClasses('.a, .b')).toBeNull();
    expect(requiredClasses('.sm\\:flex')).toBeNull();
  });
});

/** jsdom's other selector engine, the one behind element.matches, which the setup leaves alone. */
function matches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

describe("the document's stylesheet matching, as every web test file sets it up", () => {
  it("answers every rule for every element as jsdom's own engine does", () => {
    render(
      <>
        <Button disabled>Save</Button>
        <Chip label="Hiking" onDelete={() => undefined} />
        <TextField label="About" multiline error helperText="Required" />
      </>,
    );
    const engine = styleRuleEngine(document);
    expect(engine.skipsOtherClasses).toBe(true);
    const selectors = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []));
    const elements = Array.from(document.querySelectorAll('*'));
    let matched = 0;
    for (const element of elements) {
      for (const selector of selectors) {
        const expected = matches(element, selector);
        expect(
          engine.match(selector, element),
          `${selector} on ${element.getAttribute('class')}`,
        ).toBe(expected);
        if (expected) matched++;
      }
    }
    expect(selectors.length).toBeGreaterThan(50);
    expect(matched).toBeGreaterThan(20);
  });
});
