/** The documents feature's public surface: other features store generated files (contract PDFs) here. */
export { insertDocument, type NewDocument } from './documents.repository';
