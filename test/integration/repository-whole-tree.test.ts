import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * Code search on a repository indexed whole, as users index it: beside the code, its tests, test
 * data, examples, benchmarks and vendored copies of other projects, which repeat the code's words
 * and names; and qualified names (`sha256.Sum256`, `Vec::retain_mut`) written as callers write them.
 */
const tree = indexedTree('whole-tree');
const { write, files } = tree;

const repeat = (line: string, n: number): string => Array.from({ length: n }, (_, i) => line.replace(/\$i/g, String(i))).join('\n');

function buildTree(): void {
  // The definition, documented once.
  write('sync/once.go', 'package sync\n\n// Once runs an initialization function only once.\ntype Once struct {\n\tdone uint32\n\tm    Mutex\n}\n\n// Do calls f if and only if Do is called for the first time for this Once.\nfunc (o *Once) Do(f func()) {\n\tif o.done == 0 {\n\t\to.doSlow(f)\n\t}\n}\n');
  // A type checker's test program, an example and a vendored copy that say the same words more often.
  write('types/testdata/check/init0.go', `package init0\n\n// initialization function cycles: each initialization function runs only once\n${repeat('func initialization$i() { once$i() } // an initialization function that runs once', 12)}\n`);
  write('sync/example_once_test.go', `package sync_test\n\n// ExampleOnce runs an initialization function only once.\nfunc ExampleOnce() {\n${repeat('\t// the initialization function runs only once', 6)}\n}\n`);
  write('vendor/golang.org/x/sync/once/once.go', `package once\n\n// Once runs an initialization function only once (a copy).\n${repeat('// initialization function: run only once', 6)}\nfunc Do(f func()) { f() }\n`);
  write('examples/config/main.go', `package main\n\n// Reads a configuration file: an example.\n${repeat('// parse the configuration file, then print the configuration', 6)}\nfunc main() { cfg := config.Parse("app.conf") }\n`);
  write('config/parse.go', 'package config\n\n// Parse reads a configuration file.\nfunc Parse(path string) (*Config, error) {\n\treturn read(path)\n}\n');

  // A qualified name: the package's definition, beside callers and an example that write it in full.
  write('crypto/sha256/sha256.go', 'package sha256\n\n// Sum returns the checksum of the data read so far.\nfunc (d *digest) Sum(in []byte) []byte {\n\treturn d.checkSum()\n}\n\n// Sum256 returns the SHA256 checksum of the data.\nfunc Sum256(data []byte) [32]byte {\n\tvar d digest\n\td.Reset()\n\td.Write(data)\n\treturn d.checkSum()\n}\n');
  write('crypto/sha256/example_sum_test.go', `package sha256_test\n\nfunc ExampleSum256() {\n${repeat('\tsum$i := sha256.Sum256([]byte("hello world $i"))', 5)}\n}\n`);
  write('cmd/go/internal/cache/hash.go', `package cache\n\n// FileHash hashes a file's content with sha256.Sum256.\nfunc FileHash(data []byte) [32]byte {\n${repeat('\th$i := sha256.Sum256(data) // sha256.Sum256 of the file', 4)}\n\treturn h0\n}\n`);
  // Two types define retain_mut; the qualifier names the folder of the one asked for. (Each method
  // sits deep in a long `impl` block in the real tree: its chunk does not hold the type's name.)
  write('alloc/src/vec/mod.rs', '    // ...\n    /// Retains only the elements specified by the predicate, passing a mutable reference to it.\n    pub fn retain_mut<F>(&mut self, mut f: F) where F: FnMut(&mut T) -> bool {\n        self.retain(|x| f(x))\n    }\n');
  write('alloc/src/vec_deque/mod.rs', `    // ...\n    /// Retains only the elements specified by the predicate (retain_mut passes a mutable reference to each).\n${repeat('    // retain_mut, as on a Vec: keep the element of the ring buffer when the predicate holds ($i)', 6)}\n    pub fn retain_mut<F>(&mut self, mut f: F) where F: FnMut(&mut T) -> bool {\n        self.retain(|x| f(x))\n    }\n`);
  // A qualified name defined by assignment, beside a helper of the same first name in the tests.
  write('unittest/mock.py', 'class _patch:\n    pass\n\ndef _patch_object(target, attribute, new=None):\n    """patch the named member (attribute) on an object (target) with a mock object."""\n    return _patch(target, attribute, new)\n\ndef patch(target, new=None):\n    return _patch(target, None, new)\n\npatch.object = _patch_object\npatch.dict = _patch_dict\n');
  write('test/support/__init__.py', `def patch(test_instance, object_to_patch, attr_name, new_value):\n    """Override 'object_to_patch'.'attr_name' with 'new_value'; patch the object."""\n${repeat('    # patch object attribute $i', 3)}\n    setattr(object_to_patch, attr_name, new_value)\n`);
}

beforeAll(async () => {
  buildTree();
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('repository_search on a whole repository', () => {
  it('puts the definition before test data, an example test and vendored code that repeat its words', async () => {
    expect((await files('run an initialization function only once'))[0]).toBe('sync/once.go');
    expect((await files('parse a configuration file'))[0]).toBe('config/parse.go');
  });

  it('finds examples, test data and vendored code first when the query asks for them', async () => {
    expect((await files('example that parses a configuration file'))[0]).toBe('examples/config/main.go');
  });

  it('finds a qualified name (`pkg.Name`) where it is defined, not where callers write it in full', async () => {
    expect((await files('sha256.Sum256'))[0]).toBe('crypto/sha256/sha256.go');
  });

  it('prefers the definition in the folder the qualifier names over a namesake elsewhere', async () => {
    expect((await files('Vec::retain_mut'))[0]).toBe('alloc/src/vec/mod.rs');
  });

  it('knows a qualified name defined by assignment (`patch.object = …`)', async () => {
    expect((await files('patch.object'))[0]).toBe('unittest/mock.py');
  });
});
