/**
 * The kinds of employment and the places of work of SPEC.md §3 (the quick application's
 * contractType and workLocation), shared by the application, the job postings and the Studio.
 */
export const CONTRACT_TYPES = ['minijob', 'teilzeit', 'vollzeit'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]

export const WORK_LOCATIONS = [
  'goslar',
  'bad-harzburg',
  'salzgitter',
  'bad-gandersheim',
  'wernigerode',
  'ilsenburg',
] as const
export type WorkLocation = (typeof WORK_LOCATIONS)[number]

/** The names editors pick from in the Studio (the site shows the site texts' labels). */
export const CONTRACT_TYPE_TITLES: Record<ContractType, string> = {
  minijob: 'Minijob',
  teilzeit: 'Teilzeit',
  vollzeit: 'Vollzeit',
}

/**
 * Each place of work is a town: its official name, main postal code and federal state, for the
 * address of a job posting's location in structured data (Goslar, the company's seat, uses the
 * company's own address from the settings instead).
 */
export const WORK_LOCATION_TOWNS: Record<WorkLocation, { name: string; postalCode: string; region: string }> = {
  goslar: { name: 'Goslar', postalCode: '38640', region: 'Niedersachsen' },
  'bad-harzburg': { name: 'Bad Harzburg', postalCode: '38667', region: 'Niedersachsen' },
  salzgitter: { name: 'Salzgitter', postalCode: '38226', region: 'Niedersachsen' },
  'bad-gandersheim': { name: 'Bad Gandersheim', postalCode: '37581', region: 'Niedersachsen' },
  wernigerode: { name: 'Wernigerode', postalCode: '38855', region: 'Sachsen-Anhalt' },
  ilsenburg: { name: 'Ilsenburg (Harz)', postalCode: '38871', region: 'Sachsen-Anhalt' },
}

export function isContractType(value: string | null | undefined): value is ContractType {
  return (CONTRACT_TYPES as readonly (string | null | undefined)[]).includes(value)
}

export function isWorkLocation(value: string | null | undefined): value is WorkLocation {
  return (WORK_LOCATIONS as readonly (string | null | undefined)[]).includes(value)
}
