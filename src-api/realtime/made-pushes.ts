import type { ChangeNotice } from '../../src-projections/projection.ts';

/** What takes the changes a route made itself: the realtime hub (RealtimeHub.publishMade). */
export interface MadeChangeSink {
  publishMade(notices: ChangeNotice[]): Promise<void>;
}

/**
 * Where a route hands a change its command just made, to be pushed at once from the command's own state
 * rather than after the read model has it. Nothing is pushed until the composition root attaches the hub
 * (a process without sockets has none): the read model's notice pushes the change as ever.
 */
export class MadePushes {
  private sink: MadeChangeSink | null = null;

  attach(sink: MadeChangeSink): void {
    this.sink = sink;
  }

  publish(notices: ChangeNotice[]): void {
    if (this.sink && notices.length > 0) void this.sink.publishMade(notices);
  }
}
