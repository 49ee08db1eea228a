/** The shapes of content not yet there, which every skeleton is drawn with (docs/decisions/0072-skeletons-pulse-while-loading.md). */

/** A line of text not yet there, as tall as the text it stands for. */
export function Bone({ className = 'w-40' }: { className?: string }) {
  return (
    <span
      className={`inline-block h-[0.8em] max-w-full animate-pulse bg-mist align-middle motion-reduce:animate-none ${className}`}
    />
  );
}

/** A talent card not yet there: the cover's 2:3 frame, the name and two measures. */
export function CardBone() {
  return (
    <div>
      <div className="aspect-[2/3] animate-pulse bg-mist motion-reduce:animate-none" />
      <p className="mt-3 text-xs">
        <Bone className="w-24" />
      </p>
      <p className="mt-2 text-xs">
        <Bone className="w-16" />
      </p>
    </div>
  );
}
