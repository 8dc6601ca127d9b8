import { file, image, uploadFile, uploadImage } from './handlers/assets.ts'
import { doc, listen, liveEvents, query } from './handlers/data.ts'
import { createDataset, exportDataset, listAliases, listDatasets } from './handlers/dataset.ts'
import { historyDocuments, historyEvents, historyTransactions } from './handlers/history.ts'
import {
  answer,
  authId,
  currentUser,
  datasetAcl,
  features,
  projectDatasets,
  projectFeatures,
  projectGrants,
  projectInfo,
  projectRoles,
  projectUsers,
  readKeyValue,
  userApplications,
  users,
  writeKeyValue,
} from './handlers/project.ts'
import { referencesTo } from './handlers/references.ts'
import { browserSession, corsCheck, ping, serverSession } from './handlers/session.ts'
import { actions, mutate } from './handlers/writes.ts'
import { api, type Route, root } from './router.ts'

/**
 * Everything the local Content Lake answers, in one table: the part of Sanity's HTTP API that the
 * Studio 6.16, @sanity/client 8 and next-sanity use (https://www.sanity.io/docs/http-reference), plus
 * the session for pages of this machine. A request no route matches is an unknown endpoint (404,
 * marked in the request journal); a known path with another method is a 405.
 */
export const ROUTES: readonly Route[] = [
  // Without the token: the sessions (session.ts), the Studio's checks, public images and files.
  root('GET', '/local/session', serverSession, 'open'),
  root('POST', '/local/session', browserSession, 'open'),
  root('GET', '/ping', ping, 'open'),
  root('GET', '/images/:project/:dataset/:file', image, 'open'),
  root('GET', '/images/:project/:dataset/:file/:vanity', image, 'open'),
  root('GET', '/files/:project/:dataset/:file', file, 'open'),
  root('GET', '/files/:project/:dataset/:file/:vanity', file, 'open'),
  api('GET', '/ping', ping, 'open'),
  api('GET', '/check/cors', corsCheck, 'open'),
  // The Studio's latency report reads the shard header of this one without credentials (sanity's reportLatency).
  api('GET', '/data/ping/:dataset', ping, 'open'),
  api('GET', '/data/live/events/:dataset', liveEvents, 'open'),

  // Data
  api(['GET', 'POST'], '/data/query/:dataset', query),
  api('GET', '/data/listen/:dataset', listen),
  api('GET', '/data/doc/:dataset/*ids', doc),
  api('POST', '/data/mutate/:dataset', mutate),
  api('POST', '/data/actions/:dataset', actions),
  api('GET', '/data/history/:dataset/documents/*ids', historyDocuments),
  api('GET', '/data/history/:dataset/transactions/*ids', historyTransactions),
  api('GET', '/data/history/:dataset/events/documents/:id', historyEvents),
  api('GET', '/data/references/:dataset/documents/:id/to', referencesTo),
  api('GET', '/data/export/:dataset', exportDataset),

  // Datasets, at the project's own host (`<projectId>.api.sanity.io`, as @sanity/client and the CLI ask)
  api('GET', '/datasets', listDatasets),
  api('PUT', '/datasets/:dataset', createDataset),
  api('GET', '/aliases', listAliases),

  // Assets
  api('POST', '/assets/images/:dataset', uploadImage),
  api('POST', '/assets/files/:dataset', uploadFile),

  // Project, users, auth
  api('GET', '/users/me', currentUser),
  api('GET', '/users/me/keyvalue/*keys', readKeyValue),
  api('PUT', '/users/me/keyvalue', writeKeyValue),
  api('GET', '/users/:ids', users),
  api('GET', '/projects/:project', projectInfo),
  api('GET', '/projects/:project/datasets', projectDatasets),
  api('GET', '/projects/:project/datasets/:dataset/acl', datasetAcl),
  api('GET', '/projects/:project/grants', projectGrants),
  api('GET', '/projects/:project/user-applications', userApplications),
  api('GET', '/projects/:project/features', projectFeatures),
  api('GET', '/projects/:project/roles', projectRoles),
  api('GET', '/projects/:project/users/:ids', projectUsers),
  api('GET', '/features', features),
  api('GET', '/auth/id', authId),
  api('GET', '/auth/providers', answer({ providers: [] })),
  api('POST', '/auth/logout', answer({})),

  // Sanity's platform services, none on a local lake: schedules, subscriptions, telemetry (refused;
  // the Studio still sends its last batch as a beacon, which has no token), the help menu, upsell and
  // trial notices.
  api('GET', '/schedules/*path', answer({ schedules: [] })),
  api('GET', '/subscriptions/*path', answer({})),
  api('GET', '/intake/telemetry-status', answer({ status: 'denied' })),
  api(['GET', 'POST'], '/intake/*path', answer({}), 'open'),
  api('GET', '/help/*path', answer({})),
  api('GET', '/journey/*path', answer({})),
]
