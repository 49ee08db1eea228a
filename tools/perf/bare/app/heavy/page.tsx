import { TapMe } from '../TapMe';

// The bare reference at a real page's weight. The site's models list sends
// about 145 KB of HTML (16 KB gzip) where the bare page sends 5 KB (2 KB
// gzip), so requests per second on loopback compare bytes more than serving.
// This page is as bare (static, one client component) and as heavy: 20 cards
// shaped like the list's (a picture with a srcset, a name, five measures), a
// long navigation, text that compresses as the site's does (names and numbers
// drawn from a fixed seed, so every build weighs the same).
export const metadata = { title: 'Bare reference, list weight' };

const FIRST = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Júlia',
  'Larissa',
  'Mariana',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Ribeiro',
];
// Enough drawn text per card that the page compresses about as the list does (1 : 9).
const WORDS = 36;
const WIDTHS = [256, 384, 640, 828, 1080, 1280, 1920];

/** mulberry32: a tiny seeded generator, so the page is the same on every build. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(18);
const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const token = (length: number) => Array.from({ length }, () => between(0, 35).toString(36)).join('');
const words = (count: number) => Array.from({ length: count }, () => token(between(2, 9))).join(' ');

const cards = Array.from({ length: 20 }, (_, index) => {
  const id = between(100, 999);
  const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
  const photo = `http%3A%2F%2Fmedia.example.com%2Fstorage%2F${token(12)}%2Fweb%2F${token(20)}.jpg`;
  const measures = [between(160, 185), between(76, 92), between(56, 68), between(86, 98), between(34, 40)];
  return { id, name, photo, measures, about: words(WORDS), slug: name.toLowerCase().replace(/\s+/g, '-') };
});

const links = Array.from({ length: 40 }, () => `${pick(FIRST)} ${pick(LAST)}`);

export default function Heavy() {
  return (
    <main>
      <h1>Bare reference, list weight</h1>
      <nav aria-label="Links">
        <ul>
          {links.map((label, index) => (
            <li key={index}>
              <a
                href={`/pages/${index}/${label.toLowerCase().replace(/\s+/g, '-')}`}
                className="inline-flex h-11 items-center px-1 text-xs tracking-[0.2em] uppercase"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <TapMe />
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id} data-card={card.id}>
            <article className="group relative">
              <a className="block" href={`/cards/${card.id}/${card.slug}`}>
                <div className="relative aspect-[2/3] overflow-hidden bg-mist">
                  <img
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    srcSet={WIDTHS.map((width) => `/_next/image?url=${card.photo}&w=${width}&q=60 ${width}w`).join(', ')}
                    src={`/_next/image?url=${card.photo}&w=1920&q=60`}
                  />
                </div>
                <h2 className="mt-3 text-xs tracking-[0.2em] uppercase">{card.name}</h2>
                <p className="sr-only">{card.about}</p>
                <dl className="mt-1 flex flex-wrap gap-x-2 text-xs leading-4 text-stone tabular-nums">
                  {card.measures.map((value, index) => (
                    <div key={index} className="whitespace-nowrap">
                      <dt className="sr-only">Measure {index + 1}</dt>
                      <dd>
                        <span className="unit-cm">{value} cm</span>
                        <span className="unit-in">{Math.round((value / 2.54) * 2) / 2}″</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
