import type { Db } from '../db';
import { LANGUAGES, type Lang } from '../languages';
import type { ImagePool } from './images';
import type { Prng } from './prng';

export const SOCIAL_MEDIA: Record<string, string> = {
  instagram: 'https://www.instagram.com/ravagemanagement/',
  facebook: 'https://www.facebook.com/ravagemanagement/',
  whatsapp: '5561998765432',
  phone: '+55 61 3345-6789',
  email: 'contato@ravagemanagement.com.br',
  platform: 'https://models.ravagemanagement.com.br/',
};

/** Video slides: the demo cannot make real mp4 files offline, so they carry a player id and poster images. */
const SLIDE_VIDEOS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ'];

const SLIDE_CAPTIONS: Record<'models' | 'creative', Record<Lang, string>[]> = {
  models: [
    { pt: 'Modelos', en: 'Models', es: 'Modelos' },
    { pt: 'Novos rostos', en: 'New faces', es: 'Nuevos rostros' },
    { pt: 'Campanha de verão', en: 'Summer campaign', es: 'Campaña de verano' },
  ],
  creative: [
    { pt: 'Criativo', en: 'Creative', es: 'Creativo' },
    { pt: 'Direção de arte', en: 'Art direction', es: 'Dirección de arte' },
    { pt: 'Produção', en: 'Production', es: 'Producción' },
  ],
};

interface PostText {
  title: string;
  excerpt: string;
  content: string;
}

const ABOUT: Record<Lang, PostText> = {
  pt: {
    title: 'Sobre a RAVAGE',
    excerpt: 'Agência de modelos e talentos em Brasília, DF, com atuação em todo o Brasil.',
    content: [
      '<p>A <strong>RAVAGE Management</strong> é uma agência de modelos e talentos fundada em Brasília, DF. Descobrimos, desenvolvemos e representamos rostos novos e carreiras consolidadas para moda, publicidade e conteúdo.</p>',
      '<h2>O que fazemos</h2>',
      '<ul><li>Scouting em todo o Centro-Oeste e parcerias com agências de São Paulo e do exterior;</li><li>Desenvolvimento de carreira: books, composites e polaroids atualizados;</li><li>Produção de campanhas, editoriais e eventos.</li></ul>',
      '<p>Acreditamos em <em>diversidade</em>, cuidado e transparência. Cada talento tem um agente dedicado, e menores de idade só trabalham com autorização e acompanhamento dos responsáveis.</p>',
      '<h2>Onde estamos</h2>',
      '<p>SCS Quadra 7, Bloco A, Sala 210 — Asa Sul, Brasília, DF. Atendimento de segunda a sexta, das 9h às 18h.</p>',
    ].join('\n'),
  },
  en: {
    title: 'About RAVAGE',
    excerpt: 'A model and talent agency based in Brasília, DF, working across Brazil.',
    content: [
      '<p><strong>RAVAGE Management</strong> is a model and talent agency founded in Brasília, DF. We discover, develop and represent new faces and established careers for fashion, advertising and content.</p>',
      '<h2>What we do</h2>',
      '<ul><li>Scouting across the Centre-West of Brazil, with partner agencies in São Paulo and abroad;</li><li>Career development: up-to-date books, composites and polaroids;</li><li>Production of campaigns, editorials and events.</li></ul>',
      '<p>We believe in <em>diversity</em>, care and transparency. Every talent has a dedicated agent, and minors only work with the consent and presence of their guardians.</p>',
      '<h2>Where we are</h2>',
      '<p>SCS Quadra 7, Bloco A, Sala 210 — Asa Sul, Brasília, DF, Brazil. Open Monday to Friday, 9 am to 6 pm.</p>',
    ].join('\n'),
  },
  es: {
    title: 'Sobre RAVAGE',
    excerpt: 'Agencia de modelos y talentos con sede en Brasilia, DF, presente en todo Brasil.',
    content: [
      '<p><strong>RAVAGE Management</strong> es una agencia de modelos y talentos fundada en Brasilia, DF. Descubrimos, desarrollamos y representamos rostros nuevos y carreras consolidadas para moda, publicidad y contenido.</p>',
      '<h2>Qué hacemos</h2>',
      '<ul><li>Scouting en todo el Centro-Oeste de Brasil y alianzas con agencias de São Paulo y del exterior;</li><li>Desarrollo de carrera: books, composites y polaroids al día;</li><li>Producción de campañas, editoriales y eventos.</li></ul>',
      '<p>Creemos en la <em>diversidad</em>, el cuidado y la transparencia. Cada talento tiene un agente dedicado, y los menores de edad solo trabajan con autorización y acompañamiento de sus responsables.</p>',
      '<h2>Dónde estamos</h2>',
      '<p>SCS Quadra 7, Bloco A, Sala 210 — Asa Sul, Brasilia, DF, Brasil. Atención de lunes a viernes, de 9 a 18 h.</p>',
    ].join('\n'),
  },
};

const PRIVACY: Record<Lang, PostText> = {
  pt: {
    title: 'Política de privacidade',
    excerpt: 'Como tratamos os dados enviados pelo site.',
    content:
      '<p>Os dados enviados nos formulários de contato, orçamento e seja modelo são usados apenas para responder ao seu pedido e avaliar candidaturas, conforme a LGPD (Lei nº 13.709/2018).</p>\n<p>As fotos de candidaturas não são publicadas. Você pode pedir a exclusão dos seus dados pelo e-mail contato@ravagemanagement.com.br.</p>',
  },
  en: {
    title: 'Privacy policy',
    excerpt: 'How we handle what you send through the site.',
    content:
      "<p>What you send through the contact, budget and become-a-model forms is used only to answer your request and to assess applications, under Brazil's data protection law (LGPD, Law 13,709/2018).</p>\n<p>Application photos are never published. You can ask us to delete your data at contato@ravagemanagement.com.br.</p>",
  },
  es: {
    title: 'Política de privacidad',
    excerpt: 'Cómo tratamos los datos enviados por el sitio.',
    content:
      '<p>Los datos enviados en los formularios de contacto, presupuesto y ser modelo se usan solo para responder a su pedido y evaluar candidaturas, según la ley brasileña de protección de datos (LGPD, Ley 13.709/2018).</p>\n<p>Las fotos de las candidaturas no se publican. Puede pedir la eliminación de sus datos en contato@ravagemanagement.com.br.</p>',
  },
};

const NEWS_TOPICS: { pt: string; en: string; es: string }[] = [
  { pt: 'Casting aberto em Brasília', en: 'Open casting in Brasília', es: 'Casting abierto en Brasilia' },
  {
    pt: 'Nossos new faces na semana de moda',
    en: 'Our new faces at fashion week',
    es: 'Nuestros new faces en la semana de la moda',
  },
  { pt: 'Bastidores da campanha de inverno', en: 'Behind the winter campaign', es: 'Detrás de la campaña de invierno' },
  { pt: 'Como montar seu primeiro book', en: 'How to build your first book', es: 'Cómo armar tu primer book' },
  {
    pt: 'Polaroids: o que são e para que servem',
    en: 'Polaroids: what they are for',
    es: 'Polaroids: qué son y para qué sirven',
  },
  { pt: 'Editorial no Cerrado', en: 'An editorial in the Cerrado', es: 'Editorial en el Cerrado' },
  { pt: 'Parceria com agências de São Paulo', en: 'Partnering with São Paulo agencies', es: 'Alianza con agencias de São Paulo' },
  { pt: 'Workshop de passarela', en: 'Runway workshop', es: 'Taller de pasarela' },
  { pt: 'Talentos comerciais em alta', en: 'Commercial talent in demand', es: 'Talentos comerciales en alza' },
  { pt: 'Cuidados com a pele antes do ensaio', en: 'Skin care before a shoot', es: 'Cuidado de la piel antes de la sesión' },
  { pt: 'Mainboard: novas contratações', en: 'Mainboard: new signings', es: 'Mainboard: nuevas incorporaciones' },
  { pt: 'Seja modelo: dicas para as fotos', en: 'Become a model: photo tips', es: 'Ser modelo: consejos para las fotos' },
  // Enough posts for the site's news list to fill its first page (10) and two more (6, then 4).
  { pt: 'Campanha de verão na Chapada', en: 'Summer campaign in the Chapada', es: 'Campaña de verano en la Chapada' },
  { pt: 'Novos rostos de Goiânia', en: 'New faces from Goiânia', es: 'Nuevos rostros de Goiânia' },
  { pt: 'Desfile beneficente no Lago Sul', en: 'Charity show at Lago Sul', es: 'Desfile benéfico en Lago Sul' },
  { pt: 'O que levar para um casting', en: 'What to bring to a casting', es: 'Qué llevar a un casting' },
  { pt: 'Modelos comerciais na TV', en: 'Commercial models on TV', es: 'Modelos comerciales en la TV' },
  { pt: 'Semana de moda de São Paulo', en: 'São Paulo fashion week', es: 'Semana de la moda de São Paulo' },
  { pt: 'Ensaio em preto e branco', en: 'A black and white shoot', es: 'Sesión en blanco y negro' },
  { pt: 'Agenda de castings do mês', en: "This month's castings", es: 'Agenda de castings del mes' },
];

export interface ContentCounts {
  slides: number;
  posts: number;
  postTranslations: number;
  socialMedia: number;
}

export function seedContent(db: Db, pool: ImagePool, rng: Prng): ContentCounts {
  const counts: ContentCounts = { slides: 0, posts: 0, postTranslations: 0, socialMedia: 0 };

  const social = db.prepare('INSERT INTO social_media (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(SOCIAL_MEDIA)) {
    social.run(key, value);
    counts.socialMedia += 1;
  }

  const slide = db.prepare(
    `INSERT INTO slides (slideshow, type, description, url_mobile, url_desktop, video_id, position)
     VALUES ('home', @type, @description, @mobile, @desktop, @video_id, @position)`,
  );
  const caption = db.prepare('INSERT INTO slide_captions (slide_id, language, caption) VALUES (?, ?, ?)');
  let position = 0;
  for (const [half, description] of [
    ['models', '1'],
    ['creative', '2'],
  ] as const) {
    pool.slides[half].forEach((images, index) => {
      // The last slide of each half is a video: its url holds the poster images.
      const isVideo = index === pool.slides[half].length - 1;
      const id = Number(
        slide.run({
          type: isVideo ? 'video' : 'image',
          description,
          mobile: images.mobile.file,
          desktop: images.desktop.file,
          video_id: isVideo ? (SLIDE_VIDEOS[description === '1' ? 0 : 1] ?? null) : null,
          position: (position += 1),
        }).lastInsertRowid,
      );
      const texts = SLIDE_CAPTIONS[half][index];
      if (texts) {
        // Spanish captions are missing on purpose for one slide: the API falls back to pt.
        for (const lang of LANGUAGES) {
          if (lang === 'es' && index === 1) continue;
          caption.run(id, lang, texts[lang]);
        }
      }
      counts.slides += 1;
    });
  }

  const post = db.prepare('INSERT INTO posts (type, slug, image, published_at) VALUES (?, ?, ?, ?)');
  const translation = db.prepare(
    'INSERT INTO post_translations (post_id, language, title, excerpt, content) VALUES (?, ?, ?, ?, ?)',
  );
  const landscape = (index: number) => pool.landscapes[index % pool.landscapes.length]?.file ?? null;
  const addPost = (
    type: string,
    slug: string,
    image: string | null,
    publishedAt: string,
    texts: Partial<Record<Lang, PostText>>,
  ) => {
    const id = Number(post.run(type, slug, image, publishedAt).lastInsertRowid);
    counts.posts += 1;
    for (const [lang, text] of Object.entries(texts)) {
      translation.run(id, lang, text.title, text.excerpt, text.content);
      counts.postTranslations += 1;
    }
  };
  addPost('pages', 'about', landscape(0), '2024-02-01T12:00:00.000Z', ABOUT);
  addPost('pages', 'privacy', null, '2024-02-01T12:00:00.000Z', PRIVACY);

  NEWS_TOPICS.forEach((topic, index) => {
    const month = String((index % 12) + 1).padStart(2, '0');
    const slug = topic.pt
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const texts: Partial<Record<Lang, PostText>> = {
      pt: {
        title: topic.pt,
        excerpt: `${topic.pt}: novidades da RAVAGE.`,
        content: `<p>${topic.pt}. Acompanhe as novidades da agência e dos nossos talentos.</p>`,
      },
    };
    // Some posts are translated, the others fall back to pt.
    if (rng.chance(0.5)) {
      texts.en = {
        title: topic.en,
        excerpt: `${topic.en}: news from RAVAGE.`,
        content: `<p>${topic.en}. Follow the news of the agency and its talent.</p>`,
      };
      texts.es = {
        title: topic.es,
        excerpt: `${topic.es}: novedades de RAVAGE.`,
        content: `<p>${topic.es}. Siga las novedades de la agencia y de sus talentos.</p>`,
      };
    }
    addPost('news', slug, landscape(index + 1), `2025-${month}-${String(5 + index).padStart(2, '0')}T14:00:00.000Z`, texts);
  });

  return counts;
}
