import { createVault } from '../../src/server/crypto/vault';

/** The seeded templates are sealed with this key, so every test server must open with it too. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);
export const testVault = createVault(TEST_DATA_KEY);
