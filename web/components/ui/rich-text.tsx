import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import Link from 'next/link'
import type { RichText as RichTextValue } from '@/lib/sanity/sanity.types'

const componentsFor = (newWindowLabel: string): PortableTextComponents => ({
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      if (href.startsWith('/')) return <Link href={href}>{children}</Link>
      const external = /^https?:\/\//.test(href)
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {external ? <span className="sr-only"> {newWindowLabel}</span> : null}
        </a>
      )
    },
  },
})

/** The generated type leaves `children` optional; Portable Text renderers expect arrays. */
function toBlocks(value: RichTextValue): PortableTextBlock[] {
  return value.map((block) => ({ ...block, children: block.children ?? [], markDefs: block.markDefs ?? [] }))
}

/** Portable Text from the CMS (legal texts, stories, free text sections). */
export function RichText({
  value,
  newWindowLabel,
  className = 'prose-content',
}: {
  value: RichTextValue | null | undefined
  /** „(öffnet in neuem Fenster)“ after external links, for screen readers (site texts). */
  newWindowLabel: string
  className?: string
}) {
  if (!value?.length) return null
  return (
    <div className={className}>
      <PortableText value={toBlocks(value)} components={componentsFor(newWindowLabel)} />
    </div>
  )
}
