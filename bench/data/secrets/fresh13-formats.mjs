// A thirteenth batch, written after the twelfth round's rules were landed and before any rule was
// changed for it: measured once, untouched, as a second estimate of the rules as they are now
// (the twelfth batch's test half had been read). Tools and formats in no earlier batch: database
// operators' files (pgBackRest, Patroni, ProxySQL admin credentials, WAL-G keys, borgmatic), access
// proxies and identity servers (Authelia, Authentik, Vaultwarden, Keycloak's bootstrap admin),
// notification URLs (Apprise, Shoutrrr), object stores (Garage, SeaweedFS, Tigris), messaging
// (Pulsar token auth, EMQX admin commands), VictoriaMetrics flags, Netdata streaming keys, network
// operating systems (FortiOS `set psksecret`, Huawei VRP `local-user … password`), Caddy's and
// Traefik's DNS tokens, CMS and forum API headers (NocoDB `xc-token`, Payload `users API-Key`,
// Discourse `Api-Key`), app passwords (WordPress, Google, Apple, Bluesky, Fastmail) and service
// tokens of providers gitleaks does not list (Trigger.dev `tr_dev_`, Inngest `signkey-prod-`,
// Tigris `tsec_`). Same description as providers.mjs; split by tool with
// `freshDraw(FRESH13_FORMATS, 20261206)`; samples from their own generator (seed 20260113).

export const FRESH13_FORMATS = [
  { provider: 'pgbackrest-conf', parts: [['A', 40]], around: [(t) => `[global]\nrepo1-type=s3\nrepo1-s3-key=AKQ2NZ7WXRT4PL9M\nrepo1-s3-key-secret=${t}\nrepo1-cipher-type=aes-256-cbc`, (t) => `repo1-cipher-pass=${t}`] },
  { provider: 'patroni-yml', parts: [['P', 16]], around: [(t) => `restapi:\n  listen: 0.0.0.0:8008\n  authentication:\n    username: admin\n    password: ${t}`, (t) => `  superuser:\n    username: postgres\n    password: '${t}'`] },
  { provider: 'proxysql-admin', parts: [['A', 14]], around: [(t) => `admin_variables=\n{\n    admin_credentials="admin:admin;radmin:${t}"\n    mysql_ifaces="0.0.0.0:6032"\n}`, (t) => `UPDATE global_variables SET variable_value='admin:${t}' WHERE variable_name='admin-admin_credentials';`] },
  { provider: 'walg-keys', parts: [['H', 64]], around: [(t) => `WALG_LIBSODIUM_KEY=${t}`, (t) => `export WALG_LIBSODIUM_KEY="${t}"\nwal-g backup-push /var/lib/postgresql/16/main`] },
  { provider: 'borgmatic-config', parts: [['P', 20]], around: [(t) => `encryption_passphrase: "${t}"`, (t) => `storage:\n    encryption_passphrase: ${t}\n    compression: zstd`] },
  { provider: 'authelia-config', parts: [['A', 64]], around: [(t) => `jwt_secret: ${t}`, (t) => `session:\n  name: authelia_session\n  secret: ${t}`, (t) => `storage:\n  encryption_key: ${t}\n  local:\n    path: /config/db.sqlite3`] },
  { provider: 'authentik-env', parts: [['W', 50]], around: [(t) => `AUTHENTIK_SECRET_KEY=${t}`, (t) => `PG_PASS=${t}\nAUTHENTIK_ERROR_REPORTING__ENABLED=true`] },
  { provider: 'vaultwarden-admin', parts: [['W', 48]], around: [(t) => `ADMIN_TOKEN=${t}`, (t) => `docker run -d --name vaultwarden -e ADMIN_TOKEN=${t} -v /vw-data/:/data/ vaultwarden/server:latest`] },
  { provider: 'keycloak-bootstrap', parts: [['P', 16]], around: [(t) => `KC_BOOTSTRAP_ADMIN_PASSWORD=${t}`, (t) => `bin/kc.sh start --db postgres --db-username keycloak --db-password ${t} --hostname sso.acme.dev`] },
  { provider: 'apprise-urls', parts: [['W', 32]], around: [(t) => `apprise -b "backup done" "pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG@${t}"`, (t) => `urls:\n  - "gotify://gotify.acme.dev/${t}"`, (t) => `APPRISE_URLS=ntfys://ops:${t}@ntfy.acme.dev/backups`] },
  { provider: 'shoutrrr-urls', parts: [['D', 10], ':', ['W', 35]], around: [(t) => `WATCHTOWER_NOTIFICATION_URL=telegram://${t}@telegram?chats=-100123456789`, (t) => `      - WATCHTOWER_NOTIFICATION_URL=telegram://${t}@telegram?channels=@acme_ops`] },
  { provider: 'garage-s3', parts: [['H', 64]], around: [(t) => `rpc_secret = "${t}"`, (t) => `garage key import GK31c2f218a2e44f485b94239e ${t} -n backup-key`] },
  { provider: 'seaweedfs-s3-config', parts: [['A', 40]], around: [(t) => `{"identities": [{"name": "backup", "credentials": [{"accessKey": "SW3ACCESS7Q", "secretKey": "${t}"}], "actions": ["Read", "Write"]}]}`, (t) => `weed s3 -accessKey=SW3ACCESS7Q -secretKey=${t} -port=8333`] },
  { provider: 'tigris-keys', parts: ['tsec_', ['W', 40]], around: [(t) => `AWS_SECRET_ACCESS_KEY=${t}\nAWS_ENDPOINT_URL_S3=https://fly.storage.tigris.dev`, (t) => `aws configure set aws_secret_access_key ${t} --profile tigris`] },
  { provider: 'pulsar-token-auth', parts: ['eyJhbGciOiJIUzI1NiJ9.', ['W', 40], '.', ['W', 43]], around: [(t) => `pulsar-admin --admin-url https://pulsar.acme.dev:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:${t} tenants list`, (t) => `brokerClientAuthenticationParameters=token:${t}`] },
  { provider: 'emqx-admin', parts: [['P', 14]], around: [(t) => `emqx ctl admins passwd admin ${t}`, (t) => `emqx_ctl users add dashboard ${t}`, (t) => `EMQX_DASHBOARD__DEFAULT_PASSWORD=${t}`] },
  { provider: 'victoriametrics-flags', parts: [['P', 14]], around: [(t) => `victoria-metrics -httpAuth.username=vm -httpAuth.password=${t} -retentionPeriod=12`, (t) => `vmagent -remoteWrite.url=https://vm.acme.dev/api/v1/write -remoteWrite.basicAuth.username=agent -remoteWrite.basicAuth.password=${t}`] },
  { provider: 'netdata-stream', parts: [['H', 32]], encode: (h) => `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`, around: [(t) => `[stream]\n    enabled = yes\n    destination = parent.acme.dev:19999\n    api key = ${t}`, (t) => `[${t}]\n    enabled = yes\n    default memory mode = dbengine`] },
  { provider: 'fortios-psk', parts: [['P', 16]], around: [(t) => `config vpn ipsec phase1-interface\n    edit "hq-tunnel"\n        set interface "wan1"\n        set psksecret ${t}\n    next\nend`, (t) => `config user local\n    edit "vpnuser"\n        set type password\n        set passwd ${t}\n    next\nend`] },
  { provider: 'huawei-vrp-user', parts: [['P', 14]], around: [(t) => `aaa\n local-user admin password irreversible-cipher ${t}\n local-user admin service-type ssh`, (t) => `local-user netops password cipher ${t}`] },
  { provider: 'caddy-traefik-dns', parts: [['W', 40]], around: [(t) => `tls {\n    dns cloudflare ${t}\n}`, (t) => `CF_DNS_API_TOKEN=${t} traefik --certificatesresolvers.le.acme.dnschallenge.provider=cloudflare`] },
  { provider: 'cms-api-headers', parts: [['A', 40]], around: [(t) => `curl -H "xc-token: ${t}" https://nocodb.acme.dev/api/v2/tables`, (t) => `Authorization: users API-Key ${t}`, (t) => `curl -H "Api-Key: ${t}" -H "Api-Username: system" https://forum.acme.dev/posts.json`] },
  { provider: 'wordpress-app-password', parts: [['A', 4], ' ', ['A', 4], ' ', ['A', 4], ' ', ['A', 4], ' ', ['A', 4], ' ', ['A', 4]], around: [(t) => `curl --user "admin:${t}" https://blog.acme.dev/wp-json/wp/v2/posts`, (t) => `WP_APP_PASSWORD="${t}"`] },
  { provider: 'google-app-password', parts: [['Z', 4], ' ', ['Z', 4], ' ', ['Z', 4], ' ', ['Z', 4]], encode: (t) => t.toLowerCase(), around: [(t) => `smtp_password = "${t}"`, (t) => `EMAIL_HOST_PASSWORD='${t}'`] },
  { provider: 'apple-app-specific-password', parts: [['Z', 4], '-', ['Z', 4], '-', ['Z', 4], '-', ['Z', 4]], encode: (t) => t.toLowerCase(), around: [(t) => `xcrun altool --upload-app -f App.ipa -u dev@acme.dev -p ${t}`, (t) => `APPLE_APP_SPECIFIC_PASSWORD=${t}`, (t) => `xcrun notarytool store-credentials acme --apple-id dev@acme.dev --team-id 7QX2L3K9PA --password ${t}`] },
  { provider: 'bluesky-app-password', parts: [['L', 4], '-', ['L', 4], '-', ['L', 4], '-', ['L', 4]], around: [(t) => `BLUESKY_APP_PASSWORD=${t}`, (t) => `agent.login({ identifier: 'acme.bsky.social', password: '${t}' })`] },
  { provider: 'fastmail-app-password', parts: [['L', 16]], around: [(t) => `account fastmail\nhost smtp.fastmail.com\nuser ops@acme.dev\npassword ${t}`, (t) => `FASTMAIL_APP_PASSWORD=${t}`] },
  { provider: 'trigger-dev-key', parts: ['tr_dev_', ['A', 20]], around: [(t) => `TRIGGER_SECRET_KEY=${t}`, (t) => `configure({ secretKey: "${t}" });`] },
  { provider: 'inngest-signing-key', parts: ['signkey-prod-', ['H', 64]], around: [(t) => `INNGEST_SIGNING_KEY=${t}`, (t) => `const inngest = new Inngest({ id: "acme", signingKey: "${t}" });`] },
  { provider: 'junos-plain-text', parts: [['P', 14]], around: [(t) => `set system login user ops authentication plain-text-password-value "${t}"`, (t) => `set snmp v3 usm local-engine user monitor authentication-sha256 authentication-password ${t}`] },
];

/** Tools of the thirteenth batch whose samples are in the test half only (seed 20261206). */
export const FRESH13_TEST_PROVIDERS = [
  'apple-app-specific-password', 'apprise-urls', 'bluesky-app-password', 'borgmatic-config',
  'fastmail-app-password', 'huawei-vrp-user', 'keycloak-bootstrap', 'netdata-stream',
  'proxysql-admin', 'pulsar-token-auth', 'seaweedfs-s3-config', 'tigris-keys', 'trigger-dev-key',
  'vaultwarden-admin', 'walg-keys',
];

/** The same syntaxes without a secret. Each is generated 4 times. */
export const FRESH13_NEAR_MISSES = [
  () => '[global]\nrepo1-type=s3\nrepo1-s3-key-secret=${S3_SECRET}',
  () => 'restapi:\n  authentication:\n    username: admin\n    password: ${PATRONI_RESTAPI_PASSWORD}',
  () => 'admin_credentials="admin:admin"',
  () => 'WALG_LIBSODIUM_KEY_PATH=/etc/wal-g/libsodium.key',
  () => 'encryption_passcommand: pass show borg/nas',
  () => 'jwt_secret: {{ env "AUTHELIA_JWT_SECRET" }}',
  () => 'AUTHENTIK_SECRET_KEY=${AUTHENTIK_SECRET_KEY:?secret key required}',
  (r) => `ADMIN_TOKEN='$argon2id$v=19$m=65540,t=3,p=4$${r('B', 43)}$${r('B', 43)}'`,
  () => 'KC_BOOTSTRAP_ADMIN_PASSWORD=changeme',
  () => 'apprise -b "backup done" --config /etc/apprise/apprise.yml',
  () => 'WATCHTOWER_NOTIFICATION_URL=telegram://token@telegram?chats=channel-1',
  () => 'rpc_secret_file = "/etc/garage/rpc_secret"',
  () => 'weed s3 -config=/etc/seaweedfs/s3.json -port=8333',
  () => 'AWS_SECRET_ACCESS_KEY=tsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  () => 'brokerClientAuthenticationParameters=file:///etc/pulsar/token.jwt',
  () => 'emqx ctl admins passwd admin',
  () => 'victoria-metrics -httpAuth.username=vm -httpAuth.password=file:///etc/vm/password',
  () => '[stream]\n    enabled = yes\n    api key = 11111111-2222-3333-4444-555555555555',
  () => 'config vpn ipsec phase1-interface\n    edit "hq-tunnel"\n        set psksecret ENC 7sAqNvZb2MPQ==\n    next\nend',
  () => 'local-user admin password irreversible-cipher $1c$ifz6F0y@>V$',
  () => 'tls {\n    dns cloudflare {env.CF_API_TOKEN}\n}',
  () => 'curl -H "xc-token: $NOCODB_TOKEN" https://nocodb.acme.dev/api/v2/tables',
  () => 'curl --user "admin:$WP_APP_PASSWORD" https://blog.acme.dev/wp-json/wp/v2/posts',
  () => 'smtp_password = "<app password>"',
  () => 'xcrun altool --upload-app -f App.ipa -u dev@acme.dev -p @keychain:AC_PASSWORD',
  () => 'BLUESKY_APP_PASSWORD=xxxx-xxxx-xxxx-xxxx',
  () => 'account fastmail\nhost smtp.fastmail.com\nuser ops@acme.dev\npasswordeval "pass show fastmail"',
  () => 'TRIGGER_SECRET_KEY=tr_dev_...',
  () => 'INNGEST_SIGNING_KEY=signkey-prod-<your-key>',
  (r) => `set system login user ops authentication encrypted-password "$6$${r('A', 8)}$${r('B', 86).replace(/\+/g, '.')}"`,
];
