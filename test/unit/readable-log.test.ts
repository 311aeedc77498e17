import { expect, test } from 'vitest';
import { readableLogLine } from '../../src/util/daemon-logger.js';

test('a pino JSON line reads as time, level, message and key=value fields; an error shows its stack', () => {
  expect(readableLogLine('{"level":30,"time":"2026-11-24T06:50:01.123Z","pid":7,"name":"contextd-daemon","url":"http://127.0.0.1:9090","n":3,"msg":"listening"}\n')).toBe(
    '06:50:01.123 INFO  listening url=http://127.0.0.1:9090 n=3\n',
  );
  expect(readableLogLine('{"level":40,"time":"2026-11-24T06:50:01.123Z","path":"/a b","msg":"slow"}')).toBe('06:50:01.123 WARN  slow path="/a b"\n');
  const line = readableLogLine(JSON.stringify({ level: 50, time: '2026-11-24T06:50:01.123Z', err: { message: 'boom', code: 'E1', stack: 'Error: boom\n    at f (x.js:1:2)' }, msg: 'failed' }));
  expect(line).toBe('06:50:01.123 ERROR failed err=boom code=E1\n    at f (x.js:1:2)\n');
  expect(readableLogLine('not json')).toBe('not json\n');
});
