/**
 * The sides of a circumstance sentence (contrastSides) and the names people give a place, a
 * platform or a version (circumstanceWords): what decides between records of one error when
 * the circumstances are said in other words (docs/search.md, "Circumstances in other words, a
 * fifth set").
 */
import { describe, expect, it } from 'vitest';
import { contrastSides } from '../../src/search/circumstance-sentence.js';
import { circumstanceWords } from '../../src/search/circumstance-words.js';

describe('contrastSides', () => {
  it('splits where it fails from where it works', () => {
    expect(contrastSides('fails in the hosted pipeline, works in our compose setup')).toEqual({ failing: 'fails in the hosted pipeline', working: 'works in our compose setup' });
    expect(contrastSides('the image build stops at the install step, running natively on the host is fine')).toEqual({ failing: 'the image build stops at the install step', working: 'running natively on the host is fine' });
    expect(contrastSides('works on my laptop but not in the docker image')).toEqual({ failing: 'but not in the docker image', working: 'works on my laptop' });
  });

  it('keeps a sentence whole when no clause says where it works, or every clause does', () => {
    for (const sentence of ['only in the container, the working directory differs', 'it crashes under systemd', 'it works fine in docker', 'the lookup works when I hard-code the number in the script, but not with the value my wrapper passes in']) {
      expect(contrastSides(sentence), sentence).toEqual({ failing: sentence, working: '' });
    }
  });
});

describe('circumstanceWords, other names', () => {
  it('names platforms and places as people say them', () => {
    expect(circumstanceWords('on my PC after enabling the virtualization feature')).toEqual(expect.arrayContaining(['windows', 'hyper-v']));
    expect(circumstanceWords('the tiny distribution that uses apk')).toEqual(expect.arrayContaining(['alpine', 'musl']));
    expect(circumstanceWords('on my macbook')).toEqual(expect.arrayContaining(['macos', 'homebrew']));
    expect(circumstanceWords('in the pod')).toContain('container');
    expect(circumstanceWords('deployed as a war to the servlet container')).toContain('tomcat');
    expect(circumstanceWords('logged in remotely to the lab machine')).toContain('ssh');
    expect(circumstanceWords('the bundler is still major version four')).toEqual(expect.arrayContaining(['webpack', '4']));
  });

  it('keeps a Debian box apart from a Fedora one, and both on Linux', () => {
    expect(circumstanceWords('on the ubuntu vm')).toContain('linux');
    expect(circumstanceWords('on the ubuntu vm')).not.toContain('fedora');
    expect(circumstanceWords('enforcing mode on our centos hosts')).toEqual(expect.arrayContaining(['selinux', 'linux']));
  });

  it('reads a version said in words as its number', () => {
    expect(circumstanceWords('the team moved from eight to eleven')).toEqual(expect.arrayContaining(['8', '11']));
  });
});
