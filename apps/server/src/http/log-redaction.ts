/**
 * Defence in depth for personal data in logs (decision 0042): request lines and bodies are not logged, and
 * no code logs a worker's identity code or bank account on purpose; should an object carrying them reach
 * the logger anyway (a request body, a row, the payment details), pino replaces them at these paths, as
 * the value or one or two levels down (`{ body: { identityCode } }`, `{ err: { details: { iban } } }`).
 */
const personalDataKeys = ['identityCode', 'iban', 'identityCodeCipher', 'ibanCipher'] as const;

export const personalDataLogRedaction = {
  paths: personalDataKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  censor: '[redacted]',
};
