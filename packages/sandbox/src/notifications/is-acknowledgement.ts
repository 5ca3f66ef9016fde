import { isJsonObject, tryParseJson } from '../utils/json.js';

/** True when a merchant's answer is the required acknowledgement `{"code":10000,"message":"Success"}`. */
export function isAcknowledgement(body: string): boolean {
  const parsed = tryParseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) return false;
  const { code, message } = parsed.value;
  return (code === 10000 || code === '10000') && message === 'Success';
}
