import { createPersonalDataCipher } from '../lib/personal-data-cipher';
import { testPersonalDataKey } from './test-app';

/** The test apps' cipher, for tests that seal values outside an app (the demo seed's tests). */
export const testPersonalDataCipher = createPersonalDataCipher(Buffer.from(testPersonalDataKey, 'base64'));
