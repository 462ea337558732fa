/**
 * The cluster's nginx configuration: the public balancer in front of the hosts and the internal one in
 * front of the APIs, both round-robin without sticky sessions (socket.io connects over WebSocket first,
 * so a socket never needs its polling requests to land on one process).
 */
const { join } = require('node:path');

/** The temporary folders nginx writes (request bodies, proxied answers), kept inside the cluster's folder. */
const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

function upstream(name, ports) {
  // A process is never left out (max_fails=0): a refused connection on this machine costs nothing and the
  // request goes on to the other one, whereas a process left out for a while leaves none at all when the
  // other dies meanwhile (a kill just after a restart), and a host would be left out for a 502 the APIs
  // behind it gave.
  return [`  upstream ${name} {`, ...ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`), '  }'].join('\n');
}

/** Proxying shared by both balancers: WebSocket upgrades, forwarded addresses, long-lived sockets. */
const PROXYING = `
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      # a process that is gone (killed, or stopped listening after its drain) is skipped: the request is
      # sent to the other one, which nginx does for any method when nothing was sent yet
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;

/**
 * @param {{ dir: string, listenHost: string, ports: ReturnType<typeof import('./topology.cjs').clusterPorts> }} options
 * `dir` holds nginx's pid, logs and temporary files. Each balancer names the process that answered in a
 * response header (X-Cluster-Host, X-Cluster-Api), so a person or a test can see requests alternate.
 */
function nginxConfig({ dir, listenHost, ports }) {
  const temp = TEMP_FOLDERS.map((folder) => `  ${folder}_temp_path ${join(dir, 'temp', folder)};`).join('\n');
  return `# Written by scripts/cluster/nginx-config.cjs for \`npm run cluster\`; rewritten at every start.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'nginx-error.log')} warn;

events {
  worker_connections 1024;
}

http {
  log_format cluster '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${join(dir, 'logs', 'nginx-access.log')} cluster;
${temp}
  # the apps check sizes themselves (the chat's attachments, a catalogue's CSV)
  client_max_body_size 64m;
  server_tokens off;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

${upstream('hosts', ports.hosts)}

${upstream('apis', ports.apis)}

  # The site: every path goes to a host, which serves the pages and forwards the API's paths and socket.
  server {
    listen ${listenHost}:${ports.public};
    location / {
      proxy_pass http://hosts;${PROXYING}
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Cluster-Host $upstream_addr always;
    }
  }

  # The APIs, for the hosts only.
  server {
    listen 127.0.0.1:${ports.apiBalancer};
    location / {
      proxy_pass http://apis;${PROXYING}
      proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
      add_header X-Cluster-Api $upstream_addr always;
    }
  }
}
`;
}

module.exports = { nginxConfig, TEMP_FOLDERS };
