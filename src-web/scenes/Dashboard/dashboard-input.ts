/** Administration §5 and §9: what the editor's fields accept, applied as the user types or leaves them. */
export const ROTATION_MIN_SECONDS = 3;
export const ROTATION_MAX_SECONDS = 300;
/** The smallest height an embedding frame gets (administration §9); the view reports at least this. */
export const EMBED_MIN_HEIGHT = 744;

/** A leading `#` stripped, at most 6 characters kept, uppercased: what a colour field holds while typed. */
export function normaliseColour(typed: string): string {
  return typed.trim().replace(/^#/, '').slice(0, 6).toUpperCase();
}

/** A colour the dashboard can store: exactly six hex characters. */
export const isColour = (value: string): boolean => /^[0-9A-F]{6}$/.test(value);

/** The interval on leaving its field: a whole number of seconds within 3 to 300; nothing a number, null. */
export function clampInterval(typed: string): number | null {
  const seconds = Math.round(Number(typed.trim()));
  if (typed.trim() === '' || !Number.isFinite(seconds)) return null;
  return Math.min(ROTATION_MAX_SECONDS, Math.max(ROTATION_MIN_SECONDS, seconds));
}

/** WCAG contrast ratio of two `RRGGBB` colours (1 to 21); normal text wants 4.5. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const READABLE_CONTRAST = 4.5;

function luminance(hex: string): number {
  const channels = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** What the view posts to the frame's parent: its height in pixels, never below EMBED_MIN_HEIGHT. */
export const HEIGHT_MESSAGE = 'inspecta:dashboard-height';

/**
 * The embed snippet to paste into another site: the view in a frame at least EMBED_MIN_HEIGHT high, and a
 * listener that grows the frame to the height the view reports (only from the view's own origin).
 */
export function embedSnippet(viewUrl: string, title: string): string {
  const origin = new URL(viewUrl).origin;
  const frameId = `inspecta-dashboard-${viewUrl.split('/').pop()!.slice(0, 8)}`;
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<iframe id="${frameId}" src="${viewUrl}" title="${escapedTitle}" style="width:100%;min-height:${EMBED_MIN_HEIGHT}px;border:0"></iframe>`,
    `<script>addEventListener('message',function(e){if(e.origin==='${origin}'&&e.data&&e.data.type==='${HEIGHT_MESSAGE}'){document.getElementById('${frameId}').style.height=e.data.height+'px'}})</script>`,
  ].join('\n');
}
