// The e-invoice tests check the XML with xmllint (libxml2); installs Debian's when it can.
import { ensureDebianTool } from './ensure-debian-tool.mjs';

ensureDebianTool({
  command: 'xmllint',
  packageName: 'libxml2-utils',
  neededFor: 'to check e-invoices',
});
