// Where the agency API contract lives: `contract/agency-api.openapi.yaml`,
// inside the repository, so a clone with nothing beside it builds and tests.
// Read by the type generator (scripts/contract-types.ts) and by the embedded
// API's contract tests, which check its answers against the file itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const CONTRACT_FILE = path.join(root, 'contract', 'agency-api.openapi.yaml');

export function contractFile(): string {
  return CONTRACT_FILE;
}
