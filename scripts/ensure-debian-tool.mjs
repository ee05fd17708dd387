// Makes sure a command the tests need is on the machine, installing its Debian package when it can.
import { execSync } from 'node:child_process';

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Exits the process with a message naming the package when `command` is missing and cannot be
 * installed (not root, or no apt-get).
 */
export function ensureDebianTool({ command, packageName, neededFor }) {
  if (!has(command)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && has('apt-get')) {
      console.log(`${command} not found; installing Debian's ${packageName} package…`);
      execSync(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`,
        { stdio: 'inherit' },
      );
    }
  }
  if (!has(command)) {
    console.error(
      `${command} is needed ${neededFor}. Install it (Debian/Ubuntu: \`sudo apt-get install ${packageName}\`).`,
    );
    process.exit(1);
  }
  console.log(`${command}: found`);
}
