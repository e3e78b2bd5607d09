// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { publicMessages } from './publicMessages';

/** Dotted paths of every text under `node`, e.g. `app.menu.users`. */
function keysOf(node: unknown, prefix: string): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([name, child]) => keysOf(child, `${prefix}.${name}`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Keys of `keys` that no source names: neither as a literal ('app.menu.users') nor through a
 * template literal (`app.roles.${role}` stands for every key one segment below `app.roles`).
 */
function unusedKeys(keys: string[], sources: string[]): string[] {
  const text = sources.join('\n');
  const literals = new Set(text.match(/[\w.]+/g));
  const templates = [...text.matchAll(/`((?:[\w.]*\$\{[^}`]*\})+[\w.]*)`/g)].map(
    ([, template]) =>
      new RegExp(
        `^${template
          .split(/\$\{[^}`]*\}/)
          .map(escapeRegExp)
          .join('\\w+')}$`,
      ),
  );
  return keys.filter(
    (key) => !literals.has(key) && !templates.some((template) => template.test(key)),
  );
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => !/i18n[\\/](en|publicMessages)\.ts$/.test(file))
    .map((file) => readFileSync(file, 'utf8'));
}

describe('the translation catalogue', () => {
  it('finds a key no source names', () => {
    const sources = ["translate('app.a.used')", `translate(\`app.b.\${name}\`)`];
    expect(
      unusedKeys(['app.a.used', 'app.a.unused', 'app.b.any', 'app.b.c.deep'], sources),
    ).toEqual(['app.a.unused', 'app.b.c.deep']);
  });

  // react-admin reads `resources.*` by convention (resource names, field labels by source), so
  // only the app's own namespace is checked.
  it('has no key under app that the back-office never uses', () => {
    const sources = [...sourcesUnder('src'), ...sourcesUnder('contract')];
    expect(unusedKeys(keysOf(en.app, 'app'), sources)).toEqual([]);
  });

  it("has every key the public texts' users name in the public catalogue", () => {
    // Each module that translates with the public catalogue (src/i18n/publicTranslate.ts).
    const users = [...sourcesUnder('src')].filter((source) =>
      /from '[./]+i18n\/publicTranslate'/.test(source),
    );
    expect(users.length).toBeGreaterThan(5);
    const named = users.flatMap((source) => source.match(/\bapp\.[\w.]+\w/g) ?? []);
    const known = new Set(keysOf(publicMessages.app, 'app'));
    const prefixes = [...known].flatMap((key) =>
      key.split('.').map((_, n, parts) => parts.slice(0, n + 1).join('.')),
    );
    expect(named.filter((key) => !known.has(key) && !prefixes.includes(key))).toEqual([]);
  });

  it('keeps the public texts the same in the whole catalogue', () => {
    for (const key of keysOf(publicMessages.app, 'app')) {
      const path = key.split('.').slice(1);
      const read = (root: unknown) =>
        path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
      expect(read(en.app)).toBe(read(publicMessages.app));
    }
  });
});
