import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, write } from 'node:fs';
import { join } from 'node:path';
import { systemClock, type Clock } from '../queue/clock.js';

/** one file of the journal: lines written, lines the database has since committed or set aside */
export interface Segment {
  path: string;
  fd?: number;
  lines: number;
  settled: number;
  closed: boolean;
}

/** a line of a previous run that the database may not have: replayed at start */
export interface Leftover {
  line: string;
  segment: Segment;
}

/** a journal opened, with the lines earlier runs left in it */
export interface OpenedJournal {
  journal: Journal;
  leftovers: Leftover[];
}

// a new file every this many lines, so committed ones can be deleted while the server runs
const segmentLines = 20_000;

/**
 * An append-only journal of answered items (calculations, events) in files under one folder: a line is written (one write()
 * per group of requests) before the visitor gets the answer, so a crash or kill -9 loses nothing the server
 * answered; a file is deleted once every line of it is in the database.
 */
export class Journal {
  #current: Segment | undefined;
  #seq = 0;

  private constructor(
    readonly dir: string,
    private readonly clock: Clock,
  ) {}

  /** opens the folder and returns the lines previous runs left (a line cut short by a kill is skipped) */
  static open(dir: string, clock: Clock = systemClock): OpenedJournal {
    mkdirSync(dir, { recursive: true });
    const leftovers: Leftover[] = [];
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()) {
      const path = join(dir, file);
      const lines = readFileSync(path, 'utf8').split('\n').filter(complete);
      if (lines.length === 0) {
        unlinkSync(path);
        continue;
      }
      const segment: Segment = { path, lines: lines.length, settled: 0, closed: true };
      for (const line of lines) leftovers.push({ line, segment });
    }
    return { journal: new Journal(dir, clock), leftovers };
  }

  /** appends the lines; resolves once the operating system has them, with the file they are in */
  append(lines: string[]): Promise<Segment> {
    const segment = this.#segment();
    segment.lines += lines.length;
    if (segment.lines >= segmentLines) this.#current = undefined;
    const text = lines.join('\n') + '\n';
    return new Promise((done, fail) => {
      write(segment.fd!, text, null, 'utf8', (error) => {
        if (segment.lines >= segmentLines) segment.closed = true;
        if (error) fail(error);
        else done(segment);
        this.#tidy(segment);
      });
    });
  }

  /** counts lines as in the database (or set aside); deletes a finished file */
  settle(segment: Segment, count: number): void {
    segment.settled += count;
    this.#tidy(segment);
  }

  /** stops writing; files still holding unstored lines stay for the next start */
  close(): void {
    if (this.#current) this.#current.closed = true;
    if (this.#current) this.#tidy(this.#current);
    this.#current = undefined;
  }

  #segment(): Segment {
    while (!this.#current) {
      const path = join(this.dir, `${this.clock.now()}-${process.pid}-${String(this.#seq++).padStart(6, '0')}.jsonl`);
      // never a file an earlier run left (a clock that stood still): its lines are counted apart
      if (!existsSync(path)) this.#current = { path, fd: openSync(path, 'ax'), lines: 0, settled: 0, closed: false };
    }
    return this.#current;
  }

  #tidy(segment: Segment): void {
    if (!segment.closed) return;
    if (segment.fd !== undefined) {
      closeSync(segment.fd);
      segment.fd = undefined;
    }
    if (segment.settled >= segment.lines) {
      try {
        unlinkSync(segment.path);
      } catch {
        // already gone
      }
    }
  }
}

function complete(line: string): boolean {
  if (!line) return false;
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
