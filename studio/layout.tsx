import type { LayoutProps } from 'sanity'
import { createGlobalStyle } from 'styled-components'

/**
 * The Studio prints breadcrumbs (the path above a nested object: „Abschnitte der Seite / Was wir in
 * der …“) with `text-transform: capitalize`, which turns German titles into „Abschnitte Der Seite /
 * Was Wir In Der …“. German capitalises by grammar, so every title shows as the schema writes it.
 */
const TitlesAsWritten = createGlobalStyle`
  [style*='text-transform: capitalize'] {
    text-transform: none !important;
  }
`

/** The layout of every workspace: the Studio's own, plus the rule above. */
export function StudioLayout(props: LayoutProps) {
  return (
    <>
      <TitlesAsWritten />
      {props.renderDefault(props)}
    </>
  )
}
