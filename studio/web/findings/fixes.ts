import type { Problem } from '../../../engine/problem.js';

// the engine words every near miss the same way (engine/suggest.ts): "...; did you mean "<name>"?"
const meant = /; did you mean "([^"]+)"\?/;
const word = /^[A-Za-z_$][\w$.-]*/;

/** the one-action fix a finding names: the name at its place replaced by the one it suggests, or undefined */
export function fixOf(p: Problem, text: string): { label: string; apply: () => string } | undefined {
  const suggestion = meant.exec(p.message)?.[1];
  if (!suggestion) return undefined;
  const lines = text.split('\n');
  const line = lines[p.line - 1];
  if (line === undefined) return undefined;
  const start = p.col - 1;
  const found = word.exec(line.slice(start))?.[0];
  if (!found || found === suggestion) return undefined;
  return {
    label: `Replace "${found}" with "${suggestion}"`,
    apply: () => {
      lines[p.line - 1] = line.slice(0, start) + suggestion + line.slice(start + found.length);
      return lines.join('\n');
    },
  };
}
