import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** How many public shared-report requests one IP may make a minute. */
export const SHARED_REPORT_READS_PER_MINUTE = 120;

/**
 * Brute-force brakes. Sign-in attempts count per e-mail+IP (so one attacker cannot lock a user out from
 * everywhere) and per IP; reset requests count per e-mail and per IP; public shared-report reads per IP. Kept in process memory: with several
 * API replicas each counts on its own, which still bounds guessing per replica.
 *
 * An attempt takes its point BEFORE the password is checked, in one step that cannot be raced: a check
 * followed by a penalty after the (slow) password hash let 30 parallel guesses all pass the check. A sign-in
 * that succeeds gives its points back, so only failures count.
 */
/** How many public dashboard requests (view and logo GETs, socket joins) one IP may make a minute. */
export const DASHBOARD_REQUESTS_PER_MINUTE = 60;

/** How many requests one organization API key may make a minute, unless configured. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

export class RateLimits {
  /**
   * The public wall dashboards per IP: a wall or an embed reads its view once and then listens on its socket
   * (it reloads only while the socket is down, once a minute), so a handful of screens behind one address
   * stay far inside the limit while a uuid guesser does not. Configurable for a site with many screens
   * behind one address (DASHBOARD_REQUESTS_PER_MINUTE).
   */
  private readonly dashboardByIp: RateLimiterMemory;

  /**
   * Each organization API key's requests: a key is one integration, so it counts on its own whatever its
   * address (API_KEY_REQUESTS_PER_MINUTE). A runaway script slows down; the organization's people do not.
   */
  private readonly apiKeyRequests: RateLimiterMemory;

  constructor(options: { dashboardRequestsPerMinute?: number; apiKeyRequestsPerMinute?: number } = {}) {
    this.dashboardByIp = new RateLimiterMemory({
      keyPrefix: 'dashboard-ip',
      points: options.dashboardRequestsPerMinute ?? DASHBOARD_REQUESTS_PER_MINUTE,
      duration: 60,
    });
    this.apiKeyRequests = new RateLimiterMemory({
      keyPrefix: 'api-key',
      points: options.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE,
      duration: 60,
    });
  }

  /** Counts a request made with an API key; null when allowed, else the seconds to wait. */
  apiKeyRequest(keyId: string): Promise<number | null> {
    return waitOf(this.apiKeyRequests, keyId);
  }

  private readonly loginByEmailAndIp = new RateLimiterMemory({
    keyPrefix: 'login-ei',
    points: 5,
    duration: 15 * 60,
  });
  private readonly loginByIp = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: 50,
    duration: 60 * 60,
  });
  private readonly resetByEmail = new RateLimiterMemory({
    keyPrefix: 'reset-e',
    points: 3,
    duration: 60 * 60,
  });
  private readonly resetByIp = new RateLimiterMemory({
    keyPrefix: 'reset-ip',
    points: 20,
    duration: 60 * 60,
  });

  /**
   * Reads of the public shared reports (report, files, PDF) per IP: a report page asks for itself and its
   * pictures, a few dozen requests; 120 a minute leaves room for a reload or two and stops a scraper.
   */
  private readonly sharedReportByIp = new RateLimiterMemory({
    keyPrefix: 'shared-ip',
    points: SHARED_REPORT_READS_PER_MINUTE,
    duration: 60,
  });

  /** Counts a public shared-report read; null when allowed, else the seconds until the IP may ask again. */
  sharedReportRead(ip: string): Promise<number | null> {
    return waitOf(this.sharedReportByIp, ip);
  }

  /** Counts a public dashboard request or socket join; null when allowed, else the seconds to wait. */
  dashboardRequest(ip: string): Promise<number | null> {
    return waitOf(this.dashboardByIp, ip);
  }

  /** Takes a sign-in attempt from this e-mail+IP and this IP; false when either has none left. */
  loginAttempt(email: string, ip: string): Promise<boolean> {
    return takeFromBoth([this.loginByEmailAndIp, `${email}|${ip}`], [this.loginByIp, ip]);
  }

  /** The attempt was right: the pair starts afresh and the IP gets its point back. */
  async loginSucceeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.loginByEmailAndIp.delete(`${email}|${ip}`), this.loginByIp.reward(ip, 1)]);
  }

  /** Counts a reset request; false when the e-mail or the IP has asked too often. */
  resetAllowed(email: string, ip: string): Promise<boolean> {
    return takeFromBoth([this.resetByEmail, email], [this.resetByIp, ip]);
  }
}

/** One point from each limiter, or none: a refusal by the second gives the first its point back. */
async function takeFromBoth(
  [first, firstKey]: [RateLimiterMemory, string],
  [second, secondKey]: [RateLimiterMemory, string],
): Promise<boolean> {
  if (!(await take(first, firstKey))) return false;
  if (await take(second, secondKey)) return true;
  await first.reward(firstKey, 1);
  return false;
}

/** consume counts and checks in one step; it rejects with a RateLimiterRes when the points are used up. */
async function take(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key, 1);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Takes a point; null when there was one, else the whole seconds until the key has one again. */
async function waitOf(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
