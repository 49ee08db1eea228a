/**
 * Makes everything in the body but `keep` (and what contains it) inert, as a
 * modal dialog's page is, and returns how to undo it. It sets the `inert`
 * property, which writes the boolean attribute (`inert=""`): a helper that
 * writes `inert="true"` gives the document an invalid attribute value. An
 * element that was inert already is left as it was on undo.
 */
export function inertOthers(keep: Element): () => void {
  const made: HTMLElement[] = [];
  for (let inside: Element = keep; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
