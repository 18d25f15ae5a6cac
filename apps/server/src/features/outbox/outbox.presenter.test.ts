import { describe, expect, it } from 'vitest';
import { maskSecretLinks } from './outbox.presenter';

describe('SMS messages in the outbox view', () => {
  it('hide the secret part of a shift invitation link and keep the rest of the message', () => {
    const message =
      'Hei Sade! Vuoro 24.11. klo 7-15, Palvelukoti Koivula. Vastaa: https://portaali.example/invite/shift-confirmation/AbC_123-xyz tai soita.';
    expect(maskSecretLinks(message)).toBe(
      'Hei Sade! Vuoro 24.11. klo 7-15, Palvelukoti Koivula. Vastaa: https://portaali.example/invite/shift-confirmation/••• tai soita.',
    );
  });

  it('mask every link of a message, also one at its very end', () => {
    expect(maskSecretLinks('a /invite/shift-confirmation/one b /invite/shift-confirmation/two.')).toBe(
      'a /invite/shift-confirmation/••• b /invite/shift-confirmation/•••.',
    );
  });

  it('leave messages without an invitation link as they are', () => {
    const message = 'Muistutus: vuorosi alkaa huomenna klo 7. https://portaali.example/apps';
    expect(maskSecretLinks(message)).toBe(message);
  });
});
