import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the product's GraphQL documents live: the back-office, the simulator, bench, e2e. */
const FOLDERS = ['src', 'simulator', 'bench', 'tests/e2e'];
const OPENING = /^\s*((query|mutation|subscription)\b[^{]*)?\{\s*\w/;
const FRAGMENT = /^\s*fragment\s+(\w+)\s+on\s+\w+\s*\{/;
const SPREAD = /\.\.\.\s*(?!on\b)([A-Za-z_]\w*)/g;

export interface ProductDocument {
  /** file:line */
  where: string;
  text: string;
}

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .filter((name) => !name.split(path.sep).includes('node_modules'))
      // src/gql is generated from the documents read here (with their fragments): not twice.
      .filter((name) => !(folder === 'src' && name.startsWith(`gql${path.sep}`)))
      .map((name) => path.join(ROOT, folder, name))
  );
}

/** Top-level `const NAME = '...'` or template strings of one file. */
function constantsOf(file: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

/**
 * Reads the product's documents out of its sources: every string or template literal that opens
 * like a GraphQL operation, with `${NAME}` parts filled from string constants of the same file or
 * exported by another one, and the fragments it spreads (`graphql()` documents) appended as the
 * generated documents carry them. `dynamic` gives the text of the other parts (`${decision}`); an
 * unknown one throws, so that a new kind of document is not silently skipped.
 */
export function productDocuments(dynamic: Record<string, string>): ProductDocument[] {
  const files = FOLDERS.flatMap(sourceFiles).map((name) =>
    ts.createSourceFile(name, readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const local = new Map(files.map((file) => [file, constantsOf(file)]));
  const shared = new Map<string, ts.Expression>();
  for (const constants of local.values()) {
    for (const [name, value] of constants) if (!shared.has(name)) shared.set(name, value);
  }

  function textOf(node: ts.Expression, file: ts.SourceFile): string | undefined {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (!ts.isTemplateExpression(node)) return undefined;
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const name = span.expression.getText(file);
      const textOfConstant = (constant: ts.Expression | undefined) =>
        constant && textOf(constant, constant.getSourceFile());
      const part =
        textOfConstant(local.get(file)?.get(name)) ??
        dynamic[name] ??
        textOfConstant(shared.get(name));
      if (part === undefined) {
        throw new Error(`${file.fileName}: no text for \${${name}} in a GraphQL document`);
      }
      text += part + span.literal.text;
    }
    return text;
  }

  const operations: ProductDocument[] = [];
  const fragments = new Map<string, string>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isTemplateLiteral(node)) {
        const raw = ts.isTemplateExpression(node) ? node.head.text : node.text;
        const fragment = FRAGMENT.exec(raw);
        if (fragment) fragments.set(fragment[1], raw);
        else if (OPENING.test(raw)) {
          const text = textOf(node, file);
          const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
          if (text)
            operations.push({ where: `${path.relative(ROOT, file.fileName)}:${line + 1}`, text });
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return operations.map(({ where, text }) => ({ where, text: withFragments(text, fragments) }));
}

/** The text followed by every fragment it spreads, directly or through another fragment. */
function withFragments(text: string, fragments: Map<string, string>): string {
  const added = new Set<string>();
  const parts = [text];
  for (let at = 0; at < parts.length; at++) {
    for (const [, name] of parts[at].matchAll(SPREAD)) {
      const fragment = fragments.get(name);
      if (fragment === undefined || added.has(name)) continue;
      added.add(name);
      parts.push(fragment);
    }
  }
  return parts.join('\n');
}
