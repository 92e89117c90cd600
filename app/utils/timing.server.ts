// Server-Timing for loaders (STYLE.md "Data loading", after Epic's makeTimings).
export function makeTimings() {
  const entries: { name: string; ms: number }[] = [];
  return {
    async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await fn();
      } finally {
        entries.push({ name, ms: performance.now() - start });
      }
    },
    record(name: string, ms: number) {
      entries.push({ name, ms });
    },
    header(): string {
      return entries.map((e, i) => `${e.name.replace(/[^\w-]/g, '_')};dur=${e.ms.toFixed(1)};desc="${i}"`).join(', ');
    },
  };
}
export type Timings = ReturnType<typeof makeTimings>;
