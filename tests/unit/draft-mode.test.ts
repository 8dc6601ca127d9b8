import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { callRoute, PREVIEW_MODE_ID } from '@tests/support/route-handler'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as disable } from '@/app/api/draft-mode/disable/route'
import { GET as enable } from '@/app/api/draft-mode/enable/route'
import { resolveContentSource } from '@/hosting/content-settings.ts'
import { resetRuntime } from '@/hosting/runtime.ts'
import { draftModeAvailability } from '@/lib/sanity/draft-mode/availability'
import { previewSecretClient } from '@/lib/sanity/draft-mode/preview-secret-client'

const PROJECT_ID = 'test-project'
const DATASET = 'production'
const TOKEN = 'sk-test-read-token'
const SECRET = 'preview-secret-written-by-the-studio'
const SITE = 'http://localhost:3000'
const ENABLE_PATH = '/api/draft-mode/enable'
const DISABLE_PATH = '/api/draft-mode/disable'
const DRAFT_COOKIE = '__prerender_bypass'

const HOSTED_ENV = { SANITY_PROJECT_ID: PROJECT_ID, SANITY_DATASET: DATASET }

function enableRequest(query = `?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/kontakt`) {
  return new Request(`${SITE}${ENABLE_PATH}${query}`)
}

function withEnv(env: Record<string, string>) {
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN', 'SANITY_API_HOST'])
    vi.stubEnv(name, env[name] ?? '')
  // The route reads the runtime, built once from the environment: built again from this one.
  void resetRuntime()
}

/** The draft-mode cookie the answer sets: its value, or `cleared` when it expires it. */
function draftCookie(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${DRAFT_COOKIE}=`))
  if (!cookie) return null
  return /Expires=Thu, 01 Jan 1970/.test(cookie) ? 'cleared' : (cookie.split(';')[0]?.split('=')[1] ?? '')
}

afterEach(() => {
  vi.unstubAllEnvs()
  void resetRuntime()
})

describe('draft mode availability', () => {
  it('is refused on the bundled dataset with 404: there are no drafts to preview', () => {
    const availability = draftModeAvailability(() => resolveContentSource({}))
    expect(availability).toMatchObject({ available: false, status: 404, reason: 'bundled-dataset' })
  })

  it('is refused with 503 on a hosted project without SANITY_API_READ_TOKEN', () => {
    const availability = draftModeAvailability(() =>
      resolveContentSource({ ...HOSTED_ENV, SANITY_API_READ_TOKEN: '  ' }),
    )
    expect(availability).toMatchObject({ available: false, status: 503, reason: 'missing-read-token' })
  })

  it('is refused with 503 when the project configuration is invalid, naming the variable', () => {
    const availability = draftModeAvailability(() => resolveContentSource({ SANITY_PROJECT_ID: 'abc123' }))
    expect(availability).toMatchObject({ available: false, status: 503, reason: 'invalid-configuration' })
    expect(!availability.available && availability.error).toMatch(/SANITY_DATASET/)
  })

  it('is available on a hosted project with a read token', () => {
    expect(draftModeAvailability(() => resolveContentSource({ ...HOSTED_ENV, SANITY_API_READ_TOKEN: TOKEN }))).toEqual({
      available: true,
      source: { kind: 'hosted', projectId: PROJECT_ID, dataset: DATASET, token: TOKEN, apiHost: undefined },
    })
  })
})

describe('GET /api/draft-mode/enable refuses without a hosted project or token', () => {
  it('answers the bundled dataset with a JSON 404 that says why, and sets no cookie', async () => {
    withEnv({})
    const response = await callRoute(enable, enableRequest())
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = await response.json()
    expect(body).toMatchObject({ status: 'unavailable', reason: 'bundled-dataset' })
    expect(body.error).toMatch(/bundled dataset.*SANITY_PROJECT_ID.*SANITY_API_READ_TOKEN/s)
    expect(body.message).toMatch(/^Die Vorschau ist nicht verfügbar/)
  })

  it('answers a hosted project without token with a JSON 503 naming SANITY_API_READ_TOKEN', async () => {
    withEnv(HOSTED_ENV)
    const response = await callRoute(enable, enableRequest())
    expect(response.status).toBe(503)
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = await response.json()
    expect(body).toMatchObject({ status: 'unavailable', reason: 'missing-read-token' })
    expect(body.error).toMatch(/SANITY_API_READ_TOKEN is not set/)
    expect(body.message).toMatch(/Lese-Token/)
  })
})

describe('GET /api/draft-mode/enable checks the preview secret against the Content Lake', () => {
  let lake: ContentLakeStandIn

  beforeAll(async () => {
    const secretDocument = {
      _id: 'drafts.sanity-preview-url-secret.test',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: `${SITE}/studio`,
    }
    lake = await startContentLake({
      documents: [secretDocument],
      projectId: PROJECT_ID,
      dataset: DATASET,
      token: TOKEN,
    })
  })

  afterAll(async () => {
    await lake.close()
  })

  const hosted = () => withEnv({ ...HOSTED_ENV, SANITY_API_READ_TOKEN: TOKEN, SANITY_API_HOST: lake.url })

  it('accepts the secret the Studio wrote: draft-mode cookie and a redirect to the previewed path', async () => {
    hosted()
    const before = lake.requests.length
    const response = await callRoute(enable, enableRequest())
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/kontakt')
    expect(draftCookie(response)).toBe(PREVIEW_MODE_ID)
    const request = lake.requests.slice(before).find((entry) => entry.query.includes('sanity.previewUrlSecret'))
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request?.params).toMatchObject({ secret: SECRET })
  })

  it('refuses a guessed secret with 401 and no cookie', async () => {
    hosted()
    const response = await callRoute(enable, enableRequest('?sanity-preview-secret=guessed&sanity-preview-pathname=/'))
    expect(response.status).toBe(401)
    expect(draftCookie(response)).toBeNull()
  })

  it.each(['/.//evil.example/x', '/a/..//evil.example', '//evil.example/x', 'https://evil.example/'])(
    'never redirects off the site, even with a valid (e.g. shared) secret: %s',
    async (pathname) => {
      hosted()
      const response = await callRoute(
        enable,
        enableRequest(`?sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent(pathname)}`),
      )
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/')
    },
  )

  it('cannot read the secret without the token: the dataset is private', async () => {
    const source = { kind: 'hosted', projectId: PROJECT_ID, dataset: DATASET, token: TOKEN, apiHost: lake.url } as const
    const anonymous = previewSecretClient(source).withConfig({ token: undefined })
    await expect(anonymous.fetch('*[_type == "sanity.previewUrlSecret"][0]')).rejects.toThrow(/Unauthorized/)
  })
})

describe('GET /api/draft-mode/disable ends draft mode and only redirects to paths of this site', () => {
  async function disableFrom(query: string, referer?: string) {
    const headers = referer ? { referer } : undefined
    const response = await callRoute(disable, new Request(`${SITE}${DISABLE_PATH}${query}`, { headers }))
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(draftCookie(response)).toBe('cleared')
    return response.headers.get('location')
  }

  it('uses ?redirect= when given, and falls back to / when it is not a same-origin path', async () => {
    const referer = `${SITE}/karriere`
    expect(await disableFrom('?redirect=/impressum', referer)).toBe('/impressum')
    expect(await disableFrom('?redirect=https://evil.example/', referer)).toBe('/')
    expect(await disableFrom('?redirect=//evil.example/', referer)).toBe('/')
    expect(await disableFrom('?redirect=/.//evil.example/', referer)).toBe('/')
  })

  it('without ?redirect= returns to the page of this site the editor came from', async () => {
    expect(await disableFrom('', `${SITE}/leistungen/winterdienst?a=1`)).toBe('/leistungen/winterdienst?a=1')
    expect(await disableFrom('', 'https://evil.example/page')).toBe('/')
    expect(await disableFrom('', `${SITE}/studio/presentation`)).toBe('/')
    expect(await disableFrom('', `${SITE}${DISABLE_PATH}`)).toBe('/')
    expect(await disableFrom('', 'not a url')).toBe('/')
    expect(await disableFrom('')).toBe('/')
  })
})
