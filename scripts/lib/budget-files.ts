import { kb, type PageWeight } from './page-weight'

/**
 * For a route over its JS or CSS budget: its files of that kind that are new or gone since the last
 * `npm run budgets -- --update` (`before`, as budgets.json records them). File names are content hashes, so a
 * file that grew shows as a new name replacing an old one.
 */
export function changedFiles(
  before: Record<string, number> | undefined,
  assets: PageWeight['assets'],
  kind: 'js' | 'css',
): string {
  const now = assets.filter((asset) => asset.kind === kind).sort((a, b) => b.bytes - a.bytes)
  if (!before) return ` Its files: ${now.map((asset) => `${asset.file} ${kb(asset.bytes)}`).join(', ')}.`
  const added = now.filter((asset) => !(asset.file in before))
  const gone = Object.entries(before).filter(
    ([name]) => name.endsWith(`.${kind}`) && !now.some((asset) => asset.file === name),
  )
  const parts = [
    ...added.map((asset) => `${asset.file} ${kb(asset.bytes)} is new or changed`),
    ...gone.map(([name, bytes]) => `${name} (${kb(bytes)}) is gone`),
  ]
  return parts.length
    ? ` Since the budgets were set: ${parts.join('; ')}.`
    : ' The same files as when the budgets were set.'
}
