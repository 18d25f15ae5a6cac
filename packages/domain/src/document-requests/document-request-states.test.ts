import { describe, expect, it } from 'vitest';
import {
  canMoveRequest,
  documentRequestLinkExpiresAt,
  isOverdue,
  nextDocumentStatus,
  requestedDocumentEvents,
  requestStatusOf,
} from './document-request-states';
import { documentRequestStatuses, requestedDocumentStatuses } from './document-requests';
import { missingConfirmationDetails, reviewDocumentInputSchema } from './document-requests.inputs';
import { checkUpload, maxUploadBytes } from './uploaded-file';

describe('the requested document machine, every status and event', () => {
  const expected: Record<string, string | null> = {
    'waiting answer': 'received',
    'waiting confirm': null,
    'waiting return': null,
    'received answer': null,
    'received confirm': 'confirmed',
    'received return': 'returned',
    'confirmed answer': null,
    'confirmed confirm': null,
    'confirmed return': null,
    'returned answer': 'received',
    'returned confirm': null,
    'returned return': null,
  };
  for (const status of requestedDocumentStatuses) {
    for (const event of requestedDocumentEvents) {
      it(`${status} + ${event} → ${expected[`${status} ${event}`]}`, () => {
        expect(nextDocumentStatus(status, event)).toBe(expected[`${status} ${event}`]);
      });
    }
  }
});

describe('the request machine, every pair of statuses', () => {
  const allowed = new Set([
    'open answered',
    'open cancelled',
    'answered confirmed',
    'answered returned',
    'answered cancelled',
    'returned answered',
    'returned cancelled',
  ]);
  for (const from of documentRequestStatuses) {
    for (const to of documentRequestStatuses) {
      if (from === to) {
        continue;
      }
      it(`${from} → ${to}: ${allowed.has(`${from} ${to}`) ? 'allowed' : 'refused'}`, () => {
        expect(canMoveRequest(from, to)).toBe(allowed.has(`${from} ${to}`));
      });
    }
  }
});

describe('the request status follows its documents', () => {
  const docs = (...statuses: (typeof requestedDocumentStatuses)[number][]) =>
    statuses.map((status) => ({ status }));
  it('is open while a document waits, answered once all are in, confirmed when all are confirmed', () => {
    expect(requestStatusOf('open', docs('waiting', 'received'))).toBe('open');
    expect(requestStatusOf('open', docs('received', 'received'))).toBe('answered');
    expect(requestStatusOf('answered', docs('confirmed', 'received'))).toBe('answered');
    expect(requestStatusOf('answered', docs('confirmed', 'confirmed'))).toBe('confirmed');
  });
  it('is returned when one comes back, and answered again once the worker resends it', () => {
    expect(requestStatusOf('answered', docs('confirmed', 'returned'))).toBe('returned');
    expect(requestStatusOf('returned', docs('confirmed', 'received'))).toBe('answered');
  });
  it('stays cancelled', () => {
    expect(requestStatusOf('cancelled', docs('received'))).toBe('cancelled');
  });
});

describe('overdue and the link', () => {
  it('is overdue after the deadline only while documents are owed', () => {
    expect(isOverdue({ status: 'open', deadline: '2026-11-20' }, '2026-11-21')).toBe(true);
    expect(isOverdue({ status: 'open', deadline: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ status: 'returned', deadline: '2026-11-20' }, '2026-11-21')).toBe(true);
    expect(isOverdue({ status: 'answered', deadline: '2026-11-20' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ status: 'open', deadline: null }, '2026-11-21')).toBe(false);
  });
  it('keeps a link 30 days, or a week past a later deadline', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(documentRequestLinkExpiresAt(now, null).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(documentRequestLinkExpiresAt(now, '2027-01-10').toISOString()).toBe('2027-01-17T21:59:59.000Z');
  });
});

describe('the confirmation rule (spec: licence-granted date, graduation date and credits required)', () => {
  const review = (values: object) =>
    reviewDocumentInputSchema.parse({ decision: 'confirm', comment: null, ...values });
  it('asks a licence or degree for all three, other kinds for none', () => {
    expect(missingConfirmationDetails('licence', review({}))).toEqual([
      'licenceGrantedOn',
      'graduatedOn',
      'credits',
    ]);
    expect(
      missingConfirmationDetails(
        'degree',
        review({ licenceGrantedOn: '2020-06-01', graduatedOn: '2020-05-30', credits: 210 }),
      ),
    ).toEqual([]);
    expect(missingConfirmationDetails('tax-card', review({}))).toEqual([]);
  });
  it('refuses a return without a comment', () => {
    const result = reviewDocumentInputSchema.safeParse({ decision: 'return', comment: ' ' });
    expect(result.error?.issues[0]?.message).toBe('DOCUMENT_RETURN_COMMENT_REQUIRED');
  });
});

describe('uploads are checked by content', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => Uint8Array.from([...value].map((character) => character.charCodeAt(0)));
  it('recognises PDF, JPEG, PNG and HEIC', () => {
    expect(checkUpload(text('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf' });
    expect(checkUpload(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ contentType: 'image/jpeg' });
    expect(checkUpload(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({
      contentType: 'image/png',
    });
    expect(checkUpload(bytes(0, 0, 0, 24, ...text('ftypheic')))).toEqual({ contentType: 'image/heic' });
  });
  it('refuses an executable, an unknown type, an empty and an oversize file', () => {
    expect(checkUpload(text('MZ\x90\x00'))).toEqual({ problem: 'FILE_EXECUTABLE' });
    expect(checkUpload(text('hello'))).toEqual({ problem: 'FILE_TYPE_NOT_ALLOWED' });
    expect(checkUpload(new Uint8Array(0))).toEqual({ problem: 'FILE_EMPTY' });
    expect(checkUpload(new Uint8Array(maxUploadBytes + 1))).toEqual({ problem: 'FILE_TOO_LARGE' });
  });
});
