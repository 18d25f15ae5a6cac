import type { contractTemplates } from '../schema/employment-contracts.schema';
import { deriveId } from './ids';

type TemplateRow = typeof contractTemplates.$inferInsert;

// The business id is printed in the PDF's parties block, so the texts need not name it (the German
// employer has none).
const finnish = [
  '# 1. Työsuhde',
  '{{employer.name}} (työnantaja) ja {{worker.fullName}} (työntekijä) solmivat työsopimuksen.',
  'Työsuhde alkaa {{startsOn}} ja on voimassa {{endsOn}}.',
  '',
  '# 2. Tehtävä ja työpaikka',
  'Työntekijän tehtävä on {{role}}. Työ tehdään työnantajan asiakkaiden kohteissa: {{placeOfWork}}.',
  '',
  '# 3. Työaika ja palkka',
  'Työaika: {{workingHours}}. Palkka on {{wage}}, ja se maksetaan kahden viikon välein.',
  '',
  '# 4. Työehtosopimus',
  'Työsuhteessa noudatetaan työehtosopimusta {{collectiveAgreement}} ja työsopimuslakia.',
].join('\n');

const english = [
  '# 1. Employment',
  '{{employer.name}} (the employer) and {{worker.fullName}} (the employee) enter into this employment contract.',
  'The employment starts on {{startsOn}} and is valid {{endsOn}}.',
  '',
  '# 2. Role and place of work',
  'The employee works as {{role}} at the employer’s client sites: {{placeOfWork}}.',
  '',
  '# 3. Working hours and pay',
  'Working hours: {{workingHours}}. The pay is {{wage}}, paid every two weeks.',
  '',
  '# 4. Collective agreement',
  'The collective agreement {{collectiveAgreement}} and the Employment Contracts Act apply.',
].join('\n');

const german = [
  '# 1. Arbeitsverhältnis',
  '{{employer.name}} (Arbeitgeber) und {{worker.fullName}} (Arbeitnehmer/in) schließen diesen Arbeitsvertrag.',
  'Das Arbeitsverhältnis beginnt am {{startsOn}} und gilt {{endsOn}}.',
  '',
  '# 2. Tätigkeit und Arbeitsort',
  'Tätigkeit: {{role}}. Einsatzorte: {{placeOfWork}}.',
  '',
  '# 3. Arbeitszeit und Vergütung',
  'Arbeitszeit: {{workingHours}}. Die Vergütung beträgt {{wage}}.',
  '',
  '# 4. Tarifvertrag',
  'Es gilt der Tarifvertrag {{collectiveAgreement}}.',
].join('\n');

/**
 * Two contract templates per demo account (issue 15 §1): one in the account's language (Finnish, or German
 * for the German account) and one in English, so a contract can be drafted right after start.
 */
export function buildContractTemplates(
  accounts: readonly { id?: string; country?: 'FI' | 'DE' | null }[],
  createdAt: Date,
): TemplateRow[] {
  return accounts.flatMap((account) => {
    const accountId = account.id ?? '';
    const local: Pick<TemplateRow, 'name' | 'locale' | 'body'> =
      account.country === 'DE'
        ? { name: 'Arbeitsvertrag', locale: 'de', body: german }
        : { name: 'Työsopimus', locale: 'fi', body: finnish };
    const englishTemplate: Pick<TemplateRow, 'name' | 'locale' | 'body'> = {
      name: 'Employment contract',
      locale: 'en',
      body: english,
    };
    return [local, englishTemplate].map((template) => ({
      ...template,
      id: deriveId(`contract-template:${accountId}:${template.locale}`),
      accountId,
      createdAt,
      updatedAt: createdAt,
    }));
  });
}
