import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export interface CliOptions {
  dir: string;
  port: number;
  host: string;
}

export const usage = `Usage: npm run studio -- [--dir <definitions folder>] [--port <n>] [--host <address>]
  Starts the studio (the definitions' editor, their findings and the product's own pages as a preview) and prints
  the address to open, with its token.
  --dir   the definitions folder (default: definitions/)
  --port  the port (default: 4470; 0 picks a free one)
  --host  the address to listen on (default: 127.0.0.1, only this machine)`;

/** reads the flags; a string is the message for a bad command line */
export function parseOptions(argv: string[], defaultDir: string): CliOptions | string {
  const options: CliOptions = { dir: defaultDir, port: 4470, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--dir') {
      const dir = value();
      if (!dir || !existsSync(dir) || !statSync(dir).isDirectory())
        return `--dir must name a folder of definitions; got ${dir === undefined ? 'nothing' : `"${dir}"`}`;
      options.dir = resolve(dir);
    } else if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) return `--port must be a whole number from 0 to 65535; got "${argv[i] ?? ''}"`;
      options.port = port;
    } else if (flag === '--host') {
      const host = value();
      if (!host) return '--host must name an address to listen on, such as 127.0.0.1';
      options.host = host;
    } else return `unknown option "${flag}"; allowed: --dir, --port, --host, --help`;
  }
  return options;
}
