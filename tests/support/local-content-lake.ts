import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ClientConfig, createClient, type SanityClient } from '@sanity/client'
import { type LakeOptions, LocalContentLake } from '../../content-lake/server.ts'
import { openWorkingCopy, type WorkingCopy } from '../../content-lake/working-copy.ts'
import { DATASET_DIR } from './dataset'

/**
 * The local Content Lake (content-lake/) started in this process the way content-lake/main.ts
 * starts it: a working copy in a temp directory seeded from content/dataset, the server on a free
 * port of 127.0.0.1 (plus two stream ports), the asset origin set afterwards.
 */

export const LAKE_PROJECT_ID = 'local'
export const LAKE_DATASET = 'production'
export const LAKE_PRIVATE_DATASET = 'submissions'
export const API_VERSION = '2025-02-19'
/** The site whose Studio the test lake serves (launch.ts names the site's origins so). */
export const SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']

export type RunningLake = {
  lake: LocalContentLake
  copy: WorkingCopy
  token: string
  /** `http://127.0.0.1:<port>` (the lake's `origin` names localhost). */
  apiHost: string
  client: (config?: Partial<ClientConfig>) => SanityClient
  stop: () => Promise<void>
}

export async function startLocalLake({
  webhooks = [],
  onDelivery,
  queryTimeLimitMs,
  journalFile,
  writeDelayMs,
}: Pick<
  Partial<LakeOptions>,
  'webhooks' | 'onDelivery' | 'queryTimeLimitMs' | 'journalFile' | 'writeDelayMs'
> = {}): Promise<RunningLake> {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-content-lake-'))
  const copy = openWorkingCopy({
    dir,
    seedDir: DATASET_DIR,
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    privateDatasets: [LAKE_PRIVATE_DATASET],
  })
  const lake = new LocalContentLake({
    store: copy.store,
    projectId: LAKE_PROJECT_ID,
    assetsDir: copy.assetsDir,
    transformsDir: copy.transformsDir,
    siteOrigins: SITE_ORIGINS,
    queryTimeLimitMs,
    webhooks,
    onDelivery,
    journalFile,
    writeDelayMs,
  })
  await lake.listen(0, 2)
  copy.store.setAssetOrigin(lake.origin)
  const apiHost = `http://127.0.0.1:${lake.port}`
  return {
    lake,
    copy,
    token: lake.token,
    apiHost,
    client: (config = {}) =>
      createClient({
        projectId: LAKE_PROJECT_ID,
        dataset: LAKE_DATASET,
        apiHost,
        useProjectHostname: false,
        token: lake.token,
        apiVersion: API_VERSION,
        useCdn: false,
        ...config,
      }),
    stop: async () => {
      await lake.close()
      copy.release()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string; json: () => unknown }

/**
 * A request with full control over the headers (fetch does not let a caller set `Host`). `body` may
 * be given as a string; `declaredLength` sends a Content-Length other than the body's.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    declaredLength,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; declaredLength?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method,
      headers: {
        ...headers,
        ...(declaredLength !== undefined ? { 'content-length': String(declaredLength) } : {}),
      },
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          json: () => JSON.parse(text),
        })
        request.destroy()
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    if (body !== undefined) request.write(body)
    // With a declared length larger than the body the request stays open: the server answers first.
    if (declaredLength === undefined) request.end()
  })
}
