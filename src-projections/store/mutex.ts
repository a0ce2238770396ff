/** Runs async work one piece at a time, in call order. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(work: () => Promise<R>): Promise<R> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => {});
    return next;
  }
}
