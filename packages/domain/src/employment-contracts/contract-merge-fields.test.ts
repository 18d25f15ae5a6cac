import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import {
  type ContractMergeValues,
  contractMergeFields,
  formatHourlyWage,
  renderContractBody,
  unknownTemplateFields,
} from './contract-merge-fields';
import { contractTemplateInputSchema } from './employment-contracts.inputs';

const values: ContractMergeValues = {
  locale: 'fi',
  worker: { fullName: 'Maija Meikäläinen', firstName: 'Maija', birthday: '1990-04-05' },
  employer: { name: 'Hoiva Oy', businessId: '1234567-1' },
  terms: {
    role: 'Sairaanhoitaja',
    hourlyWageCents: 1850,
    startsOn: '2026-12-01',
    endsOn: null,
    collectiveAgreement: 'SOTE-sopimus',
    placeOfWork: 'Helsinki',
    probationPeriod: '4 kuukautta',
    workingHours: '38,25 h/viikko',
  },
};

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
  }
  throw new Error('expected a DomainError');
}

describe('contract merge fields', () => {
  it('fills every field of the list', () => {
    const template = contractMergeFields.map((field) => `${field}={{${field}}}`).join('\n');
    expect(renderContractBody(template, values).split('\n')).toEqual([
      'worker.fullName=Maija Meikäläinen',
      'worker.firstName=Maija',
      'worker.birthday=05.04.1990',
      'employer.name=Hoiva Oy',
      'employer.businessId=1234567-1',
      'role=Sairaanhoitaja',
      'wage=18,50 €/h',
      'startsOn=01.12.2026',
      'endsOn=toistaiseksi',
      'collectiveAgreement=SOTE-sopimus',
      'placeOfWork=Helsinki',
      'probationPeriod=4 kuukautta',
      'workingHours=38,25 h/viikko',
    ]);
  });

  it('writes the wage and an open end in the contract’s language', () => {
    expect(formatHourlyWage(1850, 'en')).toBe('€18.50/h');
    expect(formatHourlyWage(123456, 'de')).toBe('1\u00a0234,56 €/h');
    const english = { ...values, locale: 'en' as const };
    expect(renderContractBody('Ends {{ endsOn }}, pay {{wage}}', english)).toBe(
      'Ends until further notice, pay €18.50/h',
    );
    const fixed = { ...values, terms: { ...values.terms, endsOn: '2027-05-31' } };
    expect(renderContractBody('{{endsOn}}', fixed)).toBe('31.05.2027');
  });

  it('refuses an unknown field by name', () => {
    const error = refusal(() => renderContractBody('Hi {{worker.fullName}} {{worker.iban}}', values));
    expect(error.code).toBe('CONTRACT_TEMPLATE_UNKNOWN_FIELD');
    expect(error.details).toMatchObject({ field: 'worker.iban' });
    expect(unknownTemplateFields('{{role}} {{salary}} {{salary}}')).toEqual(['salary']);
  });

  it('refuses a field the template uses whose value is missing', () => {
    const noAgreement = { ...values, terms: { ...values.terms, collectiveAgreement: null } };
    const error = refusal(() => renderContractBody('TES: {{collectiveAgreement}}', noAgreement));
    expect(error.code).toBe('CONTRACT_TEMPLATE_VALUE_MISSING');
    expect(error.details).toEqual({ field: 'collectiveAgreement' });
    // A value the template does not use may be missing.
    expect(renderContractBody('{{role}}', noAgreement)).toBe('Sairaanhoitaja');
  });

  it('refuses a template with an unknown field when it is saved', () => {
    const result = contractTemplateInputSchema.safeParse({ name: 'T', locale: 'fi', body: '{{palkka}}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('CONTRACT_TEMPLATE_UNKNOWN_FIELD');
  });
});
