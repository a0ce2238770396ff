/** A URL safe to print: user and password replaced, so logs and start-up errors never carry a secret. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.username || url.password) {
      url.username = '***';
      url.password = '';
    }
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}
