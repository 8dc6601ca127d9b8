import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * A copy of the repository's files as they are now (tracked and new, not ignored) in a temporary folder, with
 * a node_modules of links to this one's packages: a place to change the schema and run the project's own
 * commands without touching the working tree. node_modules/.cache stays the copy's own (TypeGen's stamp).
 */
export function scratchCopy(): {
  root: string
  edit: (file: string, change: (text: string) => string) => void
  remove: () => void
} {
  const root = mkdtempSync(path.join(tmpdir(), 'glanzwerk-scratch-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    try {
      cpSync(path.join(ROOT, file), path.join(root, file))
    } catch (error) {
      // A file deleted in the working tree but not yet in git's index is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true })
  for (const entry of readdirSync(path.join(ROOT, 'node_modules')))
    if (entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(root, 'node_modules', entry))
  return {
    root,
    edit: (file, change) => {
      const target = path.join(root, file)
      const before = readFileSync(target, 'utf8')
      const after = change(before)
      if (after === before) throw new Error(`The edit of ${file} changed nothing`)
      writeFileSync(target, after)
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
