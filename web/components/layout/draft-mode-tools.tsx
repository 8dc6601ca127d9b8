import { DRAFT_MODE_PATHS } from '@shared/sanity'
import { cacheLife, refresh } from 'next/cache'
import { draftMode } from 'next/headers'
import { VisualEditing } from 'next-sanity/visual-editing'

/**
 * Re-renders the previewed page with the latest drafts when the Studio reports an edit
 * of the open document or the editor presses reload in the Presentation tool. Without
 * it an edit shows only after a manual reload. It refreshes nothing but the caller's view.
 */
async function refreshPreview(): Promise<void> {
  'use server'
  refresh()
}

/**
 * The editor's tools while draft mode is on: Visual Editing (click a text to edit it
 * in the Presentation tool) and a way back to the published site. Renders nothing for
 * visitors. Cached, so pages stay static: draft mode bypasses this cache, and the
 * cached `null` keeps the pages' own lifetime ('max', not the default 15 minutes).
 */
export async function DraftModeTools() {
  'use cache'
  cacheLife('max')
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  return (
    <>
      <VisualEditing refresh={refreshPreview} />
      <aside
        aria-label="Vorschau"
        data-draft-mode-tools
        className="fixed bottom-4 left-4 z-[60] flex items-center gap-3 rounded-full bg-petrol-950 py-1.5 pr-1.5 pl-4 text-sm text-white shadow-lift"
      >
        <span>Vorschau mit Entwürfen</span>
        {/* A plain link, not next/link: a prefetch would end the preview before the click. */}
        <a
          href={DRAFT_MODE_PATHS.disable}
          className="rounded-full bg-gold-400 px-4 py-2 font-semibold text-petrol-950 hover:bg-white focus-visible:outline-white"
        >
          Vorschau beenden
        </a>
      </aside>
    </>
  )
}
