import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string | undefined {
  // The contract names its imports as Node runs them: `./rules/roles.js` is roles.ts.
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((extension) => base + extension)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The packages `entry` loads before it runs: everything its static imports (and theirs) name,
 * not what they load with `import()`. What is listed here is in the entry's chunk or one it waits
 * for, so it is on the critical path of every screen the entry draws.
 */
export function staticPackagesOf(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const chainOf = new Map<string, string[]>([[path.resolve(entry), []]]);
  const queue = [path.resolve(entry)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const chain = [...(chainOf.get(file) ?? []), path.relative(process.cwd(), file)];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
        continue;
      }
      const next = resolveRelative(file, specifier);
      if (next && !chainOf.has(next)) {
        chainOf.set(next, chain);
        queue.push(next);
      }
    }
  }
  return packages;
}
