import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandOf, needsDataset, readManifest, withAbsolutePaths } from '../../scripts/sanity-cli/arguments'

/**
 * How `npm run sanity` reads a command line, with the command manifest of the installed @sanity/cli:
 * the CLI runs in studio/, so file arguments typed relative to the repository (or wherever npm was
 * started) are made absolute; nothing else is touched.
 */

const manifest = readManifest(path.resolve(import.meta.dirname, '../..'))
const from = '/home/dev/repo'

describe('the command', () => {
  it.each([
    [['dataset', 'export', 'production'], 'datasets:export'],
    [['datasets', 'list'], 'datasets:list'],
    [['documents', 'query', '*[_type == "service"]'], 'documents:query'],
    [['migration', 'run', 'x', '--no-dry-run'], 'migrations:run'],
    [['schema', 'validate'], 'schemas:validate'],
  ])('%j is %s (topics also in the singular, as the CLI accepts them)', (argv, id) => {
    expect(commandOf(argv, manifest)?.id).toBe(id)
  })

  it.each([
    [['schema', 'validate'], false],
    [['migration', 'list'], false],
    [['migration', 'create', 'Rename x'], false],
    [['migration', 'run'], false],
    [['documents', 'query', 'count(*)', '--help'], false],
    [[], false],
    [['migration', 'run', 'testimonial-text-to-quote'], true],
    [['documents', 'validate', '--yes'], true],
    [['dataset', 'export', 'production'], true],
  ])('%j needs a dataset: %s', (argv, needs) => {
    expect(needsDataset(argv, manifest)).toBe(needs)
  })
})

describe('file arguments', () => {
  it('the export’s destination and the import’s source are made absolute, the dataset names are not', () => {
    expect(withAbsolutePaths(['dataset', 'export', 'production', 'out.tar.gz'], manifest, from)).toEqual([
      'dataset',
      'export',
      'production',
      '/home/dev/repo/out.tar.gz',
    ])
    expect(
      withAbsolutePaths(
        ['dataset', 'import', 'content/dataset/data.ndjson', '--dataset', 'production'],
        manifest,
        from,
      ),
    ).toEqual(['dataset', 'import', '/home/dev/repo/content/dataset/data.ndjson', '--dataset', 'production'])
  })

  it('a flag with a value before the positional arguments does not shift them', () => {
    expect(
      withAbsolutePaths(['dataset', 'export', '--types', 'service,award', 'production', 'out.tar.gz'], manifest, from),
    ).toEqual(['dataset', 'export', '--types', 'service,award', 'production', '/home/dev/repo/out.tar.gz'])
  })

  it('file flags, with a space or `=`', () => {
    expect(withAbsolutePaths(['documents', 'validate', '--file', 'x.ndjson'], manifest, from)).toEqual([
      'documents',
      'validate',
      '--file',
      '/home/dev/repo/x.ndjson',
    ])
    expect(withAbsolutePaths(['migration', 'run', 'm', '--from-export=../e.tar.gz'], manifest, from)).toEqual([
      'migration',
      'run',
      'm',
      '--from-export=/home/dev/e.tar.gz',
    ])
  })

  it('stdout/stdin (`-`), URLs, absolute paths and every other command stay as typed', () => {
    expect(withAbsolutePaths(['dataset', 'export', 'production', '-'], manifest, from)).toEqual([
      'dataset',
      'export',
      'production',
      '-',
    ])
    expect(withAbsolutePaths(['dataset', 'import', 'https://example.org/x.tar.gz', 'p'], manifest, from)).toEqual([
      'dataset',
      'import',
      'https://example.org/x.tar.gz',
      'p',
    ])
    expect(withAbsolutePaths(['dataset', 'import', '/tmp/x.tar.gz'], manifest, from)).toEqual([
      'dataset',
      'import',
      '/tmp/x.tar.gz',
    ])
    const query = ['documents', 'query', '*[_type == "a/b"]']
    expect(withAbsolutePaths(query, manifest, from)).toEqual(query)
  })
})
