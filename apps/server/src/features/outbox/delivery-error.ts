const maxErrorLength = 500;

/**
 * Turns a transport failure into text that is safe to store and show in the outbox view: the given secrets
 * (SMTP password, gateway token) and any credentials inside URLs are masked, and the text is bounded.
 */
export function describeDeliveryError(
  error: unknown,
  secrets: readonly (string | null | undefined)[],
): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) {
    if (secret) {
      text = text.split(secret).join('***');
    }
  }
  text = text.replace(/\/\/[^/\s@]+@/g, '//***@');
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
}
