import { API_PREFIXES } from 'shared/constants';
import { FILE_ATTACHMENT_MAX_BYTES } from 'shared/rules';
import { APP_NAMES, DEFAULT_PORTS, readText, readYamlDocuments } from '../deploy-test-kit';

/** One block or directive of an nginx configuration. */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** nginx's configuration syntax: directives ending in `;`, blocks in braces, `#` comments, quoted words. */
function parseNginx(text: string): Directive[] {
  const tokens = [...text.replace(/#[^\n]*/g, '').matchAll(/'[^']*'|"[^"]*"|[{};]|[^\s{};]+/g)].map((match) => match[0]);
  let position = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++] as string;
      if (token === ';') {
        const [name = '', ...args] = words;
        directives.push({ name, args });
        words = [];
      } else if (token === '{') {
        const [name = '', ...args] = words;
        directives.push({ name, args, block: parseBlock() });
        words = [];
      } else if (token === '}') {
        if (words.length > 0) throw new Error(`nginx.conf: "${words.join(' ')}" has no ;`);
        return directives;
      } else {
        words.push(token.replace(/^['"]|['"]$/g, ''));
      }
    }
    if (words.length > 0) throw new Error(`nginx.conf: "${words.join(' ')}" has no ;`);
    return directives;
  };
  return parseBlock();
}

const config = parseNginx(readText('nginx/nginx.conf'));
const http = config.find((directive) => directive.name === 'http')?.block ?? [];
const all = (block: Directive[], name: string) => block.filter((directive) => directive.name === name);
const one = (block: Directive[], name: string) => all(block, name)[0];
const servers = all(http, 'server').map((server) => ({ port: Number(one(server.block ?? [], 'listen')?.args[0]), locations: all(server.block ?? [], 'location') }));
const proxied = (location: Directive) => one(location.block ?? [], 'proxy_pass')?.args[0]?.replace('http://', '');

/** Compose's services and the port each of the site's apps listens on inside its container. */
const compose = readYamlDocuments('compose.yaml')[0] as { services: Record<string, { command?: string[] }> };
const appOfService = Object.fromEntries(Object.entries(compose.services).map(([name, service]) => [name, service.command?.[0]]));

describe('deploy/nginx/nginx.conf', () => {
  it('reads as a whole configuration', () => {
    expect(() => parseNginx('http { server { listen 80 }')).toThrow('has no ;');
    expect(http.length).toBeGreaterThan(0);
  });

  it("balances over every replica of each app, at the port each app's server listens on", () => {
    const upstreams = Object.fromEntries(all(http, 'upstream').map((upstream) => [upstream.args[0], all(upstream.block ?? [], 'server').map((server) => server.args)]));
    expect(Object.keys(upstreams).sort()).toEqual([...APP_NAMES].sort());
    for (const [name, members] of Object.entries(upstreams)) {
      const service = Object.keys(appOfService).find((candidate) => appOfService[candidate] === name);
      // `resolve` finds the replicas again as they come and go (Docker's DNS, the `resolver` directive).
      expect([name, members]).toEqual([name, [[`${service}:${DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS]}`, 'resolve']]]);
    }
    expect(one(http, 'resolver')?.args[0]).toBe('127.0.0.11');
  });

  it('serves the site and each remote on the ports browsers expect, each from its own upstream', () => {
    expect(servers.map((server) => [server.port, proxied(server.locations.find((location) => location.args.join(' ') === '/') as Directive)])).toEqual([
      [DEFAULT_PORTS.host, 'host'],
      [DEFAULT_PORTS.storefront, 'storefront'],
      [DEFAULT_PORTS.chat, 'chat'],
      [DEFAULT_PORTS.checkout, 'checkout'],
    ]);
  });

  it('sends exactly the paths the host forwards to the API to the API, and the host its own probes', () => {
    const site = servers.find((server) => server.port === DEFAULT_PORTS.host);
    const apiLocation = site?.locations.find((location) => proxied(location) === 'api');
    const [modifier, pattern = ''] = apiLocation?.args ?? [];
    expect(modifier).toBe('~');
    const routed = /^\^\/\((.*)\)\(\/\|\$\)$/.exec(pattern)?.[1]?.split('|').map((prefix) => `/${prefix.replace(/\\\./g, '.')}`);
    expect(routed?.sort()).toEqual([...API_PREFIXES].sort());
    const matches = (path: string) => new RegExp(pattern).test(path);
    expect([matches('/socket.io/'), matches('/auth'), matches('/business_website/page/x'), matches('/authors'), matches('/products')]).toEqual([true, true, true, false, false]);
    const exact = site?.locations.filter((location) => location.args[0] === '=').map((location) => [location.args[1], proxied(location)]);
    expect(exact).toEqual([
      ['/health/live', 'host'],
      ['/health/ready', 'host'],
    ]);
  });

  it('passes WebSocket upgrades, names the client itself, and takes the largest upload', () => {
    const headers = Object.fromEntries(all(http, 'proxy_set_header').map((directive) => [directive.args[0], directive.args[1]]));
    expect(headers).toMatchObject({ Upgrade: '$http_upgrade', Connection: '$connection_upgrade', 'X-Forwarded-For': '$remote_addr', 'X-Forwarded-Proto': '$scheme', Host: '$http_host' });
    expect(one(http, 'proxy_http_version')?.args).toEqual(['1.1']);
    const [, size = '0', unit = ''] = /^(\d+)([kmg]?)$/i.exec(one(http, 'client_max_body_size')?.args[0] ?? '') ?? [];
    expect(Number(size) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit.toLowerCase()] ?? 1)).toBeGreaterThan(FILE_ATTACHMENT_MAX_BYTES);
    // No stickiness: nothing pins a client to one replica.
    expect(readText('nginx/nginx.conf')).not.toMatch(/^\s*(ip_hash|hash|sticky)\b/m);
  });
});
