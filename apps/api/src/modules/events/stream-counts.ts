/** Open streams per key (a session, an address), each key allowed at most `limit`. */
export class StreamCounts<Key> {
  private readonly open = new Map<Key, number>();

  constructor(private readonly limit: number) {}

  hasRoom(key: Key): boolean {
    return (this.open.get(key) ?? 0) < this.limit;
  }

  add(key: Key): void {
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
  }

  /** Forgets a key with no stream left, so the map holds only keys with open streams. */
  remove(key: Key): void {
    const left = (this.open.get(key) ?? 0) - 1;
    if (left > 0) this.open.set(key, left);
    else this.open.delete(key);
  }
}
