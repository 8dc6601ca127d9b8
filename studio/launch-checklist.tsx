import { Badge, Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui'
import {
  countLaunchItems,
  findLaunchItems,
  LAUNCH_DOCUMENT_TYPES,
  type LaunchDocument,
  type LaunchItem,
} from '@shared/launch-checks'
import { useEffect, useState } from 'react'
import { useDocumentStore } from 'sanity'
import { IntentLink } from 'sanity/router'

/**
 * „Vor dem Start“: the open launch items of the published content (shared/launch-checks.ts), each with
 * a link that opens its document at the field. The list follows every publish: a value fixed and
 * published leaves it, a draft does not (the site shows what is published). Settings of the server
 * (SITE_URL, the measurement id) are not known here; `npm run launch:check` names them.
 */

const FETCH = '*[_type in $types]'
/** Published documents only: a keystroke in a draft does not refetch the list. */
const LISTEN = '*[_type in $types && _id in path("*")]'

function useLaunchItems(): LaunchItem[] | null {
  const documentStore = useDocumentStore()
  const [items, setItems] = useState<LaunchItem[] | null>(null)
  useEffect(() => {
    const subscription = documentStore
      .listenQuery(
        { fetch: FETCH, listen: LISTEN },
        { types: LAUNCH_DOCUMENT_TYPES },
        { perspective: 'published', tag: 'launch-checklist', throttleTime: 500 },
      )
      .subscribe((documents: LaunchDocument[]) => setItems(findLaunchItems(documents ?? [], null)))
    return () => subscription.unsubscribe()
  }, [documentStore])
  return items
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`
}

function LaunchItemCard({ item }: { item: LaunchItem }) {
  const document = item.document
  const where = item.shows.length
    ? item.shows.map((place) => (place.path ? `${place.name} (${place.path})` : place.name)).join(' · ')
    : 'nicht auf der Website – eine Aufgabe für das Büro'
  return (
    <Card as="li" padding={3} radius={2} shadow={1} tone={item.severity === 'blocking' ? 'critical' : 'caution'}>
      <Stack gap={3}>
        <Flex gap={2} align="center">
          <Badge tone={item.severity === 'blocking' ? 'critical' : 'caution'}>
            {item.severity === 'blocking' ? 'Verhindert den Start' : 'Hinweis'}
          </Badge>
          <Text size={1} weight="semibold">
            {document ? `${document.title} › ${item.field?.title}` : `Server: ${item.variable}`}
            {item.field?.location ? ` (${item.field.location})` : ''}
          </Text>
        </Flex>
        {item.value ? (
          <Text size={1}>
            Steht dort: <q>{item.value}</q>
          </Text>
        ) : null}
        <Text size={1} muted>
          Zu sehen: {where}
        </Text>
        <Text size={1}>{item.task}</Text>
        {document ? (
          <Text size={1}>
            <IntentLink intent="edit" params={{ id: document.id, type: document.type, path: item.field?.path ?? '' }}>
              {`${document.title} öffnen`}
            </IntentLink>
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}

export function LaunchChecklist() {
  const items = useLaunchItems()
  if (!items)
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    )
  const { blocking, warnings } = countLaunchItems(items)
  return (
    <Box padding={4}>
      <Stack gap={4} style={{ maxWidth: 720 }}>
        <Text size={2} weight="semibold" data-testid="launch-summary">
          {blocking > 0
            ? `${plural(blocking, 'Punkt verhindert', 'Punkte verhindern')} den Start, ${plural(warnings, 'Hinweis', 'Hinweise')}.`
            : warnings > 0
              ? `Nichts verhindert den Start. ${plural(warnings, 'Hinweis', 'Hinweise')} zum Prüfen.`
              : 'Alles erledigt: Die Website enthält keine Beispieldaten mehr.'}
        </Text>
        <Text size={1} muted>
          Beispieldaten aus dem mitgelieferten Inhalt, die vor dem Livegang ersetzt werden müssen. Ein Punkt
          verschwindet, sobald die Änderung veröffentlicht ist.
        </Text>
        <Stack as="ul" gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <LaunchItemCard key={`${item.check}:${item.document?.id}:${item.field?.path}`} item={item} />
          ))}
        </Stack>
        <Text size={1} muted>
          Einstellungen des Servers (öffentliche Adresse, Messung für „Statistik“) prüft der Betrieb mit{' '}
          <code>npm run launch:check</code>.
        </Text>
      </Stack>
    </Box>
  )
}
