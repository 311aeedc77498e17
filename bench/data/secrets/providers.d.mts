/** Types of bench/data/secrets/providers.mjs (provider token formats and look-alikes). */
export interface ProviderFormat {
  provider: string;
  parts: Array<string | [string, number]>;
  keyed?: string;
  around?: Array<(token: string) => string>;
  encode?: (token: string) => string;
}
export const PROVIDERS: ProviderFormat[];
export const HELD_OUT_PROVIDERS: string[];
/** The fresh batch (fresh-formats.mjs), split by provider. */
export const FRESH_FORMATS: ProviderFormat[];
export const FRESH_TEST_PROVIDERS: string[];
export const FRESH2_FORMATS: ProviderFormat[];
export const FRESH2_TEST_PROVIDERS: string[];
/** The fifth batch (fresh5-formats.mjs), split by provider. */
export const FRESH5_FORMATS: ProviderFormat[];
export const FRESH5_TEST_PROVIDERS: string[];
/** The sixth batch (fresh6-formats.mjs), split by provider. */
export const FRESH6_FORMATS: ProviderFormat[];
export const FRESH6_TEST_PROVIDERS: string[];
/** The seventh batch (fresh7-formats.mjs), split by provider. */
export const FRESH7_FORMATS: ProviderFormat[];
export const FRESH7_TEST_PROVIDERS: string[];
/** The eighth batch (fresh8-formats.mjs), split by provider. */
export const FRESH8_FORMATS: ProviderFormat[];
export const FRESH8_TEST_PROVIDERS: string[];
/** The ninth batch (fresh9-formats.mjs), split by provider. */
export const FRESH9_FORMATS: ProviderFormat[];
export const FRESH9_TEST_PROVIDERS: string[];
/** The tenth batch (fresh10-formats.mjs), split by provider. */
export const FRESH10_FORMATS: ProviderFormat[];
export const FRESH10_TEST_PROVIDERS: string[];
/** The eleventh batch (fresh11-formats.mjs), split by tool. */
export const FRESH11_FORMATS: ProviderFormat[];
export const FRESH11_TEST_PROVIDERS: string[];
/** The twelfth batch (fresh12-formats.mjs), split by tool. */
export const FRESH12_FORMATS: ProviderFormat[];
export const FRESH12_TEST_PROVIDERS: string[];
/** The thirteenth batch (fresh13-formats.mjs), split by tool. */
export const FRESH13_FORMATS: ProviderFormat[];
export const FRESH13_TEST_PROVIDERS: string[];
/** The fourteenth batch (fresh14-formats.mjs), split by tool. */
export const FRESH14_FORMATS: ProviderFormat[];
export const FRESH14_TEST_PROVIDERS: string[];
/** The fifteenth batch (fresh15-formats.mjs), split by tool. */
export const FRESH15_FORMATS: ProviderFormat[];
export const FRESH15_TEST_PROVIDERS: string[];
/** The sixteenth batch (fresh16-formats.mjs), split by tool. */
export const FRESH16_FORMATS: ProviderFormat[];
export const FRESH16_TEST_PROVIDERS: string[];
/** The seventeenth batch (fresh17-formats.mjs), split by tool. */
export const FRESH17_FORMATS: ProviderFormat[];
export const FRESH17_TEST_PROVIDERS: string[];
/** The eighteenth batch (fresh18-formats.mjs), split by tool. */
export const FRESH18_FORMATS: ProviderFormat[];
export const FRESH18_TEST_PROVIDERS: string[];
/** The nineteenth batch (fresh19-formats.mjs), split by tool. */
export const FRESH19_FORMATS: ProviderFormat[];
export const FRESH19_TEST_PROVIDERS: string[];
/** The twentieth batch (fresh20-formats.mjs), split by tool. */
export const FRESH20_FORMATS: ProviderFormat[];
export const FRESH20_TEST_PROVIDERS: string[];
/** The twenty-first batch (fresh21-formats.mjs), split by tool. */
export const FRESH21_FORMATS: ProviderFormat[];
export const FRESH21_TEST_PROVIDERS: string[];
/** The twenty-second batch (fresh22-formats.mjs), split by tool. */
export const FRESH22_FORMATS: ProviderFormat[];
export const FRESH22_TEST_PROVIDERS: string[];
/** The twenty-third batch (fresh23-formats.mjs), split by tool. */
export const FRESH23_FORMATS: ProviderFormat[];
export const FRESH23_TEST_PROVIDERS: string[];
export const FRESH24_FORMATS: ProviderFormat[];
export const FRESH24_TEST_PROVIDERS: string[];
export const FRESH25_FORMATS: ProviderFormat[];
export const FRESH25_TEST_PROVIDERS: string[];
export const FRESH26_FORMATS: ProviderFormat[];
export const FRESH26_TEST_PROVIDERS: string[];
export const FRESH27_FORMATS: ProviderFormat[];
export const FRESH27_TEST_PROVIDERS: string[];
export const FRESH28_FORMATS: ProviderFormat[];
export const FRESH28_TEST_PROVIDERS: string[];
export const FRESH29_FORMATS: ProviderFormat[];
export const FRESH29_TEST_PROVIDERS: string[];
export const FRESH30_FORMATS: ProviderFormat[];
export const FRESH30_TEST_PROVIDERS: string[];
export const FRESH31_FORMATS: ProviderFormat[];
export const FRESH31_TEST_PROVIDERS: string[];
export const FRESH32_FORMATS: ProviderFormat[];
export const FRESH32_TEST_PROVIDERS: string[];
export const FRESH33_FORMATS: ProviderFormat[];
export const FRESH33_TEST_PROVIDERS: string[];
/** Every fresh batch: its number (the first is the third), formats, test-half tools and near-misses. */
export const FRESH_BATCHES: Array<{ batch: number; formats: ProviderFormat[]; testProviders: string[]; nearMisses?: Array<(random: (charset: string, length: number) => string) => string> }>;
export function heldOutDraw(): string[];
export function freshDraw(formats?: ProviderFormat[], seed?: number): string[];
export function samples(seed?: number): {
  positives: Array<{ provider: string; split: 'dev' | 'test'; heldOut: boolean; fresh: boolean; freshBatch?: 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33; text: string; secret: string }>;
  negatives: Array<{ kind: string; split: 'dev' | 'test'; text: string }>;
};
