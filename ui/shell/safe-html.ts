import DOMPurify from 'dompurify';

/**
 * HTML from the content service (the holiday calendar) reduced to text formatting before it reaches the
 * page: headings, paragraphs, lists, tables and emphasis. Everything that can run code or leave the page
 * goes: scripts, styles, event handlers, links (javascript: or not), images, frames, forms, SVG/MathML,
 * meta refreshes. Never render service HTML any other way (ARCHITECTURE.md, security).
 */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'div', 'abbr', 'time',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['scope', 'colspan', 'rowspan', 'datetime', 'title'];

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: /^$/,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
} as const;

export function sanitizeServiceHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * The same HTML as what the page's one HTML sink takes under Trusted Types. The production policy
 * (`require-trusted-types-for 'script'; trusted-types dompurify`, adapters/deployment/security-headers.ts)
 * lets only DOMPurify's own policy make TrustedHTML, so nothing but sanitised HTML can reach the page;
 * where the browser has no Trusted Types, this is the sanitised string.
 */
export function trustedServiceHtml(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
