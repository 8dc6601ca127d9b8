/**
 * The project and user API the Studio asks at start: who is logged in, which project and datasets
 * exist, what the user may do (grants), and a few service endpoints that a local lake answers with
 * "nothing here" (no other applications, no schedules, telemetry refused). One project, one user:
 * the editor at this machine, with every permission.
 */

export const LOCAL_USER = {
  id: 'pLocalEditor',
  name: 'Redaktion (lokal)',
  email: 'redaktion@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access to all datasets' }],
  provider: 'local',
  isCurrentUser: true,
  isRobot: false,
}

/**
 * The project's plan features (GET /features). Comments are one: the Studio wraps its whole layout in
 * an upsell provider once it learns a project lacks them, and that change of the tree mounts the
 * Studio a second time right after its first start, which left „Vorschau“ on a spinner about once
 * in three cold starts. The Studio on this lake switches comments off by configuration instead
 * (studio/local-lake.ts), so nothing asks for the comments dataset the lake does not have.
 */
export const LOCAL_FEATURES = ['studioComments']

export function project(projectId: string, datasets: { name: string; aclMode: string }[]) {
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
    members: [
      {
        id: LOCAL_USER.id,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: LOCAL_USER.roles,
      },
    ],
  }
}

/**
 * Every permission on every document (`/projects/<id>/datasets/<dataset>/acl`): the Studio evaluates
 * each filter against a document to decide what the user may do with it.
 */
export const DOCUMENT_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
]

/** `GET /users/<id>,<id>`: the one user there is, under every id asked for. */
export function usersLookup(idList: string) {
  return idList
    .split(',')
    .filter(Boolean)
    .map((id) => ({ id, displayName: LOCAL_USER.name, email: LOCAL_USER.email, imageUrl: null }))
}
