// A third batch of formats, written down before the rules were looked at again: provider
// tokens from the providers' public documentation (package registries, observability, feature
// flags, auth, AI APIs, webhooks) and generic shapes (database connection strings, private keys,
// credentials in the config file syntaxes people keep them in). None of them was in
// providers.mjs, gitleaks-rules.mjs or the rules' tests before. Same description as
// providers.mjs (`parts`, `keyed`, `around`, `encode`); `samples()` there puts them in the eval,
// split by provider: FRESH_TEST_PROVIDERS (half of the batch, drawn with seed 20261126 before
// any rule was changed) go to the test half only, the rest to dev, where rules were tuned.
// docs/secrets.md gives the batch's recall as measured untouched, then after the changes.
import { Buffer } from 'node:buffer';

const uuid = [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]];
const b64 = (s) => Buffer.from(s).toString('base64');

export const FRESH_FORMATS = [
  // package registries and their credential files
  { provider: 'crates-io-token', parts: ['cio', ['A', 32]] },
  { provider: 'cloudsmith-api-key', parts: [['H', 40]], keyed: 'CLOUDSMITH_API_KEY' },
  { provider: 'gemfury-push-token', parts: [['A', 20]], keyed: 'FURY_PUSH_TOKEN' },
  { provider: 'npmrc-auth-token-uuid', parts: uuid, around: [(t) => `//registry.npmjs.org/:_authToken=${t}`, (t) => `@acme:registry=https://npm.acme.dev/\n//npm.acme.dev/:_authToken=${t}`, (t) => `echo "//registry.npmjs.org/:_authToken=${t}" > ~/.npmrc`, (t) => `  //npm.pkg.github.com/:_authToken = ${t}`] },
  { provider: 'npmrc-basic-auth', parts: [['A', 14]], encode: (t) => b64(`ci-bot:${t}`), around: [(t) => `_auth=${t}\nalways-auth=true`, (t) => `//nexus.acme.dev/repository/npm/:_auth=${t}`, (t) => `_auth = "${t}"`, (t) => `registry=https://npm.acme.dev/\n_auth=${t}\nemail=ci@acme.dev`] },
  { provider: 'npmrc-password', parts: [['A', 16]], encode: (t) => b64(t), around: [(t) => `//npm.acme.dev/:username=ci\n//npm.acme.dev/:_password=${t}`, (t) => `//registry.acme.dev/npm/:_password="${t}"`, (t) => `_password=${t}`, (t) => `  //artifacts.acme.dev/api/npm/:_password = ${t}`] },
  { provider: 'pypirc-password', parts: [['A', 24]], around: [(t) => `[distutils]\nindex-servers = private\n\n[private]\nrepository = https://pypi.acme.dev/\nusername = deploy\npassword = ${t}`, (t) => `[testpypi]\nusername = jane\npassword: ${t}`, (t) => `[pypi]\n  username=ci\n  password=${t}\n`, (t) => `twine upload -u deploy -p ${t} dist/*`] },
  { provider: 'docker-config-auth', parts: [['A', 18]], encode: (t) => b64(`ci:${t}`), around: [(t) => `{"auths": {"registry.acme.dev": {"auth": "${t}"}}}`, (t) => `{\n\t"auths": {\n\t\t"ghcr.io": {\n\t\t\t"auth": "${t}"\n\t\t}\n\t}\n}`, (t) => `  "https://index.docker.io/v1/": { "auth": "${t}", "email": "ci@acme.dev" }`, (t) => `echo '{"auths":{"quay.io":{"auth":"${t}"}}}' > ~/.docker/config.json`] },
  { provider: 'gradle-properties-password', parts: [['A', 16]], around: [(t) => `signing.keyId=24875D73\nsigning.password=${t}`, (t) => `ossrhPassword=${t}`, (t) => `mavenCentralPassword = ${t}`, (t) => `systemProp.https.proxyPassword=${t}`] },
  // observability
  { provider: 'axiom-api-token', parts: ['xaat-', ...uuid] },
  { provider: 'axiom-personal-token', parts: ['xapt-', ...uuid] },
  { provider: 'honeycomb-ingest-key', parts: ['hcaik_01', ['L', 56]] },
  { provider: 'honeycomb-classic-key', parts: [['H', 32]], keyed: 'HONEYCOMB_WRITEKEY' },
  { provider: 'otlp-headers', parts: [['A', 22]], around: [(t) => `OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${t}`, (t) => `export OTEL_EXPORTER_OTLP_HEADERS="api-key=${t}"`, (t) => `otlp:\n  headers:\n    x-honeycomb-team: ${t}`, (t) => `OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic%20${t}`] },
  { provider: 'logzio-shipping-token', parts: [['Z', 32]], keyed: 'LOGZIO_TOKEN' },
  { provider: 'rollbar-access-token', parts: [['H', 32]], keyed: 'ROLLBAR_ACCESS_TOKEN' },
  { provider: 'elastic-api-key', parts: [['W', 20]], encode: (t) => b64(`VuaCfGcBCdbkQm-e5aOx:${t}`), around: [(t) => `Authorization: ApiKey ${t}`, (t) => `curl -H "Authorization: ApiKey ${t}" https://es.acme.dev:9243/_cat/indices`, (t) => `elasticsearch:\n  api_key: ${t}`, (t) => `ELASTIC_API_KEY=${t}`] },
  // feature flags
  { provider: 'launchdarkly-sdk-key', parts: ['sdk-', ...uuid] },
  { provider: 'launchdarkly-api-token', parts: ['api-', ...uuid] },
  { provider: 'flagsmith-server-key', parts: ['ser.', ['A', 22]] },
  { provider: 'statsig-server-secret', parts: ['secret-', ['A', 43]] },
  { provider: 'configcat-sdk-key', parts: ['configcat-sdk-1/', ['W', 22], '/', ['W', 22]] },
  { provider: 'unleash-api-token', parts: ['default:production.', ['H', 56]], keyed: 'UNLEASH_API_TOKEN' },
  // auth providers
  { provider: 'auth0-client-secret', parts: [['W', 64]], keyed: 'AUTH0_CLIENT_SECRET' },
  { provider: 'keycloak-client-secret', parts: [['A', 32]], keyed: 'KEYCLOAK_CLIENT_SECRET' },
  { provider: 'kubeadm-bootstrap-token', parts: [['L', 6], '.', ['L', 16]], around: [(t) => `kubeadm join 10.0.0.10:6443 --token ${t} --discovery-token-ca-cert-hash sha256:${'0f'.repeat(32)}`, (t) => `bootstrapTokens:\n- token: "${t}"\n  ttl: 24h0m0s`, (t) => `kubeadm token create ${t} --ttl 2h`, (t) => `users:\n- name: kubelet-bootstrap\n  user:\n    token: ${t}`] },
  // AI APIs
  { provider: 'together-api-key', parts: ['tgp_v1_', ['W', 43]] },
  { provider: 'voyage-api-key', parts: ['pa-', ['W', 43]] },
  { provider: 'cerebras-api-key', parts: ['csk-', ['L', 48]] },
  { provider: 'nvidia-api-key', parts: ['nvapi-', ['W', 64]] },
  { provider: 'jina-api-key', parts: ['jina_', ['H', 32], ['A', 28]] },
  { provider: 'firecrawl-api-key', parts: ['fc-', ['H', 32]] },
  { provider: 'e2b-api-key', parts: ['e2b_', ['H', 40]] },
  { provider: 'openai-user-key', parts: ['sk-None-', ['W', 20], 'T3BlbkFJ', ['W', 20]] },
  { provider: 'helicone-api-key', parts: ['sk-helicone-', ['L', 7], '-', ['L', 7], '-', ['L', 7], '-', ['L', 7]] },
  { provider: 'modal-token-secret', parts: ['as-', ['A', 22]], keyed: 'MODAL_TOKEN_SECRET' },
  { provider: 'fal-key', parts: [...uuid, ':', ['H', 32]], keyed: 'FAL_KEY' },
  { provider: 'deepseek-api-key', parts: ['sk-', ['H', 32]] },
  // webhooks
  { provider: 'mattermost-incoming-webhook', parts: ['https://chat.acme.dev/hooks/', ['L', 26]] },
  { provider: 'zapier-catch-hook', parts: ['https://hooks.zapier.com/hooks/catch/', ['D', 7], '/', ['L', 6], '/'] },
  { provider: 'google-chat-webhook', parts: [['W', 43]], around: [(t) => `https://chat.googleapis.com/v1/spaces/AAAAq2Wj0c8/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${t}`, (t) => `GOOGLE_CHAT_WEBHOOK="https://chat.googleapis.com/v1/spaces/AAAAB3x/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${t}"`, (t) => `webhook_url: https://chat.googleapis.com/v1/spaces/AAAA9/messages?token=${t}&key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI`, (t) => `curl -X POST 'https://chat.googleapis.com/v1/spaces/AAAAx/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${t}' -d '{"text":"deployed"}'`] },
  { provider: 'ifttt-maker-key', parts: ['https://maker.ifttt.com/trigger/deploy_done/with/key/', ['W', 22]] },
  { provider: 'feishu-bot-webhook', parts: ['https://open.feishu.cn/open-apis/bot/v2/hook/', ...uuid] },
  { provider: 'wecom-bot-webhook', parts: ['https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=', ...uuid] },
  { provider: 'dingtalk-robot-webhook', parts: ['https://oapi.dingtalk.com/robot/send?access_token=', ['H', 64]] },
  { provider: 'make-webhook', parts: ['https://hook.eu1.make.com/', ['L', 32]] },
  // database connection strings
  { provider: 'mysql-go-dsn', parts: [['A', 16]], around: [(t) => `dsn := "shop:${t}@tcp(db.internal:3306)/shop?parseTime=true"`, (t) => `MYSQL_DSN=app:${t}@tcp(127.0.0.1:3306)/app`, (t) => `sql.Open("mysql", "root:${t}@unix(/var/run/mysqld/mysqld.sock)/orders")`, (t) => `database: app:${t}@tcp(mysql:3306)/app?charset=utf8mb4`] },
  { provider: 'jdbc-password-parameter', parts: [['A', 16]], around: [(t) => `jdbc:postgresql://db.internal:5432/app?user=app&password=${t}&ssl=true`, (t) => `url: jdbc:mysql://db:3306/shop?user=shop&password=${t}`, (t) => `"jdbcUrl": "jdbc:sqlserver://sql.acme.dev:1433;databaseName=erp;user=erp;password=${t};encrypt=true"`, (t) => `spring.datasource.url=jdbc:mariadb://db/app?user=app&password=${t}`] },
  { provider: 'ado-net-connection-string', parts: [['A', 16]], around: [(t) => `Server=tcp:acme.database.windows.net,1433;Initial Catalog=app;User ID=app;Password=${t};Encrypt=True;`, (t) => `"DefaultConnection": "Host=db;Database=app;Username=app;Password=${t}"`, (t) => `Data Source=sql01;Initial Catalog=erp;User Id=erp;Pwd=${t};`, (t) => `<add name="Main" connectionString="Server=.;Database=shop;Uid=shop;Pwd=${t}" />`] },
  { provider: 'pgpass-line', parts: [['A', 16]], around: [(t) => `db.internal:5432:app:app:${t}`, (t) => `# ~/.pgpass\n*:5432:*:replicator:${t}`, (t) => `echo "localhost:5432:orders:orders:${t}" >> ~/.pgpass`, (t) => `10.0.0.7:6432:analytics:reporter:${t}\n`] },
  { provider: 'mongodb-srv-url', parts: ['mongodb+srv://app:', ['A', 16], '@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority'] },
  { provider: 'redis-url-password-only', parts: ['rediss://:', ['A', 24], '@cache.internal:6380/0'] },
  { provider: 'libpq-keyword-dsn', parts: [['A', 16]], around: [(t) => `host=db.internal port=5432 dbname=app user=app password=${t} sslmode=require`, (t) => `psql "host=localhost user=postgres password=${t} dbname=postgres"`, (t) => `conn = psycopg2.connect("dbname=shop user=shop password=${t}")`, (t) => `PG_DSN='user=app password=${t} host=10.0.0.4'`] },
  { provider: 'oracle-user-password', parts: [['A', 12]], around: [(t) => `sqlplus scott/${t}@//db.internal:1521/ORCL`, (t) => `sqlplus -s system/${t}@XEPDB1 @migrate.sql`, (t) => `expdp hr/${t}@orclpdb directory=DUMP dumpfile=hr.dmp`, (t) => `rman target sys/${t}@prod`] },
  { provider: 'neo4j-auth', parts: [['A', 16]], around: [(t) => `NEO4J_AUTH=neo4j/${t}`, (t) => `docker run -e NEO4J_AUTH=neo4j/${t} neo4j:5`, (t) => `environment:\n  NEO4J_AUTH: neo4j/${t}`, (t) => `      - NEO4J_AUTH=neo4j/${t}`] },
  // private keys and signed tokens
  { provider: 'jwe-compact', parts: ['eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.', ['W', 342], '.', ['W', 16], '.', ['W', 120], '.', ['W', 22]] },
  { provider: 'jwt-unsigned', parts: ['eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiI', ['W', 60], '.'] },
  { provider: 'ec-private-key-indented', parts: [['B', 64]], around: [(t) => `tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    ${t}\n    ${t.slice(0, 40)}\n    -----END EC PRIVATE KEY-----`, (t) => `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3F17F5316E2BAC89\n\n${t}\n${t}\n-----END RSA PRIVATE KEY-----`, (t) => `# key.pem\n-----BEGIN ENCRYPTED PRIVATE KEY-----\r\n${t}\r\n${t}\r\n-----END ENCRYPTED PRIVATE KEY-----\r\n`, (t) => `"key": "-----BEGIN PRIVATE KEY-----\\n${t}\\n${t}\\n-----END PRIVATE KEY-----\\n"`] },
  { provider: 'pgp-private-key-block', parts: [['B', 64]], around: [(t) => `-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: exported for CI\n\n${t}\n${t}\n=Xk4a\n-----END PGP PRIVATE KEY BLOCK-----`, (t) => `GPG_PRIVATE_KEY: |\n  -----BEGIN PGP PRIVATE KEY BLOCK-----\n\n  ${t}\n  ${t}\n  -----END PGP PRIVATE KEY BLOCK-----`] },
  { provider: 'putty-private-key', parts: [['B', 64]], around: [(t) => `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@build\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIJ2cU6lYyGx9B1cF3w4cQWfBz8d3n3H2yq5fQ9y1mX8k\nPrivate-Lines: 1\n${t}\nPrivate-MAC: ${'a1'.repeat(32)}`, (t) => `PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-20260101\nPublic-Lines: 1\nAAAAB3NzaC1yc2EAAAADAQABAAABAQC7\nPrivate-Lines: 2\n${t}\n${t.slice(0, 32)}\nPrivate-MAC: ${'3c'.repeat(20)}`] },
  { provider: 'minisign-secret-key', parts: ['RWRTY0Iy', ['B', 150]], around: [(t) => `untrusted comment: minisign encrypted secret key\n${t}`, (t) => `MINISIGN_SECRET_KEY="untrusted comment: minisign encrypted secret key\\n${t}"`] },
  { provider: 'wireguard-private-key', parts: [['B', 42], 'A='], around: [(t) => `[Interface]\nPrivateKey = ${t}\nAddress = 10.8.0.2/24`, (t) => `wg set wg0 private-key <(echo ${t})`, (t) => `  private_key: "${t}"`, (t) => `WG_PRIVATE_KEY=${t}`] },
  // credentials in URLs and config file syntaxes
  { provider: 'url-percent-encoded-password', parts: [['A', 12]], around: [(t) => `git clone https://deploy:p%40ss${t}@git.acme.dev/app.git`, (t) => `https://ci%40acme.dev:${t}%21@nexus.acme.dev/repository/raw/`, (t) => `ftp://backup:${t}%23x@files.acme.dev/nightly/`, (t) => `amqps://svc:${t}%2F1@mq.acme.dev:5671/vhost`] },
  { provider: 'toml-password', parts: [['A', 16]], around: [(t) => `[database]\nuser = "app"\npassword = "${t}"\nhost = "db.internal"`, (t) => `[[servers]]\nname = "primary"\npass = '${t}'`, (t) => `[smtp]\nusername = "mailer"\nsmtp_password = """${t}"""`, (t) => `redis = { url = "redis://cache:6379", password = "${t}" }`] },
  { provider: 'ini-password', parts: [['A', 16]], around: [(t) => `[client]\nuser=backup\npassword=${t}\nhost=db.internal`, (t) => `[mysqld]\n; replication\nreplication_password = ${t}`, (t) => `[remote]\ntype = sftp\nhost = files.acme.dev\nuser = ci\npass = ${t}`, (t) => `[default]\naccess_key = AKIA2E0A8F3B244C9986\nsecret_key = ${t}`] },
  { provider: 'java-properties-password', parts: [['A', 16]], around: [(t) => `spring.datasource.username=app\nspring.datasource.password=${t}`, (t) => `db.password : ${t}`, (t) => `mail.smtp.password=${t}\nmail.smtp.port=587`, (t) => `keystore.pass=${t}`] },
  { provider: 'xml-attribute-password', parts: [['A', 16]], around: [(t) => `<connection user="app" password="${t}" host="db.internal"/>`, (t) => `<property name="hibernate.connection.password">${t}</property>`, (t) => `<bean id="ds" class="org.apache.commons.dbcp2.BasicDataSource">\n  <property name="password" value="${t}"/>\n</bean>`, (t) => `<Resource name="jdbc/app" username="app" password="${t}" url="jdbc:postgresql://db/app"/>`] },
  { provider: 'yaml-nested-password', parts: [['A', 16]], around: [(t) => `spring:\n  datasource:\n    username: app\n    password: ${t}`, (t) => `redis:\n  auth:\n    password: "${t}"`, (t) => `smtp:\n  user: mailer\n  pass: ${t}`, (t) => `- name: DB_PASS\n  value: ${t}`] },
  { provider: 'json-password', parts: [['A', 16]], around: [(t) => `{"db": {"user": "app", "pass": "${t}"}}`, (t) => `{\n  "smtp": {\n    "host": "smtp.acme.dev",\n    "password": "${t}"\n  }\n}`, (t) => `"adminPassword": "${t}",`, (t) => `{"username":"ci","passwd":"${t}"}`] },
  { provider: 'kubeconfig-basic-auth', parts: [['A', 16]], around: [(t) => `users:\n- name: admin\n  user:\n    username: admin\n    password: ${t}`, (t) => `kubectl config set-credentials admin --username=admin --password=${t}`, (t) => `  user:\n    password: "${t}"\n    username: admin`, (t) => `kubectl config set-credentials ci --token=${t}`] },
];

/** Providers whose samples are in the test half only (seed 20261126; `freshDraw()` reproduces it). */
export const FRESH_TEST_PROVIDERS = [
  'ado-net-connection-string', 'axiom-personal-token', 'configcat-sdk-key', 'deepseek-api-key',
  'dingtalk-robot-webhook', 'elastic-api-key', 'fal-key', 'feishu-bot-webhook',
  'firecrawl-api-key', 'gemfury-push-token', 'google-chat-webhook', 'gradle-properties-password',
  'honeycomb-classic-key', 'jina-api-key', 'json-password', 'keycloak-client-secret',
  'kubeadm-bootstrap-token', 'launchdarkly-api-token', 'launchdarkly-sdk-key', 'libpq-keyword-dsn',
  'mattermost-incoming-webhook', 'minisign-secret-key', 'modal-token-secret', 'mongodb-srv-url',
  'npmrc-auth-token-uuid', 'npmrc-password', 'nvidia-api-key', 'openai-user-key', 'otlp-headers',
  'pgpass-line', 'pypirc-password', 'rollbar-access-token', 'statsig-server-secret',
  'url-percent-encoded-password', 'voyage-api-key',
];

/**
 * A fourth batch, written after the third was tuned on: 48 more formats (documented provider
 * tokens, credentials on command lines and in deployment files). Split the same way by its own
 * draw (seed 20261127, `FRESH2_TEST_PROVIDERS`); docs/secrets.md gives it untouched, that is
 * as a held-out estimate of the rules tuned on the third batch, then after its dev half.
 */
export const FRESH2_FORMATS = [
  // registries and package managers
  { provider: 'yarnrc-npm-auth-token', parts: [['W', 36]], around: [(t) => `npmRegistries:\n  "https://npm.acme.dev":\n    npmAuthToken: ${t}`, (t) => `npmAuthToken: "${t}"`, (t) => `yarn config set npmAuthToken ${t}`, (t) => `  npmAuthIdent: "ci:${t}"`] },
  { provider: 'sbt-credentials', parts: [['A', 18]], around: [(t) => `credentials += Credentials("Sonatype Nexus", "nexus.acme.dev", "deploy", "${t}")`, (t) => `realm=Artifactory Realm\nhost=acme.jfrog.io\nuser=ci\npassword=${t}`, (t) => `Credentials("GitHub Package Registry", "maven.pkg.github.com", "bot", "${t}")`, (t) => `credentials += Credentials("Repo", "repo.acme.dev", "ci", sys.env.getOrElse("X", "${t}"))`] },
  { provider: 'composer-bearer', parts: [['A', 40]], around: [(t) => `{"bearer": {"repo.packagist.com": "${t}"}}`, (t) => `composer config --global bearer.repo.acme.dev ${t}`, (t) => `COMPOSER_AUTH='{"bearer": {"satis.acme.dev": "${t}"}}'`, (t) => `"bearer": {\n  "packages.acme.dev": "${t}"\n}`] },
  { provider: 'bundler-github-packages', parts: ['ghp_', ['A', 36]], around: [(t) => `BUNDLE_RUBYGEMS__PKG__GITHUB__COM=octocat:${t}`, (t) => `bundle config https://rubygems.pkg.github.com/acme octocat:${t}`, (t) => `export BUNDLE_GEMS__ACME__DEV="ci:${t}"`, (t) => `BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "bot:${t}"`] },
  { provider: 'poetry-http-basic', parts: [['A', 20]], around: [(t) => `POETRY_HTTP_BASIC_PRIVATE_PASSWORD=${t}`, (t) => `poetry config http-basic.private ci ${t}`, (t) => `export POETRY_HTTP_BASIC_ACME_PASSWORD="${t}"`, (t) => `poetry config http-basic.foo deploy ${t} --local`] },
  { provider: 'nuget-sources-password', parts: [['A', 20]], around: [(t) => `nuget sources add -Name acme -Source https://nuget.acme.dev/v3/index.json -UserName ci -Password ${t}`, (t) => `dotnet nuget add source https://pkgs.acme.dev/index.json -n acme -u ci -p ${t} --store-password-in-clear-text`, (t) => `dotnet nuget update source acme --username ci --password ${t}`, (t) => `nuget.exe sources Add -Name feed -Source https://f.acme.dev -Username bot -Password "${t}"`] },
  { provider: 'conan-password', parts: [['A', 20]], keyed: 'CONAN_PASSWORD' },
  { provider: 'hex-api-key', parts: [['H', 32]], keyed: 'HEX_API_KEY' },
  // observability
  { provider: 'splunk-hec-token', parts: [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]], around: [(t) => `curl -H "Authorization: Splunk ${t}" https://hec.acme.dev:8088/services/collector`, (t) => `splunk_hec_token: ${t}`, (t) => `SPLUNK_HEC_TOKEN=${t}`, (t) => `[http://app]\ntoken = ${t}\nindex = main`] },
  { provider: 'coralogix-key', parts: ['cxtp_', ['A', 30]] },
  { provider: 'uptrace-dsn', parts: [['W', 22]], around: [(t) => `UPTRACE_DSN=https://${t}@api.uptrace.dev/1234`, (t) => `dsn: "https://${t}@uptrace.acme.dev?grpc=4317"`, (t) => `uptrace.ConfigureOpentelemetry(uptrace.WithDSN("https://${t}@api.uptrace.dev/42"))`, (t) => `export UPTRACE_DSN="http://${t}@localhost:14318?grpc=14317"`] },
  { provider: 'influxdb-token', parts: [['W', 86], '=='], keyed: 'INFLUX_TOKEN' },
  { provider: 'instana-agent-key', parts: [['W', 22]], keyed: 'INSTANA_AGENT_KEY' },
  { provider: 'lightstep-access-token', parts: [['A', 84]], keyed: 'LIGHTSTEP_ACCESS_TOKEN' },
  // feature flags and auth
  { provider: 'devcycle-server-key', parts: ['dvc_server_', ['H', 8], '_', ['H', 4], '_', ['H', 4], '_', ['H', 4], '_', ['H', 12], '_', ['H', 7]] },
  { provider: 'ory-pat', parts: ['ory_pat_', ['A', 32]] },
  { provider: 'stytch-secret', parts: ['secret-live-', ['W', 36], '='] },
  { provider: 'anyscale-key', parts: ['esecret_', ['L', 26]] },
  { provider: 'llamacloud-key', parts: ['llx-', ['A', 48]] },
  { provider: 'ntfy-token', parts: ['tk_', ['L', 29]] },
  { provider: 'convex-deploy-key', parts: ['prod:', ['L', 12], '-', ['L', 6], '-', ['D', 3], '|', ['W', 80]] },
  { provider: 'upstash-rest-token', parts: ['AX', ['W', 62], '='], keyed: 'UPSTASH_REDIS_REST_TOKEN' },
  { provider: 'deepgram-key', parts: [['H', 40]], keyed: 'DEEPGRAM_API_KEY' },
  { provider: 'pagerduty-routing-key', parts: [['H', 32]], around: [(t) => `routing_key: ${t}`, (t) => `{"routing_key": "${t}", "event_action": "trigger"}`, (t) => `PAGERDUTY_ROUTING_KEY=${t}`, (t) => `  integration_key = "${t}"`] },
  // command lines
  { provider: 'sqlcmd-password', parts: [['A', 16]], around: [(t) => `sqlcmd -S db.acme.dev -U sa -P ${t} -Q "SELECT 1"`, (t) => `sqlcmd -S localhost -U sa -P '${t}' -i init.sql`, (t) => `bcp dbo.orders out orders.dat -S sql01 -U etl -P ${t} -c`, (t) => `/opt/mssql-tools/bin/sqlcmd -S tcp:db,1433 -U sa -P "${t}"`] },
  { provider: 'redis-cli-password', parts: [['A', 20]], around: [(t) => `redis-cli -h cache.acme.dev -a ${t} ping`, (t) => `redis-cli -a '${t}' --no-auth-warning INFO`, (t) => `redis-cli --pass ${t} -p 6380 monitor`, (t) => `REDISCLI_AUTH=${t} redis-cli -h 10.0.0.3`] },
  { provider: 'mongosh-password', parts: [['A', 18]], around: [(t) => `mongosh "mongodb://db:27017/app" --username app --password ${t}`, (t) => `mongodump -u backup -p ${t} --authenticationDatabase admin`, (t) => `mongo admin -u root -p '${t}' --eval "db.stats()"`, (t) => `mongorestore --username restore --password="${t}" dump/`] },
  { provider: 'clickhouse-client-password', parts: [['A', 18]], around: [(t) => `clickhouse-client --host ch.acme.dev --user default --password ${t}`, (t) => `clickhouse-client -u etl --password '${t}' -q "SELECT 1"`, (t) => `CLICKHOUSE_PASSWORD=${t}`, (t) => `<password>${t}</password>`] },
  { provider: 'keytool-storepass', parts: [['A', 16]], around: [(t) => `keytool -importcert -alias ca -file ca.pem -keystore truststore.jks -storepass ${t} -noprompt`, (t) => `keytool -genkeypair -alias app -keystore app.p12 -storepass ${t} -keypass ${t}`, (t) => `jarsigner -keystore release.jks -storepass '${t}' app.apk release`, (t) => `apksigner sign --ks release.jks --ks-pass pass:${t} app.apk`] },
  { provider: 'openssl-passin', parts: [['A', 16]], around: [(t) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout pass:${t}`, (t) => `openssl rsa -in key.enc -out key.pem -passin pass:${t}`, (t) => `openssl enc -aes-256-cbc -in secrets.tar -out secrets.enc -k ${t}`, (t) => `openssl pkcs12 -in bundle.p12 -nodes -password pass:${t}`] },
  { provider: 'wget-http-password', parts: [['A', 16]], around: [(t) => `wget --user=ci --password=${t} https://files.acme.dev/build.zip`, (t) => `wget --http-user=ci --http-password=${t} https://repo.acme.dev/pkg.deb`, (t) => `wget --ftp-user=backup --ftp-password='${t}' ftp://files.acme.dev/db.sql.gz`, (t) => `aria2c --http-user=bot --http-passwd=${t} https://dl.acme.dev/iso`] },
  { provider: 'net-use-password', parts: [['A', 14]], around: [(t) => `net use Z: \\\\fileserver\\share ${t} /user:ACME\\svc-backup`, (t) => `net use \\\\10.0.0.5\\c$ /user:administrator ${t}`, (t) => `runas /user:ACME\\admin "cmd" && echo ${t} | runas`, (t) => `cmdkey /add:fileserver /user:ACME\\svc /pass:${t}`] },
  { provider: 'powershell-securestring', parts: [['A', 16]], around: [(t) => `$pw = ConvertTo-SecureString "${t}" -AsPlainText -Force`, (t) => `$env:API_KEY = "${t}"`, (t) => `$cred = New-Object PSCredential("svc", (ConvertTo-SecureString '${t}' -AsPlainText -Force))`, (t) => `[Environment]::SetEnvironmentVariable("DB_PASSWORD", "${t}", "User")`] },
  { provider: 'kubectl-from-literal', parts: [['A', 18]], around: [(t) => `kubectl create secret generic db --from-literal=password=${t}`, (t) => `kubectl create secret generic api --from-literal=API_TOKEN=${t} -n prod`, (t) => `kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=bot --docker-password=${t}`, (t) => `kubectl create secret generic app --from-literal=stripe-key=${t}`] },
  { provider: 'paas-secret-set', parts: [['A', 24]], around: [(t) => `fly secrets set DATABASE_PASSWORD=${t}`, (t) => `heroku config:set STRIPE_SECRET=${t} -a shop`, (t) => `gh secret set DEPLOY_KEY --body "${t}"`, (t) => `vercel env add API_SECRET production <<< "${t}"`] },
  { provider: 'cloud-cli-login', parts: [['A', 20]], around: [(t) => `az login --service-principal -u 8c3f0e0a-1b2c-4d5e-8f90-1234567890ab -p ${t} --tenant acme.onmicrosoft.com`, (t) => `aws configure set aws_secret_access_key ${t}`, (t) => `argocd login argocd.acme.dev --username admin --password ${t}`, (t) => `az acr login --name acme --username acme --password ${t}`] },
  // deployment and config files
  { provider: 'compose-environment-list', parts: [['A', 18]], around: [(t) => `services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=${t}`, (t) => `    environment:\n      - MYSQL_ROOT_PASSWORD=${t}\n      - MYSQL_DATABASE=app`, (t) => `      - RABBITMQ_DEFAULT_PASS=${t}`, (t) => `      - "MINIO_ROOT_PASSWORD=${t}"`] },
  { provider: 'systemd-environment', parts: [['A', 24]], around: [(t) => `[Service]\nEnvironment="API_KEY=${t}"`, (t) => `Environment=DB_PASSWORD=${t}`, (t) => `Environment="SECRET_KEY_BASE=${t}" "RAILS_ENV=production"`, (t) => `Environment='STRIPE_API_KEY=${t}'`] },
  { provider: 'ansible-vars', parts: [['A', 18]], around: [(t) => `ansible_become_password: ${t}`, (t) => `ansible_ssh_pass: "${t}"`, (t) => `mysql_root_password: ${t}\nmysql_port: 3306`, (t) => `ansible-playbook site.yml -e "ansible_password=${t}"`] },
  { provider: 'terraform-tfvars', parts: [['A', 20]], around: [(t) => `db_password = "${t}"`, (t) => `admin_password     = "${t}"`, (t) => `variable "api_token" {\n  default = "${t}"\n}`, (t) => `TF_VAR_db_password=${t} terraform apply`] },
  { provider: 'helm-set-password', parts: [['A', 18]], around: [(t) => `helm install db bitnami/postgresql --set auth.postgresPassword=${t}`, (t) => `helm upgrade app ./chart --set secrets.apiKey=${t} --set image.tag=1.2`, (t) => `helm install redis bitnami/redis --set auth.password=${t}`, (t) => `helm upgrade --install mq bitnami/rabbitmq --set auth.password="${t}"`] },
  { provider: 'jdbc-oracle-thin', parts: [['A', 14]], around: [(t) => `jdbc:oracle:thin:scott/${t}@db.acme.dev:1521:ORCL`, (t) => `url: jdbc:oracle:thin:app/${t}@//db:1521/XEPDB1`, (t) => `spring.datasource.url=jdbc:oracle:thin:etl/${t}@10.0.0.9:1521/prod`, (t) => `"jdbc:oracle:thin:report/${t}@(DESCRIPTION=(ADDRESS=(HOST=db)(PORT=1521)))"`] },
  { provider: 'odbc-connection-string', parts: [['A', 16]], around: [(t) => `Driver={ODBC Driver 18 for SQL Server};Server=db;Database=erp;UID=erp;PWD=${t};`, (t) => `DSN=warehouse;UID=etl;PWD=${t}`, (t) => `pyodbc.connect("DRIVER={PostgreSQL};SERVER=db;DATABASE=app;UID=app;PWD=${t}")`, (t) => `Provider=MSOLEDBSQL;Data Source=db;User ID=sa;Password=${t};`] },
  { provider: 'php-define-password', parts: [['A', 20]], around: [(t) => `define( 'DB_PASSWORD', '${t}' );`, (t) => `define('AUTH_KEY', '${t}');`, (t) => `$config['db_pass'] = '${t}';`, (t) => `'password' => '${t}',`] },
  { provider: 'spring-yaml-secret', parts: [['A', 24]], around: [(t) => `spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          github:\n            client-secret: ${t}`, (t) => `jwt:\n  signing-key: ${t}`, (t) => `app:\n  encryption:\n    key: ${t}`, (t) => `mail:\n  smtp:\n    password: ${t}`] },
  { provider: 'dotnet-user-secrets', parts: [['A', 20]], around: [(t) => `dotnet user-secrets set "Stripe:SecretKey" "${t}"`, (t) => `{"ConnectionStrings": {"Db": "Server=db;User Id=app;Password=${t};"}}`, (t) => `"Jwt": {"Key": "${t}"}`, (t) => `dotnet user-secrets set "Smtp:Password" ${t}`] },
  { provider: 'rails-credentials', parts: [['H', 128]], around: [(t) => `SECRET_KEY_BASE=${t}`, (t) => `secret_key_base: ${t}`, (t) => `production:\n  secret_key_base: "${t}"`, (t) => `config.secret_key_base = "${t}"`] },
  { provider: 'django-secret-key', parts: [['L', 20], '!@#', ['L', 20]], around: [(t) => `SECRET_KEY = '${t}'`, (t) => `DJANGO_SECRET_KEY="${t}"`, (t) => `SECRET_KEY = os.environ.get("SECRET_KEY", "${t}")`, (t) => `export DJANGO_SECRET_KEY='${t}'`] },
  { provider: 'flask-secret-key', parts: [['H', 48]], around: [(t) => `app.secret_key = "${t}"`, (t) => `app.config["SECRET_KEY"] = "${t}"`, (t) => `FLASK_SECRET_KEY=${t}`, (t) => `app.config.update(SECRET_KEY="${t}")`] },
];

/** Providers of the fourth batch whose samples are in the test half only (seed 20261127). */
export const FRESH2_TEST_PROVIDERS = [
  'ansible-vars', 'anyscale-key', 'compose-environment-list', 'composer-bearer', 'coralogix-key',
  'django-secret-key', 'dotnet-user-secrets', 'flask-secret-key', 'hex-api-key',
  'keytool-storepass', 'kubectl-from-literal', 'lightstep-access-token', 'llamacloud-key',
  'net-use-password', 'ntfy-token', 'nuget-sources-password', 'openssl-passin', 'paas-secret-set',
  'pagerduty-routing-key', 'poetry-http-basic', 'sbt-credentials', 'spring-yaml-secret',
  'stytch-secret', 'systemd-environment', 'upstash-rest-token',
];
