import { sendJson } from '../http.ts'
import { referencesIn } from '../references.ts'
import type { Call } from '../router.ts'
import { datasetOf } from './dataset.ts'

/**
 * `GET /data/references/<dataset>/documents/<id>/to`: the documents that reference `id`, as
 * `{totalCount, references: [{documentId, datasetName, projectId}]}`. The Studio asks with
 * `excludeInternalReferences=true` before a delete or unpublish, for references from the project's
 * other datasets (cross-dataset references: `_ref` with `_dataset`); it finds the dataset's own
 * referrers with a GROQ `references()` query. Reference paths (without `excludePaths=true`) are not
 * given.
 */
export function referencesTo(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const id = params.id ?? ''
  const internal = url.searchParams.get('excludeInternalReferences') !== 'true'
  const references = lake.store.datasets().flatMap(({ name }) =>
    name === dataset && !internal
      ? []
      : lake.store
          .documents(name)
          .filter((document) =>
            referencesIn(document).some(
              (reference) =>
                reference._ref === id &&
                (name === dataset ? reference._dataset === undefined : reference._dataset === dataset),
            ),
          )
          .map((document) => ({ documentId: document._id, datasetName: name, projectId: lake.projectId })),
  )
  sendJson(request, response, 200, { totalCount: references.length, references })
}
