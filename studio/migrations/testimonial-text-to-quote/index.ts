import { at, defineMigration, setIfMissing, unset } from 'sanity/migrate'

/**
 * A testimonial's words were the field `text`, a name a dozen other fields share (cards, steps,
 * sections); they are `quote` now. The schema keeps `text` read-only and the site reads
 * `coalesce(quote, text)` until this has run on every dataset (the local lakes, the hosted project);
 * then both go. docs/how-to/rename-a-field.md walks through it.
 *
 *   npm run sanity -- migration run testimonial-text-to-quote               # dry run: what it would do
 *   npm run sanity -- migration run testimonial-text-to-quote --no-dry-run  # does it
 *
 * Drafts too (the export holds them): an editor's open draft keeps its words. A document that already
 * has a `quote` (written after the schema changed) keeps it; the old field goes either way.
 */
export default defineMigration({
  title: 'Testimonials: text → quote',
  documentTypes: ['testimonial'],
  filter: 'defined(text)',
  migrate: {
    document(testimonial) {
      return [at('quote', setIfMissing(testimonial.text)), at('text', unset())]
    },
  },
})
