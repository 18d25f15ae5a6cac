/**
 * The outbox's public surface: other features queue mail and SMS here, in their own transaction, and the
 * delivery job sends them (ARCHITECTURE.md, Outboxes). Only this file may be imported by other features.
 */
export { enqueueMail, type OutgoingMail } from './mail-outbox.repository';
export { enqueueSms, type OutgoingSms } from './sms-outbox.repository';
export {
  createSmsTransport,
  type OutboundSms,
  SmsGatewayError,
  type SmsTransport,
} from './sms-transport';
