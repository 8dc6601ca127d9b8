import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The Studio's strings as the installed packages ship them: the English defaults of each namespace
 * (`defineLocalesResources("<namespace>", {…})` in sanity's and @sanity/vision's bundles) and
 * @sanity/locale-de-de's translations (one module per namespace; a string it leaves out is
 * `void 0`, which the Studio shows in English). Read as text: loading the bundles would start a browser
 * application in Node.
 */

const require = createRequire(import.meta.url)

type Strings = Record<string, string | undefined>

/** The object literal that starts at `text[start]` (`{`), evaluated: keys and string values only. */
function objectLiteralAt(text: string, start: number): Strings {
  let depth = 0
  let index = start
  for (; index < text.length; index++) {
    const char = text[index]
    if (char === '"' || char === "'" || char === '`') {
      for (index++; text[index] !== char; index++) if (text[index] === '\\') index++
    } else if (char === '/' && text[index + 1] === '*') index = text.indexOf('*/', index) + 1
    else if (char === '/' && text[index + 1] === '/') index = text.indexOf('\n', index)
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) break
  }
  return new Function(`return (${text.slice(start, index + 1)})`)() as Strings
}

function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name))
  while (!readdirSync(dir).includes('package.json')) dir = path.dirname(dir)
  return dir
}

const scripts = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))

/** English strings by namespace, from the bundles of `sanity` and `@sanity/vision`. */
export function englishStrings(): Record<string, Strings> {
  const strings: Record<string, Strings> = {}
  for (const dir of [path.join(packageDir('sanity'), 'lib'), path.join(packageDir('@sanity/vision'), 'lib')])
    for (const text of scripts(dir))
      for (const match of text.matchAll(/defineLocalesResources\("([a-z-]+)",\s*\{/g))
        strings[match[1] as string] = {
          ...strings[match[1] as string],
          ...objectLiteralAt(text, match.index + match[0].length - 1),
        }
  return strings
}

/** @sanity/locale-de-de's strings by namespace (a left-out string is present with the value undefined). */
export function germanStrings(): Record<string, Strings> {
  const dist = path.join(packageDir('@sanity/locale-de-de'), 'dist')
  const index = readFileSync(path.join(dist, 'index.js'), 'utf8')
  const strings: Record<string, Strings> = {}
  for (const [, namespace, file] of index.matchAll(
    /namespace: "([a-zA-Z-]+)",\s*resources: \(\) => import\("\.\/([^"]+)"\)/g,
  )) {
    const text = readFileSync(path.join(dist, file as string), 'utf8')
    strings[namespace as string] = objectLiteralAt(
      text,
      text.indexOf('{', text.indexOf('removeUndefinedLocaleResources(')),
    )
  }
  return strings
}
