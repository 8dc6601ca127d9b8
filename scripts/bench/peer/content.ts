import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withExampleValues } from '@shared/placeholders'
import type { Service } from '@/lib/sanity/sanity.types'

/**
 * The peer's content: a dataset in the template's own schema (settings, person, post, page with its
 * page builder blocks), in Sanity's export format (data.ndjson + images/) for the local Content Lake
 * to seed from. The texts are the site's own (content/dataset), so the peer carries the same German
 * copy: the service page /leistungen/winterdienst becomes a post with the site's hero photo as its
 * cover image, two more services become posts, and the about page becomes the template's /about page
 * (a call to action with the hero photo and an info section).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SITE_DATASET = path.join(ROOT, 'content/dataset')
export const HERO_PHOTO = 'hero-modern-office-interior.jpg'
const DATE = '2026-11-01T08:00:00Z'

type Json = Record<string, unknown>
/** An image in the export format: its file instead of an asset reference. */
type ExportedImage = { _sanityAsset?: string; alt?: string }
/**
 * A service as the bundled dataset holds it, typed by TypeGen apart from its card image: a renamed field
 * fails the type check here instead of leaving the peer's post without its excerpt.
 */
type ExportedService = Pick<Service, '_id' | 'title' | 'seo'> & {
  card: Omit<Service['card'], 'image'> & { image?: ExportedImage }
  sections?: Json[]
}
type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
type Block = {
  _type: 'block'
  _key: string
  style: string
  children: Span[]
  markDefs: Json[]
  listItem?: string
  level?: number
}

/** The post the bench measures (`/posts/<slug>`) and the page (`/<slug>`). */
export const PEER_POST_SLUG = 'winterdienst'
export const PEER_PAGE_SLUG = 'about'

/** Keys that stay the same from run to run (the lake and the build see the same documents). */
const keyOf = (...parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 12)

const text = (value: unknown) => (typeof value === 'string' ? withExampleValues(value) : '')

function block(style: string, content: string, seed: unknown): Block {
  return {
    _type: 'block',
    _key: keyOf('block', seed, content),
    style,
    markDefs: [],
    children: [{ _type: 'span', _key: keyOf('span', seed, content), text: content, marks: [] }],
  }
}

/** The site's Portable Text, with the decorators the template's blockContent knows (its links are the site's own). */
function copyBlocks(blocks: unknown): Block[] {
  if (!Array.isArray(blocks)) return []
  return blocks
    .filter((item): item is Block => (item as Json)?._type === 'block')
    .map((item) => ({
      _type: 'block',
      _key: item._key,
      style: ['normal', 'h2', 'h3', 'h4', 'blockquote'].includes(item.style) ? item.style : 'normal',
      ...(item.listItem ? { listItem: item.listItem, level: item.level ?? 1 } : {}),
      markDefs: [],
      children: item.children.map((span) => ({
        _type: 'span' as const,
        _key: span._key,
        text: withExampleValues(span.text),
        marks: span.marks.filter((mark) => ['strong', 'em', 'code'].includes(mark)),
      })),
    }))
}

/** A section of the site's page builder as Portable Text: its heading, introduction, body and items. */
function sectionBlocks(section: Json, headingStyle = 'h2'): Block[] {
  const blocks: Block[] = []
  const key = section._key
  const heading = text(section.heading ?? section.headline)
  if (heading) blocks.push(block(headingStyle, heading, key))
  for (const field of ['subline', 'intro', 'text']) {
    const value = text(section[field])
    if (value) blocks.push(block('normal', value, [key, field]))
  }
  blocks.push(...copyBlocks(section.body))
  for (const field of ['highlights', 'features']) {
    const list = section[field]
    if (Array.isArray(list))
      for (const item of list)
        if (typeof item === 'string')
          blocks.push({ ...block('normal', text(item), [key, field]), listItem: 'bullet', level: 1 })
  }
  for (const field of ['cards', 'items', 'steps', 'questions', 'faqs']) {
    const list = section[field]
    if (!Array.isArray(list)) continue
    for (const item of list as Json[]) {
      const title = text(item.title ?? item.question)
      if (title) blocks.push(block('h3', title, [item._key, 'title']))
      const body = text(item.text ?? item.answer)
      if (body) blocks.push(block('normal', body, [item._key, 'text']))
      blocks.push(...copyBlocks(item.answer))
    }
  }
  return blocks
}

const image = (file: string, alt: string) => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  alt,
})

const imageFile = (value: unknown) => /images\/([^/]+)$/.exec(String((value as Json)?._sanityAsset ?? ''))?.[1]

export type PeerContent = { dir: string; documents: number; images: string[]; words: Record<string, number> }

const wordCount = (blocks: Block[]) =>
  blocks
    .flatMap((item) => item.children.map((span) => span.text.split(/\s+/).filter(Boolean).length))
    .reduce((a, b) => a + b, 0)

/** Writes the peer's dataset into `dir` (data.ndjson + images/). */
export function writePeerContent(dir: string): PeerContent {
  const site = new Map<string, Json>()
  for (const line of readFileSync(path.join(SITE_DATASET, 'data.ndjson'), 'utf8').split('\n')) {
    if (!line.trim()) continue
    const doc = JSON.parse(line) as Json
    site.set(String(doc._id), doc)
  }
  const find = (id: string) => {
    const doc = site.get(id)
    if (!doc) throw new Error(`The peer's content is made from ${id} in content/dataset, which has no such document`)
    return doc
  }
  const findService = (id: string) => {
    const doc = find(id)
    if (doc._type !== 'service') throw new Error(`${id} in content/dataset is a ${String(doc._type)}, not a service`)
    return doc as ExportedService
  }
  const settings = find('siteSettings')
  const author = {
    _id: 'person-redaktion',
    _type: 'person',
    firstName: 'Redaktion',
    lastName: String(settings.brandName ?? 'Glanzwerk Harz'),
  }
  const images = new Set<string>([HERO_PHOTO])
  const words: Record<string, number> = {}

  const post = (serviceId: string, slug: string, cover: { file: string; alt: string }, date: string) => {
    const service = findService(serviceId)
    const sections = service.sections ?? []
    const hero = sections.find((section) => section._type === 'heroSection') ?? {}
    const content = sections.flatMap((section) =>
      section === hero ? [block('normal', text(hero.subline), [hero._key, 'subline'])] : sectionBlocks(section),
    )
    images.add(cover.file)
    words[`/posts/${slug}`] = wordCount(content)
    return {
      _id: `post-${slug}`,
      _type: 'post',
      _createdAt: date,
      _updatedAt: date,
      title: text(hero.headline) || String(service.title),
      slug: { _type: 'slug', current: slug },
      excerpt: text(service.seo?.description) || text(service.card.description),
      coverImage: image(cover.file, cover.alt),
      date,
      author: { _type: 'reference', _ref: author._id },
      content,
    }
  }

  // The alt text the site gives the hero photo.
  const heroAlt =
    /"image@file:\/\/\.\/images\/hero-modern-office-interior\.jpg","alt":"([^"]+)"/.exec(
      readFileSync(path.join(SITE_DATASET, 'data.ndjson'), 'utf8'),
    )?.[1] ?? ''
  const cardImage = (id: string) => {
    const { image: cardPicture } = findService(id).card
    const file = imageFile(cardPicture)
    if (!file) throw new Error(`${id} has no card image`)
    return { file, alt: text(cardPicture?.alt) }
  }
  const posts = [
    post('service-winterdienst', PEER_POST_SLUG, { file: HERO_PHOTO, alt: heroAlt }, DATE),
    post(
      'service-glas-fensterreinigung',
      'glas-fensterreinigung',
      cardImage('service-glas-fensterreinigung'),
      '2026-10-15T08:00:00Z',
    ),
    post('service-bueroreinigung', 'bueroreinigung', cardImage('service-bueroreinigung'), '2026-10-01T08:00:00Z'),
  ]

  const about = find('aboutPage')
  const aboutSections = (about.sections as Json[]) ?? []
  const aboutHero = aboutSections.find((section) => section._type === 'heroSection') ?? {}
  const infoContent = aboutSections
    .filter((section) => section !== aboutHero)
    .flatMap((section) => sectionBlocks(section, 'h3'))
  words[`/${PEER_PAGE_SLUG}`] = wordCount(infoContent)
  const page = {
    _id: `page-${PEER_PAGE_SLUG}`,
    _type: 'page',
    _createdAt: DATE,
    _updatedAt: DATE,
    name: text(about.title) || 'Über uns',
    slug: { _type: 'slug', current: PEER_PAGE_SLUG },
    heading: text(aboutHero.headline) || text(about.title),
    subheading: text(aboutHero.eyebrow),
    pageBuilder: [
      {
        _key: keyOf('cta'),
        _type: 'callToAction',
        eyebrow: text(settings.masterBadge),
        heading: text(settings.brandName),
        body: [block('normal', text(aboutHero.subline) || text(settings.tagline), 'cta-body')],
        button: {
          _type: 'button',
          buttonText: 'Winterdienst ansehen',
          link: { _type: 'link', linkType: 'post', post: { _type: 'reference', _ref: `post-${PEER_POST_SLUG}` } },
        },
        image: image(HERO_PHOTO, heroAlt),
        theme: 'light',
        contentAlignment: 'textFirst',
      },
      { _key: keyOf('info'), _type: 'infoSection', heading: text(about.title), content: infoContent },
    ],
  }

  const settingsDoc = {
    _id: 'siteSettings',
    _type: 'settings',
    _createdAt: DATE,
    _updatedAt: DATE,
    title: text(settings.brandName),
    description: [block('normal', text(settings.tagline), 'settings-description')],
  }
  words['/'] = wordCount(settingsDoc.description)

  const documents = [settingsDoc, { ...author, _createdAt: DATE, _updatedAt: DATE }, ...posts, page]
  mkdirSync(path.join(dir, 'images'), { recursive: true })
  writeFileSync(path.join(dir, 'data.ndjson'), `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  for (const file of images) copyFileSync(path.join(SITE_DATASET, 'images', file), path.join(dir, 'images', file))
  return { dir, documents: documents.length, images: [...images], words }
}
