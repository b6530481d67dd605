// The proforma invoices are made here, in a worker thread of their own pool (proforma.ts, decision 0048): pdfkit
// holds the event loop while it embeds the font and writes. An entry of its own in the production bundle
// (scripts/build-server.mjs).
import { serveOffThread } from '../../platform/off-thread';
import { type ProformaInput, proformaPdf } from './proforma-pdf';

serveOffThread(async (input: ProformaInput) => proformaPdf(input));
