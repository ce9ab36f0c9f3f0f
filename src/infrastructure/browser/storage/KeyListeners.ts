type Listener = () => void;

/** Per-key change listeners shared by the key-value store adapters. */
export class KeyListeners {
  private readonly byKey = new Map<string, Set<Listener>>();

  add(key: string, listener: Listener): () => void {
    const set = this.byKey.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.byKey.set(key, set);
    return () => set.delete(listener);
  }

  notify(key: string) {
    this.byKey.get(key)?.forEach((listener) => listener());
  }

  notifyAll() {
    this.byKey.forEach((set) => set.forEach((listener) => listener()));
  }
}
