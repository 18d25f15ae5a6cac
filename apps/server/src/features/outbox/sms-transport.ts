import type { SmsEncoding } from '@portal/domain/messaging';
import type { Config } from '../../config';
import { describeDeliveryError } from './delivery-error';

/**
 * One SMS as the gateway sends it. `reference` is a stable id of this one message (a bulk SMS recipient),
 * sent as GatewayAPI's `userref`: a sender that sends it again after a crash sends the same reference, so
 * the gateway can answer the first message instead of sending a second (decision 0057).
 */
export type OutboundSms = { to: string; message: string; encoding: SmsEncoding; reference?: string };

/**
 * A refused or failed send. `temporary`: worth trying again later (the gateway's 5xx or 429, a timeout, a
 * broken connection); otherwise the gateway refused this message (4xx, a number that is none) for good.
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

/** Where queued SMS go. Small on purpose, so another gateway (Twilio, Messente) is one more adapter. */
export type SmsTransport = {
  send(sms: OutboundSms): Promise<{ messageId: string | null }>;
};

export type GatewayApiOptions = {
  url: string;
  token: string | null;
  sender: string;
  timeoutMs?: number;
};

/** The gateway wants the number as digits with the country code and no `+` or `00` prefix. */
function toMsisdn(phoneNumber: string): number {
  const digits = phoneNumber.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 5) {
    throw new SmsGatewayError('recipient is not a phone number', false);
  }
  return Number(digits);
}

/**
 * A GatewayAPI-style JSON adapter: POST { sender, message, recipients: [{ msisdn }] } with
 * `Authorization: Token <token>`; the answer carries the message ids.
 */
export function createGatewayApiSmsTransport({
  url,
  token,
  sender,
  timeoutMs = 15_000,
}: GatewayApiOptions): SmsTransport {
  return {
    async send(sms) {
      let temporary = true;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token ? { authorization: `Token ${token}` } : {}),
          },
          body: JSON.stringify({
            sender,
            message: sms.message,
            recipients: [{ msisdn: toMsisdn(sms.to) }],
            ...(sms.reference ? { userref: sms.reference } : {}),
            // Without it the gateway sends GSM-7 and replaces what the alphabet lacks.
            ...(sms.encoding === 'ucs2' ? { encoding: 'UCS2' } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await response.text();
        if (!response.ok) {
          temporary = response.status >= 500 || response.status === 429;
          throw new Error(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
        }
        const parsed = JSON.parse(body) as { ids?: unknown };
        const [id] = Array.isArray(parsed.ids) ? parsed.ids : [];
        return { messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
      } catch (error) {
        throw new SmsGatewayError(
          describeDeliveryError(error, [token]),
          error instanceof SmsGatewayError ? error.temporary : temporary,
        );
      }
    },
  };
}

/**
 * The configured SMS gateway. Without SMS_GATEWAY_URL there is none: queued SMS are then marked `stored`
 * and stay readable, with their segment counts, in the in-app outbox view.
 */
export function createSmsTransport(config: Config['sms']): SmsTransport | null {
  return config.gatewayUrl
    ? createGatewayApiSmsTransport({ url: config.gatewayUrl, token: config.token, sender: config.sender })
    : null;
}
