import { createImageUrlBuilder } from '@sanity/image-url'
import { Box, Card, Flex, Stack, Text } from '@sanity/ui'
import { documentPath } from '@shared/documents'
import { withExampleValues } from '@shared/placeholders'
import { SANITY_API_VERSION } from '@shared/sanity'
import { useEffect, useMemo, useState } from 'react'
import { useClient } from 'sanity'

/** What the preview reads of any page-like document (fixed pages, services, landing pages, legal texts, postings). */
type ImageValue = { asset?: { _ref?: string }; alt?: string; crop?: object; hotspot?: object }
type Displayed = {
  _type?: string
  title?: string
  summary?: string
  slug?: { current?: string }
  seo?: { title?: string; description?: string; image?: ImageValue }
  sections?: Array<{ _type?: string; image?: ImageValue }>
}
type Settings = {
  brandName?: string
  titleTemplate?: string
  defaultSeo?: { title?: string; description?: string }
  shareImage?: ImageValue
}

/** Google shows about this many characters of a title and a description. */
const TITLE_CHARS = 60
const DESCRIPTION_CHARS = 160

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()} …` : text)

const SETTINGS_QUERY = `*[_id == "siteSettings"][0]{ brandName, titleTemplate, defaultSeo, shareImage }`

/**
 * „Vorschau: Google & Teilen“: the page as a Google result and as a shared link (WhatsApp, Facebook,
 * LinkedIn), from the document being edited, with the site's rules: the page's own share picture,
 * else its hero image, else the settings' default, cut to 1200 × 630 around the hotspot.
 */
export function SharePreview({ document }: { document: { displayed: Displayed } }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [settings, setSettings] = useState<Settings | null>(null)
  useEffect(() => {
    const subscription = client.observable.fetch<Settings | null>(SETTINGS_QUERY).subscribe(setSettings)
    return () => subscription.unsubscribe()
  }, [client])

  const page = document.displayed
  const brand = settings?.brandName ?? ''
  const ownTitle = page.seo?.title ?? page.title ?? settings?.defaultSeo?.title ?? ''
  const title = withExampleValues(
    brand && ownTitle.includes(brand) ? ownTitle : (settings?.titleTemplate ?? '%s').replace('%s', ownTitle),
  )
  const description = withExampleValues(
    page.seo?.description ?? page.summary ?? settings?.defaultSeo?.description ?? '',
  )
  const path = documentPath({ _type: page._type ?? null, slug: page.slug?.current ?? null })
  const host = typeof window === 'undefined' ? '' : window.location.host
  const image = [
    page.seo?.image,
    page.sections?.find((section) => section._type === 'heroSection')?.image,
    settings?.shareImage,
  ].find((candidate) => candidate?.asset?._ref)
  const imageUrl = useMemo(() => {
    if (!image) return null
    const { projectId, dataset } = client.config()
    if (!projectId || !dataset) return null
    // From the client: its API host names the image server (Sanity's CDN, or the local Content Lake).
    return createImageUrlBuilder(client).image(image).width(600).height(315).fit('crop').url()
  }, [client, image])

  return (
    <Box padding={4}>
      <Stack gap={5} style={{ maxWidth: 640 }}>
        <Stack gap={3}>
          <Text size={1} weight="semibold">
            So erscheint die Seite in Google
          </Text>
          <Card padding={4} radius={2} shadow={1}>
            <Stack gap={3}>
              <Text size={1} muted>
                {host}
                {path && path !== '/' ? ` › ${path.slice(1).split('/').join(' › ')}` : ''}
              </Text>
              <Text size={3} style={{ color: '#1a0dab' }}>
                {shorten(title, TITLE_CHARS)}
              </Text>
              <Text size={1} muted>
                {description
                  ? shorten(description, DESCRIPTION_CHARS)
                  : 'Keine Beschreibung: Google wählt selbst einen Text aus.'}
              </Text>
            </Stack>
          </Card>
          {title.length > TITLE_CHARS ? (
            <Text size={1}>Der Titel ist länger als {TITLE_CHARS} Zeichen; Google kürzt ihn.</Text>
          ) : null}
        </Stack>

        <Stack gap={3}>
          <Text size={1} weight="semibold">
            So erscheint ein geteilter Link (WhatsApp, Facebook, LinkedIn)
          </Text>
          <Card radius={2} shadow={1} overflow="hidden">
            {imageUrl ? (
              <img
                src={imageUrl}
                alt={image?.alt ?? ''}
                width={600}
                height={315}
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            ) : (
              <Card padding={4} tone="caution">
                <Text size={1}>
                  Kein Vorschaubild: Bitte in den Einstellungen ein „Vorschaubild zum Teilen“ wählen.
                </Text>
              </Card>
            )}
            <Card padding={3} tone="transparent">
              <Stack gap={2}>
                <Text size={0} muted style={{ textTransform: 'uppercase' }}>
                  {host}
                </Text>
                <Text size={2} weight="semibold">
                  {title}
                </Text>
                <Text size={1} muted>
                  {shorten(description, 110)}
                </Text>
              </Stack>
            </Card>
          </Card>
          <Flex>
            <Text size={1} muted>
              Bild: das eigene „Vorschaubild zum Teilen“ der Seite, sonst das Titelbild im Kopfbereich, sonst das
              Vorschaubild aus den Einstellungen. Der Ausschnitt richtet sich nach dem Fokuspunkt des Bildes.
            </Text>
          </Flex>
        </Stack>
      </Stack>
    </Box>
  )
}
