/**
 * The part of the process configuration the HTTP layer reads. The host (src-server) loads and checks the
 * whole configuration and hands this in, so src-api never imports the host.
 */
export interface ApiConfig {
  /** The address users reach: links in answers and the cross-site check compare with it. */
  publicUrl: string;
  /** Trust X-Forwarded-* (client IP, https) from a reverse proxy in front. */
  trustProxy: boolean;
  /** Where request bodies being uploaded are written (each request its own folder under DATA_DIR/uploads). */
  dataDir: string;
}
