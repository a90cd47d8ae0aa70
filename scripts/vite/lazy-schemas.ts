import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

const TEST_FILE = /\.test\.tsx?$/;
const SCHEMA_NAME = /Schema$/;
const HELPER = '__lazySchema';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The top-level `const …Schema = …` initialisers of a module (exported or not). */
function schemaInitialisers(program: { body: Node[] }): Node[] {
  const found: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as { id: Node & { name?: string }; init: Node | null }[]) {
      if (declarator.id.type === 'Identifier' && SCHEMA_NAME.test(declarator.id.name ?? '') && declarator.init)
        found.push(declarator.init);
    }
  }
  return found;
}

/**
 * Rewrites `const fooSchema = z.object(…)` to `const fooSchema = lazySchema(() => z.object(…))` in the
 * modules `include` matches (the shared contracts and the player site's own code, not tests), so each
 * schema is constructed when first used rather than while the start-up code is evaluated (ADR 0016).
 * The call is marked pure, so a schema nothing uses is dropped from the bundle altogether. `runtime`
 * is the module that exports `lazySchema`.
 */
export function lazySchemas(runtime: string, include: RegExp): Plugin {
  return {
    name: 'fortuna:lazy-schemas',
    // After TypeScript has been stripped, so the module parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!include.test(file) || TEST_FILE.test(file) || file === runtime) return null;
      const initialisers = schemaInitialisers(parseAst(code) as unknown as { body: Node[] });
      if (initialisers.length === 0) return null;
      const output = new MagicString(code);
      for (const init of initialisers) {
        output.appendLeft(init.start, `/* @__PURE__ */ ${HELPER}(() => (`);
        output.appendRight(init.end, '))');
      }
      output.prepend(`import { lazySchema as ${HELPER} } from ${JSON.stringify(runtime)};\n`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
