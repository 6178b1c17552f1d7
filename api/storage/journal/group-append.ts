import type { Journal, Segment } from './journal.js';

/**
 * Group commit to the journal: the lines that arrive in the same turn of the event loop go out in one write(),
 * each caller answered once the operating system has them (or failing with the write).
 */
export function groupAppend(journal: Journal): (line: string) => Promise<Segment> {
  let group: { lines: string[]; written: Promise<Segment> } | undefined;
  return (line) => {
    if (!group) {
      const lines: string[] = [];
      const written = new Promise<void>((next) => setImmediate(next)).then(() => {
        group = undefined;
        return journal.append(lines);
      });
      group = { lines, written };
    }
    group.lines.push(line);
    return group.written;
  };
}
