const email = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
// not inside a longer token such as a uuid
const phone = /(?<![\w-])\+?\d[\d\s().-]{6,}\d(?![\w-])/g;

/** masks anything shaped like an e-mail address or a phone number */
export const redact = (line: string): string => line.replace(email, '[email]').replace(phone, '[number]');

/** a log that never writes contact details, whatever a message carries */
export const safeLog =
  (write: (line: string) => void) =>
  (line: string): void =>
    write(redact(line));
