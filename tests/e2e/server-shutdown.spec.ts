import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SUBMISSION_TOKEN_FIELD } from '@/lib/forms/form-fields'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

/**
 * A stop the unit asks for (SIGTERM) while inquiries are in flight, through the standalone server a
 * release runs (`npm run start:standalone`): one inquiry's body is still arriving, twenty more were
 * just sent. Every request is either answered or never read (no connection reset), every
 * acknowledged inquiry is stored, and the server exits 0 (web/server/lifecycle.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const PORT = Number(process.env.E2E_SHUTDOWN_PORT ?? 3122)
const IN_FLIGHT = 20

let directory: string
let child: ChildProcess | undefined
let output = ''

test.beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shutdown-'))
})
test.afterAll(async () => {
  child?.kill('SIGKILL')
  await rm(directory, { recursive: true, force: true })
})

function inquiry(marker: string): string {
  return new URLSearchParams({
    'form-name': 'contact',
    'bot-field': '',
    [SUBMISSION_TOKEN_FIELD]: `shutdown-token-${marker}-xxxxxxxx`,
    name: 'Shutdown Test',
    email: `stop${marker}@example.org`,
    phone: '05321 123456',
    location: 'Goslar',
    service: '',
    message: `Nachricht ${marker}`,
  }).toString()
}

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health/live`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the standalone server did not start:\n${output}`)
}

/** An inquiry whose body arrives slowly: half now, the rest after `delayMs`. Resolves with the status or the error code. */
function slowInquiry(delayMs: number): Promise<string> {
  const body = inquiry('slow')
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1')
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      data += chunk
    })
    socket.on('close', () => resolve(data ? `status ${data.split(' ')[1]}` : 'closed without an answer'))
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    socket.write(
      `POST /api/inquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 40)}`,
    )
    setTimeout(() => {
      if (!socket.destroyed) socket.write(body.slice(40))
    }, delayMs)
  })
}

test('SIGTERM with inquiries in flight: each answered or never read, every acknowledged one stored, exit 0', async () => {
  test.setTimeout(120_000)
  child = spawn(process.execPath, ['scripts/standalone.mjs', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      SITE_URL: 'https://www.example.com',
      SUBMISSIONS_DIR: directory,
      SUBMISSIONS_RATE_LIMIT: '0',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)))
  await waitUntilUp()

  const slow = slowInquiry(4_000)
  await new Promise((resolve) => setTimeout(resolve, 200))
  const inFlight = Array.from({ length: IN_FLIGHT }, (_, index) =>
    fetch(`http://127.0.0.1:${PORT}/api/inquiry`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: inquiry(String(index)),
    }).then(
      async (response) => ({
        status: response.status,
        id: response.status === 201 ? (await response.json()).id : null,
      }),
      (error: Error & { cause?: NodeJS.ErrnoException }) => ({ status: error.cause?.code ?? error.message, id: null }),
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, 30))
  child.kill('SIGTERM')

  const answers = await Promise.all(inFlight)
  const slowOutcome = await slow
  const code = await exited

  const statuses = answers.map((answer) => answer.status)
  // Answered (stored, or 503 to send again), or refused before being read: never reset mid-way.
  expect(
    statuses.filter((status) => status === 'ECONNRESET' || status === 'UND_ERR_SOCKET'),
    output,
  ).toEqual([])
  for (const status of statuses) expect([201, 503, 'ECONNREFUSED']).toContain(status)
  // Its body was being read: it must be answered (503: the form sends it again, stored once by its token).
  expect(['status 201', 'status 503']).toContain(slowOutcome)
  expect(output).not.toContain('still open')
  expect(code, output).toBe(0)

  const store = new SqliteSubmissionStore(directory)
  const stored = new Set((await store.list()).map((submission) => submission.id))
  await store.close()
  for (const { id } of answers) if (id) expect(stored.has(id)).toBe(true)
})
