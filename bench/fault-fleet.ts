// The instances a "load balancer" spreads requests over in the load-and-fault run, kept as an orchestrator
// keeps them: one killed on purpose (SIGKILL) is started again; one that ends by itself (a crash) is counted,
// then started again too.
import { exited, startServer, type Started } from './server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Fleet {
  private next = 0;
  private instances: Array<Started | null> = [];
  crashes = 0;
  kills = 0;
  private stopping = false;
  constructor(
    private ports: number[],
    private env: Record<string, string>,
    /** the instances' logs (a file descriptor): the cuts and kills make them long */
    private output: 'inherit' | number = 'inherit',
  ) {}
  async start() {
    this.instances = await Promise.all(this.ports.map((port) => this.launch(port)));
  }
  /** Started, again and again if it fails to start (the database may be away for a moment). */
  private async launch(port: number): Promise<Started> {
    let started: Started | null = null;
    for (let attempt = 1; !started; attempt++) {
      try {
        started = await startServer(port, this.env, 60_000, this.output);
      } catch (error) {
        if (attempt >= 20) throw error;
        console.log(`  the instance on port ${port} did not start (${(error as Error).message}); again`);
        await sleep(500);
      }
    }
    started.child.once('exit', () => {
      const i = this.instances.indexOf(started);
      if (this.stopping || i < 0) return;
      this.crashes++;
      console.log(`  the instance on port ${port} ended by itself (crash ${this.crashes}); starting again`);
      this.instances[i] = null;
      void this.launch(port).then((again) => (this.instances[i] = again));
    });
    return started;
  }
  /** SIGKILL, then started again (a deploy gone wrong, an out-of-memory kill). */
  async kill(i: number) {
    const killed = this.instances[i];
    if (!killed) return;
    this.instances[i] = null;
    this.kills++;
    killed.child.kill('SIGKILL');
    await exited(killed.child);
    console.log(`  instance on port ${killed.port} killed (SIGKILL); starting again`);
    this.instances[i] = await this.launch(killed.port);
    console.log(`  instance on port ${killed.port} ready again`);
  }
  pick(): string | null {
    const up = this.instances.filter((i): i is Started => !!i);
    if (!up.length) return null;
    return up[this.next++ % up.length]!.base;
  }
  origins(): string[] {
    return this.ports.map((port) => `http://127.0.0.1:${port}`);
  }
  async stop() {
    this.stopping = true;
    const all = this.instances.filter((i): i is Started => !!i);
    for (const i of all) i.child.kill('SIGTERM');
    await Promise.all(all.map((i) => exited(i.child)));
  }
}
