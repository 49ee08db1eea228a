/** A profile while it loads: the gallery and the measures column at their final size. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-[1600px] px-5 pt-6 pb-20 sm:px-8">
      <div className="h-11 w-24 animate-pulse bg-mist" />
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)] lg:gap-14">
        <div className="grid grid-cols-2 gap-3">
          <div className="aspect-[2/3] animate-pulse bg-mist" />
          <div className="aspect-[2/3] animate-pulse bg-mist" />
        </div>
        <div className="space-y-4">
          <div className="h-12 w-3/4 animate-pulse bg-mist" />
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="h-6 animate-pulse bg-mist" />
          ))}
        </div>
      </div>
    </div>
  );
}
