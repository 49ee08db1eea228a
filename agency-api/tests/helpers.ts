import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { expect } from 'vitest';
import { contractFile } from '../../scripts/contract-file';
import type { AgencyApiOptions } from '../src/config';
import { startAgencyApi, type RunningAgencyApi } from '../src/server';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type Json = Record<string, unknown>;
const CONTRACT_ID = 'urn:ravage:agency-api-contract';

/**
 * Validates answers against the OpenAPI file itself: the whole document is
 * added to ajv under an $id, and each answer is checked against a $ref to
 * the schema of its path, method and status inside it.
 */
export class Contract {
  readonly doc: Json;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  /** `METHOD /template status` of every answer checked. */
  readonly checked = new Set<string>();

  constructor(file = contractFile()) {
    this.doc = parseYaml(fs.readFileSync(file, 'utf8')) as Json;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(this.doc, CONTRACT_ID);
  }

  get paths(): Record<string, Record<string, Json>> {
    return this.doc.paths as Record<string, Record<string, Json>>;
  }

  /** Every `METHOD /template` the contract declares. */
  operations(): string[] {
    return Object.entries(this.paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
    );
  }

  private validator(method: string, template: string, status: number, mediaType: string): ValidateFunction {
    const key = `${method} ${template} ${status} ${mediaType}`;
    const cached = this.validators.get(key);
    if (cached) return cached;
    const operation = this.paths[template]?.[method.toLowerCase()] as Json | undefined;
    if (!operation) throw new Error(`the contract has no ${method} ${template}`);
    const responses = operation.responses as Record<string, Json>;
    const response = responses[String(status)];
    if (!response) throw new Error(`the contract declares no ${status} for ${method} ${template}`);
    const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
    const base =
      typeof response.$ref === 'string'
        ? response.$ref.slice(1)
        : `/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}`;
    const validate = this.ajv.compile({ $ref: `${CONTRACT_ID}#${base}/content/${escape(mediaType)}/schema` });
    this.validators.set(key, validate);
    return validate;
  }

  /** Checks a JSON answer against the contract and returns its body. */
  async json<T = Json>(response: Response, method: string, template: string): Promise<T> {
    const text = await response.text();
    expect(response.headers.get('content-type') ?? '', `${method} ${template}: content type`).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(text);
    const validate = this.validator(method, template, response.status, 'application/json');
    if (!validate(body)) {
      throw new Error(
        `${method} ${template} ${response.status} breaks the contract: ${this.ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
      );
    }
    this.checked.add(`${method} ${template} ${response.status}`);
    return body as T;
  }

  /**
   * Checks the answer to a method no operation of the path declares: 405, an
   * `Allow` header naming exactly the path's declared methods (HEAD with GET),
   * and the body of the shared MethodNotAllowed answer.
   */
  notAllowed(
    answer: { status: number; headers: Headers | http.IncomingHttpHeaders; body: string },
    method: string,
    template: string,
  ): void {
    const where = `${method} ${template}`;
    expect(answer.status, `${where}: status`).toBe(405);
    const header = answer.headers instanceof Headers ? answer.headers.get('allow') : answer.headers.allow;
    const declared = Object.keys(this.paths[template] ?? {}).map((m) => m.toUpperCase());
    if (declared.includes('GET')) declared.push('HEAD');
    expect(
      String(header ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .sort(),
      `${where}: Allow`,
    ).toEqual(declared.sort());
    const validate = this.ajv.compile({
      $ref: `${CONTRACT_ID}#/components/responses/MethodNotAllowed/content/application~1json/schema`,
    });
    const body: unknown = JSON.parse(answer.body);
    if (!validate(body))
      throw new Error(`${where} 405 breaks the contract: ${this.ajv.errorsText(validate.errors)}\n${answer.body.slice(0, 500)}`);
    this.checked.add(`${method} ${template} 405`);
  }

  /** Whether the contract's JSON request body schema of an operation takes a body. */
  acceptsBody(method: string, template: string, body: unknown): boolean {
    const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
    const validate = this.ajv.compile({
      $ref: `${CONTRACT_ID}#/paths/${escape(template)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`,
    });
    return validate(body) as boolean;
  }

  /** Records a non-JSON answer (the zip) after checking that its status is declared. */
  declared(method: string, template: string, status: number, mediaType: string): void {
    const operation = this.paths[template]?.[method.toLowerCase()] as Json | undefined;
    const response = (operation?.responses as Record<string, Json> | undefined)?.[String(status)];
    expect(response, `${method} ${template} ${status} is declared`).toBeDefined();
    expect(Object.keys((response?.content as Json | undefined) ?? {})).toContain(mediaType);
    this.checked.add(`${method} ${template} ${status}`);
  }
}

export interface TestApi {
  api: RunningAgencyApi;
  url: string;
  dataDir: string;
  site: string;
  panel: string;
  close(): Promise<void>;
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `agency-api-${label}-`));
}

export async function signIn(url: string, kind: 'site' | 'panel'): Promise<string> {
  const response = await fetch(`${url}/api/${kind === 'site' ? 'signin' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      kind === 'site' ? { salt: 'dev-salt', api_key: 'dev-site-key' } : { salt: 'dev-salt', api_token: 'dev-panel-token' },
    ),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** A real server on a random port over a fresh data folder (seeded on start). */
export async function startTestApi(label: string, opts: AgencyApiOptions = {}): Promise<TestApi> {
  const dataDir = opts.dataDir ?? tempDataDir(label);
  const api = await startAgencyApi({ port: 0, log: false, ...opts, dataDir });
  const [site, panel] = await Promise.all([signIn(api.url, 'site'), signIn(api.url, 'panel')]);
  return {
    api,
    url: api.url,
    dataDir,
    site,
    panel,
    async close() {
      await api.close();
    },
  };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads the database of a data folder directly, as the agency would. */
export function readDb<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'agency.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function count(dataDir: string, table: string): number {
  return readDb(dataDir, (db) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
}

/** Files in a folder of the data dir (missing folder: none). */
export function filesIn(dataDir: string, ...segments: string[]): string[] {
  const dir = path.join(dataDir, ...segments);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** A small real image of each accepted kind. */
export async function sampleImages(): Promise<{ jpeg: Buffer; png: Buffer; gif: Buffer }> {
  const base = sharp({ create: { width: 24, height: 36, channels: 3, background: '#b49a86' } });
  const [jpeg, png, gif] = await Promise.all([
    base.clone().jpeg().toBuffer(),
    base.clone().png().toBuffer(),
    base.clone().gif().toBuffer(),
  ]);
  return { jpeg, png, gif };
}

/** A raw GET whose path is sent exactly as written (fetch would normalise `..`). */
export function rawGet(
  url: string,
  rawPath: string,
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return rawRequest(url, 'GET', rawPath);
}

/** A raw request, for what fetch refuses to send (TRACE) or would normalise. */
export function rawRequest(
  url: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
