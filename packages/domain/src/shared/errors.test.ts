import { DomainError, errorCodes, httpStatusOf, isErrorCode } from './errors';

describe('domain errors', () => {
  it('maps codes to the HTTP statuses the web app relies on', () => {
    expect(httpStatusOf('INVALID_CREDENTIALS')).toBe(401);
    expect(httpStatusOf('TOKEN_EXPIRED')).toBe(401);
    expect(httpStatusOf('FORBIDDEN')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('VALIDATION_FAILED')).toBe(400);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
  });

  it('gives every code an error status', () => {
    for (const status of Object.values(errorCodes)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('carries a code and details, not prose', () => {
    const error = new DomainError('NOT_FOUND', { id: 'x' });
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details).toEqual({ id: 'x' });
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('Something went wrong')).toBe(false);
  });
});
