/**
 * The agency API contract as TypeScript: the shapes of contract.gen.ts by
 * name, and the compile-time rule that binds each zod schema of schemas.ts to
 * the answer it parses, so a contract change the code does not follow fails
 * the type check.
 */
import type { z } from 'zod';
import type { components, paths } from './contract.gen';

/** The contract's named schemas (`Contract['Talent']`, `Contract['Lang']`…). */
export type Contract = components['schemas'];

type JsonBody<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]>;

/** The JSON body of one answer the contract declares for a path. */
export type ContractAnswer<
  P extends keyof paths,
  M extends 'get' | 'post',
  S extends keyof Operation<P, M>['responses'],
> = JsonBody<Operation<P, M>['responses'][S]>;

/** The fields of one multipart form the contract declares (the submissions, the gallery download). */
export type ContractForm<P extends keyof paths> = NonNullable<Operation<P, 'post'>['requestBody']>['content'] extends {
  'multipart/form-data': infer Fields;
}
  ? Fields
  : never;

/** The JSON body of one of the contract's shared answers (Token, Stored, Error, Invalid). */
export type ContractResponse<N extends keyof components['responses']> = JsonBody<components['responses'][N]>;

/** Fields the contract names, at any depth, that `Read` has no property for. */
type Unread<Declared, Read> = Declared extends readonly (infer Item)[]
  ? Read extends readonly (infer ReadItem)[]
    ? Unread<Item, ReadItem>
    : never
  : Declared extends object
    ? {
        [K in keyof Declared]-?: K extends keyof Read ? Unread<NonNullable<Declared[K]>, NonNullable<Read[K]>> : K;
      }[keyof Declared]
    : never;

/**
 * `true` when the schema takes every answer the contract allows (its input
 * type is at least as wide: the schema may tolerate more, never less) and
 * reads every field the contract names; otherwise a type that says which.
 */
export type Follows<Schema extends z.ZodType, Declared> = [Declared] extends [z.input<Schema>]
  ? [Unread<Declared, z.input<Schema>>] extends [never]
    ? true
    : { fieldsTheSchemaDoesNotRead: Unread<Declared, z.input<Schema>> }
  : { answerTheSchemaRefuses: Declared };

/** Compiles only with `true`. */
export type Expect<T extends true> = T;
