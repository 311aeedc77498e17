/** Store contract of the remediations family; every method takes a Scope. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RemediationStore {}
