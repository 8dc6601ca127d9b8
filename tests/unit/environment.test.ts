import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The process's environment and its shared state have one owner each (docs/architecture.md, "The
 * runtime"): the site reads `process.env` in its settings module only and keeps state on `globalThis`
 * in its runtime only; the local Content Lake, a program of its own, reads its variables where it
 * starts. Found on TypeScript's syntax tree of every source file of the site, the lake and the server.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The site's settings module, the local Content Lake's entry (a program of its own), and Next's
 * instrumentation hook, which asks which runtime it was built for (`process.env.NEXT_RUNTIME`, a
 * constant Next writes into each build of that file).
 */
const SETTINGS_MODULES = ['content-lake/main.ts', 'web/hosting/settings.ts', 'web/instrumentation.ts']
/** The one module that speaks to Next's internals sets what Next's standalone server reads. */
const NEXT_INTERNALS = 'web/hosting/next-internals.ts'
const RUNTIME = 'web/hosting/runtime.ts'

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'web', 'content-lake', 'server.mjs', 'next.config.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.d.ts'))
}

type Use = { file: string; line: number; kind: 'read' | 'write' }

const isProcessEnv = (node: ts.Node): node is ts.PropertyAccessExpression =>
  ts.isPropertyAccessExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'process' &&
  node.name.text === 'env'

/** Whether `node` (`process.env`, or a member of it) is what an assignment, `delete` or `Object.assign` changes. */
function isWritten(node: ts.Expression): boolean {
  let target: ts.Node = node
  while (ts.isParenthesizedExpression(target.parent) || ts.isAsExpression(target.parent)) target = target.parent
  const parent = target.parent
  if (ts.isCallExpression(parent))
    return parent.arguments[0] === target && parent.expression.getText() === 'Object.assign'
  if (!ts.isPropertyAccessExpression(parent) && !ts.isElementAccessExpression(parent)) return false
  const member = parent.parent
  if (ts.isDeleteExpression(member)) return true
  return (
    ts.isBinaryExpression(member) &&
    member.left === parent &&
    member.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    member.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
}

/**
 * Every use of `process.env`, every value-level use of `globalThis` (not in types or `extends`), the
 * global symbols (`Symbol.for`) and the process events emitted (`process.emit`).
 */
function uses(file: string): { env: Use[]; globalState: number[]; symbols: number[]; emits: number[] } {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found = { env: [] as Use[], globalState: [] as number[], symbols: [] as number[], emits: [] as number[] }
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isHeritageClause(node)) return
    if (isProcessEnv(node)) found.env.push({ file, line: line(node), kind: isWritten(node) ? 'write' : 'read' })
    if (ts.isIdentifier(node) && node.text === 'globalThis') found.globalState.push(line(node))
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source)
      if (callee === 'Symbol.for') found.symbols.push(line(node))
      if (callee === 'process.emit') found.emits.push(line(node))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the environment and the process-wide state', () => {
  const files = sourceFiles()
  const found = files.map((file) => ({ file, ...uses(file) }))

  it('finds the sources it checks', () => {
    expect(files).toContain('web/hosting/settings.ts')
    expect(files).toContain('server.mjs')
    expect(files.length).toBeGreaterThan(100)
  })

  it('is read only by the settings modules, at most three', () => {
    const readers = [
      ...new Set(found.flatMap(({ env }) => env.filter((use) => use.kind === 'read').map((use) => use.file))),
    ]
    expect(readers.sort()).toEqual(SETTINGS_MODULES)
  })

  it('is written only where Next’s standalone server reads it', () => {
    const writes = found.flatMap(({ env }) => env.filter((use) => use.kind === 'write'))
    expect(writes.map((use) => use.file)).toEqual([NEXT_INTERNALS, NEXT_INTERNALS])
  })

  it('keeps state on globalThis in one module, the runtime, under one symbol', () => {
    expect(found.filter(({ globalState }) => globalState.length > 0).map(({ file }) => file)).toEqual([RUNTIME])
    expect(found.flatMap(({ file, symbols }) => symbols.map(() => file))).toEqual([RUNTIME])
  })

  it('tells the server’s stop to the runtime, not through a custom process event', () => {
    expect(found.filter(({ emits }) => emits.length > 0).map(({ file }) => file)).toEqual([])
  })
})
