import { TrashIcon } from '@sanity/icons/Trash'
import { UnpublishIcon } from '@sanity/icons/Unpublish'
import { Box, Button, Card, Checkbox, Flex, Spinner, Stack, Text, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { checkRedirectDestination } from '@shared/redirect-paths'
import { documentPath } from '@shared/redirects'
import { SANITY_API_VERSION } from '@shared/sanity'
import { useEffect, useState } from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityDocument,
  useClient,
  useDocumentOperation,
  useSchema,
} from 'sanity'
import { IntentLink } from 'sanity/router'

/**
 * Deleting and taking offline as an editor expects (issue 43): before anything happens the dialog says,
 * in German, which documents still point at this one. A strong reference (a page's button, a section's
 * chosen testimonials) makes the Content Lake refuse, so the dialog names those pages with a link each
 * and says what to do, and offers nothing that can only fail (no „Trotzdem löschen“). Weak references
 * (the menus) and lists that fill themselves (all services) do not block: the dialog says where the
 * document disappears from. A published page's address can be handed to a redirect in the same step,
 * so visitors from Google or a flyer do not land on the 404 page.
 */

type Mode = 'delete' | 'unpublish'

type Referrer = { _id: string; _type: string; title: string | null; strong: boolean }

type Usage = {
  referrers: Referrer[]
  /** Pages whose service grid shows every service (a service appears there without a reference). */
  serviceLists: { _id: string; _type: string; title: string | null }[]
}

const USAGE_QUERY = `{
  "referrers": *[references($id) && !(_id in [$id, $draft])]{ _id, _type, "title": coalesce(title, name, heading, source) },
  "serviceLists": select($type == "service" => *[
    count(sections[_type == "serviceGridSection" && selection != "featured"]) > 0 && !(_id in path("drafts.**"))
  ]{ _id, _type, title }, [])
}`

/** Whether `document` holds a strong reference to `id` anywhere inside (weak ones never block). */
function referencesStrongly(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => referencesStrongly(item, id))
  if (typeof value !== 'object' || value === null) return false
  const reference = value as { _ref?: unknown; _weak?: unknown }
  if (reference._ref === id && reference._weak !== true) return true
  return Object.values(value).some((item) => referencesStrongly(item, id))
}

/** Where the site sends visitors of a removed page by default: its overview, else the home page. */
const DEFAULT_DESTINATION: Record<string, string> = { service: '/leistungen', jobPosting: '/karriere', page: '/' }

const publishedId = (id: string) => id.replace(/^drafts\./, '')

function useUsage(id: string, type: string): Usage | 'failed' | null {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [usage, setUsage] = useState<Usage | 'failed' | null>(null)
  useEffect(() => {
    let current = true
    const raw = client.withConfig({ perspective: 'raw' })
    const params = { id, draft: `drafts.${id}`, type }
    Promise.all([
      raw.fetch<Omit<Usage, 'referrers'> & { referrers: Omit<Referrer, 'strong'>[] }>(USAGE_QUERY, params),
      raw.fetch<SanityDocument[]>('*[references($id) && !(_id in [$id, $draft])]', params),
    ]).then(
      ([found, documents]) => {
        if (!current) return
        const strong = new Set(documents.filter((doc) => referencesStrongly(doc, id)).map((doc) => doc._id))
        setUsage({ ...found, referrers: found.referrers.map((doc) => ({ ...doc, strong: strong.has(doc._id) })) })
      },
      () => current && setUsage('failed'),
    )
    return () => {
      current = false
    }
  }, [client, id, type])
  return usage
}

/** A document of the list, by its type's name and its title, as a link that opens it. */
function DocumentLink({ document }: { document: { _id: string; _type: string; title: string | null } }) {
  const schema = useSchema()
  const typeTitle = schema.get(document._type)?.title ?? document._type
  const id = publishedId(document._id)
  // A singleton (a fixed page, the menus) goes by the name of its entry in the Studio; others by type and title.
  const singleton = id === document._type
  const name = !singleton && document.title ? `${typeTitle} „${document.title}“` : typeTitle
  return (
    <Text size={1}>
      <IntentLink intent="edit" params={{ id, type: document._type }}>
        {name}
      </IntentLink>
      {document._id.startsWith('drafts.') ? ' (Entwurf)' : ''}
    </Text>
  )
}

function RemovalDialog({
  mode,
  props,
  onDone,
  onCancel,
}: {
  mode: Mode
  props: DocumentActionProps
  onDone: (redirect: { source: string; destination: string } | null) => void
  onCancel: () => void
}) {
  const id = publishedId(props.id)
  const usage = useUsage(id, props.type)
  const document = (props.draft ?? props.published) as {
    title?: string
    name?: string
    slug?: { current?: string }
  } | null
  const name = document?.title ?? document?.name ?? 'Dieses Dokument'
  const published = props.published as { slug?: { current?: string } } | null
  const address = documentPath(props.type, published?.slug?.current)
  const [redirecting, setRedirecting] = useState(true)
  const [destination, setDestination] = useState(DEFAULT_DESTINATION[props.type] ?? '/')
  const destinationCheck = checkRedirectDestination(destination)

  if (usage === null)
    return (
      <Flex align="center" gap={3} padding={4}>
        <Spinner muted />
        <Text size={1}>Prüfe, wo „{name}“ verwendet wird …</Text>
      </Flex>
    )
  if (usage === 'failed')
    return (
      <Box padding={4}>
        <Text size={1}>
          Das Studio konnte nicht prüfen, welche Seiten „{name}“ verwenden. Bitte schließen Sie den Dialog und versuchen
          Sie es noch einmal.
        </Text>
      </Box>
    )

  const blockers = usage.referrers.filter((referrer) => referrer.strong)
  const weak = usage.referrers.filter((referrer) => !referrer.strong)
  const verb = mode === 'delete' ? 'löschen' : 'offline nehmen'

  if (blockers.length > 0)
    return (
      <Stack gap={4} padding={4}>
        <Text size={1} weight="semibold">
          „{name}“ lässt sich nicht {verb}, solange{' '}
          {blockers.length === 1 ? 'diese Seite darauf verweist' : 'diese Seiten darauf verweisen'}:
        </Text>
        <Stack as="ul" gap={3} paddingLeft={2}>
          {blockers.map((referrer) => (
            <li key={referrer._id}>
              <DocumentLink document={referrer} />
            </li>
          ))}
        </Stack>
        <Text size={1} muted>
          So geht es: Öffnen Sie {blockers.length === 1 ? 'die Seite' : 'jede Seite'} (Klick auf den Namen), entfernen
          Sie dort „{name}“ – in einer Liste über „⋯“ → „Entfernen“, bei einer Schaltfläche ein anderes Ziel wählen –
          und veröffentlichen Sie. Danach lässt sich „{name}“ {verb}.
        </Text>
        <Flex justify="flex-end">
          <Button text="Schließen" mode="ghost" onClick={onCancel} />
        </Flex>
      </Stack>
    )

  const redirect =
    address && redirecting && destinationCheck === true ? { source: address, destination: destination.trim() } : null
  return (
    <Stack gap={4} padding={4}>
      <Text size={1}>
        {mode === 'delete'
          ? `„${name}“ wird endgültig gelöscht.`
          : `„${name}“ verschwindet von der Website; der Inhalt bleibt als Entwurf erhalten und lässt sich wieder veröffentlichen.`}
      </Text>
      {weak.length > 0 || usage.serviceLists.length > 0 ? (
        <Stack gap={3}>
          <Text size={1}>„{name}“ verschwindet dann von selbst aus:</Text>
          <Stack as="ul" gap={3} paddingLeft={2}>
            {weak.map((referrer) => (
              <li key={referrer._id}>
                <DocumentLink document={referrer} />
              </li>
            ))}
            {usage.serviceLists.map((page) => (
              <li key={page._id}>
                <DocumentLink document={page} />
              </li>
            ))}
            {props.type === 'service' ? (
              <li>
                <Text size={1}>dem Leistungen-Menü, der Fußzeile und dem Anfrageformular</Text>
              </li>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      {address ? (
        <Card padding={3} radius={2} tone="primary" border>
          <Stack gap={3}>
            <Flex align="center" gap={2} as="label">
              <Checkbox checked={redirecting} onChange={(event) => setRedirecting(event.currentTarget.checked)} />
              <Text size={1}>
                Wer die Adresse <code>{address}</code> aufruft (Google, Flyer, Lesezeichen), wird weitergeleitet zu:
              </Text>
            </Flex>
            {redirecting ? (
              <Stack gap={2}>
                <TextInput
                  aria-label="Ziel der Weiterleitung"
                  value={destination}
                  onChange={(event) => setDestination(event.currentTarget.value)}
                />
                {destinationCheck === true ? (
                  <Text size={1} muted>
                    Das Studio legt dazu unter „Weiterleitungen“ einen Eintrag an.
                    {mode === 'unpublish' ? ' Veröffentlichen Sie die Seite wieder, gilt wieder die Seite.' : ''}
                  </Text>
                ) : (
                  <Text size={1}>{destinationCheck}</Text>
                )}
              </Stack>
            ) : (
              <Text size={1} muted>
                Ohne Weiterleitung zeigt die Adresse „Seite nicht gefunden“.
              </Text>
            )}
          </Stack>
        </Card>
      ) : null}
      <Flex justify="flex-end" gap={2}>
        <Button text="Abbrechen" mode="ghost" onClick={onCancel} />
        <Button
          text={mode === 'delete' ? 'Endgültig löschen' : 'Offline nehmen'}
          tone="critical"
          icon={mode === 'delete' ? TrashIcon : UnpublishIcon}
          disabled={Boolean(address && redirecting && destinationCheck !== true)}
          onClick={() => onDone(redirect)}
        />
      </Flex>
    </Stack>
  )
}

/** Adds the redirect the editor asked for (published at once: the address must not answer 404 meanwhile). */
function useRedirectCreator() {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const toast = useToast()
  return async (redirect: { source: string; destination: string }, mode: Mode) => {
    try {
      await client.create({
        _type: 'redirect',
        source: redirect.source,
        destination: redirect.destination,
        // Taken offline may come back: a temporary redirect (307) is not remembered by browsers and Google.
        permanent: mode === 'delete',
      })
      toast.push({
        status: 'success',
        title: `Weiterleitung angelegt: ${redirect.source} → ${redirect.destination}`,
        description: 'Sie steht unter „Weiterleitungen“.',
      })
    } catch {
      toast.push({
        status: 'error',
        title: 'Die Weiterleitung konnte nicht angelegt werden.',
        description: `Bitte unter „Weiterleitungen“ von Hand anlegen: ${redirect.source} → ${redirect.destination}.`,
      })
    }
  }
}

function removalAction(mode: Mode): DocumentActionComponent {
  const Action: DocumentActionComponent = (props: DocumentActionProps) => {
    const operations = useDocumentOperation(props.id, props.type)
    const operation = mode === 'delete' ? operations.delete : operations.unpublish
    const createRedirect = useRedirectCreator()
    const [confirming, setConfirming] = useState(false)
    if (mode === 'unpublish' && !props.published) return null
    const done = (redirect: { source: string; destination: string } | null) => {
      setConfirming(false)
      operation.execute()
      if (redirect) void createRedirect(redirect, mode)
      props.onComplete()
    }
    return {
      tone: 'critical',
      icon: mode === 'delete' ? TrashIcon : UnpublishIcon,
      label: mode === 'delete' ? 'Löschen' : 'Offline nehmen',
      title: operation.disabled
        ? 'Gerade nicht möglich.'
        : mode === 'delete'
          ? 'Entfernt das Dokument ganz; vorher zeigt das Studio, wo es verwendet wird.'
          : 'Verschwindet von der Website; der Inhalt bleibt als Entwurf erhalten und kann wieder veröffentlicht werden.',
      disabled: Boolean(operation.disabled),
      onHandle: () => setConfirming(true),
      dialog: confirming
        ? {
            type: 'dialog',
            header: mode === 'delete' ? 'Löschen?' : 'Offline nehmen?',
            onClose: () => setConfirming(false),
            content: <RemovalDialog mode={mode} props={props} onDone={done} onCancel={() => setConfirming(false)} />,
          }
        : null,
    }
  }
  Action.action = mode
  Action.displayName = mode === 'delete' ? 'DeleteAction' : 'TakeOfflineAction'
  return Action
}

/** „Löschen“ in the document menu, in place of the Studio's own (whose „Trotzdem löschen“ can only fail). */
export const DeleteAction = removalAction('delete')

/**
 * „Offline nehmen“ in the document menu: takes a published page, service, posting or testimonial off the
 * site while keeping its content as a draft. The Studio's own unpublish action shows only in the
 * perspective „Veröffentlicht“, which editors rarely open; this one shows wherever the document is published.
 */
export const TakeOfflineAction = removalAction('unpublish')

/** Types whose documents may leave the site; the singletons and the legal texts never do. */
export const OFFLINE_TYPES = new Set([
  'service',
  'page',
  'jobPosting',
  'testimonial',
  'award',
  'membership',
  'redirect',
])
