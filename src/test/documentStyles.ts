import { CacheProvider, type EmotionCache } from '@emotion/react';

/**
 * jsdom answers getComputedStyle by matching every stylesheet rule against the element and each of
 * its ancestors, and drops what it computed on every DOM change. Testing Library and MUI call it
 * thousands of times per screen test, against several hundred emotion rules: that matching was half
 * of the web suite's time. Nearly every rule names a class its element must carry
 * (`.css-1x2y:hover`, `.css-1x2y .MuiChip-icon`); an element without that class cannot match, so
 * this answers "no" for it before jsdom's selector engine parses anything. Every other answer is
 * still jsdom's own.
 */

/** The classes the selector's subject (its last compound) must carry; null when it cannot tell. */
export function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let flat = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) {
      if (char === ',') return null;
      flat += char;
    }
  }
  if (depth !== 0) return null;
  const subject =
    flat
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .pop() ?? '';
  return [...subject.matchAll(/\.([^.#:[\]\s>+~()]+)/g)].map((found) => found[1]);
}

type SelectorEngine = {
  match(selector: string, element: Element): boolean;
  skipsOtherClasses?: true;
};

/** The selector engine jsdom keeps on the document for matching stylesheet rules. */
export function styleRuleEngine(document: Document): SelectorEngine {
  const impl = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const documentImpl =
    impl && (document as unknown as Record<symbol, Record<string, unknown>>)[impl];
  // jsdom creates it on the first computed style.
  window.getComputedStyle(document.documentElement);
  const engine = documentImpl?._nwsapiDontThrow as SelectorEngine | undefined;
  if (!engine)
    throw new Error('jsdom no longer keeps _nwsapiDontThrow: update src/test/documentStyles.ts');
  return engine;
}

export function skipRulesForOtherClasses(document: Document) {
  const engine = styleRuleEngine(document);
  // Test files share the worker's document: wrap its engine once.
  if (engine.skipsOtherClasses) return;
  engine.skipsOtherClasses = true;
  const match = engine.match.bind(engine);
  const classesOf = new Map<string, string[] | null>();
  engine.match = (selector, element) => {
    // Rules without a selector (@keyframes, @font-face) reach here too.
    if (typeof selector !== 'string') return match(selector, element);
    let classes = classesOf.get(selector);
    if (classes === undefined) {
      classes = requiredClasses(selector);
      classesOf.set(selector, classes);
    }
    if (classes?.some((name) => !element.classList.contains(name))) return false;
    return match(selector, element);
  };
}

/**
 * Test files share the worker's emotion, and its document unless a file in another environment ran
 * between them. Each file starts with emotion writing into this document and with none of the
 * earlier files' rules: those would make every computed style slower, and a new document would not
 * get them at all.
 */
export function startEmotionStylesAfresh() {
  // The cache emotion uses outside any CacheProvider: React 19 keeps a context's default value here.
  const cache = (CacheProvider as unknown as { _currentValue: EmotionCache })._currentValue;
  cache.sheet.flush();
  cache.sheet.container = document.head;
  cache.inserted = {};
}
