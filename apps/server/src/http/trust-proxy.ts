import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which senders may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto): nobody
 * (the default), the nearest `n` proxies, or proxies at the listed addresses. Trusting everyone would let
 * any client choose the address its rate limits are counted against.
 */
export type TrustProxy = false | number | string[];

// Names proxy-addr (Fastify's trustProxy) understands for whole private ranges.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: `false`/`off`, a hop count 1-10, or a comma-separated list of addresses and CIDR ranges. */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === 'off' || value === '0') {
      return false;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) {
        return hops;
      }
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'trusting every sender lets any client forge its address; give a hop count or proxy addresses',
      });
    } else if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected false, a hop count 1-10, or proxy addresses/CIDR ranges; not ${bad.join(', ')}`,
      });
    }
    return entries;
  });

/**
 * The option for Fastify's `trustProxy`. A hop count becomes a function, because Fastify 5 reads a bare
 * number as "trust nobody": it cannot know the nearest peer is the proxy. With a hop count the operator
 * vouches for that (the server is reachable only through its proxies); otherwise list their addresses.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    return (_address, hop) => hop < trust;
  }
  return trust;
}
