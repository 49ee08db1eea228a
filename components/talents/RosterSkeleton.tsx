/** The models list while it loads: the title, the filters and cards at the photo's 2:3 ratio. */
export function RosterSkeleton() {
  return (
    <div aria-busy="true" className="w-full">
      <div className="mx-auto w-full max-w-[1600px] px-5 pt-10 pb-6 sm:px-8 lg:pt-14">
        <div className="mb-3 h-3 w-24 animate-pulse bg-mist" />
        <div className="h-12 w-56 animate-pulse bg-mist" />
      </div>
      <div className="mx-auto mb-6 h-11 w-full max-w-[1600px] px-5 sm:px-8">
        <div className="h-full w-2/3 animate-pulse bg-mist" />
      </div>
      <ul aria-hidden="true" className="mx-auto grid w-full max-w-[1600px] grid-cols-2 gap-x-3 gap-y-8 px-5 sm:px-8 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <div className="aspect-[2/3] animate-pulse bg-mist" />
            <div className="mt-3 h-3 w-2/3 animate-pulse bg-mist" />
          </li>
        ))}
      </ul>
    </div>
  );
}
