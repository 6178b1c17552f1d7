const email = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
// not inside a longer token such as a uuid
const phone = /(?<![\w-])\+?\d[\d\s().-]{6,}\d(?![\w-])/g;

/** masks anything shaped like an e-mail address or a phone number */
export const redact = (line: string): string =>
  // an IPv4 address (the database's, in a connection failure) is what the operator needs to see
  line.replace(email, '[email]').replace(phone, (m) => (/^\d{1,3}(\.\d{1,3}){3}$/.test(m) ? m : '[number]'));

/** a log that never writes contact details, whatever a message carries */
export const safeLog =
  (write: (line: string) => void) =>
  (line: string): void =>
    write(redact(line));
