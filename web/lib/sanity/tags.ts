/**
 * Cache tags, named once. Every cached query result is tagged automatically
 * (web/lib/sanity/dependencies.ts): with the ids of the documents it contains and
 * with what its filters select. The publishing webhook revalidates the same names
 * for a changed document, so the two sides cannot drift apart.
 */
export const TAGS = {
  /** A result that contains this document (published id, without `drafts.`). */
  document: (id: string) => `sanity:doc:${id}`,
  /** A result listing documents of this type: a new or deleted one changes the list. */
  type: (type: string) => `sanity:type:${type}`,
  /** A result looked up by slug: publishing a document under this slug changes it. */
  slug: (type: string, slug: string) => `sanity:slug:${type}:${slug}`,
  /** A result whose filter could not be narrowed to types: refreshed by every delivery. */
  any: 'sanity:any',
  /**
   * Every result. Expired when the server starts on another content source than the build read
   * (CONTENT_LAKE=local: server.mjs), so no page built from the bundled dataset outlives the start.
   */
  content: 'sanity:content',
} as const
