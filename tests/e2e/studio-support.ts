import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { createClient, type SanityClient, type SanityDocument } from '@sanity/client'
import sharp from 'sharp'

/**
 * The local Content Lake as the Studio tests see it: the server started it (CONTENT_LAKE=local) and
 * named its address; the tests read what the Studio wrote with @sanity/client, as any client would.
 */
export class LocalLakeClient {
  readonly #client: SanityClient

  private constructor(client: SanityClient) {
    this.#client = client
  }

  static async fromServerOutput(output: string): Promise<LocalLakeClient> {
    const origin = /Local Content Lake on (http:\/\/localhost:\d+)/.exec(output)?.[1]
    if (!origin) throw new Error(`The server did not start the local Content Lake:\n${output}`)
    const apiHost = origin.replace('localhost', '127.0.0.1')
    const { token, projectId } = (await (await fetch(`${apiHost}/local/session`)).json()) as {
      token: string
      projectId: string
    }
    return new LocalLakeClient(
      createClient({
        projectId,
        dataset: 'production',
        apiHost,
        useProjectHostname: false,
        token,
        apiVersion: '2025-02-19',
        useCdn: false,
        perspective: 'raw',
      }),
    )
  }

  /** The document as stored (a draft id reads the draft), or null. */
  async get(id: string): Promise<SanityDocument | null> {
    return (await this.#client.getDocument(id)) ?? null
  }

  /** Sets fields of a published document directly, as another editor's publish would. */
  async publishFields(publishedId: string, fields: Record<string, unknown>): Promise<void> {
    await this.#client.patch(publishedId).set(fields).commit()
  }

  /** Throws away the draft of `publishedId`, as „Änderungen verwerfen“ does. */
  async discardDraft(publishedId: string): Promise<void> {
    if (!(await this.get(`drafts.${publishedId}`))) return
    await this.#client.action({ actionType: 'sanity.action.document.discard', draftId: `drafts.${publishedId}` })
  }
}

/**
 * A picture of the Studio for the editor guide (README, „Redaktion“): written to EDITOR_GUIDE_DIR by
 * `npm run docs:editor-guide`; in an ordinary test run nothing is written.
 */
export async function editorGuideShot(page: Page, name: string, settled?: Locator): Promise<void> {
  const dir = process.env.EDITOR_GUIDE_DIR
  if (!dir) return
  // The picture waits for what it is meant to show (lists and images load after the form).
  if (settled) await settled.first().waitFor({ state: 'visible', timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
  mkdirSync(dir, { recursive: true })
  // A palette PNG: a third of the bytes, no visible difference for a screenshot of the Studio.
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer()
  writeFileSync(path.join(dir, `${name}.png`), png)
}
