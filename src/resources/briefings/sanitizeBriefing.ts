import DOMPurify from 'dompurify';

/** Our own instance: its hook touches briefings only, not other DOMPurify users (react-admin). */
const purifier = DOMPurify(window);

// A link in a briefing opens beside the back-office (a chatter keeps their chat), without access
// to it.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * A briefing's HTML made safe to show: no scripts, event handlers, `javascript:` links, styles,
 * forms or embedded documents.
 */
export function sanitizeBriefing(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
