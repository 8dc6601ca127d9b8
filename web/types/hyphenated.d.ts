/** The parts of hyphenated and its German patterns (no bundled types) that web/lib/hyphenate.ts uses. */
declare module 'hyphenated' {
  /** A language's TeX hyphenation patterns, as the hyphenated-<lang> packages export them. */
  export type HyphenationLanguage = { id: string; patterns: string[]; exceptions: string[] }
  /** The text with U+00AD at every hyphenation point of its words (American English without a language). */
  export function hyphenated(text: string, options?: { language?: HyphenationLanguage }): string
}

declare module 'hyphenated-de' {
  const german: import('hyphenated').HyphenationLanguage
  export default german
}
