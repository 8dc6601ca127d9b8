/**
 * Logs the Studio in with the lake's token, before the Studio starts: the lake hands the token only
 * to the pages of the site that started it, in a browser of the user who started it
 * (`/local/session`, content-lake/session.ts), and it goes where the Studio keeps a token after
 * Sanity's own login (its key and shape: `sanity`'s auth store). Through `#token=…` in the address
 * the Studio would take it too, but only after starting, and would then start its workspace over.
 */
export async function signInToLocalLake(lakeOrigin: string, projectId: string): Promise<void> {
  const response = await fetch(`${lakeOrigin}/local/session`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`The local Content Lake answered ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  localStorage.setItem(`__studio_auth_token_${projectId}`, JSON.stringify({ token, authenticated: true }))
}
