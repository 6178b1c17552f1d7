import { createHmac } from 'node:crypto';

/** how long a receiver has to answer before the attempt counts as failed */
export const webhookTimeoutMs = 5_000;

/** X-Lead-Signature: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret, as hex (docs/leads.md shows the check) */
export const signature = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** undefined when delivered (any 2xx); otherwise why not, in words without the URL or the secret */
export async function postLead(target: { url: string; secret: string }, leadId: string, body: string, now = Date.now()): Promise<string | undefined> {
  const timestamp = Math.floor(now / 1000);
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      // a redirect is an answer, not a delivery: following it could hand the lead to another host
      redirect: 'manual',
      signal: AbortSignal.timeout(webhookTimeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ai-opportunity-tool-leads',
        'x-lead-id': leadId,
        'x-lead-timestamp': String(timestamp),
        'x-lead-signature': signature(target.secret, timestamp, body),
      },
      body,
    });
  } catch (e) {
    return failure(e);
  }
  // the body is not needed; reading it to its end frees the connection for the next delivery
  await res.arrayBuffer().catch(() => undefined);
  if (res.status >= 200 && res.status < 300) return undefined;
  return res.status >= 300 && res.status < 400 ? `HTTP ${res.status}: redirects are not followed` : `HTTP ${res.status}`;
}

/** a failed request in a few words: the timeout, or the system's error code */
function failure(e: unknown): string {
  const error = e as { name?: string; cause?: { code?: string; name?: string; message?: string } };
  if (error.name === 'TimeoutError' || error.cause?.name === 'TimeoutError') return `no answer within ${webhookTimeoutMs / 1000} s`;
  const code = error.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code) return `request failed: ${code}`;
  return 'request failed';
}
