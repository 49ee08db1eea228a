// The forms' body caps are the ones the back office agrees on (lib/rules/agreed.ts).

/** Ten submissions of one text form per client in ten minutes: far above a person, far below a script. */
export const TEXT_FORM_RATE = { points: 10, durationS: 10 * 60 } as const;
