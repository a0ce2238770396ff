import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';

/** What the shared layout frames: the words of one mail, already in the recipient's language. */
export interface LayoutProps {
  language: string;
  /** The organization the mail is sent for; the product's name when there is none. */
  sender: string;
  /** Paragraphs (blank-line separated in the text version), each of one or more lines. */
  paragraphs: string[][];
  /** A line equal to this URL is drawn as a button with the label; elsewhere the URL stays a plain link. */
  action?: { url: string; label: string };
  footer: string[];
  unsubscribe?: { url: string; text: string };
}

// Inline styles only: mail clients drop <style> blocks and never load remote CSS or images.
const PAGE = { margin: 0, padding: '24px 0', backgroundColor: '#f3f4f6', fontFamily: 'Arial, sans-serif' };
const CARD = { maxWidth: 560, margin: '0 auto', backgroundColor: '#ffffff', borderRadius: 8, padding: 24 };
const HEADER = { fontSize: 18, fontWeight: 'bold', color: '#1e3a8a', margin: '0 0 16px' };
const TEXT = { fontSize: 15, lineHeight: '22px', color: '#111827', margin: '0 0 16px' };
const BUTTON = {
  display: 'inline-block',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: 6,
  textDecoration: 'none',
  fontWeight: 'bold',
};
const FOOTER = { fontSize: 12, lineHeight: '18px', color: '#4b5563', margin: '16px auto 0', maxWidth: 560 };

function Line({ line, action }: { line: string; action?: LayoutProps['action'] }): ReactNode {
  if (action && line.trim() === action.url)
    return (
      <a href={action.url} style={BUTTON}>
        {action.label}
      </a>
    );
  // A bare URL elsewhere in the words (a link some text names) stays clickable.
  if (/^https?:\/\/\S+$/.test(line.trim())) return <a href={line.trim()}>{line.trim()}</a>;
  return line;
}

function Layout(props: LayoutProps) {
  return (
    <html lang={props.language.replace('_', '-')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={PAGE}>
        <div style={CARD}>
          <p style={HEADER}>{props.sender}</p>
          {props.paragraphs.map((lines, p) => (
            <p key={p} style={TEXT}>
              {lines.map((line, l) => (
                <span key={l}>
                  {l > 0 && <br />}
                  <Line line={line} action={props.action} />
                </span>
              ))}
            </p>
          ))}
        </div>
        <div style={FOOTER}>
          {props.footer.map((line, i) => (
            <p key={i} style={{ margin: '0 0 4px' }}>
              {line}
            </p>
          ))}
          {props.unsubscribe && (
            <p style={{ margin: 0 }}>
              <a href={props.unsubscribe.url} style={{ color: '#4b5563' }}>
                {props.unsubscribe.text}
              </a>
            </p>
          )}
        </div>
      </body>
    </html>
  );
}

/** The HTML of a mail: a whole document, every style inline, nothing loaded from elsewhere. */
export function renderLayout(props: LayoutProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Layout {...props} />)}`;
}
