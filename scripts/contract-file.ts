// Where the agency API contract lives: beside the repository
// (`../shared/agency-api.openapi.yaml`), or where AGENCY_API_CONTRACT says.
// Read by the type generator (scripts/contract-types.ts) and by the embedded
// API's contract tests, which check its answers against the file itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function contractFile(): string {
  const candidates = [process.env.AGENCY_API_CONTRACT, path.resolve(root, '../shared/agency-api.openapi.yaml')];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error(`agency-api.openapi.yaml not found (tried ${candidates.filter(Boolean).join(', ')})`);
  return found;
}
