import type { SanityClient } from '@sanity/client'
import type { SanityDocument } from '@sanity/types'
import { type RunningLake, startLocalLake } from '@tests/support/local-content-lake'
import { combineLatest, Subject } from 'rxjs'
import {
  type CommitRequest,
  checkoutPair,
  createBufferedDocument,
  type ListenerEvent,
  type MutationEvent,
} from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Studio's own document store (sanity 6.16: `createBufferedDocument` over @sanity/mutator's
 * BufferedDocument, as `checkoutPair` builds one per draft) driven with the listener events of two
 * editors: one types, the other publishes. The events are those hosted Sanity sends for the Actions
 * API's publish, a deletion of the draft and a replacement of the published document in one transaction
 * (Sanity's own model of the action: @sanity/sdk, document/processActions/publish.ts; the lake sends the
 * same, tests/contract/listen.test.ts). What these tests show is the Studio's behaviour, not the lake's:
 * docs/decisions.md, „Two editors at once (issue 41)“.
 */

const DRAFT = 'drafts.service-winterdienst'

type Editor = ReturnType<typeof openDraft>

/** The draft as the typing editor's Studio holds it, fed by `events` (the pair listener's events for the draft). */
function openDraft(title: string) {
  const events = new Subject<ListenerEvent>()
  const draft = createBufferedDocument(DRAFT, events)
  const shown: (SanityDocument | null)[] = []
  const commits: CommitRequest[] = []
  let failure: unknown
  draft.events.subscribe({
    next: (event) => {
      if (event.type === 'snapshot') shown.push(event.document as SanityDocument | null)
    },
    error: (error) => {
      failure = error
    },
  })
  draft.commitRequest$.subscribe((request) => commits.push(request))
  events.next({
    type: 'snapshot',
    documentId: DRAFT,
    document: { _id: DRAFT, _type: 'service', _rev: 'r0', _createdAt: '', _updatedAt: '', title },
  })
  return {
    events,
    commits,
    failure: () => failure,
    /** What the form shows: the draft, or null when there is none (the form then shows the published document). */
    shown: () => shown.at(-1) ?? null,
    /** One keystroke, as the Studio's patch operation sends it (document-pair/serverOperations/patch.ts). */
    type(text: string) {
      draft.mutate([
        ...draft.patch([{ unset: ['_empty_action_guard_pseudo_field_'] }]),
        ...draft.patch([{ set: { title: text } }]),
      ])
    },
    commit: () => draft.commit(),
  }
}

/** A listener event of the draft (the fields the Studio reads, as the lake sends them). */
function draftEvent(
  transactionId: string,
  previousRev: string,
  mutations: MutationEvent['mutations'],
  { transition = 'update', events = 1 }: { transition?: MutationEvent['transition']; events?: number } = {},
): MutationEvent {
  return {
    type: 'mutation',
    documentId: DRAFT,
    transactionId,
    previousRev,
    resultRev: transactionId,
    mutations,
    effects: { apply: [], revert: [] },
    transition,
    transactionTotalEvents: events,
    transactionCurrentEvent: 0,
    visibility: 'query',
    messageReceivedAt: new Date().toISOString(),
  }
}

/** The draft's part of another editor's publish: the draft is deleted. */
const publishOf = (previousRev: string) =>
  draftEvent('publish-1', previousRev, [{ delete: { id: DRAFT } }], { transition: 'disappear', events: 2 })

/** The server applies the oldest commit: its event arrives, then its answer. Returns the new revision. */
function saved(editor: Editor, previousRev: string): string {
  const request = editor.commits.shift()
  const transactionId = request?.mutation.transactionId
  if (!request || !transactionId) throw new Error('No commit to answer')
  editor.events.next(draftEvent(transactionId, previousRev, request.mutation.params.mutations))
  request.success()
  return transactionId
}

describe('the Studio’s document store when another editor publishes the draft being typed in', () => {
  it('keystrokes saved before the publish arrives are kept: they are in the draft that was published', () => {
    const editor = openDraft('Winter')
    editor.type('Winterd')
    editor.type('Winterdi')
    editor.commit()
    const rev = saved(editor, 'r0')
    expect(editor.shown()?.title).toBe('Winterdi')
    editor.events.next(publishOf(rev))
    // The draft is gone (the form shows the published document, which holds "Winterdi"); nothing is lost.
    expect(editor.shown()).toBeNull()
    expect(editor.failure()).toBeUndefined()
  })

  it('keystrokes the Studio has not yet sent when the publish arrives are dropped (sanity 6.16, as on hosted Sanity)', () => {
    const editor = openDraft('Winter')
    editor.type('Winterd')
    editor.commit()
    const rev = saved(editor, 'r0')
    // The Studio commits at most once a second while the editor types (operationEvents.ts, AUTOCOMMIT_INTERVAL):
    // these two keystrokes wait in its buffer.
    editor.type('Winterdi')
    editor.type('Winterdie')
    expect(editor.shown()?.title).toBe('Winterdie')
    editor.events.next(publishOf(rev))
    // @sanity/mutator throws local changes away when their document is deleted (SquashingBuffer.rebase(null),
    // BufferedDocument.handleDocumentDeleted): the form falls back to the published "Winterd", and the next
    // commit has nothing to send.
    expect(editor.shown()).toBeNull()
    editor.commit()
    expect(editor.commits).toEqual([])
  })

  it('an edit sent but applied after the publish breaks the document store: the Studio stops saving', () => {
    const editor = openDraft('Winter')
    editor.type('Winterd')
    editor.commit()
    // Sent, not yet answered: the server applies the other editor's publish first, whose deletion arrives.
    expect(editor.commits).toHaveLength(1)
    editor.events.next(publishOf('r0'))
    // The pending patch is rebased onto a document that no longer exists (Document.rebase → Patcher.apply(null)).
    expect(String(editor.failure())).toMatch(/getAttribute only applies to plain objects/)
  })
})

/**
 * A document pair as a Studio window holds it (`checkoutPair`: the pair listener, one buffered
 * document each for the draft and the published document, commits through the Actions API), over
 * real HTTP against the lake, with the Studio's patch operation (serverOperations/patch.ts).
 */
function studioWindow(client: SanityClient, publishedId: string) {
  const draftId = `drafts.${publishedId}`
  const pair = checkoutPair(client, { publishedId, draftId }, undefined, {})
  const state = {
    draft: undefined as SanityDocument | null | undefined,
    published: undefined as SanityDocument | null | undefined,
    consistent: true,
    failure: undefined as unknown,
  }
  const onError = (error: unknown) => {
    state.failure = error
  }
  const subscriptions = [
    pair.draft.events.subscribe({
      next: (event) => {
        if (event.type === 'snapshot') state.draft = event.document as SanityDocument | null
      },
      error: onError,
    }),
    pair.published.events.subscribe({
      next: (event) => {
        if (event.type === 'snapshot') state.published = event.document as SanityDocument | null
      },
      error: onError,
    }),
    combineLatest([pair.draft.consistency$, pair.published.consistency$]).subscribe(([draft, published]) => {
      state.consistent = draft && published
    }),
  ]
  return {
    state,
    /** The title the form shows: the draft's, or the published document's when there is no draft. */
    shown: () => String((state.draft ?? state.published)?.title ?? ''),
    type(text: string) {
      const patches = pair.draft.patch([{ set: { title: text } }])
      if (state.draft) {
        pair.draft.mutate([...pair.draft.patch([{ unset: ['_empty_action_guard_pseudo_field_'] }]), ...patches])
        return
      }
      pair.draft.mutate([pair.draft.createIfNotExists({ ...state.published, _id: draftId } as SanityDocument)])
      pair.draft.commit()
      pair.draft.mutate(patches)
    },
    commit: () => pair.draft.commit(),
    /** „Veröffentlichen“: the publish action with the published revision this window sees. */
    publish: () =>
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId,
        publishedId,
        ifPublishedRevisionId: state.published?._rev,
      }),
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    },
  }
}

describe('two Studio windows on the lake: one types, the other publishes', () => {
  let lake: RunningLake
  beforeAll(async () => {
    lake = await startLocalLake()
  })
  afterAll(async () => {
    await lake?.stop()
  })

  it('every keystroke saved before a publish is kept through ten publishes, in both windows and the lake', async () => {
    const id = 'service-winterdienst'
    const typist = studioWindow(lake.client(), id)
    const colleague = studioWindow(lake.client(), id)
    try {
      await expect.poll(() => typist.state.published && colleague.state.published).toBeTruthy()
      let text = typist.shown()
      for (const word of ['Räum', 'dienst', ' und', ' Streu', 'dienst', ' im', ' Harz', ' bei', ' Glätte', '!']) {
        for (const char of word) {
          text += char
          typist.type(text)
        }
        typist.commit()
        // Saved: the typist's Studio is consistent and the colleague's shows the word.
        await expect.poll(() => typist.state.consistent && typist.state.draft?.title).toBe(text)
        await expect.poll(() => colleague.state.consistent && colleague.state.draft?.title).toBe(text)
        await colleague.publish()
        // The typist's Studio has heard of the publish: its draft is gone, its form shows the published title.
        await expect.poll(() => typist.state.draft).toBeNull()
        expect(typist.shown()).toBe(text)
      }
      expect((await lake.client().getDocument(id))?.title).toBe(text)
      expect(colleague.shown()).toBe(text)
      expect([typist.state.failure, colleague.state.failure]).toEqual([undefined, undefined])
    } finally {
      typist.close()
      colleague.close()
    }
  })
})
