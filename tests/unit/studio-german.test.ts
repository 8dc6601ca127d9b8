import { schemaTypes } from '@schemas/index'
import { submissionSchemaTypes } from '@schemas/submissions'
import { GERMAN_ADDITIONS } from '@studio/locale'
import { EnglishWords } from '@tests/support/english-words'
import { englishStrings, germanStrings } from '@tests/support/studio-locale'
import { describe, expect, it } from 'vitest'

/**
 * The Studio an editor sees is German: every string of the namespaces the editors' Studio loads has a
 * German text (from @sanity/locale-de-de or studio/locale.ts), and every title in the schema is
 * written, not made up by the Studio from a field's name („Reference to kundenstimme“).
 */

/** What the editors' Studio loads: the core, the document panes, Vorschau, validation, copy and paste. */
const EDITOR_NAMESPACES = ['studio', 'structure', 'presentation', 'validation', 'copy-paste']

describe('the Studio speaks German', () => {
  const english = englishStrings()
  const german = germanStrings()

  it.each(EDITOR_NAMESPACES)('every string of „%s“ has a German text', (namespace) => {
    const englishKeys = Object.keys(english[namespace] ?? {})
    expect(englishKeys.length).toBeGreaterThan(20)
    const untranslated = englishKeys.filter(
      (key) => german[namespace]?.[key] === undefined && GERMAN_ADDITIONS[namespace]?.[key] === undefined,
    )
    expect(untranslated).toEqual([])
  })

  it('our additions are keys the Studio has, or asks for (no typo that translates nothing)', () => {
    // Asked by the Studio but not defined (in this namespace): shown as the bare key without ours.
    const askedButUndefined = new Set(['new-document.new-document', 'changes.action.close-label'])
    for (const [namespace, strings] of Object.entries(GERMAN_ADDITIONS))
      for (const key of Object.keys(strings))
        expect(key in (english[namespace] ?? {}) || askedButUndefined.has(key), `${namespace}: ${key}`).toBe(true)
  })

  /**
   * Strings of features this Studio does not offer or developers meet, where Sanity's German keeps
   * English words („Release“, „Canvas“, „Dataset“): content releases and scheduled drafts (the
   * perspective menu offers only „Entwürfe“ and „Veröffentlicht“ on the local lake and the free plan),
   * Canvas, the Media Library, cross-dataset references, the content agent, comments' access requests,
   * live-edit documents (none in the schema), and messages about broken data or configuration that
   * name its technical parts (`_key`, an unknown type, the Events API, Presentation's loaders).
   */
  const NOT_OFFERED =
    /release|bundle|variant|canvas|media-library|cdr-|content-agent|request-permission|live-edit|invalid-value|untyped-value|missing-keys|duplicate-keys|no-array-item-at-key|unknown-type|unknown-pane-type|load-document-changes-version|preview-frame\.configuration|preview-url-secret|vector-warning\.developer-info|about-dialog|help-resources|access-policy|asset-source-only-default|no-valid-asset-source|media-not-found|other-reference-count|target-not-found|not-publishable|operation-success_(createVersion|unpublishVersion)/

  it('the German an editor reads has no English word and no developer jargon („Asset“, „Viewport“, „Slug“)', async () => {
    const english = await EnglishWords.judge()
    const found = EDITOR_NAMESPACES.flatMap((namespace) =>
      Object.entries({ ...german[namespace], ...GERMAN_ADDITIONS[namespace] })
        .filter(([key, text]) => text !== undefined && !NOT_OFFERED.test(key))
        .flatMap(([key, text]) => {
          const words = english.in(String(text).replace(/<[^>]+>|\{\{[^}]+\}\}/g, ' '))
          return words.length > 0 ? [`${namespace}: ${key} („${text}“): ${words.join(', ')}`] : []
        }),
    )
    expect(found).toEqual([])
  })

  it('placeholders of each addition are the English string’s ({{count}} stays {{count}})', () => {
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const [namespace, strings] of Object.entries(GERMAN_ADDITIONS))
      for (const [key, text] of Object.entries(strings))
        if (english[namespace]?.[key] !== undefined)
          expect(placeholders(text), `${namespace}: ${key}`).toEqual(placeholders(english[namespace]?.[key]))
  })
})

describe('every title in the schema is written in German', () => {
  type Definition = {
    name?: string
    type?: string
    title?: string
    fields?: Definition[]
    of?: Definition[]
    options?: { list?: unknown[] }
  }
  /** Members the Studio titles by itself when they have none („Reference to …“, „Object“, „Block“). */
  const TITLED_MEMBERS = new Set(['reference', 'object', 'image', 'block', 'file'])

  const untitled = (definition: Definition, path: string): string[] => [
    // A choice shows its title; a bare value („snowflake“, „monday“) is what the Studio would show instead.
    ...(definition.options?.list ?? [])
      .filter((entry) => {
        if (typeof entry === 'string') return true
        const { title, value } = entry as { title?: string; value?: unknown }
        return typeof entry === 'object' && (!title || title === value)
      })
      .map((entry) => `${path}: choice ${JSON.stringify(entry)}`),
    ...(definition.fields ?? []).flatMap((field) => [
      ...(field.title ? [] : [`${path}.${field.name}`]),
      ...untitled(field, `${path}.${field.name}`),
    ]),
    ...(definition.of ?? []).flatMap((member) => [
      ...(member.title || !TITLED_MEMBERS.has(String(member.type)) ? [] : [`${path}[] (${member.type})`]),
      ...untitled(member, `${path}[]`),
    ]),
  ]

  type Texts = Definition & { description?: unknown; placeholder?: unknown; groups?: Definition[] }
  const textsOf = (definition: Texts, path: string): [string, string][] => [
    ...(['title', 'description', 'placeholder'] as const).flatMap((key): [string, string][] =>
      typeof definition[key] === 'string' ? [[`${path}.${key}`, definition[key] as string]] : [],
    ),
    ...(definition.fields ?? []).flatMap((field) => textsOf(field, `${path}.${field.name}`)),
    ...(definition.of ?? []).flatMap((member) => textsOf(member, `${path}[]`)),
    ...(definition.groups ?? []).flatMap((group) => textsOf(group, `${path}#${group.name}`)),
    ...(definition.options?.list ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry ? textsOf(entry as Texts, `${path}:`) : [],
    ),
  ]

  it('every title, description and placeholder is German, without jargon („Slug“, „Landingpage“, „Slider“)', async () => {
    const english = await EnglishWords.judge()
    const found = ([...schemaTypes, ...submissionSchemaTypes] as Texts[])
      .flatMap((definition) => textsOf(definition, String(definition.name)))
      .flatMap(([path, text]) => {
        const words = english.in(text)
        return words.length > 0 ? [`${path} („${text}“): ${words.join(', ')}`] : []
      })
    expect(found).toEqual([])
  })

  it('every type, field and list entry has a title', () => {
    const definitions = [...schemaTypes, ...submissionSchemaTypes] as Definition[]
    const missing = definitions.flatMap((definition) => [
      ...(definition.title ? [] : [String(definition.name)]),
      ...untitled(definition, String(definition.name)),
    ])
    expect(missing).toEqual([])
  })
})
