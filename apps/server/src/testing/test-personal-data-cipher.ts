import { createPersonalDataCipher } from '../lib/personal-data-cipher';

/** A cipher with a fixed key for tests that seal values outside an app (the demo seed's tests). */
export const testPersonalDataCipher = createPersonalDataCipher(Buffer.alloc(32, 7));
