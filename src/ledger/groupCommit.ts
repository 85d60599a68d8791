// Group commit: concurrent writers queue their entries; one flush writes the whole queue in a single
// transaction (one fsync) and settles every promise only after COMMIT returned. Durability per entry is
// unchanged — nobody hears "recorded" before the commit — but 32 writers share one fsync instead of
// paying 32. The writer may be synchronous (SQLite) or asynchronous (PostgreSQL): while one batch is
// being committed, new entries queue and go together in the next batch (one batch in flight at a time).
// An optional `open` step (PostgreSQL: BEGIN and the write lock shared by all instances) is given the
// entries queued when it starts; whatever arrives while it waits for the lock joins the same batch
// (up to the limit) instead of waiting for the next turn of the lock.

export interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (err: unknown) => void;
}

/** Writes a batch in one transaction and returns one outcome per input (an Error for the ones that failed). */
export type BatchWriter<I, O, G = void> = (inputs: I[], opened: G) => Array<O | Error> | Promise<Array<O | Error>>;

/**
 * Starts the transaction a batch will be written in, for the entries queued so far (`first`); the batch
 * the writer then gets starts with them, and the writer owns (and ends) what `open` returned.
 */
export type BatchOpener<I, G> = (first: I[]) => Promise<G>;

export class GroupCommitter<I, O, G = void> {
  private queue: Pending<I, O>[] = [];
  private scheduled = false;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly writeBatch: BatchWriter<I, O, G>,
    private readonly maxBatch = 512,
    private readonly open?: BatchOpener<I, G>,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      // While a batch is in flight the drain loop (or its end) picks this entry up.
      if (this.draining === null) this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after the I/O poll phase, so requests read in the same turn share a commit.
    setImmediate(() => void this.flush());
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Writes everything queued now; resolves when the queue is empty (also called by close()). */
  flush(): Promise<void> {
    this.scheduled = false;
    if (this.draining === null) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
        // Entries submitted after the loop's last check but before this point would otherwise wait forever.
        if (this.queue.length > 0) this.schedule();
      });
    }
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      let batch = this.queue.splice(0, this.maxBatch);
      let opened: G | undefined;
      let outcomes: Array<O | Error>;
      try {
        if (this.open) {
          opened = await this.open(batch.map((p) => p.input));
          // Entries queued while `open` waited join this batch.
          batch = batch.concat(this.queue.splice(0, this.maxBatch - batch.length));
        }
        outcomes = await this.writeBatch(batch.map((p) => p.input), opened as G);
      } catch (err) {
        for (const p of batch) p.reject(err);
        continue;
      }
      batch.forEach((p, i) => {
        const o = outcomes[i];
        if (o instanceof Error) p.reject(o);
        else p.resolve(o as O);
      });
    }
  }
}
