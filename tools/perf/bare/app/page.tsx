import { TapMe } from './TapMe';

export default function Page() {
  return (
    <main>
      <h1>Bare reference</h1>
      <p>A trivial Next.js App Router page of the same Next and React versions as the site.</p>
      <TapMe />
    </main>
  );
}
