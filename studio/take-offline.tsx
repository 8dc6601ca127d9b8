import { UnpublishIcon } from '@sanity/icons/Unpublish'
import { useState } from 'react'
import { type DocumentActionComponent, type DocumentActionProps, useDocumentOperation } from 'sanity'
import { ConfirmDeleteDialog } from 'sanity/structure'

/**
 * „Offline nehmen“ in the document menu: takes a published page, service, posting or testimonial off the
 * site while keeping its content as a draft. The Studio's own unpublish action shows only in the
 * perspective „Veröffentlicht“, which editors rarely open; this one shows wherever the document is
 * published. Like the Studio's, it first lists the documents that still link to this one (a service
 * named by the home page, a testimonial on a service page): the Content Lake refuses to take offline a
 * document that others reference, as Sanity does.
 */
export const TakeOfflineAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { unpublish } = useDocumentOperation(props.id, props.type)
  const [confirming, setConfirming] = useState(false)
  if (!props.published) return null
  return {
    tone: 'critical',
    icon: UnpublishIcon,
    label: 'Offline nehmen',
    title: unpublish.disabled
      ? 'Dieses Dokument lässt sich gerade nicht offline nehmen.'
      : 'Verschwindet von der Website; der Inhalt bleibt als Entwurf erhalten und kann wieder veröffentlicht werden.',
    disabled: Boolean(unpublish.disabled),
    onHandle: () => setConfirming(true),
    dialog: confirming
      ? {
          type: 'dialog',
          onClose: () => setConfirming(false),
          content: (
            <ConfirmDeleteDialog
              id={props.draft?._id ?? props.id}
              type={props.type}
              action="unpublish"
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false)
                unpublish.execute()
                props.onComplete()
              }}
            />
          ),
        }
      : null,
  }
}
TakeOfflineAction.action = 'unpublish'
TakeOfflineAction.displayName = 'TakeOfflineAction'

/** Types whose documents may leave the site; the singletons and the legal texts never do. */
export const OFFLINE_TYPES = new Set([
  'service',
  'page',
  'jobPosting',
  'testimonial',
  'award',
  'membership',
  'redirect',
])
