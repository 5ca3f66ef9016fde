// `pnpm bench`, the floor: what reading every byte of the package costs with nothing bounded, as the
// reader did before it streamed: decrypt it whole, unzip every entry whole, count the rows, hold it
// all. `node read-everything.mjs <package> <json>`.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import * as openpgp from 'openpgp';

const [packageFile, optionsFile] = process.argv.slice(2);
const { privateKey } = JSON.parse(readFileSync(optionsFile, 'utf8'));
const bytes = new Uint8Array(readFileSync(packageFile));
const started = performance.now();
const decryptionKeys = await openpgp.readPrivateKey({ armoredKey: privateKey });
const message = await openpgp.readMessage({ binaryMessage: bytes });
const { data } = await openpgp.decrypt({ message, decryptionKeys, format: 'binary' });
/** How many times `pattern` occurs in `bytes` (a sheet of a million rows is longer than a string may be). */
function count(bytes, pattern) {
  let found = 0;
  for (let at = bytes.indexOf(pattern[0]); at >= 0; at = bytes.indexOf(pattern[0], at + 1))
    if (pattern.every((byte, offset) => bytes[at + offset] === byte)) found += 1;
  return found;
}
let rows = 0;
for (const [name, file] of Object.entries(unzipSync(data))) {
  rows += name.endsWith('.xlsx')
    ? count(unzipSync(file)['xl/worksheets/sheet1.xml'], [...Buffer.from('<row ')])
    : count(file, [0x0a]);
}
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, rows }));
