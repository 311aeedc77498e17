import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * The floor of code search and data tables (java.time's ZoneName.java, bench/data/code's java2
 * tree): a question about nothing in the tree must not meet a list of names by one or two of its
 * words, while questions about the code around the list still find it.
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
  write('java/time/ZoneId.java', ['/** A time-zone ID, such as Europe/Paris. */', 'public abstract class ZoneId {', '    public static ZoneId of(String zoneId) {', '        return ZoneRegion.ofId(zoneId, true);', '    }', '}'].join('\n'));
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('the floor of code search and data tables', () => {
  it('returns nothing for a question that meets only the names of a data table', async () => {
    expect(await files('the migration of arctic terns across the atlantic')).toEqual([]);
  });

  it('still finds the code around the table', async () => {
    expect(await files('map a zone name to its metazone for a locale')).toContain('java/time/format/ZoneName.java');
    expect((await files('toZid'))[0]).toBe('java/time/format/ZoneName.java');
  });
});
