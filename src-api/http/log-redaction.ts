/**
 * A share link's token opens a report to whoever holds it, so no log line may carry one: anything after
 * `/shared/reports/` up to the next `/`, `?`, `#`, quote or space (the web page, the API route, its files
 * and any later sub-route alike) is replaced before a line is written.
 */
const SHARE_TOKEN = /(\/shared\/reports\/)[^/?#\s"'`]+/g;
export const REDACTED = '[redacted]';
/** An organization API key's secret (`ik_<id>_<secret>`): its id may be logged, the secret never. */
const API_KEY_SECRET = /(\bik_[0-9a-f-]{36}_)[A-Za-z0-9_-]+/g;

export function redactLogLine(line: string): string {
  return line.replace(SHARE_TOKEN, `$1${REDACTED}`).replace(API_KEY_SECRET, `$1${REDACTED}`);
}

/** The process's log sink with every line redacted: what the host hands to the API, projections and jobs. */
export function redactingLog(log: (line: string) => void): (line: string) => void {
  return (line) => log(redactLogLine(line));
}
