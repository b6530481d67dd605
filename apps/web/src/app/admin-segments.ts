// The hyphenated families of the back-office (admin spec §2), matched by the splat route inside the admin shell.
// A family without its screen yet shows the not-built notice; an unknown sub-path shows the dashboard (spec).
import { adminScreen } from './admin-screen';
import type { SegmentRoute } from './segment-match';

// Screens of later issues: the title and the not-built notice. Imported lazily to keep this table free of React.
const notBuilt = () => import('./routes/segment-not-built');

const family = (
  id: string,
  prefix: string,
  title: string,
  lazy: SegmentRoute['lazy'] = notBuilt,
  param = 'id',
): SegmentRoute => ({
  id,
  pattern: new RegExp(`^${prefix}-(?<${param}>\\d+)$`, 'i'),
  title,
  lazy,
});

export const ADMIN_SEGMENTS: readonly SegmentRoute[] = [
  family('member', 'uye-detay', 'Üye Detayı', adminScreen('member')),
  family('member-products', 'uye-urunler', 'Üye Ürünleri', adminScreen('memberProducts')),
  family('member-product', 'uye-urun-detay', 'Üye Ürün Detayı', adminScreen('memberProduct')),
  family('member-requests', 'uye-talepler', 'Üye Talepleri', adminScreen('memberRequests')),
  family('member-ratings', 'uye-yorumlar', 'Üye Yorumları', adminScreen('memberRatings')),
  family('support-ticket', 'destekListDetay', 'Destek Talebi', adminScreen('ticket')),
  family('package', 'koleksiyondetay', 'Paket Detayı', adminScreen('definition')),
  family('package-image', 'koleksiyondetayimg', 'Paket Görseli', adminScreen('definitionImage')),
  family('category-tags', 'kategorietiketler', 'Kategori Etiketleri', adminScreen('categoryTags')),
  family('category-products', 'kategoriurunler', 'Kategori Ürünleri', adminScreen('categoryProducts')),
  family(
    'company-category-products',
    'firmakategoriurunler',
    'Firma Kategori Ürünleri',
    adminScreen('companyCategoryProducts'),
  ),
  family('page', 'sayfalar', 'Sayfa Detayı', adminScreen('page')),
  family('article', 'makaledetay', 'Makale Detayı', adminScreen('article')),
  family('article-image', 'makaledetayimg', 'Makale Görseli', adminScreen('articleImage')),
  family('slide', 'slidesdetay', 'Slayt Detayı', adminScreen('slide')),
  family('slide-image', 'slidedetayimg', 'Slayt Görseli', adminScreen('slideImage')),
  family('ad', 'reklamdetay', 'Reklam Detayı', adminScreen('ad')),
  family('ad-image', 'reklamdetayimg', 'Reklam Görseli', adminScreen('adImage')),
  family('posts', 'blogs', 'Blog ve Duyurular', adminScreen('postsPage'), 'page'),
  family('post', 'blogsdetay', 'Blog Detayı', adminScreen('post')),
  family('post-image', 'blogsdetayimg', 'Blog Görseli', adminScreen('postImage')),
];
