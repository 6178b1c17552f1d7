export type Severity = 'error' | 'warning';

/** one finding about a definition file, at a position a content editor can open */
export interface Problem {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  rule: string;
  message: string;
  /** dotted path inside the file, such as bands.summary */
  path?: string;
  /** the written reason when the definition acknowledges this warning */
  acknowledged?: string;
}

export const formatProblem = (p: Problem): string =>
  `${p.file}:${p.line}:${p.col} ${p.acknowledged ? 'acknowledged' : p.severity} ${p.message} (${p.rule})` + (p.acknowledged ? ` - ${p.acknowledged}` : '');

export const pathToString = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');
