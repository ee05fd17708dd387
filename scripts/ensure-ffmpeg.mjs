// The upload tests make real videos with ffmpeg; installs Debian's when it can.
import { execSync } from 'node:child_process';

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!has('ffmpeg')) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log("ffmpeg not found; installing Debian's ffmpeg package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg', {
      stdio: 'inherit',
    });
  }
}
if (!has('ffmpeg')) {
  console.error(
    'ffmpeg is needed to make test videos. Install it (Debian/Ubuntu: `sudo apt-get install ffmpeg`).',
  );
  process.exit(1);
}
console.log('ffmpeg: found');
