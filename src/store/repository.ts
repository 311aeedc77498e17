/** Store contract of the repository family; every method takes a Scope. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RepositoryStore {}
