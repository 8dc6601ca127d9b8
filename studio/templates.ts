import { SINGLETON_TYPES } from '@shared/documents'
import { SANITY_API_VERSION } from '@shared/sanity'
import type { InitialValueResolverContext, Template } from 'sanity'

/**
 * What „Neues Dokument“ offers and how a new document starts. Every type gets a German title that
 * reads right („Neue Leistung“, not the Studio's „Neues Leistung“); a new service starts with the
 * sections every service page has (SPEC.md §2) and the parts that are the same on every service page
 * already written: the button to the inquiry form, four process steps, the reasons to choose the
 * company, the band and the inquiry form. What is the service's own (its name, address, category,
 * card, headline, introduction cards and SEO texts) is left empty, so the validation asks for exactly
 * that, all at once. Texts use the placeholders ({Antwortzeit} …), so company constants stay in the
 * settings. Singletons are opened from the structure, never created a second time.
 */

const NEW_DOCUMENT_TITLES: Record<string, string> = {
  service: 'Neue Leistung',
  serviceCategory: 'Neue Leistungskategorie',
  page: 'Neue Aktionsseite',
  jobPosting: 'Neues Stellenangebot',
  testimonial: 'Neue Kundenstimme',
  award: 'Neue Auszeichnung',
  membership: 'Neue Mitgliedschaft',
  legalPage: 'Neuer Rechtstext',
  redirect: 'Neue Weiterleitung',
}

const INQUIRY_BUTTON = { _type: 'callToAction', kind: 'inquiry', label: 'Jetzt Angebot anfordern' }

/** Keys as the Studio makes them: unique within the array, stable for this document. */
const keyed = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({ _key: `${prefix}${index + 1}`, ...item }))

const PROCESS_STEPS = [
  {
    title: 'Anfrage',
    text: 'Sie schreiben uns über das Formular oder rufen an. Wir melden uns innerhalb von {Antwortzeit}.',
  },
  {
    title: 'Besichtigung vor Ort',
    text: 'Wir sehen uns Ihr Objekt kostenlos an und klären, was Ihnen wichtig ist.',
  },
  {
    title: 'Festpreisangebot',
    text: 'Sie erhalten ein schriftliches Angebot mit festem Preis – ohne versteckte Kosten.',
  },
  {
    title: 'Ausführung und Abnahme',
    text: 'Unser Team arbeitet zum vereinbarten Termin. Zum Schluss gehen wir gemeinsam durch.',
  },
]

const REASONS = [
  {
    icon: 'award',
    title: 'Meisterbetrieb seit {Gründungsjahr}',
    text: 'Über {Erfahrungsjahre} Jahre Erfahrung und mehr als {Kundenzahl} zufriedene Kunden.',
  },
  { icon: 'users', title: 'Feste Ansprechpartner', text: 'Sie haben einen Ansprechpartner, der Ihr Objekt kennt.' },
  { icon: 'euro', title: 'Transparente Festpreise', text: 'Sie wissen vorher, was die Arbeit kostet.' },
  { icon: 'map-pin', title: 'Aus der Region', text: 'Wir sind in Goslar und im ganzen Harz für Sie unterwegs.' },
]

/** The sections of a new service page, in the order of SPEC.md §2. */
function serviceSections() {
  return keyed(
    [
      { _type: 'heroSection', action: INQUIRY_BUTTON, showPhone: true, phoneLabel: '{Bürozeiten}' },
      { _type: 'cardsSection' },
      {
        _type: 'processSection',
        heading: 'In vier Schritten zu Ihrem Angebot',
        steps: keyed(
          PROCESS_STEPS.map((step) => ({ _type: 'processStep', ...step })),
          'step',
        ),
      },
      { _type: 'testimonialsSection', heading: 'Das sagen unsere Kunden', layout: 'grid', testimonials: [] },
      {
        _type: 'ctaBandSection',
        tone: 'dark',
        heading: 'Jetzt unverbindlich anfragen',
        text: 'Die Besichtigung ist kostenlos. Ihr Angebot erhalten Sie innerhalb von {Antwortzeit}.',
        action: INQUIRY_BUTTON,
        showPhone: true,
        phoneLabel: '{Bürozeiten}',
      },
      {
        _type: 'whyChooseSection',
        heading: 'Warum Kunden im Harz auf uns setzen',
        items: keyed(
          REASONS.map((reason) => ({ _type: 'featureItem', ...reason })),
          'reason',
        ),
      },
      {
        _type: 'inquirySection',
        heading: 'Kostenloses Angebot anfordern',
        text: 'Beschreiben Sie kurz Ihr Anliegen. Wir antworten innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
      },
    ],
    'section',
  )
}

/** A new service sorts after the last one (the menu's order within its category). */
async function nextServiceOrder({ getClient }: InitialValueResolverContext): Promise<number> {
  const last = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<number | null>(
    '*[_type == "service" && defined(order)] | order(order desc)[0].order',
  )
  return (typeof last === 'number' ? last : 0) + 10
}

export const SERVICE_TEMPLATE_ID = 'service'

const serviceTemplate: Template = {
  id: SERVICE_TEMPLATE_ID,
  title: NEW_DOCUMENT_TITLES.service as string,
  schemaType: 'service',
  value: async (_parameters: unknown, context: InitialValueResolverContext) => ({
    order: await nextServiceOrder(context),
    sections: serviceSections(),
    seo: { _type: 'seo', noIndex: false },
  }),
}

const landingPageTemplate: Template = {
  id: 'page',
  title: NEW_DOCUMENT_TITLES.page as string,
  schemaType: 'page',
  value: {
    sections: keyed(
      [
        { _type: 'heroSection', action: INQUIRY_BUTTON, showPhone: true },
        { _type: 'textSection' },
        {
          _type: 'inquirySection',
          heading: 'Kostenloses Angebot anfordern',
          text: 'Wir antworten innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
        },
      ],
      'section',
    ),
    seo: { _type: 'seo', noIndex: false },
  },
}

/** A posting runs eight weeks unless the editor says otherwise (Google for Jobs asks for an end date). */
const POSTING_WEEKS = 8

function isoDateInWeeks(weeks: number, from = new Date()): string {
  return new Date(from.getTime() + weeks * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** „Wir bieten“ is the company's, the same in every posting: a new one starts with the newest posting's list. */
const jobPostingTemplate: Template = {
  id: 'jobPosting',
  title: NEW_DOCUMENT_TITLES.jobPosting as string,
  schemaType: 'jobPosting',
  value: async (_parameters: unknown, { getClient }: InitialValueResolverContext) => {
    const benefits = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<string[] | null>(
      '*[_type == "jobPosting" && count(benefits) > 0] | order(datePosted desc)[0].benefits',
    )
    return {
      visible: true,
      validThrough: isoDateInWeeks(POSTING_WEEKS),
      ...(benefits?.length ? { benefits } : {}),
    }
  },
}

/** The Studio's templates, retitled and with ours in place of the defaults of the same type. */
export function newDocumentTemplates(templates: Template[]): Template[] {
  const ours = new Map(
    [serviceTemplate, landingPageTemplate, jobPostingTemplate].map((template) => [template.id, template]),
  )
  const singletons = new Set<string>(SINGLETON_TYPES)
  return templates
    .filter(({ schemaType }) => !singletons.has(schemaType))
    .map((template) => ours.get(template.id) ?? template)
    .map((template) => ({ ...template, title: NEW_DOCUMENT_TITLES[template.id] ?? template.title }))
}

export const exportedForTests = {
  serviceTemplate,
  landingPageTemplate,
  jobPostingTemplate,
  NEW_DOCUMENT_TITLES,
}
