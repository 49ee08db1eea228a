/**
 * Where a card's talent can be booked ("In town · São Paulo"), always shown
 * (the measures may wait for a hover), written on the server in the
 * visitor's language. Nothing when the back office says nothing. The one way
 * every card draws it (the list's, the favourites', a shared selection's):
 * a line right under the name, before the measures.
 */
export function CardAvailability({ text, id }: { text: string | null | undefined; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} data-testid="availability" className="mt-1 text-xs leading-4 text-ink">
      {text}
    </p>
  );
}
