/** Types of bench/tree.mjs (a generated, deterministic TypeScript monorepo). */
export function fileText(i: number, prefix?: string, seed?: number): string;
export function filePath(i: number): string;
export function writeTree(root: string, files: number, options?: { prefix?: string; seed?: number }): string;
