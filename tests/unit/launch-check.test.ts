import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { countLaunchItems, findLaunchItems, type LaunchItem } from '@shared/launch-checks'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments, LOCAL_SOURCE } from '@tests/support/dataset'
import { LAUNCH_READY_ENV, launchReadyDataset } from '@tests/support/launch-ready'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentReaders } from '@/lib/content/readers'
import { readLaunchItems } from '@/lib/launch'
import { runQuery } from '@/lib/sanity/fetch'
import { loadDataset } from '@/lib/sanity/local-dataset'
import { openWorkingCopy } from '../../content-lake/working-copy.ts'

/**
 * „Vor dem Start“ (shared/launch-checks.ts): the sample values of the bundled content are named one by
 * one, a dataset with them replaced passes, and `npm run launch:check` says so by its exit code.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const READY = { gaMeasurementId: LAUNCH_READY_ENV.NEXT_PUBLIC_GA_MEASUREMENT_ID, siteUrl: LAUNCH_READY_ENV.SITE_URL }

/** One line per item: what an operator reads first. */
const summary = (items: LaunchItem[]) =>
  items.map((item) => [
    item.severity,
    item.check,
    item.document?.id ?? item.variable,
    item.field?.path ?? null,
    item.value,
  ])

let ready: Awaited<ReturnType<typeof launchReadyDataset>>
beforeAll(async () => {
  ready = await launchReadyDataset()
})
afterAll(async () => {
  await ready?.remove()
})

describe('„Vor dem Start“ over the bundled dataset', () => {
  it('names every sample value the bundled content still holds, blocking ones first', async () => {
    const items = await readLaunchItems({
      source: LOCAL_SOURCE,
      environment: { gaMeasurementId: undefined, siteUrl: 'http://localhost:3000' },
    })
    expect(summary(items)).toEqual([
      ['blocking', 'address', 'siteSettings', 'address.street', 'Musterstraße 12'],
      ['blocking', 'phone', 'siteSettings', 'phone', '05321 000 000'],
      ['blocking', 'email', 'siteSettings', 'email', 'kontakt@example.com'],
      ['blocking', 'register-court', 'siteSettings', 'registerCourt', 'Amtsgericht [Registergericht eintragen]'],
      ['blocking', 'register-number', 'siteSettings', 'registerNumber', 'HRB [Nummer eintragen]'],
      ['blocking', 'managing-director', 'siteSettings', 'managingDirector', '[Name der Geschäftsführung eintragen]'],
      ['blocking', 'vat-id', 'siteSettings', 'vatId', 'DE [USt-IdNr. eintragen]'],
      [
        'blocking',
        'agency',
        'siteSettings',
        'agencyCredit',
        'Beispiel Webagentur · https://example.com/ · Beispielweg 1 38640 Goslar',
      ],
      ['blocking', 'legal-note', 'legal-barrierefreiheit', 'launchNote', expect.stringContaining('(MLBF)')],
      [
        'blocking',
        'legal-note',
        'legal-datenschutz',
        'launchNote',
        'Quelle: erstellt nach dem Muster eines Rechtstext-Generators; vor Veröffentlichung rechtlich prüfen lassen.',
      ],
      ['blocking', 'example-job-posting', 'jobPosting-objektleitung-wernigerode-vollzeit', 'isExample', 'ja'],
      ['blocking', 'example-job-posting', 'jobPosting-reinigungskraft-goslar-minijob', 'isExample', 'ja'],
      ['blocking', 'fill-in', 'legal-datenschutz', 'body', '[Name und Anschrift des Hosting-Anbieters eintragen]'],
      ['blocking', 'site-url', 'SITE_URL', null, 'http://localhost:3000'],
      ['warning', 'social-facebook', 'siteSettings', 'social.facebook', 'https://www.facebook.com/'],
      ['warning', 'social-instagram', 'siteSettings', 'social.instagram', 'https://www.instagram.com/'],
      ['warning', 'statistics-without-id', 'NEXT_PUBLIC_GA_MEASUREMENT_ID', null, null],
    ])
    expect(countLaunchItems(items)).toEqual({ blocking: 14, warnings: 3 })
  })

  it('says in German where each value shows, page by page', async () => {
    const items = await readLaunchItems({ source: LOCAL_SOURCE, environment: READY })
    const find = (check: string, id?: string) =>
      items.find((item) => item.check === check && (!id || item.document?.id === id))
    expect(find('phone')).toMatchObject({
      document: { id: 'siteSettings', type: 'siteSettings', title: 'Einstellungen' },
      field: { path: 'phone', title: 'Telefon' },
      shows: [
        { name: 'jede Seite (Kopf- oder Fußzeile)', path: null },
        { name: 'Impressum', path: '/impressum' },
        { name: 'Kontakt', path: '/kontakt' },
        { name: 'Suchmaschinen (strukturierte Daten jeder Seite)', path: null },
        // The accessibility statement writes {Telefon}: the settings' number shows there too.
        { name: 'Barrierefreiheit', path: '/barrierefreiheit' },
      ],
    })
    expect(find('fill-in')).toMatchObject({
      document: { title: 'Datenschutzerklärung' },
      field: { path: 'body', title: 'Text', location: 'Abschnitt „2. Hosting › Hosting in Deutschland“' },
      shows: [{ name: 'Datenschutz', path: '/datenschutz' }],
    })
    expect(find('register-court')?.shows).toEqual([{ name: 'Impressum', path: '/impressum' }])
    // A note for the office is never on the site.
    expect(find('legal-note', 'legal-datenschutz')?.shows).toEqual([])
    expect(find('example-job-posting', 'jobPosting-reinigungskraft-goslar-minijob')?.shows).toEqual([
      { name: 'Reinigungskraft (m/w/d) – Minijob in Goslar', path: '/karriere/reinigungskraft-goslar-minijob' },
    ])
  })

  it('shows visitors no „Quelle: … rechtlich prüfen lassen“: it is a task for the office', async () => {
    const privacy = await createContentReaders(runQuery).getLegalPage('datenschutz')
    expect(JSON.stringify(privacy)).not.toMatch(/Rechtstext-Generators|rechtlich prüfen lassen/)
    const items = await readLaunchItems({ source: LOCAL_SOURCE, environment: READY })
    expect(
      items.find((item) => item.document?.id === 'legal-datenschutz' && item.check === 'legal-note')?.value,
    ).toMatch(
      /^Quelle: erstellt nach dem Muster eines Rechtstext-Generators; vor Veröffentlichung rechtlich prüfen lassen/,
    )
  })
})

describe('„Vor dem Start“ once the office has replaced the sample data', () => {
  it('finds nothing in a dataset with every sample value replaced and a build for the real domain', async () => {
    const items = await readLaunchItems({ source: { kind: 'local', datasetDir: ready.dir }, environment: READY })
    expect(summary(items)).toEqual([])
  })

  it('only warns about a statistics choice without a measurement id', async () => {
    const items = await readLaunchItems({
      source: { kind: 'local', datasetDir: ready.dir },
      environment: { gaMeasurementId: undefined, siteUrl: READY.siteUrl },
    })
    expect(summary(items)).toEqual([['warning', 'statistics-without-id', 'NEXT_PUBLIC_GA_MEASUREMENT_ID', null, null]])
  })

  it('finds a sample value an editor writes into any text, with the field to open and the page it is on', () => {
    type Section = { _key: string; _type: string; heading?: string }
    const original = loadDataset(ready.dir)
    const winterService = original.find((document) => document._id === 'service-winterdienst')
    const processKey = ((winterService?.sections ?? []) as Section[]).find(
      (section) => section._type === 'processSection',
    )?._key
    const documents = original.map((document) => {
      if (document === winterService)
        return {
          ...document,
          sections: (document.sections as Section[]).map((section) =>
            section._key === processKey ? { ...section, heading: 'Ab [Preis eintragen] pro Einsatz' } : section,
          ),
        }
      if (document._id === 'siteTexts')
        return {
          ...document,
          footer: { ...(document.footer as object), cookieSettings: 'Schreiben Sie an info@example.org' },
        }
      if (document._id === 'aboutPage') return { ...document, title: 'Über uns seit {Gründungsjahre}' }
      return document
    })
    const items = findLaunchItems(documents, READY)
    expect(items.map((item) => [item.check, item.document?.id, item.field?.path, item.value, item.shows])).toEqual([
      [
        'fill-in',
        'service-winterdienst',
        `sections[_key=="${processKey}"].heading`,
        '[Preis eintragen]',
        [{ name: 'Winterdienst', path: '/leistungen/winterdienst' }],
      ],
      [
        'example-address',
        'siteTexts',
        'footer.cookieSettings',
        'info@example.org',
        [{ name: 'jede Seite (Kopf- oder Fußzeile)', path: null }],
      ],
      ['unknown-placeholder', 'aboutPage', 'title', '{Gründungsjahre}', [{ name: 'Über uns', path: '/ueber-uns' }]],
    ])
  })
})

/** A folder with no local Content Lake in it: the checks below read the dataset they name, not a developer's lake. */
const NO_LAKE = mkdtempSync(path.join(tmpdir(), 'launch-check-no-lake-'))

/** `npm run launch:check` as an operator runs it, with exactly the given variables. */
function launchCheck(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'launch:check'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        CONTENT_LAKE_DIR: NO_LAKE,
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe('npm run launch:check', () => {
  it('exits 1 on the bundled dataset and names each item: document, field, value, page, task', async () => {
    const { code, output } = await launchCheck(LAUNCH_READY_ENV)
    expect(code).toBe(1)
    expect(output).toContain('Vor dem Start – mitgelieferter Datensatz')
    expect(output).toContain('✗ blockiert  Einstellungen › Telefon')
    expect(output).toContain('Dokument: siteSettings (siteSettings), Feld: phone')
    expect(output).toContain('Wert:     05321 000 000')
    expect(output).toContain('Zu sehen: jede Seite (Kopf- oder Fußzeile); Impressum (/impressum); Kontakt (/kontakt)')
    expect(output).toContain('Datenschutzerklärung › Text (Abschnitt „2. Hosting › Hosting in Deutschland“)')
    expect(output).toContain('Zu sehen: nicht auf der Website (Aufgabe für das Büro)')
    expect(output).toContain('13 Punkte verhindern den Start, 2 Hinweise.')
  }, 60_000)

  it('reads the local Content Lake the site reads (npm run dev), so it lists what the Studio lists', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'launch-check-lake-')), 'lake')
    const copy = openWorkingCopy({
      dir,
      seedDir: path.join(ROOT, 'content', 'dataset'),
      projectId: 'local',
      dataset: 'production',
      privateDatasets: [],
    })
    // An editor fixed the phone number in the Studio: published in the lake, not in the bundled dataset.
    const settings = copy.store.get('production', 'siteSettings')
    if (!settings) throw new Error('the seeded lake has no settings')
    const next = { ...settings, phone: '05321 987654' }
    copy.store.commit('production', [{ id: 'siteSettings', next, mutations: [{ createOrReplace: next }] }], {
      transactionId: 'launch-check-phone',
      author: 'test',
    })
    copy.store.close()
    copy.release()
    try {
      const { code, output } = await launchCheck({ ...LAUNCH_READY_ENV, CONTENT_LAKE_DIR: dir })
      expect(code).toBe(1)
      expect(output).toContain('Vor dem Start – lokaler Content Lake')
      expect(output).not.toContain('Einstellungen › Telefon')
      expect(output).toContain('12 Punkte verhindern den Start, 2 Hinweise.')
      // CONTENT_LAKE=bundled reads the bundled dataset, as the site does then.
      const bundled = await launchCheck({ ...LAUNCH_READY_ENV, CONTENT_LAKE_DIR: dir, CONTENT_LAKE: 'bundled' })
      expect(bundled.output).toContain('Vor dem Start – mitgelieferter Datensatz')
      expect(bundled.output).toContain('✗ blockiert  Einstellungen › Telefon')
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true })
    }
  }, 60_000)

  it('exits 0 once every sample value is replaced, still naming the warnings', async () => {
    const { code, output } = await launchCheck({ CONTENT_DATASET_DIR: ready.dir, SITE_URL: LAUNCH_READY_ENV.SITE_URL })
    expect(code).toBe(0)
    expect(output).toContain('! Hinweis    Umgebungsvariable NEXT_PUBLIC_GA_MEASUREMENT_ID')
    expect(output).toContain('Nichts verhindert den Start; 1 Hinweis zum Prüfen.')
    expect(output).not.toContain('✗')
  }, 60_000)

  it('blocks on an unset SITE_URL: canonical links and the sitemap would name localhost', async () => {
    const { code, output } = await launchCheck({ CONTENT_DATASET_DIR: ready.dir })
    expect(code).toBe(1)
    expect(output).toContain('✗ blockiert  Umgebungsvariable SITE_URL')
    expect(output).toContain('Wert:     http://localhost:3000')
  }, 60_000)

  describe('on a hosted project (SANITY_* set)', () => {
    const lakes: ContentLakeStandIn[] = []
    const project = async (documents: Record<string, unknown>[]) => {
      const lake = await startContentLake({
        documents,
        projectId: 'launch-test',
        dataset: 'production',
        token: 'sk-read',
      })
      lakes.push(lake)
      return lake
    }
    afterAll(async () => {
      await Promise.all(lakes.map((lake) => lake.close()))
    })
    const hosted = (lake: ContentLakeStandIn) => ({ ...LAUNCH_READY_ENV, ...lake.siteEnv })

    it('reads the project, not the bundled dataset, through the site’s query', async () => {
      const replaced = await project(loadDataset(ready.dir))
      const { code, output } = await launchCheck(hosted(replaced))
      expect(output).toContain('Vor dem Start – Content Lake, Projekt „launch-test“, Datensatz „production“')
      expect(code).toBe(0)
      expect(replaced.requests.map((request) => request.query)).toEqual(['*[_type in $types]'])

      const sample = await launchCheck(hosted(await project(bundledDocuments())))
      expect(sample.code).toBe(1)
      expect(sample.output).toContain('Wert:     kontakt@example.com')
    }, 60_000)

    it('exits 2 when the project cannot be read', async () => {
      const { code, output } = await launchCheck({ ...hosted(await project([])), SANITY_DATASET: 'missing' })
      expect(code).toBe(2)
      expect(output).toContain('launch:check: the content could not be read')
    }, 60_000)
  })
})
