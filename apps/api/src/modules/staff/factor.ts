// Issuing the console's second factor (a service file of the staff module): a random TOTP secret (160 bits,
// base32, as RFC 4226 recommends), the otpauth:// address an authenticator app reads from the QR code (issuer
// 安服通运营后台, the account), and eight one-time recovery codes. Only the recovery codes' SHA-256 are stored;
// the secret is stored as it must be to compute codes. What is issued is shown once.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CONSOLE_NAME, type StaffFactor } from '@ws/api-sdk/contract';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Recovery codes avoid look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODES = 8;

const base32 = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

/** A recovery code as typed ('k7qw 3m9p', 'K7QW-3M9P') in its one stored form; null when it cannot be one. */
export const normalRecoveryCode = (code: string): string | null => {
  const clean = code.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8}$/.test(clean) ? clean : null;
};

export const hashRecoveryCode = (normal: string): string => createHash('sha256').update(`staff-recovery:${normal}`).digest('hex');

export interface IssuedFactor extends StaffFactor {
  recoveryHashes: string[];
}

export function issueFactor(account: string): IssuedFactor {
  const secret = base32(randomBytes(20));
  const label = encodeURIComponent(`${CONSOLE_NAME}:${account}`);
  const issuer = encodeURIComponent(CONSOLE_NAME);
  const codes = Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''));
  return {
    secret,
    otpauth_uri: `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`,
    recovery_codes: codes.map((c) => `${c.slice(0, 4)}-${c.slice(4)}`),
    recoveryHashes: codes.map(hashRecoveryCode),
  };
}
