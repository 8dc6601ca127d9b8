import { isRoutedType, nextPreviousSlugs } from '@shared/redirects'
import { type DocumentActionComponent, type DocumentActionProps, useDocumentOperation } from 'sanity'

type Slugged = { slug?: { current?: string }; previousSlugs?: (string | null)[] }

/**
 * The default publish action of a service, landing page or job posting, which first records the
 * published slug in `previousSlugs` when the draft changes it: the old address then redirects to the
 * new one (web/proxy.ts), so renaming cannot break a link. The patch goes into the draft that this
 * publish writes, so both land in one transaction.
 */
export function withPreviousSlugs(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithPreviousSlugs: DocumentActionComponent = (props: DocumentActionProps) => {
    const original = publish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!original?.onHandle) return original
    const onHandle = original.onHandle
    return {
      ...original,
      onHandle: () => {
        const draft = props.draft as Slugged | null
        const published = props.published as Slugged | null
        const previousSlugs = nextPreviousSlugs(draft?.previousSlugs, published?.slug?.current, draft?.slug?.current)
        if (previousSlugs) patch.execute([{ set: { previousSlugs } }])
        onHandle()
      },
    }
  }
  PublishWithPreviousSlugs.action = 'publish'
  PublishWithPreviousSlugs.displayName = 'PublishWithPreviousSlugs'
  return PublishWithPreviousSlugs
}

/** The document actions of `schemaType` with the publish action wrapped where slugs make addresses. */
export function previousSlugActions(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (!isRoutedType(schemaType)) return actions
  return actions.map((action) => (action.action === 'publish' ? withPreviousSlugs(action) : action))
}
