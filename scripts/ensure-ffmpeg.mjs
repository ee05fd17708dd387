// The upload tests make real videos with ffmpeg; installs Debian's when it can.
import { ensureDebianTool } from './ensure-debian-tool.mjs';

ensureDebianTool({ command: 'ffmpeg', packageName: 'ffmpeg', neededFor: 'to make test videos' });
