/**
 * Long numbers read in groups (issue 19, point 3): a 20-digit STS token as the meter keypad takes
 * it ("1234 5678 9012 3456 7890"), references and confirmation numbers with their letter prefix
 * apart and the digits in fours ("RCH 8371 0420 2611 2560 170"). Views show the groups side by
 * side and never break a line inside one; the value itself (copied, read by tests) stays whole.
 */
export function numberGroups(value: string, size = 4): string[] {
  const compact = value.replace(/\s+/g, '');
  const prefix = /^[A-Za-z]+(?=[\d*])/.exec(compact)?.[0] ?? '';
  const rest = compact.slice(prefix.length);
  const groups: string[] = [];
  for (let index = 0; index < rest.length; index += size) groups.push(rest.slice(index, index + size));
  return prefix ? [prefix, ...groups] : groups;
}
