import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBinPath, shebangLaunch } from '../../src/client/spawn.js';
import { tempDir } from '../helpers/tmp.js';

describe('shebangLaunch', () => {
  it('reads the node flags and environment of the real bin, which an auto-started daemon gets too', () => {
    const launch = shebangLaunch(defaultBinPath());
    expect(launch.nodeArgs).toEqual(['--max-semi-space-size=2', '--max-old-space-size=512', '--expose-gc']);
    expect(launch.env).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('understands a plain node shebang, an absolute node path, and a missing file', () => {
    const tmp = tempDir();
    try {
      const plain = join(tmp.dir, 'plain.js');
      writeFileSync(plain, '#!/usr/bin/env node\nconsole.log(1);\n');
      expect(shebangLaunch(plain)).toEqual({ env: {}, nodeArgs: [] });
      const absolute = join(tmp.dir, 'absolute.js');
      writeFileSync(absolute, '#!/usr/local/bin/node --stack-size=2000\n');
      expect(shebangLaunch(absolute)).toEqual({ env: {}, nodeArgs: ['--stack-size=2000'] });
      expect(shebangLaunch(join(tmp.dir, 'absent.js'))).toEqual({ env: {}, nodeArgs: [] });
    } finally {
      tmp.cleanup();
    }
  });
});
