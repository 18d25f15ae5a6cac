import { describe, expect, it } from 'vitest';
import { renderTemplate, unknownPlaceholders } from './message-templates';

describe('message templates', () => {
  it('fills placeholders and drops a line an empty …Line placeholder leaves', () => {
    const text = 'Hei {{firstName}},\n\n{{when}}\n{{roleLine}}\n\nTerveisin\n{{ company }}';
    expect(
      renderTemplate(text, { firstName: 'Säde', when: '24.12.', roleLine: '', company: 'Hoiva Oy' }),
    ).toBe('Hei Säde,\n\n24.12.\n\nTerveisin\nHoiva Oy');
    expect(
      renderTemplate(text, { firstName: 'Säde', when: '24.12.', roleLine: 'Tehtävä: lh', company: 'X' }),
    ).toBe('Hei Säde,\n\n24.12.\nTehtävä: lh\n\nTerveisin\nX');
  });

  it('names the placeholders a type does not fill', () => {
    expect(unknownPlaceholders('welcome', 'Hei {{firstName}} {{link}}', '{{company}} {{ iban }}')).toEqual([
      'link',
      'iban',
    ]);
    expect(unknownPlaceholders('welcome', 'Hei {{firstName}}', null)).toEqual([]);
  });
});
