import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES_FILE, contractTypes } from '../../scripts/contract-types';

describe('the contract types', () => {
  it('are what the OpenAPI file generates now (run `npm run contract:types` after a contract change)', async () => {
    expect(readFileSync(CONTRACT_TYPES_FILE, 'utf8')).toBe(await contractTypes());
  });
});
