/** Types of bench/secrets-coverage.mjs (gitleaks rule list coverage). */
export interface CoverageRow {
  id: string;
  status: 'format' | 'generic' | 'partial' | 'missed' | 'n/a';
  by: string[];
  note?: string;
}
export function coverage(): Promise<CoverageRow[]>;
export function summarize(rows: CoverageRow[]): { rules: number; format: number; generic: number; partial: number; missed: number; na: number };
