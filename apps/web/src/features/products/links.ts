// The public URLs of companies and their products (spec §2: firma-{link}-{id}, /firmaurun-{link}-{id}).

export const companyHref = (company: { id: number; firmalinq: string }) =>
  `/firma-${company.firmalinq || 'firma'}-${company.id}`;

export const productHref = (product: { id: number; link: string }) =>
  `/firmaurun-${product.link || 'urun'}-${product.id}`;

// The manufacturer's own products in the member area (spec §2).
export const MY_PRODUCTS = '/account-d-detay-urunlerim';
export const MEMBER_CREATE_PRODUCT = '/account-d-detay-urun-olustur';
export const ownProductHref = (id: number) => `/account-d-detay-urun-icerik-${id}`;
export const ownProductImageHref = (id: number) => `/account-d-detay-urun-icerik-gorsel-ekle-${id}`;
