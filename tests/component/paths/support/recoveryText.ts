import { text } from '../../support/render.tsx';

/** A failure code's text as the recovery pages show it: their own catalogue, else registration's. */
export function recoveryCodeText(code: string): string {
  try {
    return text(`recovery.code.${code}`);
  } catch {
    return text(`register.code.${code}`);
  }
}
