// Verification rows → the v2 shapes (contract: verification/member.ts, admin.ts).
import type { QueueItem } from '@tedarik/contract/verification/admin';
import type { DocumentKind, DocumentStatus } from '@tedarik/contract/verification/documents';
import type { VerificationDocument } from '@tedarik/contract/verification/member';
import type { companyVerifications } from '../../db/schema/verification';
import type { DocumentRow } from './service';

type DetailsRow = typeof companyVerifications.$inferSelect;

export const toDetails = (d: DetailsRow | null) =>
  d && {
    taxNumber: d.taxNumber,
    taxOffice: d.taxOffice,
    mersisNumber: d.mersisNumber,
    tradeRegistryNumber: d.tradeRegistryNumber,
  };

export const toDocument = (d: DocumentRow, today: string): VerificationDocument => ({
  id: d.id,
  kind: d.kind as DocumentKind,
  status: d.status as DocumentStatus,
  expiresOn: d.expiresOn,
  expired: d.expiresOn !== null && d.expiresOn < today,
  fileName: d.name,
  fileKind: d.fileKind as VerificationDocument['fileKind'],
  size: d.size,
  uploadedAt: d.createdAt.toISOString(),
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
  rejectReason: d.rejectReason as VerificationDocument['rejectReason'],
  rejectNote: d.rejectNote,
});

export const toQueueItem = (q: {
  id: number;
  memberId: number;
  companyName: string;
  kind: string;
  expiresOn: string | null;
  createdAt: Date;
}): QueueItem => ({
  id: q.id,
  memberId: q.memberId,
  companyName: q.companyName,
  kind: q.kind as DocumentKind,
  expiresOn: q.expiresOn,
  uploadedAt: q.createdAt.toISOString(),
});
