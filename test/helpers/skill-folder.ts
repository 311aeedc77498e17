/**
 * Files a skill's folder holds beside SKILL.md, for the folder-file tests:
 * text with CRLF and no final newline, and binary with every byte value,
 * NUL bytes and sequences that are not UTF-8.
 */
export const TEXT_SCRIPT = Buffer.from('#!/usr/bin/env python3\r\nprint("release")\r\n# no final newline', 'utf8');

/** Every byte value twice, then an invalid UTF-8 sequence and NULs. */
export const BINARY_ASSET = Buffer.concat([
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
  Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x00, 0x00, 0xed, 0xa0, 0x80]),
]);

export const FOLDER_FILES: { path: string; content: Buffer }[] = [
  { path: 'assets/logo.bin', content: BINARY_ASSET },
  { path: 'scripts/x.py', content: TEXT_SCRIPT },
];

/** The wire form (`files` of an import entry). */
export function wireFiles(files: readonly { path: string; content: Buffer }[] = FOLDER_FILES): { path: string; content_base64: string }[] {
  return files.map((f) => ({ path: f.path, content_base64: f.content.toString('base64') }));
}

export function skillMd(name: string, body = 'Run scripts/x.py.\n'): string {
  return `---\nname: ${name}\ndescription: Cut a release with the bundled script.\n---\n${body}`;
}
