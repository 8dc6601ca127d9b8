/** Variables as a process has them (`process.env`, or a test's object): what each settings module reads. */
export type Environment = Record<string, string | undefined>
