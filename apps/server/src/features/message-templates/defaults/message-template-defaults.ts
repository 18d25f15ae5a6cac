import type { MessageTemplateType } from '@portal/domain/message-templates';
import { bookingConfirmationDefaults } from './booking-confirmation.defaults';
import { contractSigningDefaults } from './contract-signing.defaults';
import type { DefaultTexts } from './default-text';
import { documentRequestDefaults } from './document-request.defaults';
import { inspectionDefaults } from './inspection.defaults';
import { loginLinkDefaults } from './login-link.defaults';
import { shiftInvitationDefaults } from './shift-invitation.defaults';
import { welcomeDefaults } from './welcome.defaults';

/** Every automatic message's built-in text per language: what a reset returns to. */
export const messageTemplateDefaults: Record<MessageTemplateType, DefaultTexts> = {
  welcome: welcomeDefaults,
  'login-link': loginLinkDefaults,
  'shift-invitation': shiftInvitationDefaults,
  'booking-confirmation': bookingConfirmationDefaults,
  'document-request': documentRequestDefaults,
  'contract-signing': contractSigningDefaults,
  inspection: inspectionDefaults,
};
