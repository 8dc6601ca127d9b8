import { CONTENT_EDITOR_ROLE, OFFICE_ROLE } from '@shared/inbox-access'

/**
 * Logs the Studio in to the local Content Lake, before the Studio starts, as this browser's own user
 * (content-lake/session.ts): the page asks `POST /local/session` with the browser's identity and the
 * token it holds, and the lake answers the same token (a reload, another tab) or a new one after a
 * restart of the lake, for the same user. The token goes where the Studio keeps a token after Sanity's
 * own login (its key and shape: `sanity`'s auth store); the identity beside it, so the browser is asked
 * for its name once. Through `#token=…` in the address the Studio would take a token too, but only
 * after starting, and would then start its workspace over.
 */

export type LocalRole = typeof CONTENT_EDITOR_ROLE | typeof OFFICE_ROLE

/** Who works in this browser: an id of its own (not a secret: a label that stays), a name, a role. */
export type LocalIdentity = { browser: string; name: string; role: LocalRole }

/** Where the browser keeps its identity (the site's origin; docs/decisions.md, „One identity per browser“). */
export const IDENTITY_KEY = 'glanzwerk-harz:local-lake-identity'

const authKey = (projectId: string) => `__studio_auth_token_${projectId}`

export function storedIdentity(): LocalIdentity | null {
  try {
    const stored = JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? 'null') as Partial<LocalIdentity> | null
    if (typeof stored?.browser !== 'string' || typeof stored.name !== 'string') return null
    return {
      browser: stored.browser,
      name: stored.name,
      role: stored.role === OFFICE_ROLE ? OFFICE_ROLE : CONTENT_EDITOR_ROLE,
    }
  } catch {
    return null
  }
}

/** A new browser's id: 32 random letters and digits. */
export function newBrowserId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

export async function signInToLocalLake(lakeOrigin: string, projectId: string, identity: LocalIdentity): Promise<void> {
  let held: string | undefined
  try {
    held = (JSON.parse(localStorage.getItem(authKey(projectId)) ?? 'null') as { token?: string } | null)?.token
  } catch {
    held = undefined
  }
  const response = await fetch(`${lakeOrigin}/local/session`, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...identity, token: held }),
  })
  if (!response.ok) throw new Error(`The local Content Lake answered ${response.status}`)
  const { token, user } = (await response.json()) as { token: string; user: { name: string } }
  localStorage.setItem(authKey(projectId), JSON.stringify({ token, authenticated: true }))
  // The name the lake gave when none was chosen („Redaktion 2“) stays this browser's.
  localStorage.setItem(IDENTITY_KEY, JSON.stringify({ ...identity, name: user.name }))
}
