// A seventh batch of formats, written after the sixth batch's test half was read: the estimate
// for the rules as they stand after it. The same mix as the earlier batches — provider tokens
// from the providers' documentation, values under names, config files, command lines — none of
// them in an earlier batch, providers.mjs, gitleaks-rules.mjs or the rules' tests. Split by
// provider with `freshDraw(FRESH7_FORMATS, 20261130)`.

const uuid = [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]];

export const FRESH7_FORMATS = [
  // provider tokens
  { provider: 'pulumi-esc-token', parts: ['pul-', ['H', 40]], around: [(t) => `PULUMI_ACCESS_TOKEN=${t}`, (t) => `pulumi login --cloud-url https://api.pulumi.com ${t}`, (t) => `esc env open acme/prod --token ${t}`, (t) => `Using ${t} for the preview`] },
  { provider: 'cloudflare-r2-secret', parts: [['H', 64]], keyed: 'R2_SECRET_ACCESS_KEY' },
  { provider: 'sentry-relay-secret', parts: [['W', 43]], around: [(t) => `relay:\n  secret_key: ${t}`, (t) => `{"secret_key": "${t}", "public_key": "x"}`, (t) => `RELAY_SECRET_KEY=${t}`, (t) => `credentials.json: {"secret_key":"${t}"}`] },
  { provider: 'sumup-api-key', parts: ['sup_sk_', ['A', 32]] },
  { provider: 'revolut-api-key', parts: ['sk_', ['W', 40]], around: [(t) => `Authorization: Bearer ${t}`, (t) => `REVOLUT_SECRET_KEY=${t}`, (t) => `revolut = Client("${t}")`, (t) => `Using ${t} for payouts`] },
  { provider: 'monday-api-token', parts: ['eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOj', ['W', 120], '.', ['W', 43]] },
  { provider: 'hasura-admin-secret', parts: [['A', 32]], around: [(t) => `HASURA_GRAPHQL_ADMIN_SECRET=${t}`, (t) => `curl -H "x-hasura-admin-secret: ${t}" https://gql.acme.dev/v1/graphql`, (t) => `hasura console --admin-secret ${t}`, (t) => `      x-hasura-admin-secret: ${t}`] },
  { provider: 'directus-static-token', parts: [['W', 32]], keyed: 'DIRECTUS_STATIC_TOKEN' },
  { provider: 'strapi-api-token', parts: [['H', 256]], keyed: 'STRAPI_API_TOKEN' },
  { provider: 'ghost-admin-key', parts: [['H', 24], ':', ['H', 64]], keyed: 'GHOST_ADMIN_API_KEY' },
  { provider: 'matrix-access-token', parts: ['syt_', ['W', 12], '_', ['A', 20], '_', ['A', 6]] },
  { provider: 'gotify-app-token', parts: ['A', ['W', 14]], around: [(t) => `curl "https://push.acme.dev/message?token=${t}" -F "message=done"`, (t) => `GOTIFY_TOKEN=${t}`, (t) => `gotify push --token ${t} "deploy done"`, (t) => `{"token": "${t}"}`] },
  { provider: 'pushover-app-token', parts: [['L', 30]], around: [(t) => `PUSHOVER_TOKEN=${t}`, (t) => `curl -s --form-string "token=${t}" --form-string "user=uQiRzpo4DXghDmr9QzzfQu27cmVRsG" https://api.pushover.net/1/messages.json`, (t) => `pushover:\n  app_token: ${t}`, (t) => `Using ${t} for alerts`] },
  { provider: 'healthchecks-ping-key', parts: [['W', 22]], around: [(t) => `curl -fsS https://hc-ping.com/${t}/backup`, (t) => `HC_PING_KEY=${t}`, (t) => `*/5 * * * * backup.sh && curl -m 10 https://hc-ping.com/${t}/nightly`, (t) => `ping_key: ${t}`] },
  // values under names, a few of them UUIDs
  { provider: 'nomad-token', parts: uuid, keyed: 'NOMAD_TOKEN' },
  { provider: 'bugsnag-api-key', parts: [['H', 32]], keyed: 'BUGSNAG_API_KEY' },
  { provider: 'segment-write-key', parts: [['A', 32]], keyed: 'SEGMENT_WRITE_KEY' },
  { provider: 'meraki-api-key', parts: [['H', 40]], keyed: 'MERAKI_DASHBOARD_API_KEY' },
  // config files
  { provider: 'grafana-ini-password', parts: [['A', 18]], around: [(t) => `[security]\nadmin_password = ${t}`, (t) => `[database]\ntype = postgres\npassword = """${t}"""`, (t) => `GF_SECURITY_ADMIN_PASSWORD=${t}`, (t) => `[smtp]\nenabled = true\npassword = ${t}`] },
  { provider: 'nginx-auth-header', parts: [['A', 32]], around: [(t) => `proxy_set_header Authorization "Bearer ${t}";`, (t) => `proxy_set_header X-Api-Key ${t};`, (t) => `add_header Set-Cookie "sid=${t}; HttpOnly";`, (t) => `map $http_x_token $ok { "${t}" 1; default 0; }`] },
  { provider: 'pg-hba-ldap', parts: [['A', 16]], around: [(t) => `host all all 0.0.0.0/0 ldap ldapserver=dc1 ldapbinddn="cn=pg,dc=acme" ldapbindpasswd="${t}"`, (t) => `ldapbindpasswd=${t}`, (t) => `auth_ldap_bind_password ${t};`, (t) => `bind_password: "${t}"`] },
  { provider: 'keepalived-auth', parts: [['A', 8]], around: [(t) => `authentication {\n    auth_type PASS\n    auth_pass ${t}\n}`, (t) => `    auth_pass ${t}`, (t) => `vrrp_instance VI_1 {\n  authentication { auth_type PASS auth_pass ${t} }\n}`, (t) => `KEEPALIVED_PASSWORD=${t}`] },
  { provider: 'haproxy-userlist', parts: [['A', 16]], around: [(t) => `userlist admins\n  user admin insecure-password ${t}`, (t) => `stats auth admin:${t}`, (t) => `  user ops insecure-password ${t} groups ops`, (t) => `    stats auth monitor:${t}`] },
  { provider: 'openldap-client-conf', parts: [['A', 16]], around: [(t) => `BINDPW ${t}`, (t) => `rootpw ${t}`, (t) => `binddn cn=ro,dc=acme,dc=dev\nbindpw ${t}`, (t) => `ldap_default_authtok = ${t}`] },
  // command lines
  { provider: 'mysql-password-flag', parts: [['A', 18]], around: [(t) => `mysql -h db -u app --password=${t} app`, (t) => `mysqlsh --uri app@db:3306 --password=${t}`, (t) => `MYSQL_PWD=${t} mysql -u root`, (t) => `mysqladmin -u root password ${t}`] },
  { provider: 'curl-oauth2-bearer', parts: [['A', 40]], around: [(t) => `curl --oauth2-bearer ${t} https://api.acme.dev/me`, (t) => `http --auth-type bearer --auth ${t} api.acme.dev/me`, (t) => `wget --header="Authorization: Bearer ${t}" https://api.acme.dev/export`, (t) => `xh -A bearer -a ${t} api.acme.dev/me`] },
  { provider: 'openvpn-auth-user-pass', parts: [['A', 16]], around: [(t) => `printf 'vpnuser\\n${t}\\n' > /etc/openvpn/auth.txt`, (t) => `echo -e "ci\\n${t}" > creds.txt && openvpn --config acme.ovpn --auth-user-pass creds.txt`, (t) => `nmcli con mod acme-vpn vpn.secrets "password=${t}"`, (t) => `openconnect -u ci --passwd-on-stdin vpn.acme.dev <<< "${t}"`] },
  { provider: 'psql-conninfo', parts: [['A', 18]], around: [(t) => `PGPASSWORD=${t} psql -h db -U app app`, (t) => `pg_dump "postgresql://app@db/app?password=${t}" > dump.sql`, (t) => `psql "dbname=app user=app password='${t}'"`, (t) => `pgbench -h db "password=${t} dbname=bench"`] },
  { provider: 'sops-age-key', parts: ['AGE-SECRET-KEY-1', ['K', 58]], around: [(t) => `SOPS_AGE_KEY=${t}`, (t) => `# created: 2026-01-01T00:00:00Z\n# public key: age1q\n${t}`, (t) => `echo "${t}" > ~/.config/sops/age/keys.txt`, (t) => `  age_key: ${t}`] },
  { provider: 'keystore-properties', parts: [['A', 16]], around: [(t) => `storePassword=${t}\nkeyPassword=${t}\nkeyAlias=upload`, (t) => `MYAPP_UPLOAD_STORE_PASSWORD=${t}`, (t) => `server.ssl.key-store-password=${t}`, (t) => `javax.net.ssl.trustStorePassword=${t}`] },
];

/** Providers of the seventh batch whose samples are in the test half only (seed 20261130). */
export const FRESH7_TEST_PROVIDERS = [
  'curl-oauth2-bearer', 'gotify-app-token', 'grafana-ini-password', 'haproxy-userlist',
  'meraki-api-key', 'monday-api-token', 'mysql-password-flag', 'nginx-auth-header', 'nomad-token',
  'pg-hba-ldap', 'psql-conninfo', 'pulumi-esc-token', 'revolut-api-key', 'sentry-relay-secret',
  'sops-age-key',
];
