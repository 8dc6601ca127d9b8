import { createClient } from '@sanity/client'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SANITY_API_VERSION } from '@shared/sanity'
import { bundledDocuments } from '@tests/support/dataset'
import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'

/**
 * A placeholder shows an example („z. B. 05321 …“) or nothing: the label sits above every field
 * and the required mark beside it, so „Name *“ in the field below „Name *“ only says it twice.
 */

type FieldText = { label?: string; placeholder?: string | null }
type FormTexts = Record<'inquiry' | 'application', { fields: Record<string, FieldText> }>

const siteTexts = bundledDocuments().find((document) => document._id === 'siteTexts') as SanityDocument & {
  forms: FormTexts
}

/** The label as a visitor reads it: without the required mark, spacing or case. */
const bare = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase()

describe('the form fields of the bundled site texts', () => {
  const fields = (['inquiry', 'application'] as const).flatMap((form) =>
    Object.entries(siteTexts.forms[form].fields).map(([name, field]) => [`${form}.${name}`, field] as const),
  )

  it.each(fields)('%s: the placeholder neither repeats the label nor carries a required mark', (_name, field) => {
    const placeholder = field.placeholder ?? ''
    if (!placeholder) return
    expect(bare(placeholder)).not.toBe(bare(field.label ?? ''))
    expect(placeholder).not.toContain('*')
  })
})

describe('the Studio refuses such a placeholder', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const withNamePlaceholder = async (placeholder: string) => {
    const forms = structuredClone(siteTexts.forms)
    forms.inquiry.fields.name = { label: 'Name', placeholder }
    const result = await validateDocument({
      document: { ...siteTexts, _createdAt: '', _updatedAt: '', _rev: '', forms } as SanityDocument,
      schema,
      // Custom rules run only with a client; these never query.
      client: createClient({
        projectId: 'validation',
        dataset: 'production',
        apiVersion: SANITY_API_VERSION,
        useCdn: false,
      }),
    })
    return result.markers
      .filter((marker) => marker.path.join('.') === 'forms.inquiry.fields.name.placeholder')
      .map((marker) => marker.level)
  }

  it.each(['Name *', 'Name', ' name  ', 'Ihr Name *'])(
    '„%s“ below the label „Name“ is an error',
    async (placeholder) => {
      expect(await withNamePlaceholder(placeholder)).toEqual(['error'])
    },
  )

  it('takes an example', async () => {
    expect(await withNamePlaceholder('z. B. Maria Schneider')).toEqual([])
  })
})
