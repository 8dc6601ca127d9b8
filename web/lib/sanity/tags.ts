/**
 * Cache tags, named once. The fetchers in web/lib/content tag their queries
 * with these; the revalidation webhook maps a changed document to the same names.
 */
export const TAGS = {
  /** Everything that reads documents of this type. */
  type: (type: string) => `sanity:type:${type}`,
  /** One service page. */
  service: (slug: string) => `sanity:service:${slug}`,
  /** One legal page. */
  legalPage: (slug: string) => `sanity:legal:${slug}`,
} as const
