import type { FieldValues, Resolver } from 'react-hook-form';
import type { BudgetData, BudgetInput, ContactData, ContactInput } from './schemas';
import type { ScoutingData, ScoutingInput } from './scouting-schema';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  /** react-hook-form's resolver: waits for the schema the first time. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the schema (the visitor is about to use the form); never rejects. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose schema is loaded on demand. The forms
 * validate with the zod schemas the server applies again (schemas.ts), but
 * zod is the largest part of a form's JavaScript: the pages do not ship it,
 * the form loads it when the visitor starts on it (`preload`, on focus or
 * press) and at the latest when it is first validated. A failed load rejects
 * the validation (the form reports it as a network failure, see
 * useFormSubmission's `unreachable`) and is tried again next time.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}

const zodResolver = () => import('@hookform/resolvers/zod').then((m) => m.zodResolver);

export const contactValidation: LazyResolver<ContactInput, ContactData> = lazyResolver(async () => {
  const [resolver, { contactSchema }] = await Promise.all([zodResolver(), import('./schemas')]);
  return resolver(contactSchema);
});

export const budgetValidation: LazyResolver<BudgetInput, BudgetData> = lazyResolver(async () => {
  const [resolver, { budgetSchema }] = await Promise.all([zodResolver(), import('./schemas')]);
  return resolver(budgetSchema);
});

export const scoutingValidation: LazyResolver<ScoutingInput, ScoutingData> = lazyResolver(async () => {
  const [resolver, { scoutingSchema }] = await Promise.all([zodResolver(), import('./scouting-schema')]);
  return resolver(scoutingSchema);
});
