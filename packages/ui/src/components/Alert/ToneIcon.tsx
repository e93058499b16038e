import type { AlertTone } from './tones.css';

// One glyph per tone, so the tone never rests on colour alone.
const glyphs: Record<AlertTone, string> = {
  success: 'M6.5 10.5l2.5 2.5 5-6',
  critical: 'M10 6v5M10 14h.01',
  caution: 'M10 6v5M10 14h.01',
  info: 'M10 9v5M10 6h.01',
};

/** The tone's mark: a circle (a triangle for caution) with a check, exclamation or "i". Decorative. */
export function ToneIcon({ tone, className }: { tone: AlertTone; className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={className}>
      {tone === 'caution' ? (
        <path d="M10 2.5L18 17H2L10 2.5z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      ) : (
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.5" />
      )}
      <path d={glyphs[tone]} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
