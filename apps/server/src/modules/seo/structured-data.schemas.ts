// JSON schemas of the structured data Google reads (developers.google.com/search/docs/appearance/structured-data):
// for each type, the properties its rules name required, and the recommended ones we emit, with their types. The
// tests validate what structured-data.ts makes against them (ajv).

const absoluteUrl = { type: 'string', format: 'uri', pattern: '^https?://' };
const text = { type: 'string', minLength: 1 };
const context = { const: 'https://schema.org' };
const typeOf = (name: string) => ({ const: name });

/** Review snippets: a value and a count of at least one; best and worst when not 5 and 1. */
export const aggregateRatingSchema = {
  type: 'object',
  required: ['@type', 'ratingValue', 'ratingCount'],
  properties: {
    '@type': typeOf('AggregateRating'),
    ratingValue: { type: 'number', minimum: 1, maximum: 5 },
    ratingCount: { type: 'integer', minimum: 1 },
    bestRating: { const: 5 },
    worstRating: { const: 1 },
  },
  additionalProperties: false,
};

const organizationProperties = {
  '@type': typeOf('Organization'),
  name: text,
  url: absoluteUrl,
  logo: absoluteUrl,
  description: text,
  address: {
    type: 'object',
    required: ['@type', 'addressLocality', 'addressCountry'],
    properties: { '@type': typeOf('PostalAddress'), addressLocality: text, addressCountry: { const: 'TR' } },
  },
  aggregateRating: aggregateRatingSchema,
};

/** Organization: no property is required; name and url are what identify it, the rest recommended. */
export const organizationSchema = {
  type: 'object',
  required: ['@context', '@type', 'name', 'url'],
  properties: { '@context': context, ...organizationProperties },
  additionalProperties: false,
};

/** BreadcrumbList: at least one ListItem, each with its position (from 1), name and item (the last may omit it). */
export const breadcrumbListSchema = {
  type: 'object',
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': context,
    '@type': typeOf('BreadcrumbList'),
    itemListElement: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'position', 'name', 'item'],
        properties: {
          '@type': typeOf('ListItem'),
          position: { type: 'integer', minimum: 1 },
          name: text,
          item: absoluteUrl,
        },
        additionalProperties: false,
      },
    },
  },
};

/** ItemList (a summary page's list): ListItems with their positions, each an Organization with its name and url. */
export const itemListSchema = {
  type: 'object',
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': context,
    '@type': typeOf('ItemList'),
    name: text,
    numberOfItems: { type: 'integer', minimum: 1 },
    itemListElement: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'position', 'item'],
        properties: {
          '@type': typeOf('ListItem'),
          position: { type: 'integer', minimum: 1 },
          item: {
            type: 'object',
            required: ['@type', 'name', 'url'],
            properties: organizationProperties,
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    },
  },
};

/**
 * Product: name required; image, description, brand recommended. (Google's product snippet also wants offers, a
 * review or a rating: a company's product has no price and no rating of its own, so it has none.)
 */
export const productSchema = {
  type: 'object',
  required: ['@context', '@type', 'name', 'url', 'brand'],
  properties: {
    '@context': context,
    '@type': typeOf('Product'),
    name: text,
    url: absoluteUrl,
    description: text,
    image: absoluteUrl,
    brand: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': typeOf('Brand'), name: text },
    },
    manufacturer: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': typeOf('Organization'), name: text, url: absoluteUrl },
    },
  },
  additionalProperties: false,
};

/** FAQPage: its mainEntity, each Question with its name and an acceptedAnswer with its text. */
export const faqPageSchema = {
  type: 'object',
  required: ['@context', '@type', 'mainEntity'],
  properties: {
    '@context': context,
    '@type': typeOf('FAQPage'),
    mainEntity: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'name', 'acceptedAnswer'],
        properties: {
          '@type': typeOf('Question'),
          name: text,
          acceptedAnswer: {
            type: 'object',
            required: ['@type', 'text'],
            properties: { '@type': typeOf('Answer'), text },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    },
  },
};
