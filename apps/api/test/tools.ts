import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The command-line tools the tests run (ffmpeg, xmllint), and the arguments they share.

const root = path.resolve(import.meta.dirname, '../../..');
const ensured = new Set<string>();

/**
 * Makes sure a tool is on the PATH before a test runs it: asked its version (`versionArgs`), and
 * if it does not answer, installed by the project's script for it (`scripts/<script>`). Once per
 * tool a run.
 */
export function ensureTool(command: string, versionArgs: string[], script: string): void {
  if (ensured.has(command)) return;
  try {
    execFileSync(command, versionArgs, { stdio: 'ignore' });
  } catch {
    execFileSync(process.execPath, [path.join(root, 'scripts', script)], { stdio: 'inherit' });
  }
  ensured.add(command);
}

/** ffmpeg's output arguments for a quick H.264 video that every player decodes. */
export const h264Args = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
