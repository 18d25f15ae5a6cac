import { describe, expect, it } from 'vitest';
import { bodyBlocks, contractDocument, renderContractPdf } from './contract-pdf';

const data = {
  contractId: '00000000-0000-4000-8000-000000000001',
  locale: 'en' as const,
  title: 'Employment contract',
  body: '# 1. Employment\nLine one\nLine two\n\nSecond paragraph\n## 2. Pay\n€18.50/h',
  employer: { name: 'Hoivapalvelu Oy', businessId: '1234567-1' },
  worker: { fullName: 'Säde Öhman', birthday: '1990-04-05' },
  createdAt: new Date('2026-11-22T10:00:00Z'),
};

describe('the contract PDF', () => {
  it('makes headings of # lines and a paragraph of each run of lines', () => {
    expect(bodyBlocks(data.body)).toEqual([
      { text: '1. Employment', style: 'section' },
      { text: 'Line one\nLine two', style: 'clause' },
      { text: 'Second paragraph', style: 'clause' },
      { text: '2. Pay', style: 'section' },
      { text: '€18.50/h', style: 'clause' },
    ]);
  });

  it('prints the parties and the signature block in the contract’s language', () => {
    const text = JSON.stringify(contractDocument(data).content);
    expect(text).toContain('Employer');
    expect(text).toContain('1234567-1');
    expect(text).toContain('05.04.1990');
    expect(text).toContain('For the employer');
    expect(JSON.stringify(contractDocument({ ...data, locale: 'fi' }).content)).toContain(
      'Työnantajan edustaja',
    );
  });

  it('renders the same draft to the same bytes', async () => {
    const first = await renderContractPdf(data);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await renderContractPdf(data)).equals(first)).toBe(true);
  });
});
