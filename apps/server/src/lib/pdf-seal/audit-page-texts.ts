import type { Locale } from '@portal/domain/shared';
import type { AuditTrailEntry } from './document-sealer';

/** The audit page's words in the five languages of the portal (Finnish by default). */
export type AuditPageTexts = {
  title: string;
  contract: string;
  contractId: string;
  employer: string;
  worker: string;
  originalSha256: string;
  trail: string;
  utcTime: string;
  helsinkiTime: string;
  event: string;
  party: string;
  name: string;
  ipAddress: string;
  userAgent: string;
  detail: string;
  hash: string;
  parties: Record<AuditTrailEntry['party'], string>;
  /** The event log's types (employment contracts' signing events); an unknown type prints as it is. */
  events: Record<string, string>;
  finalNote: string;
  page: string;
};

const fi: AuditPageTexts = {
  title: 'Allekirjoituksen tarkastussivu',
  contract: 'Asiakirja',
  contractId: 'Sopimuksen tunniste',
  employer: 'Työnantaja',
  worker: 'Työntekijä',
  originalSha256: 'Työntekijälle näytetyn PDF:n SHA-256',
  trail: 'Tapahtumaloki',
  utcTime: 'Aika (UTC)',
  helsinkiTime: 'Aika (Helsinki)',
  event: 'Tapahtuma',
  party: 'Osapuoli',
  name: 'Nimi',
  ipAddress: 'IP-osoite',
  userAgent: 'Selain',
  detail: 'Lisätieto',
  hash: 'Tapahtuman tiiviste',
  parties: { worker: 'Työntekijä', staff: 'Henkilöstö', system: 'Järjestelmä' },
  events: {
    created: 'Luotu',
    sent: 'Lähetetty',
    reminder_sent: 'Muistutus lähetetty',
    opened: 'Avattu',
    code_sent: 'Kertakoodi lähetetty',
    code_verified: 'Kertakoodi vahvistettu',
    code_failed: 'Väärä kertakoodi',
    signed: 'Allekirjoitettu',
    declined: 'Hylätty',
    countersigned: 'Vastavahvistettu',
    cancelled: 'Peruttu',
    expired: 'Vanhentunut',
  },
  finalNote:
    'Portaali tallentaa allekirjoitetun lopullisen tiedoston SHA-256-tiivisteen. Tiedostossa on sähköinen ' +
    'allekirjoitus (PAdES), joten jokainen allekirjoituksen jälkeinen muutos näkyy tarkistettaessa.',
  page: 'sivu',
};

const en: AuditPageTexts = {
  title: 'Signature audit page',
  contract: 'Document',
  contractId: 'Contract ID',
  employer: 'Employer',
  worker: 'Worker',
  originalSha256: 'SHA-256 of the PDF shown to the worker',
  trail: 'Event log',
  utcTime: 'Time (UTC)',
  helsinkiTime: 'Time (Helsinki)',
  event: 'Event',
  party: 'Party',
  name: 'Name',
  ipAddress: 'IP address',
  userAgent: 'User agent',
  detail: 'Detail',
  hash: 'Entry hash',
  parties: { worker: 'Worker', staff: 'Staff', system: 'System' },
  events: {
    created: 'Created',
    sent: 'Sent',
    reminder_sent: 'Reminder sent',
    opened: 'Opened',
    code_sent: 'One-time code sent',
    code_verified: 'One-time code confirmed',
    code_failed: 'Wrong one-time code',
    signed: 'Signed',
    declined: 'Declined',
    countersigned: 'Countersigned',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  finalNote:
    'The portal records the SHA-256 of the final signed file. The file carries a digital signature ' +
    '(PAdES), so any change made after signing shows when it is verified.',
  page: 'page',
};

const de: AuditPageTexts = {
  title: 'Prüfprotokoll der Unterschrift',
  contract: 'Dokument',
  contractId: 'Vertragskennung',
  employer: 'Arbeitgeber',
  worker: 'Arbeitnehmer',
  originalSha256: 'SHA-256 des dem Arbeitnehmer gezeigten PDF',
  trail: 'Ereignisprotokoll',
  utcTime: 'Zeit (UTC)',
  helsinkiTime: 'Zeit (Helsinki)',
  event: 'Ereignis',
  party: 'Partei',
  name: 'Name',
  ipAddress: 'IP-Adresse',
  userAgent: 'Browser',
  detail: 'Angabe',
  hash: 'Hash des Eintrags',
  parties: { worker: 'Arbeitnehmer', staff: 'Personal', system: 'System' },
  events: {
    created: 'Erstellt',
    sent: 'Gesendet',
    reminder_sent: 'Erinnerung gesendet',
    opened: 'Geöffnet',
    code_sent: 'Einmalcode gesendet',
    code_verified: 'Einmalcode bestätigt',
    code_failed: 'Falscher Einmalcode',
    signed: 'Unterschrieben',
    declined: 'Abgelehnt',
    countersigned: 'Gegengezeichnet',
    cancelled: 'Storniert',
    expired: 'Abgelaufen',
  },
  finalNote:
    'Das Portal speichert den SHA-256 der endgültigen unterschriebenen Datei. Die Datei trägt eine ' +
    'digitale Signatur (PAdES), daher wird jede spätere Änderung bei der Prüfung sichtbar.',
  page: 'Seite',
};

const fr: AuditPageTexts = {
  title: 'Page d’audit de la signature',
  contract: 'Document',
  contractId: 'Identifiant du contrat',
  employer: 'Employeur',
  worker: 'Salarié',
  originalSha256: 'SHA-256 du PDF présenté au salarié',
  trail: 'Journal des événements',
  utcTime: 'Heure (UTC)',
  helsinkiTime: 'Heure (Helsinki)',
  event: 'Événement',
  party: 'Partie',
  name: 'Nom',
  ipAddress: 'Adresse IP',
  userAgent: 'Navigateur',
  detail: 'Détail',
  hash: 'Empreinte de l’entrée',
  parties: { worker: 'Salarié', staff: 'Personnel', system: 'Système' },
  events: {
    created: 'Créé',
    sent: 'Envoyé',
    reminder_sent: 'Rappel envoyé',
    opened: 'Ouvert',
    code_sent: 'Code à usage unique envoyé',
    code_verified: 'Code à usage unique confirmé',
    code_failed: 'Code à usage unique erroné',
    signed: 'Signé',
    declined: 'Refusé',
    countersigned: 'Contresigné',
    cancelled: 'Annulé',
    expired: 'Expiré',
  },
  finalNote:
    'Le portail enregistre le SHA-256 du fichier signé final. Le fichier porte une signature numérique ' +
    '(PAdES) : toute modification postérieure à la signature apparaît lors de la vérification.',
  page: 'page',
};

const pt: AuditPageTexts = {
  title: 'Página de auditoria da assinatura',
  contract: 'Documento',
  contractId: 'Identificador do contrato',
  employer: 'Empregador',
  worker: 'Trabalhador',
  originalSha256: 'SHA-256 do PDF mostrado ao trabalhador',
  trail: 'Registo de eventos',
  utcTime: 'Hora (UTC)',
  helsinkiTime: 'Hora (Helsínquia)',
  event: 'Evento',
  party: 'Parte',
  name: 'Nome',
  ipAddress: 'Endereço IP',
  userAgent: 'Navegador',
  detail: 'Detalhe',
  hash: 'Hash do registo',
  parties: { worker: 'Trabalhador', staff: 'Pessoal', system: 'Sistema' },
  events: {
    created: 'Criado',
    sent: 'Enviado',
    reminder_sent: 'Lembrete enviado',
    opened: 'Aberto',
    code_sent: 'Código único enviado',
    code_verified: 'Código único confirmado',
    code_failed: 'Código único errado',
    signed: 'Assinado',
    declined: 'Recusado',
    countersigned: 'Contra-assinado',
    cancelled: 'Cancelado',
    expired: 'Expirado',
  },
  finalNote:
    'O portal regista o SHA-256 do ficheiro final assinado. O ficheiro tem uma assinatura digital ' +
    '(PAdES), pelo que qualquer alteração posterior à assinatura é detetada na verificação.',
  page: 'página',
};

export const auditPageTexts: Record<Locale, AuditPageTexts> = { fi, en, de, fr, pt };
