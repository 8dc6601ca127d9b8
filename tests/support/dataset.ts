import path from 'node:path'
import { loadDataset } from '@/lib/sanity/local-dataset'

export const DATASET_DIR = path.resolve(import.meta.dirname, '../../content/dataset')

/** The bundled dataset as the Content Lake would hold it after `sanity dataset import`. */
export function bundledDocuments() {
  return loadDataset(DATASET_DIR)
}

export const LOCAL_SOURCE = { kind: 'local', datasetDir: DATASET_DIR } as const
