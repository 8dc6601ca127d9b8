import type { LocalLake } from './local-lake'

/**
 * Logs the Studio in with the lake's token. The lake hands it only to pages of this machine
 * (`/local/session`); the Studio takes a token from `#token=…` in its address and keeps it, as
 * it does after Sanity's own login.
 */
export async function signInToLocalLake(lake: LocalLake, projectId: string): Promise<void> {
  const response = await fetch(`${lake.origin}/local/session`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`The local Content Lake answered ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  let stored: string | undefined
  try {
    stored = (JSON.parse(localStorage.getItem(`__studio_auth_token_${projectId}`) ?? 'null') as { token?: string })
      ?.token
  } catch {}
  if (stored === token) return
  const url = new URL(location.href)
  url.hash = `token=${token}`
  history.replaceState(history.state, '', url)
}
