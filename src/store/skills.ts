/** Store contract of the skills family; every method takes a Scope. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface SkillStore {}
