import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext } from '@playwright/test'

/**
 * A local stand-in for the Google hosts the site may contact after consent (Google is not
 * reachable here): the browser's requests to them are routed over real HTTP to this server,
 * which records them and answers like Google would, closely enough for the site's side:
 * - `www.googletagmanager.com/gtag/js?id=…`: a small gtag.js that works through `dataLayer`
 *   the way the real one does (commands are Arguments objects; `ga-disable-<id>` stops it;
 *   `analytics_storage` decides the `_ga` cookie) and sends each event to …
 * - `www.google-analytics.com/g/collect?tid=…&en=…&dl=…&dp=…`: recorded as a hit;
 * - `www.google.com/maps?…&output=embed`: an HTML page standing in for the map.
 */

export const GOOGLE_HOSTS = ['www.googletagmanager.com', 'www.google-analytics.com', 'www.google.com'] as const
const GOOGLE_URL = new RegExp(`^https://(${GOOGLE_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`)

export type RecordedRequest = { host: string; path: string; query: URLSearchParams }

/** Runs in the page: a gtag.js for the stand-in. */
const GTAG_JS = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const consent = {};
  const send = (name, params) => {
    if (window['ga-disable-' + id]) return;
    if (consent.analytics_storage === 'granted' && !document.cookie.includes('_ga=')) {
      document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/; max-age=63072000';
    }
    const query = new URLSearchParams({ v: '2', tid: id, en: name, dl: params.page_location || location.href,
      dp: params.page_path || '', dt: params.page_title || '', ep: JSON.stringify(params) });
    fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const handle = (command) => {
    const [kind, a, b] = Array.from(command);
    if (kind === 'consent') Object.assign(consent, b);
    if (kind === 'event') send(a, b || {});
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(handle); return push(...commands); };
})();`

export class GoogleStandIn {
  readonly requests: RecordedRequest[] = []

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<GoogleStandIn> {
    let standIn: GoogleStandIn | undefined
    const server = createServer((request, response) => {
      // Paths arrive as /<host>/<path>: the route below prefixes the host it intercepted.
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const [, host = '', ...rest] = url.pathname.split('/')
      const path = `/${rest.join('/')}`
      standIn?.requests.push({ host, path, query: url.searchParams })
      response.setHeader('access-control-allow-origin', '*')
      if (host === 'www.googletagmanager.com' && path === '/gtag/js') {
        response.setHeader('content-type', 'text/javascript')
        response.end(GTAG_JS)
      } else if (host === 'www.google.com' && path === '/maps') {
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.end(`<!doctype html><title>Karte</title><p>Karte für ${url.searchParams.get('q') ?? ''}</p>`)
      } else if (host === 'www.google-analytics.com' && path === '/g/collect') {
        response.statusCode = 204
        response.end()
      } else {
        response.statusCode = 404
        response.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    standIn = new GoogleStandIn(server, `http://127.0.0.1:${port}`)
    return standIn
  }

  /** Sends the context's requests for Google's hosts to the stand-in (over HTTP, for real). */
  async attach(context: BrowserContext): Promise<void> {
    await context.route(GOOGLE_URL, async (route) => {
      const url = new URL(route.request().url())
      const response = await route.fetch({ url: `${this.origin}/${url.hostname}${url.pathname}${url.search}` })
      await route.fulfill({ response })
    })
  }

  /** The analytics hits received, in order: event name and page path. */
  hits(): { event: string; path: string; tid: string }[] {
    return this.requests
      .filter((request) => request.host === 'www.google-analytics.com')
      .map((request) => ({
        event: request.query.get('en') ?? '',
        path: request.query.get('dp') ?? '',
        tid: request.query.get('tid') ?? '',
      }))
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
