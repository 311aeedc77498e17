import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * The floor of code search, data tables (java.time's ZoneName.java, bench/data/code's java2 tree;
 * the CLDR time-zone names of the java-whole tree)
 * and one-word matches (rust-whole): a question about nothing in the tree must not meet a list of
 * names or one rare word by chance, while questions about the code still find it.
 */
const tree = indexedTree('floor');
const { write, files } = tree;

beforeAll(async () => {
  const zones = ['America/Thule', 'America/St_Kitts', 'America/St_Lucia', 'Arctic/Longyearbyen', 'America/Santo_Domingo', 'Atlantic/Azores', 'Atlantic/Reykjavik'];
  write(
    'java/time/format/ZoneName.java',
    [
      'package java.time.format;',
      '',
      '/** A helper class to map a zone name to metazone and back to the appropriate zone id for a locale. */',
      'class ZoneName {',
      '    public static String toZid(String zid, Locale locale) {',
      '        String mzone = zidToMzone.get(zid);',
      '        return mzone == null ? zid : mzoneToZid.get(mzone);',
      '    }',
      '    private static final String[] zidMap = new String[] {',
      ...zones.map((z) => `        "${z}", "${z.startsWith('Arctic') ? 'Europe_Central' : 'Atlantic'}", "America/Halifax",`),
      '    };',
      '}',
    ].join('\n'),
  );
  // The JDK's CLDR time-zone names: rows of a string and a constant in brackets, and a map filled
  // by calls whose arguments are strings only (sun/util/resources/cldr, sun/util/cldr in java-whole).
  write(
    'sun/util/resources/cldr/TimeZoneNames_en.java',
    [
      'public class TimeZoneNames_en extends TimeZoneNamesBundle {',
      '    protected final Object[][] getContents() {',
      '        final String[] Atlantic = new String[] { "Atlantic Standard Time", "AST", "Atlantic Daylight Time", "ADT" };',
      '        return new Object[][] {',
      ...zones.map((z) => `            { "${z}", ${z.startsWith('Arctic') ? 'Europe_Central' : 'Atlantic'} },`),
      '        };',
      '    }',
      '}',
    ].join('\n'),
  );
  write(
    'sun/util/cldr/CLDRBaseLocaleDataMetaInfo.java',
    ['class CLDRMapHolder {', '    static {', ...zones.map((z, i) => `        tzCanonicalIDMap.put("z${i}", "${z}");`), '    }', '}'].join('\n'),
  );
  write('java/time/ZoneId.java', ['/** A time-zone ID, such as Europe/Paris. */', 'public abstract class ZoneId {', '    public static ZoneId of(String zoneId) {', '        return ZoneRegion.ofId(zoneId, true);', '    }', '}'].join('\n'));
  // Rust's core::ops::bit: a circular shift is the one word a question about knitting shares with it.
  write('core/src/ops/bit.rs', ['/// Shifts the bits to the left by a specified amount, `n`, wrapping the truncated bits to the end:', '/// a circular shift, like `rotate_left`.', 'pub const fn rotate_left(self, n: u32) -> Self {', '    (self << n) | (self >> (BITS - n))', '}'].join('\n'));
  // The question's other words are common in the tree, each alone in its files: they weigh little,
  // and the one rare word carries the floor (in rust-whole, "needle" is in every string search).
  for (const [i, word] of ['knitting', 'scarf', 'needles'].flatMap((w) => Array.from({ length: 60 }, (_, i) => [i, w] as const))) {
    write(`src/${word}/m${i}.rs`, `/// Module ${i}: its ${word}.\npub fn f${i}() -> u32 {\n    ${i}\n}`);
  }
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('the floor of code search and data tables', () => {
  it('returns nothing for a question that meets only the names of a data table', async () => {
    expect(await files('the migration of arctic terns across the atlantic')).toEqual([]);
  });

  it('returns nothing for a question in plain words whose terms no result meets two of', async () => {
    expect(await files('knitting a scarf with circular needles')).toEqual([]);
    // Two of its terms met: an answer.
    expect((await files('a circular shift of the bits'))[0]).toBe('core/src/ops/bit.rs');
  });

  it('still finds the code around the table', async () => {
    expect(await files('map a zone name to its metazone for a locale')).toContain('java/time/format/ZoneName.java');
    expect((await files('toZid'))[0]).toBe('java/time/format/ZoneName.java');
  });
});
