import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Past this many lines a source file is split by responsibility, or says at its head why not. */
const longFileLines = 400;
// The whole repository's sources, wherever this test runs from.
const root = path.resolve(import.meta.dirname, '../../..');
const reasonLine = /^\/\/ Over 400 lines: \S.{10,}/;

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('/migrations/'));

describe('long source files', () => {
  it(`each over ${longFileLines} lines gives its reason on its first line`, () => {
    const unexplained = sources.filter((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return false; // listed but deleted in the working tree
      }
      return text.split('\n').length > longFileLines + 1 && !reasonLine.test(text);
    });
    expect(unexplained).toEqual([]);
  });
});
