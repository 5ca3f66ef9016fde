import { strToU8, zipSync } from 'fflate';
import * as openpgp from 'openpgp';

/** A merchant's OpenPGP key pair, armored, generated once per test file. */
export async function merchantKeys(passphrase?: string): Promise<{ publicKey: string; privateKey: string }> {
  const { publicKey, privateKey } = await openpgp.generateKey({
    userIDs: [{ name: 'merchant' }],
    format: 'armored',
    ...(passphrase ? { passphrase } : {}),
  });
  return { publicKey, privateKey };
}

/** A zip of the given files (text), as the gateway's package holds them. */
export const zipOf = (files: Record<string, string>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

/** `bytes` encrypted with OpenPGP to `publicKey` (or with `password`), binary or armored. */
export async function encrypt(
  bytes: Uint8Array,
  to: { readonly publicKey?: string; readonly password?: string },
  format: 'binary' | 'armored' = 'binary',
): Promise<Uint8Array> {
  const message = await openpgp.createMessage({ binary: bytes });
  const encryptionKeys = to.publicKey === undefined ? undefined : await openpgp.readKey({ armoredKey: to.publicKey });
  const options = {
    message,
    ...(encryptionKeys === undefined ? {} : { encryptionKeys }),
    ...(to.password === undefined ? {} : { passwords: [to.password] }),
  };
  if (format === 'armored') return new TextEncoder().encode(await openpgp.encrypt({ ...options, format: 'armored' }));
  return (await openpgp.encrypt({ ...options, format: 'binary' })) as Uint8Array;
}

/** A detail csv with the default headers and the given rows. */
export const detailCsv = (
  rows: readonly (readonly (string | number)[])[],
  header = 'Transaction ID,Merchant Order ID,Currency,Amount,Fee,Status',
) => `${[header, ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;

/** A csv cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvCell = (cell: string | number): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
