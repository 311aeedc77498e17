// A twenty-third batch, written blind after the twenty-second was measured (232 rules), before any rule
// was written for it: credentials of command-line tools and their config files that no rule and no
// earlier batch names (checked with grep for the tool's name over every batch, the provider formats and
// src/util) — backup and database tools, message brokers' clients, deployment and Kubernetes tooling,
// HTTP clients and load generators — as their manuals show them and users paste them: flags of every
// spelling (`-pw`, `-X sasl.password=`, `-Jpassword=`, `--gh-token=`), HTTPie's `Name:value` headers,
// Hurl's `[BasicAuth]` section, Bruno's `.bru` blocks, env files, INI, YAML, HCL, Scala, Python. Each
// format has a near-miss in the same place. Same description as providers.mjs; split by tool with
// `freshDraw(FRESH23_FORMATS, 20261216)`; samples from their own generator (seed 20260123).

const b64 = (s) => Buffer.from(s).toString('base64');

export const FRESH23_FORMATS = [
  // Backup and database tools
  { provider: 'gsutil-boto', parts: [['B', 40]], around: [(t) => `[Credentials]\ngs_access_key_id = GOOG1EZ4Q7M2X9R1T6W3Z8Y5V0B2N4M6K8J0H2G4F6D8S0A2Q4W6E8R0T2Y4U\ngs_secret_access_key = ${t}`] },
  { provider: 'mydumper-flags', parts: [['P', 14]], around: [(t) => `mydumper -h db.acme.dev -u backup -p '${t}' -B app -o /backup/app-$(date +%F) --threads 4`] },
  { provider: 'xtrabackup-flags', parts: [['A', 14]], around: [(t) => `xtrabackup --backup --user=backup --password=${t} --target-dir=/data/backups/`] },
  { provider: 's5cmd-env', parts: [['A', 40]], around: [(t) => `AWS_ACCESS_KEY_ID=B2K9Q4M7X1R5T8W2Z6Y3 AWS_SECRET_ACCESS_KEY=${t} s5cmd --endpoint-url https://s3.eu-central-003.backblazeb2.com ls s3://acme-backups/`] },
  // Message brokers' clients
  { provider: 'kcat-sasl', parts: [['A', 64]], around: [(t) => `kcat -b pkc-4r297.europe-west1.gcp.confluent.cloud:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=QZ7MBXK2R4T6W8Y0 -X sasl.password=${t} -t orders -C -o -10`] },
  { provider: 'kafka-client-properties', parts: [['P', 16]], around: [(t) => `security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="alice" password="${t}";`] },
  { provider: 'hivemq-mqtt-cli', parts: [['A', 14]], around: [(t) => `mqtt pub -h 4f2a9c1e.s1.eu.hivemq.cloud -p 8883 -s -u ops -pw ${t} -t sensors/test -m hello`] },
  { provider: 'nanomq-pwd-conf', parts: [['A', 14]], around: [(t) => `# nanomq_pwd.conf\nadmin: public\nops: ${t}`] },
  { provider: 'vernemq-docker-user', parts: [['A', 14]], around: [(t) => `docker run -d -e "DOCKER_VERNEMQ_ACCEPT_EULA=yes" -e "DOCKER_VERNEMQ_USER_ops=${t}" --name vernemq vernemq/vernemq`] },
  { provider: 'qpid-config-broker', parts: [['A', 12]], around: [(t) => `qpid-config -b admin/${t}@broker.acme.dev:5672 add queue orders --durable`] },
  { provider: 'pulsar-client-conf', parts: [['A', 40]], around: [(t) => `webServiceUrl=https://pulsar.acme.dev:8443/\nbrokerServiceUrl=pulsar+ssl://pulsar.acme.dev:6651/\nauthPlugin=org.apache.pulsar.client.impl.auth.AuthenticationBasic\nauthParams={"userId":"ops","password":"${t}"}`] },
  // Deployment and Kubernetes tooling
  { provider: 'waypoint-context', parts: [['A', 60]], around: [(t) => `waypoint context create -server-addr=waypoint.acme.dev:9701 -server-auth-token=${t} -server-tls-skip-verify -set-default prod`] },
  { provider: 'atlantis-server', parts: [['A', 32]], around: [(t) => `atlantis server --atlantis-url="https://atlantis.acme.dev" --gh-user=acme-bot --gh-token=ghp_${t.split('').reverse().join('')}Qx7mZ2 --gh-webhook-secret=${t} --repo-allowlist='github.com/acme/*'`, (t) => `ATLANTIS_GH_WEBHOOK_SECRET=${t}`] },
  { provider: 'scalr-credentials', parts: [['W', 120]], around: [(t) => `credentials "acme.scalr.io" {\n  token = "${t}"\n}`] },
  { provider: 'ansible-extra-vars', parts: [['P', 14]], around: [(t) => `ansible-playbook -i inventory/prod site.yml -e "ansible_become_password=${t}" --limit web`, (t) => `ansible-playbook deploy.yml --extra-vars 'db_user=app db_password=${t}'`] },
  { provider: 'ansible-galaxy-server', parts: [['H', 40]], around: [(t) => `[galaxy]\nserver_list = automation_hub\n\n[galaxy_server.automation_hub]\nurl=https://console.redhat.com/api/automation-hub/content/published/\nauth_url=https://sso.redhat.com/auth/realms/redhat-external/protocol/openid-connect/token\ntoken=${t}`] },
  { provider: 'pyinfra-flags', parts: [['P', 13]], around: [(t) => `pyinfra inventory.py deploy.py --ssh-user deploy --ssh-password '${t}' --sudo`] },
  { provider: 'kamal-secrets', parts: [['H', 32]], around: [(t) => `# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD\nRAILS_MASTER_KEY=${t}`] },
  { provider: 'dokku-config-set', parts: [['A', 64]], around: [(t) => `dokku config:set --no-restart shop SECRET_KEY_BASE=${t} RAILS_ENV=production`, (t) => `dokku git:auth github.com acme-bot ${t.slice(0, 40)}`] },
  { provider: 'caprover-deploy', parts: [['P', 14]], around: [(t) => `caprover deploy -h https://captain.apps.acme.dev -p '${t}' -b main -a shop`] },
  { provider: 'kubeseal-from-literal', parts: [['A', 18]], around: [(t) => `kubectl create secret generic db --from-literal=username=app --from-literal=password=${t} --dry-run=client -o yaml | kubeseal --format yaml > db-sealed.yaml`] },
  { provider: 'helmfile-set', parts: [['A', 16]], around: [(t) => `releases:\n  - name: db\n    chart: bitnami/postgresql\n    set:\n      - name: auth.postgresPassword\n        value: ${t}`] },
  { provider: 'skaffold-set-values', parts: [['A', 16]], around: [(t) => `deploy:\n  helm:\n    releases:\n      - name: redis\n        remoteChart: bitnami/redis\n        setValues:\n          auth.password: ${t}`] },
  { provider: 'tiltfile-helm-set', parts: [['A', 16]], around: [(t) => `k8s_yaml(helm('charts/mysql', name='db', set=['auth.rootPassword=${t}', 'primary.persistence.enabled=false']))`] },
  { provider: 'okteto-context', parts: [['A', 40]], around: [(t) => `okteto context use https://okteto.acme.dev --token ${t}`] },
  // HTTP clients and load generators
  { provider: 'httpie-auth', parts: [['P', 14]], around: [(t) => `http -a jdoe:'${t}' https://api.acme.dev/me`] },
  { provider: 'httpie-header', parts: [['A', 40]], around: [(t) => `http GET https://api.acme.dev/v1/orders 'Authorization:Bearer ${t}'`, (t) => `http POST https://api.acme.dev/v1/events X-API-Key:${t} type=deploy`] },
  { provider: 'hurl-basic-auth', parts: [['A', 14]], around: [(t) => `GET https://api.acme.dev/admin/stats\n[BasicAuth]\nadmin: ${t}\nHTTP 200`] },
  { provider: 'vegeta-header', parts: [['A', 40]], around: [(t) => `echo "GET https://api.acme.dev/health" | vegeta attack -header "Authorization: Bearer ${t}" -rate 50 -duration 30s | vegeta report`] },
  { provider: 'wrk-header', parts: [['H', 32]], around: [(t) => `wrk -t4 -c100 -d30s -H 'X-Api-Key: ${t}' https://api.acme.dev/v1/search?q=shoes`] },
  { provider: 'siege-login', parts: [['A', 12]], around: [(t) => `# ~/.siege/siege.conf\nlogin = jdoe:${t}\nconcurrent = 25`, (t) => `siege -c 25 -t 1M --header="Authorization: Basic ${b64(`jdoe:${t}`)}" https://api.acme.dev/`] },
  { provider: 'locustfile-login', parts: [['P', 14]], around: [(t) => `    def on_start(self):\n        self.client.post("/login", json={"username": "loadtest", "password": "${t}"})`] },
  { provider: 'jmeter-property', parts: [['A', 14]], around: [(t) => `jmeter -n -t checkout.jmx -l results.jtl -Jhost=shop.acme.dev -Juser=loadtest -Jpassword=${t}`] },
  { provider: 'gatling-basic-auth', parts: [['A', 14]], around: [(t) => `val httpProtocol = http\n  .baseUrl("https://api.acme.dev")\n  .basicAuth("loadtest", "${t}")`] },
  { provider: 'artillery-variables', parts: [['A', 32]], around: [(t) => `artillery run load.yml --variables '{"apiToken": "${t}"}' --output report.json`] },
  { provider: 'bruno-bru-auth', parts: [['A', 40]], around: [(t) => `get {\n  url: {{baseUrl}}/v1/orders\n  body: none\n  auth: bearer\n}\n\nauth:bearer {\n  token: ${t}\n}`] },
  { provider: 'hoppscotch-env', parts: [['A', 40]], around: [(t) => `{\n  "name": "Production",\n  "variables": [\n    { "key": "baseUrl", "value": "https://api.acme.dev" },\n    { "key": "token", "value": "${t}" }\n  ]\n}`] },
  { provider: 'axel-header', parts: [['A', 40]], around: [(t) => `axel -n 8 -H "Authorization: token ${t}" https://git.acme.dev/api/v1/repos/acme/app/archive/main.tar.gz`] },
];

/** Tools of the twenty-third batch whose samples are in the test half only (seed 20261216). */
export const FRESH23_TEST_PROVIDERS = [
  'ansible-extra-vars', 'ansible-galaxy-server', 'artillery-variables', 'atlantis-server', 'bruno-bru-auth',
  'caprover-deploy', 'helmfile-set', 'hivemq-mqtt-cli', 'hoppscotch-env', 'httpie-header', 'jmeter-property',
  'kafka-client-properties', 'kamal-secrets', 'kcat-sasl', 'pulsar-client-conf', 'qpid-config-broker',
  'siege-login', 'tiltfile-helm-set', 'xtrabackup-flags',
];

/** The same places without a secret. Each is generated 4 times. */
export const FRESH23_NEAR_MISSES = [
  () => '[Credentials]\ngs_oauth2_refresh_token = <your refresh token>',
  () => 'mydumper -h db.acme.dev -u backup --defaults-file /etc/mydumper.cnf -B app -o /backup/app',
  () => 'xtrabackup --backup --user=backup --password --target-dir=/data/backups/',
  () => 's5cmd --endpoint-url https://s3.eu-central-003.backblazeb2.com --profile b2 ls s3://acme-backups/',
  () => 'kcat -b broker.acme.dev:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=$KAFKA_KEY -X sasl.password=$KAFKA_SECRET -t orders -C',
  () => 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";',
  () => 'mqtt pub -h broker.hivemq.com -p 1883 -t sensors/test -m hello',
  () => '# nanomq_pwd.conf\n# username: password',
  () => 'docker run -d -e "DOCKER_VERNEMQ_ACCEPT_EULA=yes" -e "DOCKER_VERNEMQ_ALLOW_ANONYMOUS=on" --name vernemq vernemq/vernemq',
  () => 'qpid-config -b broker.acme.dev:5672 add queue orders --durable',
  () => 'authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\nauthParams=file:///etc/pulsar/token.jwt',
  () => 'waypoint context create -server-addr=waypoint.acme.dev:9701 -server-auth-token="$WAYPOINT_TOKEN" -set-default prod',
  () => 'atlantis server --atlantis-url="https://atlantis.acme.dev" --gh-user=acme-bot --gh-token=$ATLANTIS_GH_TOKEN --gh-webhook-secret=$ATLANTIS_GH_WEBHOOK_SECRET',
  () => 'credentials "acme.scalr.io" {\n  token = var.scalr_token\n}',
  () => 'ansible-playbook -i inventory/prod site.yml --ask-become-pass --limit web',
  () => '[galaxy_server.automation_hub]\nurl=https://console.redhat.com/api/automation-hub/content/published/\ntoken=',
  () => 'pyinfra inventory.py deploy.py --ssh-user deploy --ssh-key ~/.ssh/deploy_ed25519 --sudo',
  () => '# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD\nRAILS_MASTER_KEY=$(cat config/master.key)',
  () => 'dokku config:set --no-restart shop RAILS_ENV=production RAILS_LOG_TO_STDOUT=enabled',
  () => 'caprover deploy -h https://captain.apps.acme.dev -b main -a shop',
  () => 'kubectl create secret generic db --from-file=password=./db-password.txt --dry-run=client -o yaml | kubeseal --format yaml',
  () => '    set:\n      - name: auth.existingSecret\n        value: db-credentials',
  () => '        setValues:\n          auth.existingSecret: redis-auth',
  () => "k8s_yaml(helm('charts/mysql', name='db', set=['primary.persistence.enabled=false']))",
  () => 'okteto context use https://okteto.acme.dev',
  () => 'http -a jdoe https://api.acme.dev/me',
  () => "http GET https://api.acme.dev/v1/orders 'Authorization:Bearer {{token}}'",
  () => 'GET https://api.acme.dev/admin/stats\n[BasicAuth]\nadmin: {{admin_password}}\nHTTP 200',
  () => 'echo "GET https://api.acme.dev/health" | vegeta attack -header "Authorization: Bearer $TOKEN" -rate 50',
  () => "wrk -t4 -c100 -d30s -s auth.lua https://api.acme.dev/v1/search?q=shoes",
  () => '# ~/.siege/siege.conf\n# login = jeff:secret\nconcurrent = 25',
  () => '        self.client.post("/login", json={"username": self.user, "password": self.password})',
  () => 'jmeter -n -t checkout.jmx -l results.jtl -Jhost=shop.acme.dev -Jusers=50',
  () => '  .basicAuth("#{username}", "#{password}")',
  () => 'artillery run load.yml --variables \'{"region": "eu-west-1"}\' --output report.json',
  () => 'auth:bearer {\n  token: {{accessToken}}\n}',
  () => '{ "key": "token", "value": "" }',
  () => 'axel -n 8 https://git.acme.dev/acme/app/archive/main.tar.gz',
];
