import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { fillTemplate } from '../../engine/display/format.js';
import { ApiError } from './errors.js';
import { depthLimit, overlongList, scanJson } from './json-check.js';
import { nodeRequest, requestHeader } from './request-header.js';

export const bodyLimit = 64 * 1024;

const tooLarge = () => new ApiError(413, 'payload_too_large', (t) => fillTemplate(t.tooLarge, { kb: bodyLimit / 1024 }));
/** a form's body (application/x-www-form-urlencoded) within the same limit: a 413 naming it, never read past it */
export const formBodyLimit = honoBodyLimit({
  maxSize: bodyLimit,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `The form is larger than ${bodyLimit / 1024} KB`);
  },
});
const notJson = (why: string) => new ApiError(400, 'invalid_json', why);

/** application/json, with or without parameters, or a +json type */
export function isJsonType(header: string | undefined): boolean {
  if (!header) return false;
  const semi = header.indexOf(';');
  const type = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readCapped(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > bodyLimit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** reads straight from Node's request, sparing the web stream a Request body would build */
function readIncoming(incoming: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    // past the limit the rest is left unread; the server drains and drops it after answering
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > bodyLimit) {
        done();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = () => {
      done();
      reject(new ApiError(400, 'bad_request', 'The body could not be read'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** parses text that is already within the size limit; refuses keys written twice and text the database would refuse */
export function parseJson(text: string): unknown {
  if (!text.trim()) throw notJson('The body is empty; send a JSON object');
  const { depth, duplicate } = scanJson(text);
  if (depth > depthLimit) throw notJson(`The JSON nests deeper than ${depthLimit} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notJson('The body is not valid JSON');
  }
  if (duplicate !== undefined)
    throw new ApiError(400, 'invalid_json', `The field ${duplicate} is written twice`, [{ path: duplicate, message: `${duplicate} is written twice` }]);
  const long = overlongList(value);
  if (long) throw new ApiError(400, 'invalid_request', long.message, [long]);
  return value;
}

/**
 * Reads a JSON request body: 415 unless the type is JSON, 413 past 64 KB (by Content-Length before reading,
 * or while streaming a chunked body), 400 when empty, not UTF-8, nested too deeply or malformed.
 */
export async function readJson(c: Context): Promise<unknown> {
  // on Node the body comes from the request itself; elsewhere (app.request in tests) from the Request
  const incoming = nodeRequest(c);
  const node = incoming && !incoming.readableEnded && !incoming.destroyed ? incoming : undefined;
  if (!isJsonType(requestHeader(c, 'content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  const length = requestHeader(c, 'content-length');
  if (length !== undefined) {
    if (!/^\d{1,15}$/.test(length)) throw new ApiError(400, 'bad_request', 'Content-Length is not a number');
    if (Number(length) > bodyLimit) throw tooLarge();
  }
  let bytes: Uint8Array;
  if (node) bytes = await readIncoming(node);
  else {
    const body = c.req.raw.body;
    if (!body) throw notJson('The body is empty; send a JSON object');
    bytes = await readCapped(body);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw notJson('The body is not valid UTF-8');
  }
  return parseJson(text);
}
