/**
 * Every Message the server can put in an envelope, read from its source (issue 20): the texts
 * handed to `fail`, `badRequest`, `forbidden`, `notFound`, `new ApiError`, and the `message` of
 * each `{path, message}` field error. A text is followed through constants, imports, object
 * members, conditionals and the return statements of the functions that build it; a template's
 * variable parts become a sample value. A function that passes one of its parameters on to such a
 * call is a sink too (found until nothing changes), so helpers such as `fieldError(path, message)`
 * are followed to their callers. What cannot be read from the source (a message taken from data at
 * run time) is reported as dynamic, with its place, so a test names where it is covered.
 */
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One text a sink can send; `text` has SAMPLE where a template has a variable part. */
export interface FoundMessage {
  text: string;
  at: string;
}

/** A sink whose text is not in the source (read from data at run time). */
export interface DynamicMessage {
  expression: string;
  at: string;
}

/** What an expression can be: its texts, the parameter it comes from, or null (not in the source). */
type Read = string[] | ts.ParameterDeclaration | null;

/** The arguments a call gives its function's parameters, each read where the call is. */
type Env = Map<ts.ParameterDeclaration, { expr: ts.Expression; env: Env }>;

/** What a template's variable part is replaced by. */
export const SAMPLE = '7';

/** Calls whose argument at the index is a Message. */
const SINKS: Record<string, number> = {
  fail: 0,
  badRequest: 0,
  forbidden: 0,
  notFound: 0,
  ApiError: 1,
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === '__tests__' ? [] : tsFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files and every file of ours they import (relative imports), read without type-checking. */
function withImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), ref.fileName);
      const candidates = target.endsWith('.ts')
        ? [target]
        : [`${target}.ts`, join(target, 'index.ts')];
      const found = candidates.find((c) => existsSync(c));
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

/** Reads the messages of every file under `roots` (and what they import). */
export function messageInventory(
  repo: string,
  roots: string[],
  /** Folders whose `{path, message}` objects are not field errors of an answer (checker issues). */
  notFieldErrors: string[] = [],
): {
  found: FoundMessage[];
  dynamic: DynamicMessage[];
} {
  const files = withImports(roots.flatMap((r) => tsFiles(join(repo, r))));
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    // Only our files: the texts are there, and reading the packages' types would take most of
    // the time.
    noResolve: true,
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(repo, source.fileName)}:${line + 1}`;
  };

  /** Functions (declarations) whose parameter at the index ends up as a Message. */
  const sinkParams = new Map<ts.Node, Set<number>>();
  const found = new Map<string, FoundMessage>();
  const dynamic = new Map<string, DynamicMessage>();

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  const functionOf = (decl: ts.Node): ts.SignatureDeclaration | undefined => {
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = decl.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    if (ts.isPropertyAssignment(decl)) {
      const init = decl.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };

  const returnsOf = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const out: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return out;
  };

  /**
   * The texts an expression can be; a parameter when it is one of the enclosing function's
   * (that function is then a sink); null when some part is not in the source.
   */
  const texts = (expr: ts.Expression, depth = 0, env: Env = new Map()): Read => {
    if (depth > 12) return null;
    const e =
      ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)
        ? expr.expression
        : expr;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isNumericLiteral(e))
      return [e.text];
    // `forbidden(undefined)`: the default Message; `cond ? null : text`: no Message.
    if ((ts.isIdentifier(e) && e.text === 'undefined') || e.kind === ts.SyntaxKind.NullKeyword)
      return [];
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = texts(e.left, depth + 1, env);
      const right = texts(e.right, depth + 1, env);
      if (!Array.isArray(left) || !Array.isArray(right)) return null;
      return left.flatMap((l) => right.map((r) => l + r));
    }
    if (ts.isTemplateExpression(e)) {
      let out = [e.head.text];
      for (const span of e.templateSpans) {
        const inner = texts(span.expression, depth + 1, env);
        const parts = Array.isArray(inner) && inner.length <= 8 ? inner : [SAMPLE];
        out = out.flatMap((o) => parts.map((p) => o + p + span.literal.text));
      }
      return out;
    }
    if (ts.isConditionalExpression(e)) return both(e.whenTrue, e.whenFalse, depth, env);
    if (
      ts.isBinaryExpression(e) &&
      (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        e.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      return both(e.left, e.right, depth, env, true);
    // `names[key]` of a constant object: any of its texts.
    if (ts.isElementAccessExpression(e)) {
      const decl = declarationOf(e.expression);
      const init = decl && ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
      if (!init || !ts.isObjectLiteralExpression(init)) return null;
      const values = init.properties.map((p) =>
        ts.isPropertyAssignment(p) ? texts(p.initializer, depth + 1, env) : null,
      );
      return values.every(Array.isArray) ? (values as string[][]).flat() : null;
    }
    if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
      const decl = declarationOf(e);
      if (!decl) return null;
      if (ts.isParameter(decl)) {
        const bound = env.get(decl);
        if (bound) return texts(bound.expr, depth + 1, bound.env);
        return decl.initializer && env.size > 0 ? texts(decl.initializer, depth + 1, env) : decl;
      }
      if (
        (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) &&
        decl.initializer &&
        !functionOf(decl)
      )
        return texts(decl.initializer, depth + 1, env);
      if (ts.isShorthandPropertyAssignment(decl)) {
        const value = checker.getShorthandAssignmentValueSymbol(decl)?.valueDeclaration;
        if (value && ts.isParameter(value))
          return env.get(value) ? texts(decl.name, depth + 1, env) : value;
        if (value && ts.isVariableDeclaration(value) && value.initializer)
          return texts(value.initializer, depth + 1, env);
      }
      if (ts.isEnumMember(decl) && decl.initializer) return texts(decl.initializer, depth + 1, env);
      return null;
    }
    if (ts.isCallExpression(e)) {
      const decl = declarationOf(e.expression);
      const fn = decl && functionOf(decl);
      if (!fn) return null;
      // The call's arguments stand for the function's parameters (a label, a limit).
      const inner: Env = new Map();
      fn.parameters.forEach((param, i) => {
        const arg = e.arguments[i];
        if (arg) inner.set(param, { expr: arg, env });
      });
      const results = returnsOf(fn).map((r) => texts(r, depth + 1, inner));
      // A helper that may answer nothing (undefined) for a fitting input: keep its texts.
      const strings = results.filter((r): r is string[] => Array.isArray(r));
      if (strings.length === 0) return null;
      return strings.flat();
    }
    return null;
  };

  const both = (
    a: ts.Expression,
    b: ts.Expression,
    depth: number,
    env: Env,
    optional = false,
  ): Read => {
    const left = texts(a, depth + 1, env);
    const right = texts(b, depth + 1, env);
    if (left && !Array.isArray(left)) return left;
    if (right && !Array.isArray(right)) return right;
    if (optional && left === null) return right;
    if (left === null || right === null) return null;
    return [...left, ...right];
  };

  /** Records what `expr` can be; a parameter makes the enclosing function a sink. */
  const record = (expr: ts.Expression): boolean => {
    const read = texts(expr);
    if (read && !Array.isArray(read)) {
      const decl = read;
      const fn = decl.parent;
      if (!ts.isFunctionLike(fn)) return false;
      const index = fn.parameters.indexOf(decl);
      const set = sinkParams.get(fn) ?? new Set<number>();
      if (set.has(index)) return false;
      set.add(index);
      sinkParams.set(fn, set);
      return true;
    }
    if (read === null) {
      dynamic.set(where(expr), { expression: expr.getText(), at: where(expr) });
      return false;
    }
    // An empty text is no Message a user reads (a fallback that is never taken).
    for (const text of read)
      if (text && !found.has(text)) found.set(text, { text, at: where(expr) });
    return false;
  };

  const sources = program
    .getSourceFiles()
    .filter((s) => !s.isDeclarationFile && !s.fileName.includes('node_modules'));

  const sinkIndex = (callee: ts.Expression): number[] => {
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : undefined;
    const out: number[] = [];
    if (name && SINKS[name] !== undefined) out.push(SINKS[name]);
    const decl = declarationOf(callee);
    const fn = decl && (functionOf(decl) ?? (ts.isFunctionLike(decl) ? decl : undefined));
    const params = fn && sinkParams.get(fn);
    if (params) out.push(...params);
    return out;
  };

  const pass = (): boolean => {
    let changed = false;
    for (const source of sources) {
      const file = relative(repo, source.fileName);
      const fieldErrorsHere = !notFieldErrors.some((prefix) => file.startsWith(prefix));
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          for (const index of sinkIndex(node.expression)) {
            const arg = node.arguments?.[index];
            if (arg && !ts.isSpreadElement(arg)) changed = record(arg) || changed;
          }
        }
        // A field error: `{ path, message }`.
        if (ts.isObjectLiteralExpression(node) && fieldErrorsHere) {
          const names = node.properties.map((p) => p.name?.getText());
          if (names.includes('path') && names.includes('message')) {
            const prop = node.properties.find((p) => p.name?.getText() === 'message');
            if (prop && ts.isPropertyAssignment(prop))
              changed = record(prop.initializer) || changed;
            if (prop && ts.isShorthandPropertyAssignment(prop))
              changed = record(prop.name) || changed;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return changed;
  };
  while (pass()) {
    /* until no new sink parameter is found */
  }
  return { found: [...found.values()], dynamic: [...dynamic.values()] };
}
