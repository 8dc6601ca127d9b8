import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Transformed images on disk, in the working copy (`transforms/`): a picture asked for again is read,
 * not computed again. Named by the SHA-256 of its key (file and normalised transform), so every
 * variant has one file; bounded in bytes, the least recently used going first. What is on disk at
 * start counts, oldest first by modification time; temporary files a crash left are removed.
 */
export class TransformCache {
  readonly #dir: string
  readonly #maxBytes: number
  /** File name → size, least recently used first (a Map keeps insertion order). */
  readonly #entries = new Map<string, number>()
  #bytes = 0

  constructor(dir: string, maxBytes: number) {
    this.#dir = dir
    this.#maxBytes = maxBytes
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const names = readdirSync(dir)
    for (const name of names.filter((name) => name.endsWith('.tmp'))) rmSync(path.join(dir, name), { force: true })
    const files = names
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => {
        const stats = statSync(path.join(dir, name))
        return { name, size: stats.size, time: stats.mtimeMs }
      })
      .sort((a, b) => a.time - b.time)
    for (const { name, size } of files) this.#remember(name, size)
    void this.#evict()
  }

  get bytes(): number {
    return this.#bytes
  }

  #name(key: string): string {
    return createHash('sha256').update(key).digest('hex')
  }

  #remember(name: string, size: number): void {
    this.#bytes -= this.#entries.get(name) ?? 0
    this.#entries.delete(name)
    this.#entries.set(name, size)
    this.#bytes += size
  }

  /** Whether the transform is on disk (without reading it). */
  has(key: string): boolean {
    return this.#entries.has(this.#name(key))
  }

  async get(key: string): Promise<Buffer | null> {
    const name = this.#name(key)
    const size = this.#entries.get(name)
    if (size === undefined) return null
    try {
      const bytes = await readFile(path.join(this.#dir, name))
      this.#remember(name, size)
      return bytes
    } catch {
      this.#bytes -= size
      this.#entries.delete(name)
      return null
    }
  }

  /** Keeps the bytes unless they alone exceed the bound; a crash leaves at most a stray temporary file. */
  async put(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.#maxBytes) return
    const name = this.#name(key)
    const temporary = path.join(this.#dir, `${name}.${randomUUID()}.tmp`)
    await writeFile(temporary, bytes, { mode: 0o600 })
    await rename(temporary, path.join(this.#dir, name))
    this.#remember(name, bytes.length)
    await this.#evict()
  }

  async #evict(): Promise<void> {
    while (this.#bytes > this.#maxBytes) {
      const [oldest, size] = this.#entries.entries().next().value ?? []
      if (oldest === undefined || size === undefined) return
      this.#entries.delete(oldest)
      this.#bytes -= size
      await rm(path.join(this.#dir, oldest), { force: true })
    }
  }
}
