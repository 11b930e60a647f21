/** Document 1 section 1: served under /Portal, except on localhost where the base is /. */
export function basePathFor(hostname: string): string {
  return hostname === 'localhost' ? '/' : '/Portal';
}
