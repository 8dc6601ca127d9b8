/**
 * `npm run launch:check`: „Vor dem Start“ (shared/launch-checks.ts) over the content the site reads
 * (the bundled dataset, or the Content Lake when SANITY_PROJECT_ID is set) and this environment.
 * Names every open item: document, field, value, where it shows, what to do.
 *
 * Exit code 0 when no blocking item is left (warnings are printed), 1 while any is, 2 when the
 * content cannot be read. Run it with the variables the build gets: NEXT_PUBLIC_GA_MEASUREMENT_ID
 * and SITE_URL are read at build time.
 */
import { countLaunchItems, type LaunchItem } from '@shared/launch-checks'
import { settings } from '@/hosting/runtime.ts'
import { launchEnvironment, readLaunchItems } from '@/lib/launch'

function sourceName(): string {
  const source = settings().content
  return source.kind === 'local'
    ? `mitgelieferter Datensatz (${source.datasetDir})`
    : `Content Lake, Projekt „${source.projectId}“, Datensatz „${source.dataset}“`
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
try {
  items = await readLaunchItems({ environment: launchEnvironment() })
} catch (error) {
  console.error(`launch:check: the content could not be read: ${(error as Error).message}`)
  process.exit(2)
}

const { blocking, warnings } = countLaunchItems(items)
console.log(`Vor dem Start – ${sourceName()}\n`)
for (const item of items) console.log(`${describeItem(item)}\n`)
console.log(
  blocking > 0
    ? `${blocking} ${blocking === 1 ? 'Punkt verhindert' : 'Punkte verhindern'} den Start, ${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'}.`
    : `Nichts verhindert den Start${warnings > 0 ? `; ${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'} zum Prüfen` : ''}.`,
)
process.exit(blocking > 0 ? 1 : 0)
