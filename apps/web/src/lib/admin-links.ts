// Paths of the back-office screens that several areas link to (admin spec §2): a feature does not import another,
// so a member's pages and the support desk are named once here.
import { ADMIN_HOME } from './paths';

export const adminHref = {
  member: (memberId: number) => `${ADMIN_HOME}/uye-detay-${memberId}`,
  memberRequests: (memberId: number) => `${ADMIN_HOME}/uye-talepler-${memberId}`,
  memberRatings: (memberId: number) => `${ADMIN_HOME}/uye-yorumlar-${memberId}`,
  memberProducts: (memberId: number) => `${ADMIN_HOME}/uye-urunler-${memberId}`,
  memberProduct: (productId: number) => `${ADMIN_HOME}/uye-urun-detay-${productId}`,
  supportTicket: (ticketId: number) => `${ADMIN_HOME}/destekListDetay-${ticketId}`,
  /** TalepListesi, ?sayfa=N from page 2 on */
  allRequests: (page = 1) => `${ADMIN_HOME}/TalepListesi${page > 1 ? `?sayfa=${page}` : ''}`,
};
