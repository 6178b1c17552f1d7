/** edit distance between two short names */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The known name closest to an unknown one, when it is a near miss.
 * @example nearest('hourRate', ['hourlyRate', 'headcount']) // 'hourlyRate'
 */
export function nearest(name: string, names: Iterable<string>): string | undefined {
  // short names tolerate one slip: "foo" is no typo of "floor"
  const most = Math.max(name.length <= 4 ? 1 : 2, Math.floor(name.length / 4));
  return [...names]
    .map((n) => ({ n, d: distance(name.toLowerCase(), n.toLowerCase()) }))
    .filter(({ d }) => d <= most)
    .sort((a, b) => a.d - b.d)[0]?.n;
}

/**
 * The end of a message about an unknown name: the closest known one when there is a near miss, else them all.
 * @example known('/team-result', ['/team-results', '/home']) // '; did you mean "/team-results"?'
 */
export function known(name: string, names: readonly string[], many = 12): string {
  const near = nearest(name, names);
  if (near) return `; did you mean "${near}"?`;
  if (names.length === 0) return '; none are declared';
  return `; known: ${listed(names, many)}`;
}

/** the first names quoted, and how many more */
const listed = (names: readonly string[], many: number): string =>
  names
    .slice(0, many)
    .map((n) => `"${n}"`)
    .join(', ') + (names.length > many ? `, and ${names.length - many} more` : '');

/**
 * Like known, but always names the known ones, nearest first: for a name whose every alternative the editor should see.
 * @example knownNearestFirst('bta', ['alpha', 'beta']) // '; did you mean "beta"? (known: "beta", "alpha")'
 */
export function knownNearestFirst(name: string, names: readonly string[], many = 12): string {
  if (names.length === 0) return '; none are declared';
  const near = nearest(name, names);
  const lower = name.toLowerCase();
  // sort is stable: names as far from the name keep their order
  const sorted = [...names].sort((a, b) => distance(lower, a.toLowerCase()) - distance(lower, b.toLowerCase()));
  return near ? `; did you mean "${near}"? (known: ${listed(sorted, many)})` : `; known: ${listed(sorted, many)}`;
}
