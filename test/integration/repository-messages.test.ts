import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * Pasted messages on a library whose tests repeat its words (zod, java.net, requests, as in
 * bench/data/code's second trees): the line that prints the message is the answer, through the
 * real service on a real store.
 */
const tree = indexedTree('messages');
const { write, files } = tree;

function buildTree(): void {
  // zod's v4/core/to-json-schema.ts prints the message once, in a long function.
  write(
    'v4/core/to-json-schema.ts',
    [
      'export function toJSONSchema(input: any, params?: any): any {',
      '  const defs: Record<string, any> = {};',
      '  for (const entry of input._idmap.entries()) {',
      '    const [_, schema] = entry;',
      '    const id = params?.metadata?.get(schema)?.id;',
      '    if (!id) throw new Error("Schema is missing an `id` property");',
      '    defs[id] = schema;',
      '  }',
      ...Array.from({ length: 40 }, (_, i) => `  const ref${i} = defs[Object.keys(defs)[${i}] ?? ""]?.ref ?? params?.uri?.(${i});`),
      '  return { $defs: defs };',
      '}',
    ].join('\n'),
  );
  // Its tests say schema, id and property far more often, in many files (more chunks than the
  // first candidates read), without printing the message.
  for (let i = 0; i < 80; i++) {
    write(
      `v4/classic/tests/registry-${i}.test.ts`,
      [
        `test("schema ${i}: an error when the id property is missing", () => {`,
        `  const schema = z.object({ id: z.string() }).meta({ id: "schema${i}" });`,
        '  expect(z.toJSONSchema(schema).properties.id).toEqual({ type: "string" });',
        '  // error: the schema id property is missing from the registry, so the schema is not exported',
        '});',
      ].join('\n'),
    );
  }
  // zod's checks.ts prints this one, and a test repeats it as a snapshot.
  write(
    'v4/core/checks.ts',
    [
      'export function multipleOf(check: any, payload: any): void {',
      '  if (typeof payload.value !== typeof check.value)',
      '    throw new Error("Cannot mix number and bigint in multiple_of check.");',
      '}',
    ].join('\n'),
  );
  write(
    'v4/classic/tests/number.test.ts',
    [
      'test("multiple_of rejects a bigint divisor for a number", () => {',
      '  const schema = z.number().multipleOf(5n as any);',
      '  expect(() => schema.parse(10)).toThrow("Cannot mix number and bigint in multiple_of check.");',
      '  expect(() => schema.parse(10)).toThrowErrorMatchingInlineSnapshot(`"Cannot mix number and bigint in multiple_of check."`);',
      '});',
    ].join('\n'),
  );
  // java.net: Socket prints the message; DatagramSocket shares its words on other lines.
  write(
    'java/net/Socket.java',
    [
      'public class Socket implements java.io.Closeable {',
      '    public void connect(SocketAddress endpoint, int timeout) throws IOException {',
      '        if (endpoint == null)',
      '            throw new IllegalArgumentException("connect: The address can\'t be null");',
      '        if (timeout < 0)',
      '          throw new IllegalArgumentException("connect: timeout can\'t be negative");',
      '    }',
      '}',
    ].join('\n'),
  );
  write(
    'java/net/DatagramSocket.java',
    [
      'public class DatagramSocket implements java.io.Closeable {',
      '    /** Connects the socket; a negative timeout is an IllegalArgumentException. */',
      '    public void connect(SocketAddress addr, int timeout) throws SocketException {',
      '        if (timeout < 0) throw new IllegalArgumentException("timeout < 0");',
      '        connectInternal(addr, timeout);',
      '    }',
      '}',
    ].join('\n'),
  );
  // Emacs's calendar/time-date.el prints `Invalid date: garbage` from one line of a long window;
  // two hundred smaller files (more than the candidates read for a message) say invalid and date
  // more often, in comments and names, and print nothing with those words.
  write(
    'calendar/time-date.el',
    [
      '(defun date-to-time (date)',
      '  "Parse a string DATE that represents a date-time and return a time value."',
      '  (condition-case err',
      '      (let ((parsed (parse-time-string date)))',
      ...Array.from({ length: 50 }, (_, i) => `        (setq slot${i} (or (nth ${i} parsed) (decoded-time-field-${i} parsed)))`),
      '        (encode-time parsed))',
      '    (error (let ((overflow-error (cadr err)))',
      '             (error "Invalid date: %s" date)))))',
    ].join('\n'),
  );
  for (let i = 0; i < 200; i++) {
    write(
      `calendar/cal-part-${i}.el`,
      [
        `;; Part ${i}: an invalid date here is a date the calendar cannot show; invalid date fields are skipped.`,
        `(defun cal-part-${i}-invalid-date-p (date)`,
        `  (or (null date) (cal-part-${i}-date-invalid date)))`,
      ].join('\n'),
    );
  }
}

beforeAll(async () => {
  buildTree();
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('repository_search on pasted messages', () => {
  it('finds the line printing a message below the first candidates, where tests repeat its words', async () => {
    expect((await files('Error: Schema is missing an `id` property'))[0]).toBe('v4/core/to-json-schema.ts');
  });

  it('puts the code that prints a message before the test that repeats it, unless the query asks for tests', async () => {
    expect((await files('Error: Cannot mix number and bigint in multiple_of check.'))[0]).toBe('v4/core/checks.ts');
    expect((await files('test that multiple_of rejects a bigint divisor'))[0]).toBe('v4/classic/tests/number.test.ts');
  });

  it('finds the line printing a short message of common words that the candidates read never hold', async () => {
    expect((await files('Invalid date: garbage'))[0]).toBe('calendar/time-date.el');
  });

  it('reads a message after the exception class the runtime prints before it', async () => {
    expect((await files("java.lang.IllegalArgumentException: connect: timeout can't be negative"))[0]).toBe('java/net/Socket.java');
  });
});
