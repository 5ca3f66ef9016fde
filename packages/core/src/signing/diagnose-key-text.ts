import type { KeyProblem } from './key-refusal.js';

const pemStart = /-----BEGIN [A-Z0-9 ]+-----/;
const variableReference = /^(?:\$\{?[A-Za-z_]\w*\}?|%[A-Za-z_]\w*%|process\.env\.\w+)$/;
const pathStart = /^(?:~|\.{1,2})?[\\/]|^[A-Za-z]:[\\/]|^file:/;
const keyFileName = /\.(?:pem|key|der|txt|pub|crt|p8)$/i;

/**
 * Why a key given as text gives no key bytes, from the text as it was given (after its quotes and escaped
 * line breaks are undone, see `readKeyText`): a file path, an unexpanded variable, a JSON Web Key, a
 * PEM block cut short, or, failing all of these, text that is not base64. `characters` is its length,
 * the only thing said about the text itself.
 */
export function diagnoseKeyText(text: string): KeyProblem {
  const plain = text.trim();
  if (pemStart.test(plain)) return { problem: 'pem-cut-short' };
  if (variableReference.test(plain)) return { problem: 'variable-reference' };
  if (plain.startsWith('{') && plain.includes('"kty"')) return { problem: 'jwk' };
  if (plain.length < 1024 && !plain.includes('\n') && (pathStart.test(plain) || keyFileName.test(plain))) {
    return { problem: 'file-path' };
  }
  return { problem: 'not-base64', characters: plain.length };
}
