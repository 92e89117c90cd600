// A browser without JavaScript, for the load-and-fault run (issue 29): it keeps its cookies, follows 303s
// and a page's own refresh as a browser does, submits the forms the page shows (their hidden fields as
// served, the idempotency keys among them), and sends a request again when its answer did not come (no
// answer, a cut connection, a 5xx) — the same form, the same keys — through whichever instance the
// balancer picks.
import { withCookies } from './server';

export interface Transport {
  /** an instance's origin the balancer picks now, or null while none is up */
  pick(): string | null;
  /** the origins of every instance (absolute links to one of them go through the balancer) */
  origins(): string[];
}

export interface Tally {
  retries: number;
  answers5xx: number;
  noAnswer: number;
}

export interface Page {
  url: string;
  status: number;
  html: string;
  location: string | null;
}

export interface FormField {
  tag: string;
  name?: string;
  value?: string;
  type?: string;
  checked: boolean;
}
export interface Form {
  action: string;
  method: string;
  id?: string;
  fields: FormField[];
}

const attr = (s: string, n: string) =>
  s
    .match(new RegExp(`\\s${n}="([^"]*)"`))?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The forms of a page, as a browser reads them (enough of HTML for the shop's own pages). */
export function formsOf(html: string, pageUrl: string): Form[] {
  return [...html.matchAll(/<form(\s[^>]*)?>([\s\S]*?)<\/form>/g)].map((m) => {
    const head = m[1] ?? '';
    const fields = [...m[2]!.matchAll(/<(input|button|select|textarea)(\s[^>]*)?>/g)].map((i) => ({
      tag: i[1]!,
      name: attr(i[2] ?? '', 'name'),
      value: attr(i[2] ?? '', 'value'),
      type: attr(i[2] ?? '', 'type'),
      checked: /\schecked(\s|=|$)/.test(i[2] ?? ''),
    }));
    return {
      action: attr(head, 'action') ?? pageUrl,
      method: (attr(head, 'method') ?? 'get').toLowerCase(),
      id: attr(head, 'id'),
      fields,
    };
  });
}

/** A form's fields as a browser would send them, with what the customer typed or pressed. */
export function fieldsOf(form: Form, typed: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of form.fields) {
    if (!f.name || f.tag === 'button' || f.type === 'submit') continue;
    if ((f.type === 'checkbox' || f.type === 'radio') && !f.checked) continue;
    out[f.name] = f.value ?? '';
  }
  return { ...out, ...typed };
}

/** The page's own refresh (a waiting page without JavaScript): where to, and after how long. */
export function refreshOf(html: string): { seconds: number; url: string | null } | null {
  const m = html.match(/<meta\s+http-equiv="refresh"\s+content="(\d+)(?:;\s*url=([^"]*))?"/i);
  return m ? { seconds: Number(m[1]), url: m[2]?.replace(/&amp;/g, '&') ?? null } : null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Browser {
  cookie = `cookie_consent=${Buffer.from('"accepted"').toString('base64')}`;
  /** every page this browser ended on (after its redirects), newest last */
  readonly trail: Page[] = [];
  /** every 303 location it was sent, in order (an order's page among them) */
  readonly redirects: string[] = [];
  /** forms this browser sent twice at once */
  doubleTaps = 0;
  /** what it is doing now (the run's watchdog prints it for a customer that takes long) */
  doing = 'starting';

  constructor(
    private readonly transport: Transport,
    private readonly tally: Tally,
    /** the customer's address (the balancer's X-Forwarded-For: the limits count per address) */
    private readonly from: string,
    private readonly options: { tries: number; pauseMs: number; timeoutMs: number } = {
      tries: 40,
      pauseMs: 250,
      timeoutMs: 20_000,
    },
  ) {}

  get last(): Page | undefined {
    return this.trail[this.trail.length - 1];
  }

  /** a link as a path on the balancer when it points at one of the instances */
  private local(url: string): string | null {
    if (url.startsWith('/')) return url;
    const u = new URL(url);
    return this.transport.origins().includes(u.origin) ? u.pathname + u.search : null;
  }

  /**
   * One request, sent again (the same one) until an answer comes that is not a 5xx; null when it never does.
   */
  async send(path: string, form?: Record<string, string>): Promise<Page | null> {
    for (let attempt = 0; attempt < this.options.tries; attempt++) {
      if (attempt > 0) {
        this.tally.retries++;
        await sleep(this.options.pauseMs * Math.min(attempt, 8));
      }
      const base = this.transport.pick();
      if (!base) continue;
      this.doing = `${form ? 'POST' : 'GET'} ${path} (try ${attempt + 1} at ${base})`;
      try {
        const res = await fetch(base + path, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: this.cookie,
            'x-forwarded-for': this.from,
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: base } : {}),
          },
          body: form ? new URLSearchParams(form).toString() : undefined,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        // the whole answer, or none (an instance killed mid-answer)
        const html = await res.text();
        if (res.status >= 500) {
          this.tally.answers5xx++;
          // a 5xx page is a page the customer saw: kept, then sent again as a customer presses reload
          this.trail.push({ url: path, status: res.status, html, location: null });
          continue;
        }
        this.cookie = withCookies(this.cookie, res);
        return { url: path, status: res.status, html, location: res.headers.get('location') };
      } catch {
        this.tally.noAnswer++;
      }
    }
    return null;
  }

  /** GET or POST, then the redirects followed (GETs) to the page it lands on; null when an answer never came. */
  async go(path: string, form?: Record<string, string>): Promise<Page | null> {
    let page = await this.send(path, form);
    for (let hops = 0; page && page.location && hops < 20; hops++) {
      this.redirects.push(page.location);
      const next = this.local(page.location);
      if (!next) break; // off the shop: the caller decides
      page = await this.send(next);
    }
    if (page) this.trail.push(page);
    return page;
  }

  /** the form on the last page that `pick` chooses, submitted with what the customer typed */
  /**
   * the form on the last page that `pick` chooses, submitted with what the customer typed; `taps` 2 is a
   * double tap (the same form twice at once, each to the instance the balancer picks): the later answer wins
   */
  async submit(pick: (f: Form) => boolean, typed: Record<string, string> = {}, taps = 1): Promise<Page | null> {
    const page = this.last;
    if (!page) return null;
    const form = formsOf(page.html, page.url).find(pick);
    if (!form) throw new Error(`no such form on ${page.url} (${page.status})`);
    // an action relative to the page ("?", "") as a browser resolves it
    const resolved = /^https?:/.test(form.action) ? form.action : new URL(form.action, `http://page${page.url}`);
    const action =
      typeof resolved === 'string' ? (this.local(resolved) ?? resolved) : resolved.pathname + resolved.search;
    const fields = fieldsOf(form, typed);
    if (taps === 1) return this.go(action, fields);
    this.doubleTaps++;
    const answers = await Promise.all(Array.from({ length: taps }, () => this.go(action, fields)));
    return answers[answers.length - 1] ?? null;
  }
}
