/**
 * schema.org data for search engines, built from plain values (no fetching
 * here) and serialized so it can sit inside a <script> element.
 */

type Json = Record<string, unknown>;

/**
 * JSON safe inside <script type="application/ld+json">: '<' can never close
 * the element or open a comment, '>' and '&' never form markup, and the two
 * line separators JavaScript once refused are escaped too.
 */
export function serializeJsonLd(data: Json | Json[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface AgencyFacts {
  /** The agency's one identifier in every language (lib/server/seo/metadata.ts agencyId): talents' worksFor points to it. */
  id: string;
  name: string;
  url: string;
  logo: string;
  image: string;
  description: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  geo: { lat: number; lng: number };
  phone: string | null;
  email: string | null;
  /** Profile URLs (Instagram, Facebook, the models platform). */
  sameAs: string[];
}

/** The agency as a LocalBusiness (an Organization with a place): home and contact pages. */
export function agencyJsonLd(agency: AgencyFacts): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': agency.id,
    name: agency.name,
    url: agency.url,
    logo: agency.logo,
    image: agency.image,
    description: agency.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      addressLocality: agency.address.locality,
      addressRegion: agency.address.region,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: agency.geo.lat, longitude: agency.geo.lng },
    ...(agency.phone ? { telephone: agency.phone } : {}),
    ...(agency.email ? { email: agency.email } : {}),
    ...(agency.sameAs.length > 0 ? { sameAs: agency.sameAs } : {}),
  };
}

export interface PersonFacts {
  name: string;
  url: string;
  image: string | null;
  description: string;
  gender: 'man' | 'woman';
  /** Centimetres; null when unknown. */
  height: number | null;
  instagram: string | null;
  /** The agency's JSON-LD `@id` (agencyJsonLd), the same on every page and language. */
  agencyId: string;
  agencyName: string;
}

/** A talent as a schema.org Person. */
export function personJsonLd(person: PersonFacts): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
    description: person.description,
    gender: person.gender === 'man' ? 'Male' : 'Female',
    ...(person.height !== null && person.height > 0
      ? { height: { '@type': 'QuantitativeValue', value: person.height, unitCode: 'CMT' } }
      : {}),
    ...(person.instagram ? { sameAs: [person.instagram] } : {}),
    worksFor: { '@type': 'LocalBusiness', '@id': person.agencyId, name: person.agencyName },
  };
}

/** The path to a page, from the home page down: [{name, url}, …]. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export interface ArticleFacts {
  headline: string;
  url: string;
  image: string | null;
  description: string;
  /** ISO dates; null when the back office gives none. */
  datePublished: string | null;
  inLanguage: string;
  publisherName: string;
  publisherUrl: string;
  publisherLogo: string;
}

/** A news post as a schema.org Article, published by the agency. */
export function articleJsonLd(article: ArticleFacts): Json {
  const publisher = {
    '@type': 'Organization',
    name: article.publisherName,
    url: article.publisherUrl,
    logo: { '@type': 'ImageObject', url: article.publisherLogo },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline.slice(0, 110),
    url: article.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    ...(article.image ? { image: [article.image] } : {}),
    description: article.description,
    ...(article.datePublished ? { datePublished: article.datePublished, dateModified: article.datePublished } : {}),
    inLanguage: article.inLanguage,
    author: publisher,
    publisher,
  };
}
