import { readdirSync, readFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import { reachableModules, resolveProjectModule, runtimeImports } from '@tests/support/import-graph'
import { describe, expect, it } from 'vitest'

/**
 * The production server (web/server/) as a layer: Node loads it natively (types stripped), so every
 * module it reaches must be importable without the bundler; it sits on top of the hosting layer and
 * the CSP library, and nothing of the app imports it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const MAIN = path.join(ROOT, 'web/server/main.ts')
const relative = (file: string) => path.relative(ROOT, file)

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('the server layer (web/server/)', () => {
  const reached = [...reachableModules(MAIN)]

  it('reaches only the server, the hosting layer and the CSP library (and the tags for the local lake)', () => {
    const outside = reached
      .map(relative)
      .filter(
        (file) =>
          !/^web\/(server|hosting|lib\/csp)\//.test(file) &&
          !['web/lib/sanity/tags.ts', 'web/lib/routing/image-requests.ts'].includes(file),
      )
    expect(outside).toEqual([])
  })

  it('imports nothing Node cannot load natively: relative .ts paths, node: modules and packages only', () => {
    const offending = reached.flatMap((file) =>
      runtimeImports(file)
        .filter(
          (specifier) =>
            specifier.startsWith('@/') ||
            specifier.startsWith('@shared/') ||
            (specifier.startsWith('.') && !specifier.endsWith('.ts')),
        )
        .map((specifier) => `${relative(file)} → ${specifier}`),
    )
    expect(offending).toEqual([])
  })

  it('uses only TypeScript that Node strips (no parameter properties, enums or namespaces)', () => {
    const unsupported = reached.flatMap((file) => {
      try {
        stripTypeScriptTypes(readFileSync(file, 'utf8'))
        return []
      } catch (error) {
        return [`${relative(file)}: ${(error as Error).message.split('\n')[0]}`]
      }
    })
    expect(unsupported).toEqual([])
  })

  it('has no import cycle', () => {
    const cycles: string[] = []
    const visiting: string[] = []
    const done = new Set<string>()
    const visit = (file: string) => {
      if (done.has(file)) return
      const at = visiting.indexOf(file)
      if (at >= 0) {
        cycles.push([...visiting.slice(at), file].map(relative).join(' → '))
        return
      }
      visiting.push(file)
      for (const specifier of runtimeImports(file)) {
        const target = resolveProjectModule(specifier, file)
        if (target) visit(target)
      }
      visiting.pop()
      done.add(file)
    }
    visit(MAIN)
    expect(cycles).toEqual([])
  })

  it('is imported by nothing of the app, the hosting layer or the libraries (no arrow back up)', () => {
    const upward = ['web/app', 'web/components', 'web/lib', 'web/hosting', 'shared', 'studio', 'schemas'].flatMap(
      (folder) =>
        filesUnder(folder).flatMap((file) =>
          runtimeImports(file)
            .map((specifier) => resolveProjectModule(specifier, file))
            .filter((target): target is string => target !== null && relative(target).startsWith('web/server/'))
            .map((target) => `${relative(file)} → ${relative(target)}`),
        ),
    )
    expect(upward).toEqual([])
  })
})
