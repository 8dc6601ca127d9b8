import { picturesInGuide, picturesOfThisRun } from '@tests/support/editor-guide'

/**
 * The editor guide shows no picture older than this code: when the Studio tests ran in full (CI runs
 * them all), each picture docs/redaktion.md shows must have been taken in this run. A picture the tests no
 * longer take fails here, instead of staying in the guide, stale.
 */
export default function checkEditorGuidePictures() {
  const taken = picturesOfThisRun()
  if (!process.env.CI || taken === null) return
  const missing = picturesInGuide().filter((picture) => !taken.includes(picture))
  if (missing.length > 0)
    throw new Error(
      `docs/redaktion.md shows pictures the Studio tests did not take in this run: ${missing.join(', ')}. Take them with editorGuideShot() in a Studio test, or remove them from the guide.`,
    )
}
