/**
 * Who may read the office's inbox (the inquiries and applications in the submissions dataset): the
 * project's administrators and members with the custom role `office` („Büro“). The Studio shows the
 * Posteingang only to them (studio/inbox.ts); the local Content Lake answers everybody else 403 on
 * the private dataset, as the hosted lake does for a member whose roles grant nothing there
 * (content-lake/session.ts). Which roles to set up on which Sanity plan: docs/security.md, „M3“.
 */

/** The custom role of the office (Sanity Enterprise: read and update on the submissions dataset only). */
export const OFFICE_ROLE = 'office'

/** The custom role of the marketing staff: the website's content dataset only, never the inbox. */
export const CONTENT_EDITOR_ROLE = 'content-editor'

const INBOX_ROLES: ReadonlySet<string> = new Set(['administrator', OFFICE_ROLE])

export function mayReadInbox(roles: readonly { name: string }[] | undefined): boolean {
  return (roles ?? []).some((role) => INBOX_ROLES.has(role.name))
}
