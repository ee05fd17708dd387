// The e-invoice tests check the XML with xmllint (libxml2); installs Debian's when it can.
import { execSync } from 'node:child_process';

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!has('xmllint')) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log("xmllint not found; installing Debian's libxml2-utils package…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils',
      {
        stdio: 'inherit',
      },
    );
  }
}
if (!has('xmllint')) {
  console.error(
    'xmllint is needed to check e-invoices. Install it (Debian/Ubuntu: `sudo apt-get install libxml2-utils`).',
  );
  process.exit(1);
}
console.log('xmllint: found');
