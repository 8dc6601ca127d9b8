import { randomUUID } from 'node:crypto'
import type { SiteCopy } from '@scripts/lib/site-copy'
import type { SmtpStandIn } from '@tests/support/smtp-server'
import { latency, ms } from './figures'

/**
 * The load of `npm run test:reliability`: TOTAL inquiries from CONCURRENCY visitors at once. Each
 * carries the token a browser makes and keeps for retries (SUBMISSIONS_TOKEN_FIELD), so a visitor
 * whose request failed, because the server was killed or restarting, sends the same submission again
 * until it is acknowledged, exactly as the forms do. Events on the way: the relay goes down, the
 * server is killed with SIGKILL and restarted, the relay comes back.
 */

export const TOTAL = 1000
export const CONCURRENCY = 50
/** Every REJECT_EVERY-th inquiry names a recipient the relay refuses for good (SMTP 550). */
export const REJECT_EVERY = 25
export const REJECT_MARKER = 'Abweisen550'
/** Acknowledged submissions at which the relay goes down, the server is killed, the relay returns. */
const RELAY_DOWN_AT = 300
const KILL_AT = 500
const RELAY_UP_AT = 700

export type Sent = { token: string; index: number; id: string | null; rejectable: boolean }

export type LoadFigures = {
  sent: Sent[]
  requests: number
  failedRequests: number
  latencies: number[]
  wallMs: number
  killedAt: number
  restartMs: number
  relayDownMs: number
}

export function inquiry({ token, index, rejectable }: Sent): string {
  return new URLSearchParams({
    'form-name': 'contact',
    'bot-field': '',
    'submission-token': token,
    name: rejectable ? `${REJECT_MARKER} ${index}` : `Belastung ${index}`,
    email: `besucher${index}@example.org`,
    phone: '05321 123456',
    location: 'Goslar',
    service: '',
    message: `Zuverlaessigkeit ${token}`,
  }).toString()
}

export async function runLoad({
  site,
  restart,
  relayDown,
  relayUp,
}: {
  site: () => SiteCopy
  /** Starts the server again on the same build and database; resolves when it answers. */
  restart: () => Promise<void>
  relayDown: () => void
  relayUp: () => Promise<SmtpStandIn>
}): Promise<LoadFigures> {
  const sent: Sent[] = Array.from({ length: TOTAL }, (_, index) => ({
    token: randomUUID(),
    index,
    id: null,
    rejectable: index % REJECT_EVERY === 0,
  }))
  const latencies: number[] = []
  let acknowledged = 0
  let requests = 0
  let failedRequests = 0
  let next = 0
  let killedAt = 0
  let restartMs = 0
  let relayDownSince = 0
  let relayDownMs = 0
  let restarting: Promise<void> | undefined
  const events: Promise<unknown>[] = []

  function onAcknowledged() {
    acknowledged++
    if (acknowledged === RELAY_DOWN_AT) {
      relayDown()
      relayDownSince = performance.now()
    }
    if (acknowledged === KILL_AT) {
      killedAt = acknowledged
      const started = performance.now()
      restarting = site()
        .crash()
        .then(restart)
        .then(() => {
          restartMs = performance.now() - started
          console.log(`  server killed (SIGKILL) at ${KILL_AT} acknowledged, answering again after ${ms(restartMs)}`)
        })
      events.push(restarting)
    }
    if (acknowledged === RELAY_UP_AT)
      events.push(
        relayUp().then(() => {
          relayDownMs = performance.now() - relayDownSince
        }),
      )
  }

  /** One visitor: sends each of its submissions until it is acknowledged. */
  async function visitor() {
    for (let index = next++; index < TOTAL; index = next++) {
      const submission = sent[index] as Sent
      while (submission.id === null) {
        await restarting
        requests++
        const started = performance.now()
        try {
          const response = await fetch(`${site().url}/api/inquiry`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: inquiry(submission),
          })
          if (response.status === 201) {
            submission.id = ((await response.json()) as { id: string }).id
            latencies.push(performance.now() - started)
            onAcknowledged()
          } else {
            failedRequests++
            await response.body?.cancel()
          }
        } catch {
          // The server is gone (killed): the visitor's form keeps the token and tries again.
          failedRequests++
          if (!restarting) await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }
  }

  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor))
  const wallMs = performance.now() - started
  await Promise.all(events)
  console.log(
    `  ${TOTAL} submissions acknowledged in ${ms(wallMs)} (${(TOTAL / (wallMs / 1000)).toFixed(1)}/s), ${requests} requests, ${failedRequests} failed and retried; latency ${latency(latencies)}`,
  )
  return { sent, requests, failedRequests, latencies, wallMs, killedAt, restartMs, relayDownMs }
}
