/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX } from './nginx.cjs';
import { nginxConfig, TEMP_FOLDERS } from './nginx-config.cjs';
import { clusterPorts } from './topology.cjs';

const ports = clusterPorts({ CLUSTER_PORT_BASE: '8400' });
const config = nginxConfig({ dir: '/srv/cluster', listenHost: '127.0.0.1', ports });
const blockOf = (name: string) => /upstream (\w+) \{[^}]*\}/g.exec(config.slice(config.indexOf(`upstream ${name} `)))?.[0] ?? '';

describe("the cluster's nginx configuration", () => {
  it('balances round-robin over both hosts and both API processes, with no sticky sessions', () => {
    expect(blockOf('hosts').match(/server 127\.0\.0\.1:(\d+)/g)).toEqual(['server 127.0.0.1:8420', 'server 127.0.0.1:8421']);
    expect(blockOf('apis').match(/server 127\.0\.0\.1:(\d+)/g)).toEqual(['server 127.0.0.1:8410', 'server 127.0.0.1:8411']);
    // no balancing method but the default (round-robin): nothing ties a client to one process
    expect(config).not.toMatch(/\b(ip_hash|hash|sticky|least_conn|random)\b/);
  });

  it('sends every path of the site to the hosts and the hosts’ API calls to the APIs, upgrading sockets on both', () => {
    expect(config).toContain('listen 127.0.0.1:8400;\n    location / {\n      proxy_pass http://hosts;');
    expect(config).toContain('listen 127.0.0.1:8401;\n    location / {\n      proxy_pass http://apis;');
    expect(config.match(/proxy_set_header Upgrade \$http_upgrade;/g)).toHaveLength(2);
    expect(config.match(/proxy_set_header Connection \$connection_upgrade;/g)).toHaveLength(2);
    expect(config.match(/proxy_next_upstream error timeout http_502 http_503;/g)).toHaveLength(2);
  });

  it('keeps every file nginx writes inside the cluster folder', () => {
    for (const folder of TEMP_FOLDERS) expect(config).toContain(`${folder}_temp_path /srv/cluster/temp/${folder};`);
    expect(config).toContain('pid /srv/cluster/nginx.pid;');
    expect(config).toContain('error_log /srv/cluster/logs/nginx-error.log warn;');
  });

  (existsSync(NGINX) ? it : it.skip)(`is accepted by nginx itself (nginx -t${existsSync(NGINX) ? '' : `; skipped: no nginx at ${NGINX}`})`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
    try {
      for (const folder of ['logs', ...TEMP_FOLDERS.map((name) => join('temp', name))]) mkdirSync(join(dir, folder), { recursive: true });
      const file = join(dir, 'nginx.conf');
      writeFileSync(file, nginxConfig({ dir, listenHost: '127.0.0.1', ports }));
      const tested = spawnSync(NGINX, ['-p', dir, '-c', file, '-t'], { encoding: 'utf8' });
      expect(tested.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
