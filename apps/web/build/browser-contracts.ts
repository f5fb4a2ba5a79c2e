import type { Plugin } from 'vite';

/** The ESTree subset this transform reads (the AST of `this.parse`). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Edit = { start: number; end: number; text: string };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
/** What the browser never reads from a route: the schemas of its request and of its answer's data. */
const ROUTE_SCHEMA_KEYS = new Set(['body', 'query', 'response']);

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Whether evaluating `node` calls anything (function bodies are not evaluated by their definition). */
function callsWhenEvaluated(node: Node): boolean {
  if (FUNCTION_TYPES.has(node.type)) return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') {
    return true;
  }
  return children(node).some(callsWhenEvaluated);
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/**
 * Rewrites one compiled contracts module for the browser:
 * - `defineRoute({...})` loses its `body`, `query` and `response` schemas (their keys stay, undefined);
 * - every top-level constant computed by calls (the zod schemas, the route groups) is marked pure,
 *   so the bundler drops those the web never reads, and zod with them.
 */
export function stripContractSchemas(code: string, program: Node): string {
  const edits: Edit[] = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    const [arg] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineRoute' || arg?.type !== 'ObjectExpression') return;
    for (const prop of arg.properties as Node[]) {
      const key = prop.key as Node | undefined;
      if (prop.type === 'Property' && key?.type === 'Identifier' && ROUTE_SCHEMA_KEYS.has(key.name as string)) {
        const value = prop.value as Node;
        edits.push({ start: value.start, end: value.end, text: 'void 0' });
      }
    }
  });
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !callsWhenEvaluated(init)) continue;
      edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ start: init.end, end: init.end, text: '))()' });
    }
  }
  // Apply from the end so earlier offsets stay valid; a schema edit inside a wrapped constant comes first.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/;
const ZOD_LOCALE = /[\\/]contracts[\\/]src[\\/]zod-locale\.ts$/;

/**
 * The production web build carries the contracts' constants, texts and route paths but not their zod
 * schemas (about 40 kB gzip on every page's first screen): the browser trusts the server, which
 * validates what it sends with those same schemas, and only development checks answers against them
 * (lib/api-client.ts). Zod still ships in the chunks of the few pages that parse something themselves.
 */
export function browserContracts(): Plugin {
  return {
    name: 'lucina:browser-contracts',
    apply: 'build',
    transform: {
      filter: { id: CONTRACTS_SOURCE },
      handler(code, id) {
        // Zod's Chinese messages are for the users of forms the server validates; the browser shows none.
        if (ZOD_LOCALE.test(id)) return { code: 'export {};', map: null };
        return { code: stripContractSchemas(code, this.parse(code) as unknown as Node), map: null };
      },
    },
  };
}
