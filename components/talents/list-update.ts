/**
 * A list update the visitor asked for through the search form
 * (docs/decisions/0058-filters-act-when-asked.md). The list's new render may
 * replace the form and the count (a search is another route than the plain
 * list), so what must survive it is kept here, in the browser's module: which
 * of the form's controls had focus, and that the new count is to be announced.
 */
let focusIndex: number | null = null;
let announce = false;

/** The form is about to update the list, with focus on its control at `index` (null: elsewhere). */
export function startListUpdate(index: number | null): void {
  focusIndex = index;
  announce = true;
}

/** The control to focus again once the list is there (once). */
export function takeUpdateFocus(): number | null {
  const index = focusIndex;
  focusIndex = null;
  return index;
}

/** Whether the count now shown answers the visitor's update (once). */
export function takeUpdateAnnouncement(): boolean {
  const asked = announce;
  announce = false;
  return asked;
}
