import { useCallback } from 'react'
import { type FormPatch, type ObjectInputProps, type PatchArg, PatchEvent, unset } from 'sanity'

type ImageValue = { asset?: { _ref?: string }; alt?: string; isIllustration?: boolean }

/** The asset a patch gives the image (set on `asset` or on the whole value), or undefined if it does not. */
function assetSetBy(patch: FormPatch): string | null | undefined {
  if (patch.type === 'unset' && (patch.path.length === 0 || patch.path[0] === 'asset')) return null
  if (patch.type !== 'set') return undefined
  const value = patch.value as { _ref?: string; asset?: { _ref?: string } } | undefined
  if (patch.path.length === 1 && patch.path[0] === 'asset') return value?._ref ?? null
  if (patch.path.length === 0) return value?.asset?._ref ?? null
  return undefined
}

/**
 * A new picture in place of another needs its own description: when an editor replaces or removes
 * the picture, its alt text (and the mark „Platzhalter-Illustration“) go with it, so the Studio asks for
 * the alt text again (schemas/objects/accessible-image.ts) instead of keeping the old picture's words.
 */
export function AccessibleImageInput(props: ObjectInputProps) {
  const { onChange, value } = props
  const current = (value as ImageValue | undefined)?.asset?._ref
  const hasWords = Boolean((value as ImageValue | undefined)?.alt || (value as ImageValue | undefined)?.isIllustration)
  const handleChange = useCallback(
    (change: PatchArg | PatchEvent) => {
      const event = PatchEvent.from(change)
      const replaced = event.patches.some((patch) => {
        const next = assetSetBy(patch)
        return next !== undefined && current !== undefined && next !== current
      })
      onChange(replaced && hasWords ? event.append([unset(['alt']), unset(['isIllustration'])]) : event)
    },
    [onChange, current, hasWords],
  )
  return props.renderDefault({ ...props, onChange: handleChange })
}
