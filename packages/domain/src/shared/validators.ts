/** The spec's helper checks (section 5). Pure predicates and parsers shared by server and web. */

// RFC 5321/5322 dot-atom local part: atext characters, dots only between them (no leading, trailing or
// double dot). Quoted local parts ("a,b"@x) are left out on purpose: no mail user writes them.
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// RFC 1034/1123 host label (the WHATWG "valid e-mail address" domain rule): letters, digits and inner
// hyphens, 1-63 characters; an underscore is no part of a host name.
const hostLabelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevelLabelPattern = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const ipv4Pattern = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const phonePattern = /^\+?\d+$/;
// What people put between the digits of a phone number: spaces, hyphens, dots, brackets, slashes.
const phoneSeparators = /[\s\-./()]/g;
const finnishCountryCode = '358';

/** The WHATWG URL parser every runtime of the portal has (Node, browsers); the domain's lib has no DOM types. */
type ParsedUrl = { protocol: string; username: string; password: string; hostname: string };
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** A DNS host name of at least two labels with an alphabetic (or punycode) top-level label. */
function isHostName(host: string): boolean {
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    host.length <= 253 &&
    labels.length > 1 &&
    labels.every((label) => hostLabelPattern.test(label)) &&
    topLevelLabelPattern.test(topLevel)
  );
}

/**
 * An e-mail address as RFC 5321 and the WHATWG form rules both accept it: a dot-atom local part of at
 * most 64 characters, `@`, a host name (no IP literals), at most 254 characters in all.
 */
export function isEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (email.length > 254 || at < 1) {
    return false;
  }
  const local = email.slice(0, at);
  return local.length <= 64 && localPartPattern.test(local) && isHostName(email.slice(at + 1));
}

/**
 * An absolute http(s) URL, checked with the WHATWG URL parser and then stricter than it: the parser
 * quietly repairs what a browser would (`\` read as `/`, `http:example.fi`), so the typed text must
 * already be in the normal form; the host is a DNS name (no underscore), `localhost`, an IPv4 address or
 * a bracketed IPv6 address; a port is digits (the parser refuses others); no user name or password in
 * the URL (`https://bank.fi@evil.example` is a phishing form).
 */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\/[^/\\]/i.test(text) || /[\s\\<>"`{}|^]/.test(text)) {
    return false;
  }
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(text);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return false;
  }
  const host = url.hostname;
  return (
    host === 'localhost' ||
    ipv4Pattern.test(host) ||
    (host.startsWith('[') && host.endsWith(']')) ||
    isHostName(host)
  );
}

export function isNonEmpty(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Digits only, with an optional leading +. Spaces are not accepted: the SMS gateway needs the raw number. */
export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

/**
 * A phone number as people write it (`040 123 4567`, `050-4155332`, `+358 40 123 4567`, `00358 40...`)
 * in E.164 (`+358401234567`), or null when it is not one. A number starting with one 0 is Finnish; the
 * trunk 0 after +358 (`+358 040...`) is dropped. E.164 allows at most 15 digits; a Finnish number has
 * at least 6 after the country code (area code and subscriber number).
 */
export function parsePhoneNumber(value: string): string | null {
  const compact = value.trim().replace(phoneSeparators, '');
  if (!phonePattern.test(compact)) {
    return null;
  }
  let international: string;
  if (compact.startsWith('+')) {
    international = compact.slice(1);
  } else if (compact.startsWith('00')) {
    international = compact.slice(2);
  } else if (compact.startsWith('0')) {
    international = finnishCountryCode + compact.slice(1);
  } else {
    return null;
  }
  if (international.startsWith(`${finnishCountryCode}0`)) {
    international = finnishCountryCode + international.slice(finnishCountryCode.length + 1);
  }
  const minimum = international.startsWith(finnishCountryCode) ? finnishCountryCode.length + 6 : 7;
  return international.length >= minimum && international.length <= 15 && !international.startsWith('0')
    ? `+${international}`
    : null;
}

/**
 * The digits a phone search looks for in a stored number's digits, whatever form either was written in:
 * the number without country code or trunk 0 (`040 123` and `+358 40 123` both look for `40123`). Null
 * when the search is not a phone number.
 */
export function phoneSearchDigits(search: string): string | null {
  const compact = search.trim().replace(phoneSeparators, '');
  if (!phonePattern.test(compact)) {
    return null;
  }
  const digits = compact.replace(/^(?:\+|00)358|^\+|^0/, '').replace(/^0/, '');
  return digits.length > 0 ? digits : null;
}

/** A full name has more than one word. */
export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter(Boolean).length > 1;
}
