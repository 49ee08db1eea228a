/** Body caps and submission rates of the site's forms (deploy/nginx.conf's body limit fits them). */
export const TEXT_FORM_MAX_BYTES = 128 * 1024;
/** Ten submissions of one text form per client in ten minutes: far above a person, far below a script. */
export const TEXT_FORM_RATE = { points: 10, durationS: 10 * 60 } as const;
/** The scouting form: four photos of 10 MB, the text fields and the multipart framing. */
export const SCOUTING_MAX_BYTES = 41 * 1024 * 1024;
