// Company products in the legacy Turkish wire shapes (spec §3 "Member product", "Company page").
import type { CallBody } from '@tedarik/contract/call';
import type { createProduct } from '@tedarik/contract/products/member';
import type { CompanyProductPage, ProductCard } from '@tedarik/contract/products/public';
import { slugify } from '@tedarik/contract/text';
import { thumbOf } from '../../platform/images';
import { toCategoryRef } from '../catalog/wire';
import type { NewProductInput, ownProduct, ownProducts } from './own';
import type { companyProductPage, ProductCardRow } from './service';

/** The product page's link text: /firmaurun-{link}-{id}. */
export const productLink = (name: string) => slugify(name);

export const toCard = (r: ProductCardRow): ProductCard => ({
  id: r.id,
  urunAd: r.name,
  link: productLink(r.name),
  gorsel: r.image && thumbOf(r.image),
  katUrun: { id: r.catalogId, urunAd: r.catalogName },
  firma: { id: r.companyId, firmaad: r.company, firmalinq: r.companySlug, logo: r.logo },
});

type Page = NonNullable<Awaited<ReturnType<typeof companyProductPage>>>;

export const toCompanyProductPage = (p: Page): CompanyProductPage => ({
  urun: { id: p.product.id, urunAd: p.product.name, detay: p.product.detail, link: productLink(p.product.name) },
  katUrun: { id: p.catalogProduct.id, urunAd: p.catalogProduct.name, linq: p.catalogProduct.slug },
  kategori: toCategoryRef(p.category),
  gorselList: p.images.map((i) => ({ id: i.id, gorsel: i.path, kucuk: thumbOf(i.path), sira: i.sort })),
  firma: { id: p.company.id, firmaad: p.company.companyName, firmalinq: p.company.slug, logo: p.company.logo },
  digerUrunler: p.others.map(toCard),
});

/** One of my products (spec §3 "Member product"). */
export const toOwnProductItem = (p: Awaited<ReturnType<typeof ownProducts>>[number]) => ({
  urun: { id: p.id, urunAd: p.name, durum: p.active },
  urunD: { id: p.catalogId, urunAd: p.catalogName, linq: p.catalogSlug },
  gorsel: p.image && thumbOf(p.image),
  gorselSayisi: p.images,
});

export const toOwnProduct = ({ product, catalog, images }: Awaited<ReturnType<typeof ownProduct>>) => ({
  kt: { id: product.id, urunAd: product.name, aciklama: product.detail, durum: product.active },
  urunD: { id: catalog.id, urunAd: catalog.name, linq: catalog.slug },
  gorselList: images.map((i) => ({ id: i.id, gorsel: i.path, kucuk: thumbOf(i.path), sira: i.sort })),
});

/** A company product in the back-office (admin spec §3 "Member product"). */
export const toAdminProduct = (p: {
  product: { id: number; memberId: number; name: string; catalogProductId: number; detail: string; active: boolean };
  catalogName: string;
  images: { id: number; path: string; sort: number }[];
}) => ({
  urun: {
    id: p.product.id,
    uyeid: p.product.memberId,
    urunAd: p.product.name,
    kat: p.product.catalogProductId,
    detay: p.product.detail,
    durum: p.product.active,
  },
  urunAd: p.catalogName,
  gorseller: p.images.map((i) => ({ id: i.id, gorsel: i.path, sira: i.sort })),
});

/** uyeurunOlustur: urun is the catalog product, ktt its category, urunAdi the company's name for it. */
export const fromNewProductFields = (b: CallBody<typeof createProduct>): NewProductInput => ({
  catalogProductId: b.urun,
  categoryId: b.ktt,
  name: b.urunAdi,
  detail: b.detay,
  image: b.file,
});
