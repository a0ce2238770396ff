/** What the reactor host runs to send what is due: the mail outbox, webhook deliveries. */
export interface DueSender {
  /** How many it attempts at most per call: a full batch means more may be due. */
  batchSize: number;
  sendDue(): Promise<number>;
}

/** Several senders as one: each gets its turn; the pass is full (call again) when any of them was. */
export function combinedSender(...senders: DueSender[]): DueSender {
  return {
    batchSize: 1,
    async sendDue() {
      let full = false;
      for (const sender of senders) {
        if ((await sender.sendDue()) === sender.batchSize) full = true;
      }
      return full ? 1 : 0;
    },
  };
}
