import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Marks the fields a 422 answer named (the keys are translated where shown)
 * and moves focus to the first of them in the form's order. Returns the
 * fields it did not know, which the caller leaves to the alert's summary.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  order: readonly FieldPath<T>[],
): string[] {
  const known = order.filter((field) => errors[field]?.length);
  known.forEach((field, index) => {
    setError(field, { type: 'server', message: errors[field]?.[0] }, { shouldFocus: index === 0 });
  });
  return Object.keys(errors).filter((field) => !(order as readonly string[]).includes(field));
}
