/**
 * Where a card's talent can be booked ("In town · São Paulo"), always shown
 * (the measures may wait for a hover), written on the server in the
 * visitor's language. Nothing when the back office says nothing.
 */
export function CardAvailability({
  text,
  id,
  className = 'mt-1',
}: {
  text: string | undefined;
  id?: string;
  className?: string;
}) {
  if (!text) return null;
  return (
    <p id={id} data-testid="availability" className={`text-xs leading-4 text-ink ${className}`}>
      {text}
    </p>
  );
}
