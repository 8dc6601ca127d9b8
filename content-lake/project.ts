import type { LakeUser } from './session.ts'

/**
 * The project and user API the Studio asks at start: who is logged in, which project and datasets
 * exist, what the user may do (grants), and a few service endpoints that a local lake answers with
 * "nothing here" (no other applications, no schedules, telemetry refused). One project; its users
 * are the lake's robot and one user per browser (session.ts).
 */

/** `GET /users/me`: the user of the request's token, as Sanity describes the current user. */
export function currentUser(user: LakeUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    role: user.roles[0]?.name ?? 'viewer',
    roles: user.roles,
    provider: user.robot ? 'robot' : 'local',
    isCurrentUser: true,
    isRobot: user.robot,
  }
}

/**
 * The project's plan features (GET /features). Comments are one: the Studio wraps its whole layout in
 * an upsell provider once it learns a project lacks them, and that change of the tree mounts the
 * Studio a second time right after its first start, which left „Vorschau“ on a spinner about once
 * in three cold starts. The Studio on this lake switches comments off by configuration instead
 * (studio/local-lake.ts), so nothing asks for the comments dataset the lake does not have.
 */
export const LOCAL_FEATURES = ['studioComments']

export function project(
  projectId: string,
  datasets: { name: string; aclMode: string }[],
  users: LakeUser[],
  me: LakeUser,
) {
  return {
    id: projectId,
    displayName: 'Glanzwerk Harz (lokal)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    organizationId: null,
    metadata: { color: '#0f5f6b', externalStudioHost: null },
    maxRetentionDays: 3650,
    pendingInvites: 0,
    features: LOCAL_FEATURES,
    datasets: datasets.map(({ name, aclMode }) => ({ name, aclMode })),
    members: users.map((user) => ({
      id: user.id,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      isCurrentUser: user.id === me.id,
      isRobot: user.robot,
      role: user.roles[0]?.name ?? 'viewer',
      roles: user.roles,
    })),
  }
}

/**
 * Every permission on every document (`/projects/<id>/datasets/<dataset>/acl`) of a dataset the user may
 * use (none on the office's private dataset for others, handlers/project.ts): the Studio evaluates each
 * filter against a document to decide what the user may do with it.
 */
export const DOCUMENT_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
]

/**
 * `GET /users/<id>,<id>` (and `/projects/<project>/users/<ids>`): the users asked for that the lake
 * knows, `me` as the caller; an unknown id is left out, so the Studio shows no name rather than a wrong one.
 */
export function usersLookup(idList: string, users: LakeUser[], me: LakeUser) {
  const byId = new Map(users.map((user) => [user.id, user]))
  return idList
    .split(',')
    .filter(Boolean)
    .flatMap((id) => {
      const user = id === 'me' ? me : byId.get(id)
      return user ? [{ id: user.id, displayName: user.name, email: user.email, imageUrl: null }] : []
    })
}
