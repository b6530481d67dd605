// The public URLs of companies and their products (spec §2: firma-{link}-{id}, /firmaurun-{link}-{id}).

export const companyHref = (company: { id: number; firmalinq: string }) =>
  `/firma-${company.firmalinq || 'firma'}-${company.id}`;

export const productHref = (product: { id: number; link: string }) =>
  `/firmaurun-${product.link || 'urun'}-${product.id}`;
