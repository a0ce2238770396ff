/** The addresses of the type's list and the entity's, each once (compared trimmed and in lower case). */
export function notificationRecipients(...lists: ReadonlyArray<readonly string[] | undefined>): string[] {
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const address of lists.flatMap((list) => list ?? [])) {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    recipients.push(address.trim());
  }
  return recipients;
}
