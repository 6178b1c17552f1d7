// what storage reports to its callers, in its own words; the routes turn each into an HTTP answer (http/storage-answer.ts)

/** too many calculations wait to be stored: a new one is refused rather than answered and lost */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
}

/** the journal could not be written, so the calculation is not safe to answer */
export class JournalUnavailable extends Error {
  override readonly name = 'JournalUnavailable';
}

/** the database did not take a write its caller waits for (a quote, an assessment, a rate-limit hit) */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}

export type StorageError = QueueFull | JournalUnavailable | DatabaseUnavailable;
