import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Brute-force brakes. Failed sign-ins count per e-mail+IP (so one attacker cannot lock a user out from
 * everywhere) and per IP; reset requests count per e-mail and per IP. Kept in process memory: with several
 * API replicas each counts on its own, which still bounds guessing per replica.
 */
export class RateLimits {
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

  /** True when this e-mail+IP or this IP has used up its failed sign-ins. */
  async loginBlocked(email: string, ip: string): Promise<boolean> {
    const [byPair, byIp] = await Promise.all([
      this.loginByEmailAndIp.get(`${email}|${ip}`),
      this.loginByIp.get(ip),
    ]);
    return exhausted(byPair, 5) || exhausted(byIp, 50);
  }

  async loginFailed(email: string, ip: string): Promise<void> {
    await Promise.all([this.loginByEmailAndIp.penalty(`${email}|${ip}`, 1), this.loginByIp.penalty(ip, 1)]);
  }

  async loginSucceeded(email: string, ip: string): Promise<void> {
    await this.loginByEmailAndIp.delete(`${email}|${ip}`);
  }

  /** Counts a reset request; false when the e-mail or the IP has asked too often. */
  async resetAllowed(email: string, ip: string): Promise<boolean> {
    try {
      await Promise.all([this.resetByEmail.consume(email), this.resetByIp.consume(ip)]);
      return true;
    } catch {
      return false;
    }
  }
}

function exhausted(result: RateLimiterRes | null, points: number): boolean {
  return !!result && result.consumedPoints >= points;
}
