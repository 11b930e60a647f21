/**
 * The bundled list of common passwords (common-passwords.txt, written for this project: well-known
 * weak passwords and the predictable variants made of them to pass composition rules). New
 * passwords on the list are refused with PWD_COMMON, compared without regard to case, so
 * "pASSWORD@123" is refused like "Password@123".
 */
import { readFileSync } from 'node:fs';

const listFile = new URL('./common-passwords.txt', import.meta.url);

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(listFile, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return list;
}

/** How many passwords the list holds (tests, start-up log). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
