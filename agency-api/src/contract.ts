/**
 * The contract's shapes for the embedded agency API: the types the site
 * generates from agency-api.openapi.yaml (`npm run contract:types`), so the
 * server and its client are held to one file. Types only: nothing of the
 * site is loaded at run time.
 */
import type { z } from 'zod';
import type { Contract, ContractForm } from '../../lib/agency/contract';

export type { Contract, ContractAnswer, ContractForm, ContractResponse } from '../../lib/agency/contract';

export type Gender = Contract['Gender'];
export type Gallery = ContractForm<'/api/download/gallery'>['gallery'];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `true` when a form schema reads exactly the text fields the contract
 * declares for that form (files left aside); otherwise the fields that differ.
 */
export type ReadsTheFormFields<Schema extends z.ZodType, Fields, Files extends string = never> =
  Same<keyof z.input<Schema>, Exclude<keyof Fields, Files>> extends true
    ? true
    : {
        notInTheContract: Exclude<keyof z.input<Schema>, keyof Fields>;
        notRead: Exclude<Exclude<keyof Fields, Files>, keyof z.input<Schema>>;
      };

/** Compiles only with `true`. */
export type Expect<T extends true> = T;
