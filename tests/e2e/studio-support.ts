import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { createClient, type SanityClient, type SanityDocument } from '@sanity/client'
import { getDraftId } from '@sanity/client/csm'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { EDITOR_GUIDE_RUN, editorGuideDir } from '@tests/support/editor-guide'
import sharp from 'sharp'
import type { JournalEntry } from '../../content-lake/journal.ts'
import { IDENTITY_KEY, type LocalIdentity } from '../../studio/local-lake-session.ts'

/**
 * Who works in a test's browser (studio/local-lake-session.ts): answered beforehand, so /studio opens
 * the Studio instead of asking. The office, so the Posteingang is open to it.
 */
export const STUDIO_TEST_IDENTITY: LocalIdentity = {
  browser: 'e2e-studio-browser-0001',
  name: 'Redaktion (lokal)',
  role: 'office',
}

/**
 * Makes every page of `context` this browser's identity (a browser's own user on the lake: two
 * contexts with two identities are two colleagues, each in „Wer ist hier“ of the other).
 */
export async function assignLocalIdentity(context: BrowserContext, identity: LocalIdentity): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value)
    },
    [IDENTITY_KEY, JSON.stringify(identity)] as const,
  )
}

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
    // The server token: this test runs as the user who started the lake, and is no browser.
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

  /** Publishes a whole document directly, as another editor's work would have (a landing page to link to). */
  async publishDocument(document: { _id: string; _type: string } & Record<string, unknown>): Promise<void> {
    await this.#client.createOrReplace(document)
  }

  /** The documents of a type matching a GROQ filter on top (drafts included), e.g. the redirects. */
  async documents(type: string, filter = 'true', params: Record<string, string> = {}): Promise<SanityDocument[]> {
    return this.#client.fetch(`*[_type == $type && (${filter})]`, { ...params, type })
  }

  /** Throws away the draft of `publishedId`, as „Änderungen verwerfen“ does. */
  async discardDraft(publishedId: string): Promise<void> {
    if (!(await this.get(getDraftId(publishedId)))) return
    await this.#client.action({ actionType: 'sanity.action.document.discard', draftId: getDraftId(publishedId) })
  }

  /** The ids of the documents of a type (drafts included). */
  async idsOfType(type: string): Promise<string[]> {
    return this.#client.fetch('*[_type == $type]._id', { type })
  }
}

/**
 * The contract between the Studio (and the site's server) and the local Content Lake: every request
 * either of them makes to the lake is in the lake's journal (CONTENT_LAKE_JOURNAL), and none may hit
 * an endpoint the lake does not know, use a method the endpoint does not take, be answered that the
 * lake does not support it, be refused for its credentials (Sanity answers what the Studio sends) or
 * fail with a 5xx. A known endpoint answering 404 (a missing document) or 409 (a refused write) is a
 * legitimate answer.
 */
export class LakeContract {
  readonly file = path.join(mkdtempSync(path.join(tmpdir(), 'lake-journal-')), 'journal.ndjson')
  #checked = 0
  readonly #expected: (entry: JournalEntry) => boolean

  /** `expected`: refusals a spec provokes on purpose, which Sanity answers alike (a 403 for a user without a role). */
  constructor(expected: (entry: JournalEntry) => boolean = () => false) {
    this.#expected = expected
  }

  /** The requests since the last call that broke the contract, one line each. */
  violations(): string[] {
    let lines: string[]
    try {
      lines = readFileSync(this.file, 'utf8').split('\n').filter(Boolean)
    } catch {
      return []
    }
    const fresh = lines.slice(this.#checked).map((line) => JSON.parse(line) as JournalEntry)
    this.#checked = lines.length
    return fresh
      .filter(
        (entry) =>
          !this.#expected(entry) &&
          (entry.route === null || entry.unsupported || [401, 403, 405].includes(entry.status) || entry.status >= 500),
      )
      .map(({ method, path, route, status, error }) => `${method} ${path} → ${status} ${error ?? ''} (route ${route})`)
  }
}

/** Every request of a page to another host than this machine's (none may leave it). */
function watchForeignRequests(page: Page, foreign: string[]) {
  page.on('request', (request) => {
    const url = request.url()
    if (!/^(data|blob):/.test(url) && !/^(http|ws):\/\/(127\.0\.0\.1|localhost|[a-z0-9.-]+\.localhost)[:/]/.test(url))
      foreign.push(url)
  })
}

/**
 * A Studio spec's server: a copy of the build with CONTENT_LAKE=local on a fresh working copy, and
 * the checks every Studio test gets: the lake's contract (LakeContract) and no request to another
 * host. Call once at the top of a spec; it registers the hooks.
 */
export function setUpStudioSite({
  name,
  port,
  env = {},
  expectedRefusals,
}: {
  name: string
  port: number
  env?: Record<string, string>
  /** Requests the spec has refused on purpose (LakeContract). */
  expectedRefusals?: (entry: JournalEntry) => boolean
}) {
  const contract = new LakeContract(expectedRefusals)
  let site: SiteCopy | undefined
  let lake: LocalLakeClient | undefined
  let foreign: string[] = []
  test.beforeAll(async () => {
    // Copying the build and starting the server with its lake takes longer than a test step on a busy machine.
    test.setTimeout(120_000)
    site = await startSiteCopy({
      name,
      port,
      env: {
        CONTENT_LAKE: 'local',
        CONTENT_LAKE_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'content-lake-e2e-')), 'lake'),
        CONTENT_LAKE_JOURNAL: contract.file,
        ...env,
      },
    })
    lake = await LocalLakeClient.fromServerOutput(site.output())
  })
  test.afterAll(async () => {
    await site?.stop()
  })
  test.beforeEach(async ({ page }) => {
    foreign = []
    watchForeignRequests(page, foreign)
    await assignLocalIdentity(page.context(), STUDIO_TEST_IDENTITY)
  })
  test.afterEach(() => {
    expect(foreign, 'requests to other hosts').toEqual([])
    expect(contract.violations(), 'requests the local Content Lake does not answer as Sanity does').toEqual([])
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Studio site has not started (setUpStudioSite registers beforeAll)')
    return value
  }
  return {
    get site() {
      return started(site)
    },
    get lake() {
      return started(lake)
    },
  }
}

/**
 * A picture of the Studio for the editor guide (docs/redaktion.md), taken on every run of the Studio
 * tests, so no picture shows a Studio older than the code: written to docs/editor-guide (EDITOR_GUIDE_DIR
 * elsewhere) and noted in EDITOR_GUIDE_RUN, which the teardown holds against the guide
 * (tests/e2e/global-teardown.ts).
 */
export async function editorGuideShot(page: Page, name: string, settled?: Locator): Promise<void> {
  const dir = editorGuideDir()
  // The picture waits for what it is meant to show (lists and images load after the form).
  if (settled) await settled.first().waitFor({ state: 'visible', timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
  mkdirSync(dir, { recursive: true })
  // A palette PNG: a third of the bytes, no visible difference for a screenshot of the Studio.
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer()
  writeFileSync(path.join(dir, `${name}.png`), png)
  mkdirSync(path.dirname(EDITOR_GUIDE_RUN), { recursive: true })
  appendFileSync(EDITOR_GUIDE_RUN, `${name}.png\n`)
}
