/**
 * `npm run launch:check`: „Vor dem Start“ (shared/launch-checks.ts) over the content the site reads
 * and this environment: the hosted Content Lake when SANITY_PROJECT_ID is set; otherwise the local
 * Content Lake's working copy, which `npm run dev` and `CONTENT_LAKE=local` serve (read beside a running
 * lake, so the list equals the Studio's „Vor dem Start“); the bundled dataset with CONTENT_LAKE=bundled
 * or before any lake was started. Names every open item: document, field, value, where it shows, what to do.
 *
 * Exit code 0 when no blocking item is left (warnings are printed), 1 while any is, 2 when the
 * content cannot be read. Run it with the variables the build gets: NEXT_PUBLIC_GA_MEASUREMENT_ID
 * and SITE_URL are read at build time.
 */
import path from 'node:path'
import { countLaunchItems, type LaunchItem } from '@shared/launch-checks'
import { settings } from '@/hosting/runtime.ts'
import { launchEnvironment, readLaunchItems } from '@/lib/launch'
import { readPublishedDocuments } from '../content-lake/working-copy.ts'

/** The content dataset of the local lake (content-lake/main.ts seeds it from the bundled dataset). */
const LAKE_DATASET = 'production'

/** Where the content comes from, in German, and the local lake's published documents when it is read. */
function contentToCheck(): { name: string; published?: readonly unknown[] } {
  const source = settings().content
  if (source.kind === 'hosted')
    return { name: `Content Lake, Projekt „${source.projectId}“, Datensatz „${source.dataset}“` }
  if (process.env.CONTENT_LAKE?.trim() !== 'bundled') {
    const dir = path.resolve(process.env.CONTENT_LAKE_DIR?.trim() || '.data/content-lake')
    const published = readPublishedDocuments(dir, LAKE_DATASET)
    if (published)
      return { name: `lokaler Content Lake (${path.relative(process.cwd(), dir) || dir}), wie im Studio`, published }
  }
  return { name: `mitgelieferter Datensatz (${source.datasetDir})` }
}

function describeItem(item: LaunchItem): string {
  const what = item.document
    ? `${item.document.title} › ${item.field?.title}${item.field?.location ? ` (${item.field.location})` : ''}`
    : `Umgebungsvariable ${item.variable}`
  const where = item.shows.length
    ? item.shows.map((place) => (place.path ? `${place.name} (${place.path})` : place.name)).join('; ')
    : 'nicht auf der Website (Aufgabe für das Büro)'
  return [
    `${item.severity === 'blocking' ? '✗ blockiert' : '! Hinweis  '}  ${what}`,
    item.document ? `      Dokument: ${item.document.id} (${item.document.type}), Feld: ${item.field?.path}` : null,
    `      Wert:     ${item.value ?? '(nicht gesetzt)'}`,
    `      Zu sehen: ${where}`,
    `      Aufgabe:  ${item.task}`,
  ]
    .filter((line) => line !== null)
    .join('\n')
}

let items: LaunchItem[]
const content = contentToCheck()
try {
  items = await readLaunchItems({
    environment: launchEnvironment(),
    ...(content.published ? { published: content.published } : {}),
  })
} catch (error) {
  console.error(`launch:check: the content could not be read: ${(error as Error).message}`)
  process.exit(2)
}

const { blocking, warnings } = countLaunchItems(items)
console.log(`Vor dem Start – ${content.name}\n`)
for (const item of items) console.log(`${describeItem(item)}\n`)
console.log(
  blocking > 0
    ? `${blocking} ${blocking === 1 ? 'Punkt verhindert' : 'Punkte verhindern'} den Start, ${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'}.`
    : `Nichts verhindert den Start${warnings > 0 ? `; ${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'} zum Prüfen` : ''}.`,
)
process.exit(blocking > 0 ? 1 : 0)
