// schema.org structured data of the public pages (issue 52 item 1), as Google's structured-data rules ask for them:
// the breadcrumbs (BreadcrumbList), a landing page's companies (ItemList of Organization), a company (Organization,
// with its AggregateRating only when it has a rating), a company's product (Product) and the FAQ (FAQPage). Plain
// objects; page-meta.ts puts each into the page's <head> as `<script type="application/ld+json">` (landing.ts
// headOf, '<' escaped). Every address is absolute: `base` is the site's.

const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; path: string };

/** Ana Sayfa › … › the page: each step with its position from 1 and its address. */
export const breadcrumbList = (base: string, crumbs: Crumb[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: base + c.path })),
});

export interface Rating {
  /** 1–5; null when none */
  average: number | null;
  count: number;
}

/** An AggregateRating of 1–5 stars, or nothing: a company without a rating has none (Google refuses a count of 0). */
export function aggregateRating(rating: Rating | undefined) {
  if (!rating || rating.count < 1 || rating.average === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface CompanyData {
  name: string;
  path: string;
  logo?: string | null;
  description?: string;
  city?: string | null;
  rating?: Rating;
}

const organizationOf = (base: string, c: CompanyData) => {
  const rating = aggregateRating(c.rating);
  return {
    '@type': 'Organization',
    name: c.name,
    url: base + c.path,
    ...(c.logo && { logo: base + c.logo }),
    ...(c.description && { description: c.description }),
    ...(c.city && { address: { '@type': 'PostalAddress', addressLocality: c.city, addressCountry: 'TR' } }),
    ...(rating && { aggregateRating: rating }),
  };
};

/** A company's page: the Organization, its rating when it has one. */
export const organization = (base: string, c: CompanyData) => ({ '@context': CONTEXT, ...organizationOf(base, c) });

/** A list page's companies, in the list's order (positions from `first`, for a later page). */
export const organizationList = (base: string, name: string, companies: CompanyData[], first = 1) => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  name,
  numberOfItems: companies.length,
  itemListElement: companies.map((c, i) => ({
    '@type': 'ListItem',
    position: first + i,
    item: organizationOf(base, c),
  })),
});

export interface ProductData {
  name: string;
  path: string;
  description?: string;
  image?: string | null;
  company: { name: string; path: string };
}

/**
 * A company's product: no price (a request asks for one) and no rating of its own, so it carries no offers nor
 * rating; its maker is the company.
 */
export const product = (base: string, p: ProductData) => ({
  '@context': CONTEXT,
  '@type': 'Product',
  name: p.name,
  url: base + p.path,
  ...(p.description && { description: p.description }),
  ...(p.image && { image: base + p.image }),
  brand: { '@type': 'Brand', name: p.company.name },
  manufacturer: { '@type': 'Organization', name: p.company.name, url: base + p.company.path },
});

/** The FAQ page: each question with its accepted answer (plain text). */
export const faqPage = (items: { question: string; answer: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: items.map((q) => ({
    '@type': 'Question',
    name: q.question,
    acceptedAnswer: { '@type': 'Answer', text: q.answer },
  })),
});
