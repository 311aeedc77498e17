import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface DatasetRecord {
  id: string;
  category: string;
  title: string;
  problem: string;
  root_cause?: string;
  solution: string;
}
export interface SightedRecord extends DatasetRecord {
  sightings: { elsewhere: string; fragment: string; plain: string };
}
export interface ConfusablePair {
  id: string;
  a: DatasetRecord & { query: string };
  b: DatasetRecord & { query: string };
}

const DIR = join(import.meta.dirname, '..', 'fixtures', 'remediations');

export function loadRecords(): SightedRecord[] {
  return ['records-1.yaml', 'records-2.yaml'].flatMap((file) => (parse(readFileSync(join(DIR, file), 'utf8')) as { records: SightedRecord[] }).records);
}

export function loadConfusable(): ConfusablePair[] {
  return (parse(readFileSync(join(DIR, 'confusable.yaml'), 'utf8')) as { pairs: ConfusablePair[] }).pairs;
}
