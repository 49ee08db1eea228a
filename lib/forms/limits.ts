/** Body caps and submission rates of the site's text forms. */
export const TEXT_FORM_MAX_BYTES = 128 * 1024;
/** Ten text-form submissions per client in ten minutes: far above a person, far below a script. */
export const TEXT_FORM_RATE = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
