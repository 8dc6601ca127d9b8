import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type SmtpStandIn = {
  url: string
  port: number
  mails: ReceivedMail[]
  /** While true, every message is refused with 451 (a temporary failure). */
  refuse: boolean
  /** Messages for which this returns true are rejected with 550 (a permanent failure). */
  reject: ((raw: string) => boolean) | null
  /** Milliseconds the server waits before answering each message (a slow relay). */
  delayMs: number
  close: () => Promise<void>
}

/**
 * A real SMTP server on localhost (the smtp-server package) that keeps what it receives. A given
 * port starts it again where a closed one was (a relay that was down for a while).
 */
export async function startSmtpServer({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = []
  const state: { refuse: boolean; reject: SmtpStandIn['reject']; delayMs: number } = {
    refuse: false,
    reject: null,
    delayMs: 0,
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
        const raw = Buffer.concat(chunks).toString('utf8')
        if (state.refuse) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })
          return callback(error)
        }
        if (state.reject?.(raw)) {
          const error = Object.assign(new Error('Recipient address rejected'), { responseCode: 550 })
          return callback(error)
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    get refuse() {
      return state.refuse
    },
    set refuse(value: boolean) {
      state.refuse = value
    },
    get reject() {
      return state.reject
    },
    set reject(value: SmtpStandIn['reject']) {
      state.reject = value
    },
    get delayMs() {
      return state.delayMs
    },
    set delayMs(value: number) {
      state.delayMs = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
