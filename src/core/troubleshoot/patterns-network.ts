/** Network / TLS / DNS / proxy / CORS and file-system permission patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

/** Python reports TLS failures inside CERTIFICATE_VERIFY_FAILED; that line belongs to python. */
const NOT_PYTHON_SSL = '^(?!.*CERTIFICATE_VERIFY_FAILED)';

const NETWORK: TroublePattern[] = [
  {
    id: 'network.dns-not-found',
    ecosystem: 'network',
    errorType: 'ENOTFOUND',
    title: 'Host name cannot be resolved (DNS)',
    explanation: 'DNS lookup for the host failed: a typo in the URL/env var, no network or VPN, an internal host name only resolvable inside the VPN/cluster, or a container without DNS access.',
    fix: 'Check the host name in the config; test with `nslookup <host>` / `dig <host>`; connect the VPN for internal names; in Docker use the compose service name, check /etc/resolv.conf, and restart Docker after VPN changes.',
    match: [/getaddrinfo (?:ENOTFOUND|EAI_AGAIN) \S+/, /Could not resolve host: \S+/, /Temporary failure in name resolution/, /\blookup \S+(?: on \S+)?: no such host/, /Name or service not known|nodename nor servname provided, or not known/],
    keywords: ['dns lookup failed', 'host not found', 'getaddrinfo enotfound', 'could not resolve host', 'vpn internal hostname'],
    example: `Error: getaddrinfo ENOTFOUND api.payments.internal
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26) {
  errno: -3008,
  code: 'ENOTFOUND',
  syscall: 'getaddrinfo',
  hostname: 'api.payments.internal'
}`,
  },
  {
    id: 'network.timeout',
    ecosystem: 'network',
    errorType: 'ETIMEDOUT',
    title: 'Connection timed out',
    explanation: 'No answer from the host within the timeout: a firewall/security group silently dropping packets, the wrong IP or port, a host that is down, a required VPN/proxy missing, or a very slow upstream.',
    fix: 'Test reachability (`curl -v --max-time 10 https://host`, `nc -vz host 443`); check firewall/security-group rules and the target IP; configure the proxy (`HTTPS_PROXY`) if your network needs one; raise the client timeout only for genuinely slow calls.',
    match: [/\bETIMEDOUT\b/, /\bConnection timed out\b(?!\) while )/, /\bi\/o timeout\b/, /Operation timed out after \d+ milliseconds/],
    keywords: ['connection timed out', 'etimedout', 'firewall blocking', 'request timeout', 'host unreachable'],
    example: `Error: connect ETIMEDOUT 10.20.4.17:443
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16) {
  errno: -110,
  code: 'ETIMEDOUT',
  syscall: 'connect',
  address: '10.20.4.17',
  port: 443
}`,
  },
  {
    id: 'network.self-signed-certificate',
    ecosystem: 'network',
    errorType: 'SELF_SIGNED_CERT_IN_CHAIN',
    title: 'TLS certificate not trusted (self-signed or unknown CA)',
    explanation: 'The server\'s certificate chain ends in a CA the client does not trust: a corporate proxy/antivirus intercepting TLS, an internal CA, a self-signed dev certificate, or a server that does not send its intermediate certificate.',
    fix: 'Trust the CA instead of disabling checks: Node `NODE_EXTRA_CA_CERTS=/path/corp-ca.pem`, npm `npm config set cafile /path/corp-ca.pem`, git `git config --global http.sslCAInfo /path/corp-ca.pem`, curl `--cacert`. Server side, serve the full chain. Never set NODE_TLS_REJECT_UNAUTHORIZED=0 in production.',
    match: [
      new RegExp(`${NOT_PYTHON_SSL}.*self[- ]signed certificate`, 'i'),
      /\b(?:SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)\b/,
      new RegExp(`${NOT_PYTHON_SSL}.*unable to (?:verify the first certificate|get local issuer certificate)`),
    ],
    keywords: ['self signed certificate', 'unable to verify leaf signature', 'corporate proxy ssl', 'node extra ca certs', 'certificate chain untrusted'],
    example: `Error: self-signed certificate in certificate chain
    at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34)
    at TLSSocket.emit (node:events:519:28) {
  code: 'SELF_SIGNED_CERT_IN_CHAIN'
}`,
  },
  {
    id: 'network.certificate-expired',
    ecosystem: 'network',
    errorType: 'CERT_HAS_EXPIRED',
    title: 'TLS certificate expired (or clock wrong)',
    explanation: 'The server certificate (or an intermediate/root in the chain) is past its validity date, or the client machine\'s clock is wrong so a valid certificate looks expired/not yet valid.',
    fix: 'Check the dates: `openssl s_client -connect host:443 -servername host | openssl x509 -noout -dates`. Renew the server certificate (certbot renew) and serve the updated chain; fix the client clock (NTP); update the OS CA store for expired old roots.',
    match: [/\bCERT_HAS_EXPIRED\b/, new RegExp(`${NOT_PYTHON_SSL}.*certificate has expired`), /x509: certificate has expired or is not yet valid/],
    keywords: ['certificate has expired', 'ssl certificate expired', 'renew certificate', 'system clock wrong', 'x509 expired'],
    example: `Error: certificate has expired
    at TLSSocket.onConnectSecure (node:_tls_wrap:1659:34) {
  code: 'CERT_HAS_EXPIRED'
}`,
  },
  {
    id: 'network.cors-blocked',
    ecosystem: 'network',
    errorType: null,
    title: 'Request blocked by CORS policy',
    explanation: 'The browser blocked a cross-origin response because the API did not send the required Access-Control-Allow-* headers for this origin (or failed the preflight OPTIONS request, or uses `*` with credentials).',
    fix: 'Fix it on the server: allow the exact origin (`Access-Control-Allow-Origin: http://localhost:5173`), methods and headers, answer OPTIONS preflights, and `Access-Control-Allow-Credentials: true` with a specific origin when sending cookies. In development, a dev-server proxy (Vite `server.proxy`) avoids cross-origin calls.',
    match: [/has been blocked by CORS policy/, /No 'Access-Control-Allow-Origin' header is present on the requested resource/, /Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource/, /Response to preflight request doesn't pass access control check/],
    keywords: ['cors error', 'blocked by cors policy', 'access control allow origin', 'preflight request', 'cross origin'],
    example: `Access to fetch at 'https://api.acme.io/v1/orders' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource. If an opaque response serves your needs, set the request's mode to 'no-cors' to fetch the resource with CORS disabled.`,
  },
  {
    id: 'network.proxy-auth-required',
    ecosystem: 'network',
    errorType: 'HTTP 407',
    title: 'Proxy authentication required (HTTP 407)',
    explanation: 'Traffic goes through a corporate proxy that demands credentials, and the tool either has no proxy credentials or does not support the proxy\'s auth scheme (NTLM/Kerberos).',
    fix: 'Set the proxy with credentials: `HTTPS_PROXY=http://user:pass@proxy.corp:8080` (URL-encode special characters), or tool config (`npm config set https-proxy ...`, `git config --global http.proxy ...`). For NTLM/Kerberos proxies run a local helper such as cntlm/px; add `NO_PROXY` for internal hosts.',
    match: [/\b407 Proxy Authentication Required\b/, /Received HTTP code 407 from proxy after CONNECT/, /tunneling socket could not be established, statusCode=407/],
    keywords: ['proxy authentication required', 'http 407', 'corporate proxy credentials', 'https_proxy', 'ntlm proxy'],
    example: `curl: (56) Received HTTP code 407 from proxy after CONNECT`,
  },
  {
    id: 'network.connection-reset',
    ecosystem: 'network',
    errorType: 'ECONNRESET',
    title: 'Connection reset by the peer',
    explanation: 'The other side (or a proxy/load balancer in between) closed the connection abruptly: server crash or restart, idle keep-alive connection reused after the server closed it, request/body too large, or TLS inspection interfering.',
    fix: 'Retry idempotent requests with backoff; make the client keep-alive timeout shorter than the server\'s; check server/proxy logs for the real cause (timeouts, body limits); on corporate networks try without the proxy/VPN to rule out interception.',
    match: [/\bECONNRESET\b/, /\bsocket hang up\b/, /Connection reset by peer/],
    keywords: ['connection reset', 'socket hang up', 'econnreset', 'keep alive timeout', 'server closed connection'],
    example: `Error: read ECONNRESET
    at TCP.onStreamRead (node:internal/stream_base_commons:217:20) {
  errno: -104,
  code: 'ECONNRESET',
  syscall: 'read'
}`,
  },
  {
    id: 'network.rate-limited',
    ecosystem: 'network',
    errorType: 'HTTP 429',
    title: 'Rate limited (HTTP 429 Too Many Requests)',
    explanation: 'The API limits requests per time window (per token, IP or account) and this client exceeded it; unauthenticated calls (e.g. GitHub API from CI) have much lower limits.',
    fix: 'Authenticate requests (token) for higher limits; respect `Retry-After` / rate-limit headers with exponential backoff and jitter; batch/cache calls and lower concurrency.',
    match: [/\b429\b.{0,3}Too Many Requests/, /API rate limit exceeded for /, /You have exceeded a secondary rate limit/],
    keywords: ['rate limit exceeded', 'too many requests', 'http 429', 'retry after backoff', 'api quota'],
    example: `HTTPError: Response code 429 (Too Many Requests)
    at Request.<anonymous> (/home/dev/sync/node_modules/got/dist/source/as-promise/index.js:118:42)`,
  },
  {
    id: 'network.tls-wrong-version',
    ecosystem: 'network',
    errorType: 'EPROTO',
    title: 'TLS handshake failed: wrong version number (HTTP vs HTTPS)',
    explanation: 'The client speaks TLS to something that answers plain HTTP: `https://` used for an HTTP-only port, a proxy configured as `https://` instead of `http://`, or a port mix-up (80 vs 443).',
    fix: 'Use the scheme the port really serves (`http://localhost:8080`), write proxies as `http://proxy:3128` in HTTPS_PROXY, and check the port mapping of the server/container.',
    match: [/\bwrong version number\b/, /\bERR_SSL_PROTOCOL_ERROR\b/, /\bwrite EPROTO\b/],
    keywords: ['wrong version number', 'ssl protocol error', 'https to http port', 'eproto', 'proxy scheme'],
    example: `Error: write EPROTO 140234890450816:error:1408F10B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:332:`,
  },
];

const PERMISSIONS: TroublePattern[] = [
  {
    id: 'permissions.eacces',
    ecosystem: 'permissions',
    errorType: 'EACCES',
    title: 'Permission denied on a file or directory',
    explanation: 'The process user lacks read/write/execute permission on the path: files created by root (sudo, a container running as root, a mounted volume), a system directory, or binding a port below 1024 as a normal user (`listen EACCES`).',
    fix: 'Check ownership with `ls -l <path>`; fix it (`sudo chown -R $(id -u):$(id -g) <dir>`) or write somewhere the user owns; run containers with a matching user (`--user $(id -u)`); for ports < 1024 use a higher port behind a reverse proxy. Avoid running the app with sudo.',
    match: [/^(?!npm |.*node_modules).*\bEACCES: permission denied\b/, /^PermissionError: \[Errno 13\] Permission denied/],
    keywords: ['permission denied', 'eacces', 'file owned by root', 'chown', 'cannot write file'],
    example: `Error: EACCES: permission denied, open '/var/log/shop/app.log'
    at Object.openSync (node:fs:596:3)
    at Object.writeFileSync (node:fs:2322:35) {
  errno: -13,
  syscall: 'open',
  code: 'EACCES',
  path: '/var/log/shop/app.log'
}`,
  },
  {
    id: 'permissions.eperm-file-locked',
    ecosystem: 'permissions',
    errorType: 'EPERM',
    title: 'Operation not permitted / file locked (Windows)',
    explanation: 'On Windows a file or folder is open in another process (editor, dev server, antivirus, Explorer, OneDrive sync), so rename/delete fails; elsewhere the file is immutable or owned by another user.',
    fix: 'Stop processes using the folder (dev servers, watchers, IDE terminals), pause antivirus/OneDrive for the project folder or move the project out of synced folders, then retry; Resource Monitor or `handle.exe` shows who holds the file.',
    match: [/\bEPERM: operation not permitted, (?:rename|unlink|rmdir|open|scandir|lstat|mkdir|copyfile|symlink)\b/, /The process cannot access the file because it is being used by another process/, /\bEBUSY: resource busy or locked\b/],
    keywords: ['operation not permitted', 'file locked windows', 'eperm', 'ebusy resource busy', 'antivirus locking files'],
    example: `Error: EPERM: operation not permitted, unlink 'C:\\Users\\ana\\projects\\shop\\dist\\main.js'
    at Object.unlinkSync (node:fs:1808:3) {
  errno: -4048,
  syscall: 'unlink',
  code: 'EPERM',
  path: 'C:\\Users\\ana\\projects\\shop\\dist\\main.js'
}`,
  },
  {
    id: 'permissions.ssh-publickey',
    ecosystem: 'permissions',
    errorType: null,
    title: 'SSH permission denied (publickey)',
    explanation: 'The SSH server rejected every key offered: no key loaded in the agent, the public key is not added to the account/server (GitHub SSH keys, authorized_keys), the wrong user/host, or bad permissions on ~/.ssh.',
    fix: 'Test with `ssh -T git@github.com` (or `ssh -v user@host`); create a key (`ssh-keygen -t ed25519`), add it to the agent (`ssh-add ~/.ssh/id_ed25519`) and to GitHub/authorized_keys; fix permissions (`chmod 700 ~/.ssh && chmod 600 ~/.ssh/id_ed25519`); or use HTTPS with a token.',
    match: [/Permission denied \(publickey(?:,[\w-]+)*\)/, /Host key verification failed/],
    keywords: ['permission denied publickey', 'ssh key not added', 'ssh-add', 'github ssh key', 'authorized_keys'],
    example: `git@github.com: Permission denied (publickey).
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.`,
  },
  {
    id: 'permissions.read-only-file-system',
    ecosystem: 'permissions',
    errorType: 'EROFS',
    title: 'Read-only file system',
    explanation: 'The target is mounted read-only: a container with a read-only root filesystem or `:ro` volume, a serverless runtime where only /tmp is writable, or a disk remounted read-only after errors.',
    fix: 'Write to a writable location (/tmp, a mounted volume, object storage); mount the volume read-write; in Kubernetes add an emptyDir for paths that must be writable; if a disk turned read-only, check `dmesg` for filesystem errors.',
    match: [/\bEROFS\b/, /\bRead-only file system\b/i],
    keywords: ['read-only file system', 'erofs', 'container read only', 'lambda write tmp', 'volume ro'],
    example: `Error: EROFS: read-only file system, open '/app/data/cache.json'
    at Object.openSync (node:fs:573:18) {
  errno: -30,
  code: 'EROFS'
}`,
  },
  {
    id: 'permissions.too-many-open-files',
    ecosystem: 'permissions',
    errorType: 'EMFILE',
    title: 'Too many open files',
    explanation: 'The process hit its file-descriptor limit (ulimit -n, often 256 on macOS): file watchers on a big tree, sockets or files opened in a loop without closing, or very high concurrency.',
    fix: 'Raise the limit (`ulimit -n 65536`, systemd `LimitNOFILE`, launchctl on macOS); close files/sockets (use streams, `finally`), limit concurrency (p-limit, pools); exclude node_modules/dist from watchers or use polling-free watchers (watchman).',
    match: [/\bEMFILE\b/, /\btoo many open files\b/i],
    keywords: ['too many open files', 'emfile', 'ulimit', 'file descriptor leak', 'watcher limit'],
    example: `Error: EMFILE: too many open files, watch '/home/dev/mono/packages/web/src'
    at FSWatcher.<computed> (node:internal/fs/watchers:247:19) {
  errno: -24,
  syscall: 'watch',
  code: 'EMFILE'
}`,
  },
  {
    id: 'permissions.not-executable',
    ecosystem: 'permissions',
    errorType: null,
    title: 'Script or binary is not executable',
    explanation: 'The file lacks the execute bit (lost in a zip, a Windows checkout, or never set), or it sits on a filesystem mounted noexec.',
    fix: 'Add the bit: `chmod +x ./scripts/deploy.sh` and commit it (`git update-index --chmod=+x <file>`), or run it through the interpreter (`bash ./scripts/deploy.sh`). For node_modules binaries, reinstall (`rm -rf node_modules && npm ci`).',
    match: [/^(?:-?bash|sh|zsh|\/bin\/sh|\/bin\/bash)(?:: line \d+)?: \S+: Permission denied$/, /\bspawn \S+ EACCES\b/, /\bexec: "[^"]+": permission denied/],
    keywords: ['script permission denied', 'chmod +x', 'not executable', 'spawn eacces', 'execute bit'],
    example: `$ ./scripts/deploy.sh
bash: ./scripts/deploy.sh: Permission denied`,
  },
  {
    id: 'permissions.file-watcher-limit',
    ecosystem: 'permissions',
    errorType: 'ENOSPC',
    title: 'System limit for file watchers reached (inotify)',
    explanation: 'Linux caps inotify watches per user (often 8192 or 65536); dev servers and IDEs watching large trees (node_modules, monorepos) exhaust it. ENOSPC here is not about disk space.',
    fix: 'Raise the limit: `echo fs.inotify.max_user_watches=524288 | sudo tee /etc/sysctl.d/60-inotify.conf && sudo sysctl --system`; exclude node_modules/dist from watchers; close other watching tools.',
    match: [/System limit for number of file watchers reached/, /fs\.inotify\.max_user_watches/],
    keywords: ['file watchers limit', 'inotify max user watches', 'enospc watch', 'dev server watch limit'],
    example: `Error: ENOSPC: System limit for number of file watchers reached, watch '/home/dev/site/src/pages'
    at FSWatcher.<computed> (node:internal/fs/watchers:247:19)`,
  },
];

export const NETWORK_PATTERNS: readonly TroublePattern[] = [...NETWORK, ...PERMISSIONS];
