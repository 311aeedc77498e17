// A sixth batch of formats, written after the generic shapes of the fifth round were landed and
// before it was measured: the honest estimate of those shapes on formats nobody here tuned on.
// Provider tokens from the providers' public documentation and credentials in the syntaxes of
// tools (SQL, server config files, archivers, remote shells, cloud and service command lines,
// HTTP headers set in code). None of these providers or surroundings was in the earlier
// batches, providers.mjs, gitleaks-rules.mjs or the rules' tests. Same description as
// providers.mjs; split by provider with `freshDraw(FRESH6_FORMATS, 20261129)`.

const uuid = [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]];

export const FRESH6_FORMATS = [
  // provider tokens with a prefix
  { provider: 'gcp-hmac-access-id', parts: ['GOOG1E', ['U', 58]] },
  { provider: 'databricks-oauth-secret', parts: ['dose', ['H', 32]] },
  { provider: 'docker-org-access-token', parts: ['dckr_oat_', ['W', 32]] },
  { provider: 'linear-oauth-token', parts: ['lin_oauth_', ['H', 64]] },
  { provider: 'figma-oauth-token', parts: ['figu_', ['W', 40]] },
  { provider: 'mailersend-token', parts: ['mlsn.', ['H', 64]] },
  { provider: 'deno-deploy-token', parts: ['ddp_', ['A', 36]] },
  { provider: 'klarna-api-key', parts: ['klarna_test_api_', ['W', 64]] },
  { provider: 'braintrust-api-key', parts: ['sk-', ['A', 48]], around: [(t) => `BRAINTRUST_API_KEY=${t}`, (t) => `braintrust.login(api_key="${t}")`, (t) => `  "apiKey": "${t}",`, (t) => `Using ${t} for the eval run`] },
  { provider: 'salesforce-session-id', parts: ['00D', ['A', 12], '!AQ', ['A', 96]] },
  { provider: 'github-runner-token', parts: ['A', ['U', 28]], around: [(t) => `./config.sh --url https://github.com/acme/app --token ${t}`, (t) => `./config.cmd --unattended --url https://github.com/acme --token ${t} --labels gpu`, (t) => `RUNNER_TOKEN=${t}`, (t) => `docker run -e RUNNER_TOKEN=${t} myoung34/github-runner`] },
  { provider: 'quay-robot-token', parts: [['U', 64]], around: [(t) => `docker login -u="acme+deployer" -p="${t}" quay.io`, (t) => `podman login quay.io --username acme+ci --password ${t}`, (t) => `QUAY_ROBOT_TOKEN=${t}`, (t) => `{"auths": {"quay.io": {"username": "acme+ci", "password": "${t}"}}}`] },
  // plain values under a name, some of them UUIDs
  { provider: 'gitea-token', parts: [['H', 40]], keyed: 'GITEA_TOKEN' },
  { provider: 'mongodb-atlas-private-key', parts: uuid, keyed: 'MONGODB_ATLAS_PRIVATE_KEY' },
  { provider: 'snyk-token', parts: uuid, keyed: 'SNYK_TOKEN' },
  { provider: 'postmark-server-token', parts: uuid, keyed: 'POSTMARK_SERVER_TOKEN' },
  { provider: 'consul-acl-token', parts: uuid, around: [(t) => `CONSUL_HTTP_TOKEN=${t}`, (t) => `consul acl policy list -token=${t}`, (t) => `consul {\n  token = "${t}"\n}`, (t) => `curl -H "X-Consul-Token: ${t}" http://127.0.0.1:8500/v1/kv/app`] },
  { provider: 'azure-openai-hex-key', parts: [['H', 32]], keyed: 'AZURE_OPENAI_API_KEY' },
  { provider: 'qdrant-api-key', parts: [['W', 40]], keyed: 'QDRANT_API_KEY' },
  { provider: 'paypal-client-secret', parts: [['W', 80]], keyed: 'PAYPAL_CLIENT_SECRET' },
  { provider: 'box-client-secret', parts: [['A', 32]], keyed: 'BOX_CLIENT_SECRET' },
  { provider: 'duo-secret-key', parts: [['A', 40]], keyed: 'DUO_SKEY' },
  { provider: 'plivo-auth-token', parts: [['A', 40]], keyed: 'PLIVO_AUTH_TOKEN' },
  { provider: 'oci-auth-token', parts: [['A', 6], ':', ['A', 5], '(', ['A', 4], ';', ['A', 3]], keyed: 'OCI_AUTH_TOKEN' },
  { provider: 'aiven-token', parts: [['B', 200]], keyed: 'AIVEN_TOKEN' },
  { provider: 'atlassian-dc-pat', parts: [['B', 42], '=='], keyed: 'CONFLUENCE_PAT' },
  // SQL and server configuration
  { provider: 'sql-create-user-password', parts: [['A', 18]], around: [(t) => `CREATE USER 'app'@'%' IDENTIFIED BY '${t}';`, (t) => `ALTER USER app WITH PASSWORD '${t}';`, (t) => `CREATE ROLE reporter LOGIN PASSWORD '${t}';`, (t) => `SET PASSWORD FOR 'etl'@'localhost' = '${t}';`] },
  { provider: 'redis-conf-password', parts: [['A', 20]], around: [(t) => `requirepass ${t}`, (t) => `masterauth ${t}\nreplica-read-only yes`, (t) => `redis-cli -h cache CONFIG SET requirepass "${t}"`, (t) => `127.0.0.1:6379> AUTH ${t}`] },
  { provider: 'mongo-create-user', parts: [['A', 18]], around: [(t) => `db.createUser({user: "app", pwd: "${t}", roles: ["readWrite"]})`, (t) => `db.changeUserPassword("reporter", "${t}")`, (t) => `use admin\ndb.auth("root", "${t}")`, (t) => `mongosh --eval 'db.createUser({user:"ci",pwd:"${t}",roles:[]})'`] },
  { provider: 'rabbitmq-user-password', parts: [['A', 18]], around: [(t) => `rabbitmqctl add_user deploy ${t}`, (t) => `rabbitmqctl change_password admin ${t}`, (t) => `RABBITMQ_DEFAULT_PASS=${t}`, (t) => `default_pass = ${t}`] },
  { provider: 'htpasswd-batch', parts: [['A', 16]], around: [(t) => `htpasswd -b -c /etc/nginx/.htpasswd admin ${t}`, (t) => `htpasswd -bB users.htpasswd ci ${t}`, (t) => `echo "admin:$(openssl passwd -apr1 ${t})" >> .htpasswd`, (t) => `docker run --entrypoint htpasswd httpd:2 -Bbn registry ${t}`] },
  { provider: 'vault-unseal-key', parts: [['B', 43], '='], around: [(t) => `vault operator unseal ${t}`, (t) => `Unseal Key 1: ${t}`, (t) => `VAULT_UNSEAL_KEY=${t}`, (t) => `curl -X PUT -d '{"key": "${t}"}' https://vault.acme.dev/v1/sys/unseal`] },
  { provider: 'jenkins-cli-auth', parts: [['H', 34]], around: [(t) => `java -jar jenkins-cli.jar -s https://ci.acme.dev/ -auth admin:${t} build app`, (t) => `curl -u jane:${t} https://ci.acme.dev/job/app/build`, (t) => `JENKINS_API_TOKEN=${t}`, (t) => `jenkins-jobs --user ci --password ${t} update jobs/`] },
  // archivers, remote shells, file transfer
  { provider: 'archive-password', parts: [['A', 16]], around: [(t) => `7z a -p${t} -mhe=on backup.7z /srv/data`, (t) => `zip -P ${t} -r export.zip reports/`, (t) => `unzip -P ${t} export.zip`, (t) => `7z x -p"${t}" backup.7z`] },
  { provider: 'putty-plink-password', parts: [['A', 14]], around: [(t) => `plink -ssh -pw ${t} admin@10.0.0.4 "uptime"`, (t) => `pscp -pw ${t} build.zip deploy@web1:/srv/`, (t) => `psftp -pw ${t} backup@files.acme.dev`, (t) => `plink.exe -batch -pw "${t}" root@switch01`] },
  { provider: 'ftp-client-password', parts: [['A', 14]], around: [(t) => `lftp -u backup,${t} sftp://files.acme.dev`, (t) => `ncftpput -u deploy -p ${t} ftp.acme.dev /www index.html`, (t) => `curl -T report.csv --user ci:${t} ftp://ftp.acme.dev/in/`, (t) => `etcdctl --user root:${t} get /config`] },
  { provider: 'windows-net-user', parts: [['A', 14]], around: [(t) => `net user svc-backup ${t} /add`, (t) => `net user administrator ${t}`, (t) => `schtasks /create /tn backup /tr backup.cmd /ru ACME\\svc /rp ${t}`, (t) => `sc.exe config app obj= "ACME\\svc" password= "${t}"`] },
  { provider: 'stdin-login', parts: [['A', 24]], around: [(t) => `echo ${t} | docker login ghcr.io -u bot --password-stdin`, (t) => `echo "${t}" | gh auth login --with-token`, (t) => `printf '%s' "${t}" | helm registry login registry.acme.dev -u ci --password-stdin`, (t) => `echo -n ${t} | npm login --registry https://npm.acme.dev`] },
  // cloud and service command lines
  { provider: 'cloud-cli-key-flags', parts: [['B', 86], '=='], around: [(t) => `az storage blob upload --account-name acme --account-key ${t} -c logs -f app.log`, (t) => `az storage container list --account-name acme --account-key "${t}"`, (t) => `AZURE_STORAGE_KEY=${t}`, (t) => `azcopy login --application-id x --client-secret ${t}`] },
  { provider: 'short-token-flags', parts: [['A', 40]], around: [(t) => `doctl auth init -t ${t}`, (t) => `hcloud-cli context create prod --token ${t}`, (t) => `linode-cli --token ${t} linodes list`, (t) => `vultr-cli --api-key ${t} instance list`] },
  { provider: 'npm-auth-flag', parts: [['A', 36]], around: [(t) => `npm publish --//registry.npmjs.org/:_authToken=${t}`, (t) => `npm install --//npm.pkg.github.com/:_authToken=${t}`, (t) => `pnpm publish --//registry.npmjs.org/:_authToken ${t}`, (t) => `npm whoami --//npm.acme.dev/:_authToken=${t}`] },
  { provider: 'docker-build-secret-arg', parts: [['A', 30]], around: [(t) => `docker build --build-arg NPM_TOKEN=${t} -t app .`, (t) => `docker buildx build --build-arg GITHUB_TOKEN=${t} .`, (t) => `docker run --env API_SECRET=${t} acme/worker`, (t) => `podman run -e SLACK_BOT_SECRET=${t} acme/bot`] },
  { provider: 'systemd-set-credential', parts: [['A', 28]], around: [(t) => `SetCredential=api-key:${t}`, (t) => `[Service]\nSetCredential=db-password:${t}`, (t) => `systemd-run -p SetCredential=token:${t} /usr/bin/app`, (t) => `LoadCredential=api-key\nSetCredential=api-key:${t}`] },
  { provider: 'git-extraheader', parts: [['A', 40]], around: [(t) => `git -c http.extraHeader="Authorization: Bearer ${t}" clone https://git.acme.dev/app.git`, (t) => `git config --global http.https://git.acme.dev/.extraheader "PRIVATE-TOKEN: ${t}"`, (t) => `git -c http.extraheader="AUTHORIZATION: token ${t}" fetch`, (t) => `[http "https://git.acme.dev/"]\n\textraheader = Authorization: Bearer ${t}`] },
  // HTTP headers set in code
  { provider: 'header-in-code', parts: [['A', 32]], around: [(t) => `client.DefaultRequestHeaders.Add("X-API-KEY", "${t}");`, (t) => `.header("Private-Token", "${t}")`, (t) => `req.Header.Set("X-Auth-Token", "${t}")`, (t) => `conn.setRequestProperty("x-api-key", "${t}");`] },
  { provider: 'env-set-in-code', parts: [['A', 28]], around: [(t) => `os.Setenv("API_TOKEN", "${t}")`, (t) => `process.env.STRIPE_SECRET = "${t}";`, (t) => `ENV["GITHUB_TOKEN"] = "${t}"`, (t) => `std::env::set_var("API_SECRET", "${t}");`] },
  { provider: 'connection-url-services', parts: [['A', 18]], around: [(t) => `snowflake://etl:${t}@acme-xy12345/analytics`, (t) => `clickhouse://default:${t}@ch.acme.dev:9000/default`, (t) => `nats://app:${t}@nats.acme.dev:4222`, (t) => `ldaps://cn=reader,dc=acme:${t}@ldap.acme.dev`] },
  { provider: 'key-passphrase-flags', parts: [['A', 16]], around: [(t) => `ssh-keygen -t ed25519 -N ${t} -f deploy_key`, (t) => `ssh-keygen -p -P old -N '${t}' -f ~/.ssh/id_rsa`, (t) => `gpg --batch --pinentry-mode loopback --passphrase ${t} -d secrets.gpg`, (t) => `age -d -i key.txt --passphrase ${t} data.age`] },
  { provider: 'mail-server-config', parts: [['A', 20]], around: [(t) => `smtpd_sasl_password ${t}`, (t) => `MAIL_PASSWORD=${t}
MAIL_PORT=587`, (t) => `relayhost_password: "${t}"`, (t) => `sendemail -f ci@acme.dev -t ops@acme.dev -s smtp.acme.dev:587 -xu ci -xp ${t} -m done`] },
  { provider: 'config-file-secrets', parts: [['A', 24]], around: [(t) => `[sasl]\nsasl.password=${t}`, (t) => `spring.rabbitmq.password: ${t}`, (t) => `<connectionStrings><add name="db" connectionString="Server=db;User Id=app;Password=${t};"/></connectionStrings>`, (t) => `auth_pass ${t}`] },
];

/** Providers of the sixth batch whose samples are in the test half only (seed 20261129). */
export const FRESH6_TEST_PROVIDERS = [
  'azure-openai-hex-key', 'box-client-secret', 'braintrust-api-key', 'cloud-cli-key-flags',
  'config-file-secrets', 'docker-build-secret-arg', 'docker-org-access-token', 'figma-oauth-token',
  'ftp-client-password', 'gitea-token', 'header-in-code', 'htpasswd-batch', 'linear-oauth-token',
  'mail-server-config', 'mongodb-atlas-private-key', 'npm-auth-flag', 'oci-auth-token',
  'plivo-auth-token', 'postmark-server-token', 'putty-plink-password', 'rabbitmq-user-password',
  'snyk-token', 'systemd-set-credential', 'vault-unseal-key', 'windows-net-user',
];
