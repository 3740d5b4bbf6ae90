// The console's second factor (a service file of the staff module): TOTP as RFC 6238 defines it and every
// authenticator app computes it (HMAC-SHA1, 30-second steps, 6 digits, the secret in base32). A code of
// the step before or after is also taken, for clocks a little apart.
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_MS = 30_000;

/** The bytes of a base32 secret (spaces, '=' padding and case ignored); null when it is not base32. */
export function base32Bytes(secret: string): Buffer | null {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  if (clean === '') return null;
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code of the step `at` falls in (plus `offset` steps); `digits` 6 unless a test vector asks more. */
export function totpCode(key: Buffer, at: Date, offset = 0, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / STEP_MS) + offset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const start = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(start) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Whether `code` is the secret's code now, a step ago or a step ahead. */
export function verifyTotp(secret: string, code: string, at: Date): boolean {
  const key = base32Bytes(secret);
  const typed = code.replace(/\s/g, '');
  if (!key || !/^\d{6}$/.test(typed)) return false;
  let ok = false;
  for (const offset of [-1, 0, 1]) {
    // every step compared, in constant time, so the answer's timing says nothing about the code
    ok = timingSafeEqual(Buffer.from(totpCode(key, at, offset)), Buffer.from(typed)) || ok;
  }
  return ok;
}
