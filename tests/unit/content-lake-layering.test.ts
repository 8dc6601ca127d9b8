import { readdirSync } from 'node:fs'
import path from 'node:path'
import { reachableModules, resolveProjectModule, runtimeImports } from '@tests/support/import-graph'
import { describe, expect, it } from 'vitest'

/**
 * The local Content Lake is a program of its own (docs/architecture.md, "Local Content Lake"): Node
 * runs content-lake/main.ts as it is, so it may load only itself and shared/, and the site, the
 * Studio and the schema never load it (server.mjs and scripts/dev.mjs start it as a process).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const LAKE = path.join(ROOT, 'content-lake')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

describe('the local Content Lake as a program of its own', () => {
  it('loads only its own modules and shared/', () => {
    const outside = new Set<string>()
    for (const module of reachableModules(path.join(LAKE, 'main.ts')))
      if (!module.startsWith(LAKE) && !module.startsWith(path.join(ROOT, 'shared')))
        outside.add(path.relative(ROOT, module))
    expect([...outside]).toEqual([])
  })

  it('names its modules as Node resolves them (relative, with .ts), since no bundler runs it', () => {
    const unresolvable: string[] = []
    for (const file of sources(LAKE))
      for (const specifier of runtimeImports(file))
        if (
          specifier.startsWith('.')
            ? !specifier.endsWith('.ts')
            : specifier.startsWith('@/') || specifier.startsWith('@shared/')
        )
          unresolvable.push(`${path.relative(ROOT, file)}: ${specifier}`)
    expect(unresolvable).toEqual([])
  })

  it('is loaded by none of the site, the Studio, the schema or shared/', () => {
    const loaders: string[] = []
    for (const folder of ['web', 'studio', 'schemas', 'shared'])
      for (const file of sources(path.join(ROOT, folder)))
        for (const specifier of runtimeImports(file)) {
          const target = resolveProjectModule(specifier, file)
          if (target?.startsWith(LAKE)) loaders.push(`${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`)
        }
    expect(loaders).toEqual([])
  })
})
