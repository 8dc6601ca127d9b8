import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '../..')

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  },
)
if (!config) throw new Error('tsconfig.json cannot be read')
const options = config.options

/**
 * The modules a file loads at run time, as TypeScript parses them: `import … from`,
 * `export … from` and `import()`, without type-only imports (erased before bundling).
 */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false)
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

/** The project file a specifier resolves to with the tsconfig's paths, or null for a package. */
export function resolveProjectModule(specifier: string, fromFile: string): string | null {
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys).resolvedModule
  if (!resolved || resolved.isExternalLibraryImport) return null
  return resolved.resolvedFileName
}

/** Every project module `entry` loads at run time, directly or through others, itself included. */
export function reachableModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const specifier of runtimeImports(entry)) {
    const target = resolveProjectModule(specifier, entry)
    if (target) reachableModules(target, seen)
  }
  return seen
}
