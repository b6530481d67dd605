// Paths of the back-office screens that several areas link to (admin spec §2): a feature does not import another,
// so a member's pages and the support desk are named once here.
import { ADMIN_HOME } from './paths';

export const adminHref = {
  member: (memberId: number) => `${ADMIN_HOME}/uye-detay-${memberId}`,
  memberRequests: (memberId: number) => `${ADMIN_HOME}/uye-talepler-${memberId}`,
  /** one request on its own: the member's requests screen narrowed to it (?talep=) */
  request: (memberId: number, requestId: number) => `${ADMIN_HOME}/uye-talepler-${memberId}?talep=${requestId}`,
  memberRatings: (memberId: number) => `${ADMIN_HOME}/uye-yorumlar-${memberId}`,
  memberProducts: (memberId: number) => `${ADMIN_HOME}/uye-urunler-${memberId}`,
  memberProduct: (productId: number) => `${ADMIN_HOME}/uye-urun-detay-${productId}`,
  supportTicket: (ticketId: number) => `${ADMIN_HOME}/destekListDetay-${ticketId}`,
  /** TalepListesi, ?durum= for one moderation state ('bekleyen' …), ?sayfa=N from page 2 on */
  allRequests: (page = 1, state?: string) => {
    const query = new URLSearchParams({ ...(state && { durum: state }), ...(page > 1 && { sayfa: String(page) }) });
    return `${ADMIN_HOME}/TalepListesi${query.size ? `?${query}` : ''}`;
  },
  /** 'Veri Talebi Olarak Kaydet': the data-request queue's add form, filled in with a contact message's sender */
  dataRequestFrom: (m: { name: string; email: string; message: string; day: string }) =>
    `${ADMIN_HOME}/veri-talepleri?${new URLSearchParams({
      ad: m.name,
      eposta: m.email,
      not: m.message.slice(0, 500),
      tarih: m.day,
    })}`,
};
