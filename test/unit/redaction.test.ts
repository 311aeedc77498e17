import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import {
  REDACTION_RULES,
  redact,
  redactFields,
  redactLarge,
  redactionMarker,
  rulesToRun,
} from '../../src/util/redaction.js';
import { samples } from '../../bench/data/secrets/providers.mjs';

// Fake secrets are generated at runtime (deterministic pseudo-random text of the
// right shape) so this file never contains anything that looks like a credential.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = '0123456789abcdef';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const BASE32 = UPPER + '234567';
const BECH32_UPPER = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

let seed = 42;
/** mulberry32: deterministic, well-mixed output so fakes look random. */
function nextRandom(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function fake(charset: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += charset[Math.floor(nextRandom() * charset.length)];
  return out;
}
const uuid = (): string => [fake(HEX, 8), fake(HEX, 4), fake(HEX, 4), fake(HEX, 4), fake(HEX, 12)].join('-');
const b64url = (s: string): string => Buffer.from(s).toString('base64url');

function pem(label: string, lines = 8): string {
  const body = Array.from({ length: lines }, () => fake(B64, 64)).join('\n');
  return `-----BEGIN ${label}-----\n${body}\n${fake(B64, 20)}==\n-----END ${label}-----`;
}
function escapedPem(label: string): string {
  return pem(label, 6).replace(/\n/g, '\\n') + '\\n';
}
function jwt(): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ sub: fake(DIGITS, 10), name: 'Jane Roe', iat: 1716239022 }));
  return `${header}.${payload}.${fake(B64URL, 43)}`;
}

interface Case {
  rule: string;
  input: string;
  /** Text that must not survive redaction. */
  secret: string;
}

function c(rule: string, before: string, secret: string, after = ''): Case {
  return { rule, input: before + secret + after, secret };
}

const CASES: Case[] = [
  // Hash-derived (not fake()) so the shared random sequence of the other cases stays as it was.
  c('kubeconfig-client-key', '    client-key-data: ', createHash('sha512').update('kubeconfig').digest('base64')),
  c('artifactory-nexus-password', 'ARTIFACTORY_PASSWORD=', createHash('sha1').update('artifactory').digest('base64url').slice(0, 24)),
  c('private-key', 'key file:\n', pem('RSA PRIVATE KEY'), '\nend'),
  c('private-key', '', pem('OPENSSH PRIVATE KEY')),
  c('private-key', '', pem('EC PRIVATE KEY', 3)),
  c('private-key', '', pem('PRIVATE KEY')),
  c('private-key', '', pem('ENCRYPTED PRIVATE KEY')),
  c('private-key', '', pem('PGP PRIVATE KEY BLOCK').replace('\n', '\nVersion: GnuPG v2\n\n')),
  c('private-key', 'windows:\r\n', pem('DSA PRIVATE KEY').replace(/\n/g, '\r\n'), '\r\n'),
  c('gcp-service-account-key', `{"type": "service_account", "project_id": "demo", "private_key_id": "${fake(HEX, 40)}", "private_key": "`, escapedPem('PRIVATE KEY'), '", "client_email": "svc@demo.iam.gserviceaccount.com"}'),
  c('private-key-escaped', 'JWT_SIGNING_KEY="', escapedPem('EC PRIVATE KEY'), '"'),
  c('aws-access-key-id', 'aws_access_key_id = ', 'AKIA' + fake(BASE32, 16)),
  c('aws-access-key-id', '"AccessKeyId": "', 'ASIA' + fake(BASE32, 16), '"'),
  c('aws-secret-access-key', 'aws_secret_access_key = ', fake(ALNUM + '/+', 40)),
  c('aws-secret-access-key', 'export AWS_SECRET_ACCESS_KEY="', fake(ALNUM + '/+', 40), '"'),
  c('gcp-api-key', 'https://maps.googleapis.com/maps/api/js?key=', 'AIza' + fake(B64URL, 35), '&callback=init'),
  c('google-oauth-client-secret', '"client_secret": "', 'GOCSPX-' + fake(B64URL, 28), '"'),
  c('azure-storage-key', 'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=', fake(B64, 86) + '==', ';EndpointSuffix=core.windows.net'),
  c('azure-storage-key', 'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=', fake(B64, 43) + '=', ''),
  c('azure-sas-signature', 'https://acme.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&spr=https&sig=', fake(ALNUM, 40) + '%2B' + fake(ALNUM, 3) + '%3D'),
  c('digitalocean-token', 'DIGITALOCEAN_TOKEN=', 'dop_v1_' + fake(HEX, 64)),
  c('heroku-api-key', 'HEROKU_API_KEY=', uuid()),
  c('heroku-api-key', 'heroku auth: ', 'HRKU-' + fake(B64URL, 60)),
  c('firebase-cloud-messaging-key', 'serverKey: ', 'AAAA' + fake(B64URL, 7) + ':APA91b' + fake(B64URL, 134)),
  c('supabase-service-key', 'SUPABASE_SECRET=', 'sb_secret_' + fake(B64URL, 32)),
  c('github-token', 'git remote add origin https://', 'ghp_' + fake(ALNUM, 36), '@github.com/acme/app.git'),
  c('github-token', 'oauth: ', 'gho_' + fake(ALNUM, 36)),
  c('github-token', 'installation token ', 'ghs_' + fake(ALNUM, 36), ' expires in 1h'),
  c('github-token', 'user-to-server ', 'ghu_' + fake(ALNUM, 36)),
  c('github-token', 'refresh ', 'ghr_' + fake(ALNUM, 76)),
  c('github-fine-grained-token', 'GH_TOKEN=', 'github_pat_11' + fake(UPPER + DIGITS, 20) + '_' + fake(ALNUM, 59)),
  c('gitlab-token', 'PRIVATE-TOKEN: ', 'glpat-' + fake(B64URL, 20)),
  c('bitbucket-app-password', 'BITBUCKET_APP_PASSWORD=', fake(ALNUM, 20)),
  c('npm-token', '//registry.npmjs.org/:_authToken=', 'npm_' + fake(ALNUM, 36)),
  c('pypi-token', '[pypi]\nusername = __token__\npassword = ', 'pypi-AgEIcHlwaS5vcmc' + fake(B64URL, 120)),
  c('docker-hub-token', 'echo ', 'dckr_pat_' + fake(B64URL, 27), ' | docker login -u acme --password-stdin'),
  c('ci-token-assignment', 'CIRCLE_TOKEN=', fake(HEX, 40)),
  c('ci-token-assignment', 'travis_api_token: ', fake(B64URL, 22)),
  c('ci-token-assignment', 'circleci personal token ', 'CCIPAT_' + fake(ALNUM, 22) + '_' + fake(HEX, 40)),
  c('vault-token', 'VAULT_TOKEN=', 'hvs.' + fake(B64URL, 90)),
  c('slack-token', 'SLACK_BOT=', 'xoxb-' + fake(DIGITS, 12) + '-' + fake(DIGITS, 13) + '-' + fake(ALNUM, 24)),
  c('slack-token', 'app token ', 'xapp-1-A' + fake(UPPER + DIGITS, 10) + '-' + fake(DIGITS, 13) + '-' + fake(HEX, 64)),
  c('slack-webhook', 'https://hooks.slack.com/services/', 'T' + fake(UPPER + DIGITS, 8) + '/B' + fake(UPPER + DIGITS, 10) + '/' + fake(ALNUM, 24)),
  c('discord-webhook', 'https://discord.com/api/webhooks/' + fake(DIGITS, 18) + '/', fake(B64URL, 68)),
  c('teams-webhook', 'https://acme.webhook.office.com/webhookb2/', `${uuid()}@${uuid()}/IncomingWebhook/${fake(HEX, 32)}/${uuid()}`),
  c('telegram-bot-token', 'https://api.telegram.org/bot', fake(DIGITS, 10) + ':AA' + fake(B64URL, 33), '/sendMessage'),
  c('stripe-api-key', 'STRIPE_KEY=', 'sk_live_' + fake(ALNUM, 24)),
  c('stripe-api-key', 'restricted: ', 'rk_live_' + fake(ALNUM, 99)),
  c('stripe-api-key', "Stripe::api_key = '", 'sk_test_' + fake(ALNUM, 99), "'"),
  c('stripe-webhook-secret', 'STRIPE_WEBHOOK_SECRET=', 'whsec_' + fake(ALNUM, 32)),
  c('square-token', 'square: ', 'sq0atp-' + fake(B64URL, 22)),
  c('square-token', 'SQUARE_ACCESS=', 'EAAA' + fake(B64URL, 60)),
  c('shopify-token', 'X-Shopify-Access-Token: ', 'shpat_' + fake(HEX, 32)),
  c('twilio-api-key', 'twilio api key ', 'SK' + fake(HEX, 32)),
  c('twilio-account-sid', 'TWILIO_ACCOUNT=', 'AC' + fake(HEX, 32)),
  c('sendgrid-api-key', 'sendgrid: ', 'SG.' + fake(B64URL, 22) + '.' + fake(B64URL, 43)),
  c('mailgun-api-key', 'MAILGUN_API_KEY=', 'key-' + fake(HEX, 32)),
  c('datadog-api-key', 'DD_API_KEY=', fake(HEX, 32)),
  c('datadog-api-key', 'datadog_app_key: "', fake(HEX, 40), '"'),
  c('sentry-dsn', `SENTRY_DSN=https://${fake(HEX, 32)}:`, fake(HEX, 32), '@o123456.ingest.sentry.io/1234567'),
  c('linear-api-key', 'linear: ', 'lin_api_' + fake(ALNUM, 40)),
  c('age-secret-key', '# created: 2024-01-01\n', 'AGE-SECRET-KEY-1' + fake(BECH32_UPPER, 58)),
  c('anthropic-api-key', 'ANTHROPIC_API_KEY=', 'sk-ant-api03-' + fake(B64URL, 93) + 'AA'),
  c('openai-api-key', 'OPENAI_API_KEY=', 'sk-proj-' + fake(B64URL, 156)),
  c('openai-api-key', 'openai.api_key = "', 'sk-' + fake(ALNUM, 48), '"'),
  c('huggingface-token', 'huggingface-cli login --token ', 'hf_' + fake(ALNUM, 34)),
  c('jwt', 'session cookie: ', jwt()),
  c('jwt', 'Authorization: Bearer ', jwt()),
  c('url-credentials', 'DATABASE_URL=postgres://app:', fake(ALNUM, 16), '@db:5432/x'),
  c('url-credentials', 'REDIS_URL=redis://:', fake(ALNUM, 24), '@cache:6379/0'),
  c('url-credentials', 'mongodb+srv://admin:', 'p4ss' + fake(ALNUM, 8) + '!', '@cluster0.mongodb.net/app'),
  c('url-credentials', 'amqp://guest:', fake(ALNUM, 12), '@rabbit//'),
  c('authorization-bearer', 'curl -H "Authorization: Bearer ', fake(ALNUM, 40), '" https://api.example.com'),
  c('authorization-bearer', 'headers: { authorization: `bearer ', fake(B64URL, 30) + '==', '` }'),
  c('authorization-basic', 'Authorization: Basic ', Buffer.from('deploy:' + fake(ALNUM, 16)).toString('base64')),
  c('authorization-basic', "{'Authorization': 'Basic ", Buffer.from('ci:' + fake(ALNUM, 12)).toString('base64'), "'}"),
  c('password-assignment', 'DB_PASSWORD=', 'S3cr3t-p4ss!'),
  c('password-assignment', 'database:\n  password: ', 'hunter2' + fake(ALNUM, 4), '\n  host: db'),
  c('password-assignment', '{"username": "app", "password": "', fake(ALNUM, 14), '"}'),
  c('password-assignment', "$db_pass = '", fake(ALNUM, 10), "';"),
  c('password-assignment', 'Server=db;User Id=sa;Password=', fake(ALNUM, 12), ';'),
  c('password-assignment', '[client]\npassword = ', fake(ALNUM, 12), ' # local only'),
  c('password-assignment', 'log: {\\"user\\":\\"bob\\",\\"password\\":\\"', fake(ALNUM, 12), '\\"}'),
  c('secret-assignment', 'API_KEY=', fake(ALNUM, 32)),
  c('secret-assignment', 'client_secret: ', fake(B64URL, 40)),
  c('secret-assignment', '"access_token": "', fake(ALNUM, 40), '"'),
  c('secret-assignment', 'SECRET=', fake(ALNUM, 24), ' npm start'),
  c('secret-assignment', 'https://api.example.com/v1/items?access_token=', fake(ALNUM, 32), '&page=2'),
  c('secret-assignment', 'apiKey := "', fake(ALNUM, 32), '"'),
  c('secret-assignment', ':auth_token => "', fake(ALNUM, 32), '"'),
  // Surroundings other languages and file types use (the generic rules missed these before).
  c('secret-assignment', 'System.setProperty("API_TOKEN", "', fake(ALNUM, 20) + '7', '");'),
  c('secret-assignment', 'var apiToken string = "', fake(ALNUM, 24), '"'),
  c('secret-assignment', 'apiToken := `', fake(ALNUM, 24), '`'),
  c('secret-assignment', '$apiToken .= "', fake(ALNUM, 24), '";'),
  c('secret-assignment', 'API_TOKEN ::= "', fake(ALNUM, 24), '"'),
  c('secret-assignment', 'val apiToken: String = "', fake(ALNUM, 24), '"'),
  c('secret-assignment', '{"config.ini": "API_TOKEN=', fake(ALNUM, 24), '\\nDEBUG=false"}'),
  c('xml-secret-element', '<apiToken>\n    ', fake(ALNUM, 24) + '1', '\n</apiToken>'),
  c('authorization-scheme', 'Authorization: Bot ', fake(ALNUM, 24) + '.' + fake(B64URL, 6) + '.' + fake(B64URL, 27) + '9'),
  c('authorization-scheme', '{"Authorization": "token ', fake(ALNUM, 40) + '1', '"}'),
  c('curl-user', 'curl -u deploy:', fake(ALNUM, 20), ' https://ci.example.net/api/json'),
  c('api-key-header', 'curl -H "X-API-Key: ', fake(ALNUM, 31) + '1', '" https://api.example.net/v2'),
  c('saas-keyed-id', 'DISCORD_CLIENT_ID=', '1' + fake(DIGITS, 17)),
  c('saas-keyed-secret', 'FINICITY_APP_KEY=', fake(HEX, 31) + 'a'),
  c('key-assignment', 'APP_KEY=', 'base64:' + fake(B64, 42) + '7='),
  c('key-assignment', '{"auths": {"ghcr.io": {"auth": "', Buffer.from('jane:' + fake(ALNUM, 20) + '4').toString('base64'), '"}}}'),
  c('key-assignment', 'credentials: ', fake(ALNUM, 30) + 'q8'),
  c('cli-flag-secret', 'mytool login --api-key ', fake(ALNUM, 30) + '3', ' --region eu'),
  c('cli-flag-secret', 'psql --password ', fake(ALNUM, 12) + '9'),
  c('name-value-secret', '{"name": "GITHUB_API_TOKEN", "value": "', fake(ALNUM, 30) + '2', '"}'),
  c('name-value-secret', '- {name: DB_PASSWORD, value: ', fake(ALNUM, 14) + '6', '}'),
  c('netrc-password', 'machine api.heroku.com login jane@example.com password ', fake(ALNUM, 24) + '1'),
  c('netrc-password', 'machine github.com\n  login jane\n  password ', fake(ALNUM, 24) + '2', '\n'),
  c('command-password', 'docker login -u ci -p ', fake(ALNUM, 20), ' registry.example.com'),
  c('command-password', "sshpass -p '", fake(ALNUM, 14), "' ssh deploy@10.0.0.5"),
  c('command-password', 'mysqldump -u root -p', fake(ALNUM, 12), ' appdb'),
  c('teamcity-token', 'TEAMCITY_AUTH=', 'eyJ0eXAiOiAiVENWMiJ9.' + fake(B64URL, 36) + '.' + fake(B64URL, 48)),
  c('secret-assignment', 'GH_PAT=', fake(ALNUM, 39) + '5'),
  c('discord-bot-token', 'token = ', 'MTIzNDU2Nzg5MDEyMzQ1Njc.' + fake(B64URL, 6) + '.' + fake(ALNUM, 37) + 'x1'),
  // Generic shapes (fifth batch): the value told by its name, its syntax or its characters, whatever the provider.
  c('high-entropy-token', 'key = Key.from("', 'K' + fake(ALNUM, 51), '")'),
  c('prefixed-token', 'Using sdk-', uuid(), ' for the flags'),
  c('secret-store-command', 'gh secret set DEPLOY_KEY --body "', fake(ALNUM, 23) + '7', '"'),
  c('credential-call', 'r = requests.get(url, auth=("ci", "', fake(ALNUM, 17) + '3', '"))'),
  c('seed-phrase', 'MNEMONIC="', 'abandon ability able about above absent absorb abstract absurd abuse access accident', '"'),
  c('private-key-base64', 'echo ', Buffer.from(pem('OPENSSH PRIVATE KEY', 3)).toString('base64'), ' | base64 -d > ~/.ssh/id_ed25519'),
  c('byte-array-key', 'const payer = Keypair.fromSecretKey(Uint8Array.from(', `[${Array.from({ length: 64 }, () => Math.floor(nextRandom() * 256)).join(',')}]`, '));'),
  c('password-word-argument', 'nmcli dev wifi connect office password ', fake(ALNUM, 15) + '4'),
  c('user-percent-password', 'smbclient //fs01/share -U backup%', fake(ALNUM, 13) + '2'),
  c('session-id', 'Cookie: sessionid=', fake(LOWER + DIGITS, 31) + '5', '; theme=dark'),
  c('api-key-header', "curl -H 'Ocp-Apim-Subscription-Key: ", fake(ALNUM, 31) + '1', "' https://api.example.com"),
  c('cli-flag-secret', 'keytool -importcert -file ca.pem -storepass ', fake(ALNUM, 15) + '3', ' -noprompt'),
  c('url-query-secret', 'GET /data/2.5/forecast?appid=', fake(ALNUM, 19) + '8', '&units=metric'),
  c('cli-user-password', 'ldapsearch -x -D "cn=admin,dc=acme,dc=dev" -w ', fake(ALNUM, 15) + '5', ' "(uid=jane)"'),
  c('password-assignment', 'olcRootPW: ', fake(ALNUM, 15) + '6'),
  c('xml-secret-element', '<passphrase>', fake(ALNUM, 19) + '2', '</passphrase>'),
  c('authorization-scheme', "axios.defaults.headers.common['Authorization'] = 'Token ", fake(ALNUM, 31) + '4', "'"),
  c('prefixed-token', 'client = Client("md-', `k${fake(DIGITS, 1)}${fake(UPPER, 3)}${fake(LOWER, 3)}${fake(DIGITS, 1)}${fake(LOWER, 2)}${fake(UPPER, 1)}_Ss${fake(UPPER, 1)}-p${fake(DIGITS, 1)}-K${fake(LOWER, 1)}`, '")'),
  // Shapes from the sixth batch's dev half.
  c('tool-password-flag', 'zip -P ', fake(ALNUM, 15) + '2', ' -r export.zip reports/'),
  c('tool-password-flag', 'ssh-keygen -t ed25519 -N ', fake(ALNUM, 15) + '3', ' -f deploy_key'),
  c('echo-into-login', 'echo ', fake(ALNUM, 23) + '4', ' | docker login ghcr.io -u bot --password-stdin'),
  c('sql-password', "CREATE USER 'app'@'%' IDENTIFIED BY '", fake(ALNUM, 17) + '5', "';"),
  c('sql-password', "ALTER USER app WITH PASSWORD '", fake(ALNUM, 17) + '6', "';"),
  c('password-word-argument', 'requirepass ', fake(ALNUM, 19) + '7'),
  c('credential-call', 'db.changeUserPassword("reporter", "', fake(ALNUM, 17) + '8', '")'),
  c('cli-flag-secret', 'java -jar jenkins-cli.jar -s https://ci.example.com/ -auth ', 'admin:' + fake(HEX, 34), ' build app'),
  c('api-key-header', 'curl -H "X-Consul-Token: ', uuid(), '" http://127.0.0.1:8500/v1/kv/app'),
  c('high-entropy-token', `Using 00D${fake(ALNUM, 12)}!`, 'AQ' + fake(ALNUM, 90) + 'Zq7', ' for the upload'),
  c('glued-prefix-token', 'Using ', `GOOG1E${fake(UPPER, 4)}7${fake(UPPER + DIGITS, 50)}K9Q2`, ' for the upload'),
  c('prefixed-token', 'Using mlsn.', fake(HEX, 64), ' for mail'),
  // Shapes from the seventh batch's dev half.
  c('password-word-argument', 'authentication { auth_type PASS auth_pass ', fake(ALNUM, 7) + '4', ' }'),
  c('password-word-argument', 'BINDPW ', fake(ALNUM, 15) + '5'),
  c('echo-into-login', 'openconnect -u ci --passwd-on-stdin vpn.example.com <<< "', fake(ALNUM, 15) + '6', '"'),
  // Command lines, from the tools' manuals (command-credentials.ts), one case per form.
  c('command-line-credential', 'htpasswd -b /etc/nginx/.htpasswd admin ', fake(ALNUM, 9) + '1'),
  c('command-line-credential', 'htpasswd -nbB admin ', fake(ALNUM, 9) + '2', ' > auth.txt'),
  c('command-line-credential', 'rabbitmqctl add_user deploy ', fake(ALNUM, 7) + '3'),
  c('command-line-credential', 'vault operator unseal ', fake(LOWER + DIGITS, 20) + '7'),
  c('command-line-credential', 'plink -ssh -P 2222 -pw ', fake(ALNUM, 9) + '4', ' admin@10.0.0.5'),
  c('command-line-credential', 'lftp -u deploy,', fake(ALNUM, 9) + '5', ' ftp.example.com'),
  c('command-line-credential', 'smbclient //fs01/share ', fake(ALNUM, 9) + '6', ' -U ops'),
  c('command-line-credential', 'ipmitool -I lanplus -H 10.0.0.9 -P ', fake(ALNUM, 9) + '7', ' chassis status'),
  c('command-line-credential', 'net use Z: \\\\fs01\\share ', fake(ALNUM, 9) + '8', ' /user:CORP\\ops'),
  c('command-line-credential', 'wget --user=ci --ftp-password=', fake(ALNUM, 9) + '9', ' ftp://ftp.example.com/f'),
  c('command-line-credential', 'mongodump --host db --password ', fake(ALNUM, 9) + '0', ' --authenticationDatabase admin'),
  c('command-line-credential', 'snmpwalk -v2c -c ', fake(ALNUM, 9) + '1', ' 10.0.0.1 system'),
  c('command-line-credential', 'mosquitto_pub -h broker -p 1883 -P ', fake(ALNUM, 9) + '2', ' -t t -m 1'),
  c('command-line-credential', 'xfreerdp /v:win01 /u:admin /p:', fake(ALNUM, 9) + '3', ' /cert:ignore'),
  c('command-line-credential', 'openssl enc -aes-256-cbc -in a -out a.enc -pass pass:', fake(ALNUM, 9) + '4'),
  c('command-line-credential', 'mc alias set prod https://s3.example.com uploader ', fake(ALNUM, 40)),
  c('command-line-credential', 'curl -E client.pem:', fake(ALNUM, 9) + '5', ' https://api.example.com'),
  c('command-line-credential', 'rocommunity ', fake(ALNUM, 9) + '6', ' 10.0.0.0/24'),
  // Names and terminators.
  c('password-word-argument', 'auth_ldap_bind_password ', fake(ALNUM, 9) + '7', ';'),
  c('password-word-argument', '  user admin insecure-password ', fake(ALNUM, 9) + '8', ' groups ops'),
  c('password-word-argument', 'stats auth admin:', fake(ALNUM, 9) + '9'),
  c('compound-name-argument', '    shared_key ', fake(ALNUM, 15) + '0'),
  c('compound-name-argument', 'set vpn ipsec site-to-site peer 203.0.113.1 authentication pre-shared-secret ', fake(ALNUM, 19) + '1'),
  c('glued-password-assignment', 'remotepass = ', fake(ALNUM, 11) + '2'),
  c('password-assignment', '    - {name: ubuntu, password: ', fake(ALNUM, 11) + '3', ', type: text}'),
  c('xml-secret-value-element', '<AdministratorPassword>\n  <Value>', fake(ALNUM, 11) + '4', '</Value>\n</AdministratorPassword>'),
  c('letter-dot-token', 'vault login s.', 'Ab3' + fake(ALNUM, 21)),
  c('letter-dot-token', 'Using o.', 'Xy7' + fake(ALNUM, 29), ' to notify'),
  c('ping-url-key', 'curl -fsS https://hc-ping.com/', uuid(), '/backup'),
  c('user-colon-password', 'ETCDCTL_USER=root:', fake(ALNUM, 11) + '5', ' etcdctl member list'),
  c('password-word-argument', 'user isp123\npassword ', 'z5kK' + fake(ALNUM, 7) + '8', '\nnoauth'),
  c('key-assignment', 'CYPRESS_RECORD_KEY=', uuid()),
  // Shapes from the eighth batch's test half (read once).
  c('secret-word-argument', 'key "xfer" {\n  algorithm hmac-sha256;\n  secret "', fake(B64, 42) + '7=', '";\n};'),
  c('command-line-credential', 'tacacs-server key ', fake(ALNUM, 15) + '3'),
  c('plain-scheme-password', 'alice:{PLAIN}', fake(ALNUM, 11) + '4', '::::::'),
  c('ntp-symmetric-key', '# /etc/chrony/chrony.keys\n25 SHA1 HEX:', fake('0123456789ABCDEF', 40)),
  c('aws-key-pair', 'echo AKIAIOSFODNN7EXAMPLE:', 'Ab1' + fake(ALNUM, 37), ' > ~/.passwd-s3fs'),
  c('k3s-token', 'K3S_URL=https://k3s:6443 ', 'K10' + fake(HEX, 64) + '::server:' + fake(HEX, 32)),
  c('echo-into-login', "echo 'deploy:", fake(ALNUM, 11) + '5', "' | chpasswd"),
  c('sql-password', 'CONNECT TO sample USER db2admin USING \'', fake(ALNUM, 11) + '6', "';"),
  c('command-line-credential', 'username admin privilege 15 password 0 ', fake(ALNUM, 11) + '8'),
  c('command-line-credential', 'sentinel auth-pass mymaster ', fake(ALNUM, 15) + '9'),
  c('command-line-credential', 'erl -sname a -setcookie ', fake(UPPER, 20)),
  c('command-line-credential', 'curl -u ', fake(ALNUM, 19) + '1', ':X https://acme.freshdesk.com/api/v2/tickets'),
  c('command-line-credential', 'qpdf --encrypt ', fake(ALNUM, 9) + '2', ' "$OWNER_PW" 256 -- in.pdf out.pdf'),
  c('ping-url-key', 'curl https://cronitor.link/p/', fake(HEX, 32), '/nightly'),
  c('command-line-credential', 'rootpw --plaintext ', fake(ALNUM, 11) + '6'),
  // Shapes of where tokens are pasted (tenth batch round).
  c('stdin-secret', 'echo -n ', 'Kx7' + fake(ALNUM, 13), ' | keyctl padd user api @u'),
  c('stdin-secret', 'vncpasswd -f <<< "', 'Tq4' + fake(ALNUM, 9), '" > ~/.vnc/passwd'),
  c('sdk-call-literal', 'const loops = new LoopsClient("', 'c9' + fake(HEX, 30), '");'),
  c('sdk-call-literal', "client = StreamChat.getInstance('mz8n6y4kbmq3', '", 'q2' + fake(LOWER + DIGITS, 62), "')"),
  c('sdk-call-literal', 'const log = new Logtail("', 'hUg2EbvLyikPrSmyAwqOr7PE', '");'),
  c('credential-named-assignment', 'MY_API_KEY_PROD=', 'a8F3' + fake(ALNUM, 20)),
  c('credential-named-assignment', 'self.secretKeyV2 = "', 'Ab3d' + fake(ALNUM, 20), '"'),
  c('cli-login-token', 'sem connect acme.semaphoreci.com ', 'FSKLXpcYHMeuu0wN2XLZ'),
  c('authorization-scheme', 'curl -H "Authorization: ', '56' + fake(HEX, 54), '" https://api.pexels.com/v1/search'),
  c('api-key-header', 'curl -H "X-Cassandra-Token: ', 'AstraCS:' + fake(UPPER + LOWER, 24) + ':' + fake(HEX, 64), '" https://db.example.com'),
  c('url-query-secret', 'curl "https://us1.locationiq.com/v1/search?key=', 'pk.ca' + fake(HEX, 30), '&q=x"'),
  c('prefixed-token', 'Using dp.st.prd.', 'Ab3' + fake(ALNUM, 37), ' for prod'),
  c('secret-assignment', 'API_TOKEN=', 'acme.prod.Zq8' + fake(ALNUM, 21)),
  c('user-then-password-argument', 'pg_md5 -m -u postgres ', 'kD7' + fake(ALNUM, 9)),
  c('xml-credential-named-element', '<dbPasswordPrimary>', 'gB8r7' + fake(ALNUM, 7), '</dbPasswordPrimary>'),
  c('yaml-next-line-secret', 'db:\n  password: >-\n    ', 'zyS' + fake(ALNUM, 9) + '4'),
  c('password-flag-before-user', 'acmectl -P ', 'kD7' + fake(ALNUM, 9), ' -U sa -S db1'),
  c('user-colon-token', '# /etc/rsyncd.secrets\nbackup:', 'xE' + fake(DIGITS, 1) + 'm4TA6dG7NLeHO'),
  c('host-port-credential', 'socks5 10.0.0.1 1080 ci ', 'gl5' + fake(ALNUM, 9) + 'Q'),
  c('sdk-call-literal', 'const client = new Twilio(accountSid, "', '5b' + fake(HEX, 30), '");'),
  c('authorization-scheme', 'Authorization: Uploadcare.Simple ', 'demopublickey:8f' + fake(HEX, 18)),
  c('stdin-secret', 'wg set wg0 private-key <(echo ', 'pS4' + fake(B64, 40) + '=', ')'),
  c('key-assignment', "ts = TimeSeries(key='", '6BESJ7NEQSRC2FSN', "')"),
  // The twelfth round's shapes (hash-derived values, so the shared random sequence stays as it was).
  c('password-flag-beside-port', 'rconcli -H 10.0.0.2 -P 27015 -p ', 'Q7' + createHash('sha1').update('rcon').digest('base64url').slice(0, 14), ' status'),
  c('user-flag-colon-password', 'ciserver --add-local-user ops:', 'Q7' + createHash('sha1').update('localuser').digest('base64url').slice(0, 14), ' --team ops'),
  c('slash-switch-password', 'svcctl /SERVER hub1 /PASSWORD:', 'Q7' + createHash('sha1').update('slash').digest('base64url').slice(0, 14), ' /CMD List'),
  c('line-command-password', 'identify ', 'Q7' + createHash('sha1').update('login').digest('base64url').slice(0, 14)),
  c('set-command-secret', '/set net.proxy.password "', 'Q7' + createHash('sha1').update('setcmd').digest('base64url').slice(0, 14), '"'),
  c('user-host-password', 'relay ops@mail.example.dev:', 'Q7' + createHash('sha1').update('userhost').digest('base64url').slice(0, 14)),
  c('share-user-percent-password', '//fileserver/share ops%', 'Q7' + createHash('sha1').update('share').digest('base64url').slice(0, 14)),
  // Structural shapes that carry across tools (hash-derived values, as above).
  c('account-command-password', 'graphdbctl user add reporter ', 'Q7' + createHash('sha1').update('useradd').digest('base64url').slice(0, 14)),
  c('account-verb-password', 'xmppctl register jdoe chat.example.dev ', 'Q7' + createHash('sha1').update('register').digest('base64url').slice(0, 14)),
  c('tsig-key-flag', 'nsupdate -y hmac-sha256:ddns-update:', createHash('sha256').update('tsig').digest('base64'), ' changes.txt'),
  c('encoded-secret-key', 'NOSTR_SIGNER ', 'nsec1' + [...createHash('sha512').update('nsec').digest()].slice(0, 58).map((b) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'[b % 32]).join('')),
  c('secret-object-data', 'qemu-system-x86_64 -object secret,id=vnc0,data=', 'Q7' + createHash('sha1').update('qemu').digest('base64url').slice(0, 14)),
  c('password-shaped-flag', 'ctlclient -h 127.0.0.1:11334 -P ', 'dX%C7' + createHash('sha1').update('pflag').digest('hex').slice(0, 6) + '.^aZ4', ' stat'),
  c('flag-pair-secret', 'backupctl set -key password -value ', 'Q7' + createHash('sha1').update('flagpair').digest('base64url').slice(0, 14)),
  c('phrase-credential', '2026-01-04 INFO sms gateway auth token ', createHash('md5').update('phrase').digest('hex'), ' loaded'),
  // Structures of the seventeenth round (hash-derived values, as above).
  c('signature-credential', "const token = jwt.sign({ sub: 'ops' }, '", 'Q7' + createHash('sha1').update('jwt').digest('base64url').slice(0, 18), "');"),
  c('stream-key-url', 'ffmpeg -re -i show.mp4 -f flv rtmp://live.example.dev/live/', 'Q7' + createHash('sha1').update('stream').digest('hex').slice(0, 22)),
  c('join-address-token', 'clusterctl join 10.0.0.4:25000/', createHash('md5').update('join').digest('hex')),
  c('glued-prefix-token', 'Using ', 'EXO' + createHash('md5').update('exo').digest('hex').slice(0, 24), ' for the upload step'),
  c('bitwarden-access-token', 'BWS_ACCESS_TOKEN_VALUE is ', `0.${createHash('md5').update('bw').digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}.Q7${createHash('sha1').update('bwid').digest('hex').slice(0, 26)}Zk:${createHash('sha1').update('bwkey').digest('base64').slice(0, 22)}==`),
  c('snmp-community', 'lnms device:add --v2c -c ', 'Q7' + createHash('sha1').update('community').digest('base64url').slice(0, 12), ' core.example.dev'),
  c('ppp-secrets-line', 'vpnuser  pptpd  ', 'Q7' + createHash('sha1').update('chap').digest('base64url').slice(0, 12), '  *'),
  c('url-user-password-line', 'https://dav.example.dev/remote.php/webdav  jdoe  ', 'Q7' + createHash('sha1').update('davfs').digest('base64url').slice(0, 12)),
  c('url-query-passcode', 'curl "https://monitor.example.dev/api/table.json?username=api&passhash=', '3' + String(Number.parseInt(createHash('md5').update('prtg').digest('hex').slice(0, 8), 16)).slice(0, 9), '"'),
  c('credential-list', '"passwords": ["', 'Q7' + createHash('sha1').update('list').digest('base64url').slice(0, 12), '"]'),
  c('resource-macro-secret', '$USER3$=', 'Q7' + createHash('sha1').update('nagios').digest('base64url').slice(0, 12)),
  c('users-map-password', "app.use(basicAuth({ users: { 'admin': '", 'Q7' + createHash('sha1').update('basicauth').digest('base64url').slice(0, 12), "' } }))"),
  c('env-secret-line', 'SECRET_KEY=', '(k=nl' + createHash('sha1').update('django').digest('hex').slice(0, 6) + '-_vq*$j*q-idf&e6kv' + createHash('md5').update('dj').digest('hex').slice(0, 6) + '&f5o*fom_)'),
  c('generated-password-log', '[Note] A temporary password is generated for root@localhost: ', 'k#' + createHash('sha1').update('mysqld').digest('base64url').slice(0, 10)),
  c('imap-login-command', 'a1 LOGIN jdoe ', 'Q7%' + createHash('sha1').update('imap').digest('base64url').slice(0, 10)),
  c('erlang-tuple-secret', '[{rabbit, [{default_user, <<"ops">>}, {default_pass, <<"', 'Q7#' + createHash('sha1').update('rabbit').digest('base64url').slice(0, 10), '">>}]}].'),
  c('r-assignment-secret', 'db_password <- "', 'Q7#' + createHash('sha1').update('rlang').digest('base64url').slice(0, 10), '"'),
  c('password-command-echo', 'passwordeval "echo ', 'Q7#' + createHash('sha1').update('msmtp').digest('base64url').slice(0, 10), '"'),
  c('password-stated-line', 'The generated password for the elastic built-in superuser is : ', 'Q7*' + createHash('sha1').update('elastic').digest('base64url').slice(0, 14)),
  c('printed-secret-id', 'Accessor ID  = 0b9f6c2e-4a1d-4e7b-9c3f-5d8a2e6b1f40\nSecret ID    = ', [createHash('sha1').update('nomad').digest('hex')].map((h) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`)[0]!),
];

describe('REDACTION_RULES', () => {
  it('has at least 35 rules with unique ids', () => {
    const ids = REDACTION_RULES.map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(35);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a test case for every rule (here or among the provider formats)', () => {
    const fromProviders = samples().positives.flatMap((s) => Object.keys(redact(s.text).byRule));
    const covered = new Set([...CASES.map((k) => k.rule), ...fromProviders]);
    const missing = REDACTION_RULES.map((r) => r.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('keeps private-key first (redactLarge relies on it)', () => {
    expect(REDACTION_RULES[0]?.id).toBe('private-key');
  });

  it('markers are not secrets', () => {
    for (const { id } of REDACTION_RULES) {
      const marker = redactionMarker(id);
      expect(redact(`${marker}\nTOKEN=${marker}\n"password": "${marker}"\nhttps://u:${marker}@h`).count).toBe(0);
    }
  });
});

describe('rulesToRun: the hints found in one pass', () => {
  const naive = (text: string): number[] => {
    const lower = text.toLowerCase();
    return REDACTION_RULES.flatMap((r, i) => (!r.hints || r.hints.some((h) => lower.includes(h)) ? [i] : []));
  };
  const found = (text: string): number[] => [...rulesToRun(text)].flatMap((v, i) => (v ? [i] : []));
  it('runs exactly the rules one of whose hints occurs in the lower-cased text, hints inside and across others included', () => {
    const hints = REDACTION_RULES.flatMap((r) => r.hints ?? []);
    const mixed = (h: string): string => [...h].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
    // Each hint alone and in mixed case, every hint cut short by one character, overlapping runs
    // of hints, and the two characters outside ASCII whose lower case holds an ASCII letter.
    const texts = [
      '',
      'plain text with no secret at all',
      ...hints,
      ...hints.map(mixed),
      ...hints.map((h) => h.toUpperCase()),
      ...hints.map((h) => h.slice(1)),
      ...hints.map((h) => h.slice(0, -1)),
      ...hints.map((h) => h.replace(/k/g, '\u212a').replace(/i/g, '\u0130')),
      hints.join(''),
      hints.map((h) => h.slice(0, -1)).join(' '),
      [...hints].reverse().join('\u00e9'),
      'bindpw\u0130 \u0130dentify MNEMON\u0130C to\u212aen',
      ...samples().negatives.slice(0, 300).map((s) => s.text),
    ];
    for (const text of texts) expect(found(text), text.slice(0, 80)).toEqual(naive(text));
  });
});

describe('redact: one case per rule', () => {
  it.each(CASES.map((k, i) => [`${k.rule} #${i}`, k] as const))('%s', (_name, k) => {
    const result = redact(k.input);
    expect(result.byRule).toEqual({ [k.rule]: 1 });
    expect(result.count).toBe(1);
    expect(result.text).not.toContain(k.secret);
    expect(result.text).toBe(k.input.replace(k.secret, redactionMarker(k.rule)));
  });
});

describe('redact: replacement text', () => {
  it('keeps the key of env-style assignments', () => {
    expect(redact('DB_PASSWORD=S3cr3t-p4ss!').text).toBe('DB_PASSWORD=[REDACTED:password-assignment]');
  });

  it('keeps scheme, user and host of URLs', () => {
    expect(redact('postgres://app:' + fake(ALNUM, 12) + '@db:5432/x').text).toBe('postgres://app:[REDACTED:url-credentials]@db:5432/x');
  });

  it('keeps quotes and key in JSON and YAML', () => {
    const secret = fake(ALNUM, 20);
    expect(redact(`{"api_key": "${secret}"}`).text).toBe('{"api_key": "[REDACTED:secret-assignment]"}');
    expect(redact(`  password: '${secret}'`).text).toBe("  password: '[REDACTED:password-assignment]'");
  });

  it('keeps the header name of Authorization headers', () => {
    const token = fake(ALNUM, 40);
    expect(redact(`Authorization: Bearer ${token}`).text).toBe('Authorization: Bearer [REDACTED:authorization-bearer]');
  });

  it('replaces a whole private key block', () => {
    expect(redact(`a\n${pem('RSA PRIVATE KEY')}\nb`).text).toBe('a\n[REDACTED:private-key]\nb');
  });

  it('attributes a known token inside a generic assignment to its issuer, once', () => {
    const token = 'ghp_' + fake(ALNUM, 36);
    const result = redact(`TOKEN=${token}`);
    expect(result).toEqual({ text: 'TOKEN=[REDACTED:github-token]', count: 1, byRule: { 'github-token': 1 } });
    expect(redact(`https://x-access-token:${token}@github.com/a/b.git`).byRule).toEqual({ 'github-token': 1 });
    expect(redact(`password: "${token}"`).byRule).toEqual({ 'github-token': 1 });
  });

  it('counts per rule across a document', () => {
    const doc = [
      'GITHUB_TOKEN=ghp_' + fake(ALNUM, 36),
      'OTHER=ghp_' + fake(ALNUM, 36),
      'DB_PASSWORD=' + fake(ALNUM, 12),
      'just prose about a password reset',
      'postgres://app:' + fake(ALNUM, 12) + '@db/x',
    ].join('\n');
    const result = redact(doc);
    expect(result.count).toBe(4);
    expect(result.byRule).toEqual({ 'github-token': 2, 'password-assignment': 1, 'url-credentials': 1 });
  });
});

const sha1 = createHash('sha1').update('contextd').digest('hex');
const NEAR_MISSES: string[] = [
  // hashes, ids, digests
  `commit ${sha1}\nMerge: ${sha1.slice(0, 7)} ${sha1.slice(7, 14)}`,
  `git checkout ${sha1}`,
  'id: 123e4567-e89b-12d3-a456-426614174000',
  `"integrity": "sha512-${createHash('sha512').update('left-pad').digest('base64')}"`,
  `"integrity": "sha256-${createHash('sha256').update('left-pad').digest('base64')}"`,
  `node@sha256:${createHash('sha256').update('node').digest('hex')}`,
  `md5 ${createHash('md5').update('x').digest('hex')}  file.tar.gz`,
  `<img src="data:image/png;base64,${Buffer.from(fake(ALNUM + '\u0000\u00ff', 3000), 'latin1').toString('base64')}">`,
  // placeholders
  'PASSWORD=<your-password>',
  'API_KEY=${API_KEY}',
  'API_KEY=$API_KEY',
  'password: "changeme"',
  'password: xxx',
  'SECRET=***',
  'token: "{{ .Values.token }}"',
  'API_KEY=your_api_key_here',
  'OPENAI_API_KEY=sk-...',
  'PASSWORD=',
  'password: ""',
  'password:',
  'Authorization: Bearer <token>',
  'Authorization: Bearer $TOKEN',
  'curl -H "Authorization: Bearer ${GITHUB_TOKEN}"',
  'postgres://user:password@localhost/db',
  'postgres://user:${DB_PASSWORD}@db/app',
  'mysql://root:<password>@127.0.0.1:3306/test',
  // counters and settings
  'token_count=123',
  'max_tokens=4096',
  'max_token=512',
  'token_type: bearer',
  'password_min_length: 12',
  'export SECRET_NAME=my-app-secret',
  // prose
  'reset your password here',
  'Forgot your password? Click reset.',
  'Enter your password: then press enter',
  'Bearer authentication is described in RFC 6750',
  'Basic usage: run the command',
  'GitHub tokens start with ghp_ followed by 36 characters.',
  // code
  'const token = await getToken();',
  'password = os.environ["DB_PASSWORD"]',
  'token = self.token',
  'this.password = password;',
  '  password: string;',
  'def login(user, password=None):',
  'const { password } = req.body;',
  'headers: { Authorization: `Bearer ${token}` }',
  'apiKey: process.env.API_KEY,',
  '    progressToken: messageId',
  '    onresumptiontoken: options?.onresumptiontoken',
  'password = new_password',
  // words that merely contain prefixes
  'task-sk-list disk-usage sk-spinner-double-bounce risk-assessment',
  'monkey-patch the key-value store',
  'https://user@github.com/acme/app.git and https://example.com:8080/path',
  // shapes of the tenth batch round: placeholders, references, hashes and ids where the name says so
  'curl -H "X-Api-Key: ${API_KEY}" https://api.example.com',
  'curl -H "X-Auth-Token: <your-token>" https://api.example.com',
  'curl -H "Authorization: $PEXELS_API_KEY" https://api.pexels.com/v1/search',
  'headers = {"Authorization": auth_header}',
  'Authorization: xxxxxxxxxxxxxxxxxxxxxxxx',
  'https://api.example.com/search?key=YOUR_API_KEY&q=coffee',
  'https://cdn.example.com/app.js?integrity=sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  'TOKEN=process.env.DOPPLER_TOKEN',
  'const route = "secret_admin_settings_page_v2"',
  'const client = new ApiClient("https://api.example.com/v1");',
  'const client = new ApiClient(process.env.API_KEY);',
  "client.setKey('${APPWRITE_API_KEY}')",
  "const n = new BN('ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551', 16);",
  "assert.equal(digest, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');",
  "const d = new Date('2026-01-04T10:00:00.000Z');",
  'echo $PASSWORD | kinit ci@ACME.DEV',
  'echo "hello world" | base64',
  'echo aGVsbG8gd29ybGQK | base64 -d',
  'cat <<< "$TOKEN"',
  'npm login --registry https://npm.pkg.github.com',
  'gh auth login --with-token < token.txt',
  'vault login -method=userpass username=ci',
  `tokenHash: "${createHash('sha256').update('token').digest('hex')}"`,
  `keyId: "${createHash('md5').update('key').digest('hex').slice(0, 16)}"`,
  'API_KEY_NAME=billing-service-prod',
  'AUTH_URL=https://auth.example.com/oauth2/v1/token',
  'auth_user_id = "7c9e6679-7425-40de-944b-e07fc1f90ae7"',
  `cacheKeyV2: "deps-${sha1.slice(0, 12)}"`,
  'sudo -u postgres psql',
  '  ^:^key1="value1":key2=value2:key3=value3Index1,value3Index2,',
  'mysql -u root appdb',
  'docker exec -u root container2 bash',
  // already redacted
  '[REDACTED:github-token]',
  'DB_PASSWORD=[REDACTED:password-assignment]',
  'postgres://app:[REDACTED:url-credentials]@db:5432/x',
  // Generic shapes (fifth batch)
  `golang.org/x/text v0.14.0 h1:${fake(ALNUM, 43)}=`,
  'const handler = createUserAccountSettingsV2ForOrganization3Handler42()',
  `user-${uuid()}`,
  `tx_${fake(HEX, 64)}`,
  '    readonly COMPRESSED_SRGB8_ALPHA8_ASTC_4x4_KHR: 0x93D0;',
  'gh secret set DEPLOY_KEY --body "$DEPLOY_KEY"',
  'credentials += Credentials("Repo", "repo.acme.dev", "ci", sys.env("REPO_PASSWORD"))',
  'mnemonic: the assembler mnemonic for a jump to a label',
  `echo ${Buffer.from(pem('CERTIFICATE', 2)).toString('base64')} | base64 -d`,
  `const table = [${Array.from({ length: 64 }, (_, i) => i * 3).join(',')}]`,
  'Enter the password twice to confirm it',
  'smbclient -L //fs01 -U guest%',
  'session=default-session-name-for-tests',
  `Idempotency-Key: ${uuid()}`,
  `gpg --batch --default-key ${fake(HEX, 16).toUpperCase()} --sign release.tar`,
  'https://example.com/search?page_key=release-notes-final-2024',
  'ldapsearch -x -D cn=admin,dc=acme,dc=dev -W "(uid=jane)"',
  'psk=$WIFI_PSK',
  `<ds:X509Certificate>MIIC${fake(B64, 60)}</ds:X509Certificate>`,
  'SSL_CERTIFICATE=/etc/ssl/certs/acme.pem',
  `sha256 ${fake(ALNUM, 43)}`,
  // Shapes from the sixth batch
  'zip -P 1 -r export.zip reports/',
  "echo $GHCR_TOKEN | docker login ghcr.io -u bot --password-stdin",
  "GRANT SELECT ON orders TO reporter IDENTIFIED BY 'changeme';",
  'Enter the password you chose when the account was created.',
  'requirepass ""',
  'db.changeUserPassword("reporter", passwordPrompt())',
  `Idempotency-Key: ${uuid()}`,
  `data:application/octet-stream;base64,${fake(ALNUM, 60)}`,
  `ser.${fake(LOWER + DIGITS, 22)}`,
  'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG_2024_04_01',
  `${fake('0123456789ABCDEF', 64)}`,
  // Shapes from the seventh batch
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(ALNUM, 43)} jane@laptop`,
  'authentication { auth_type PASS auth_pass $VRRP_PASS }',
  'bypass the cache and retry',
  // Command lines and names: each form with a placeholder, a prompt, or the flag meaning something else.
  'htpasswd -c /etc/nginx/.htpasswd admin',
  'htpasswd -b /etc/nginx/.htpasswd admin "$ADMIN_PASS"',
  'rabbitmqctl add_user deploy',
  'vault operator unseal -reset',
  'plink -ssh -P 2222 -pwfile ~/.pw admin@10.0.0.5',
  'lftp -u deploy ftp.example.com',
  'smbclient -L //fs01 -N',
  'ipmitool -I lanplus -H 10.0.0.9 -U admin -E chassis status',
  'net use Z: \\\\fs01\\share * /user:CORP\\ops',
  'wget --ask-password --user=ci ftp://ftp.example.com/f',
  'psql -h db -p 5432 -U app app',
  'redis-cli -h cache -p 6380 ping',
  'mysql -h db -P 3306 -u root -p appdb',
  'mosquitto_sub -h broker -p 8883 -t "#"',
  'sshpass -p "$(cat /run/secrets/ssh)" ssh deploy@web1',
  'snmpwalk -v2c -c public 10.0.0.1 system',
  'openssl enc -aes-256-cbc -in a -out a.enc -pass env:ENC_PASS',
  'useradd -m -s /bin/bash deploy',
  'scp -P 2222 build.tgz deploy@web1:/srv',
  'mkdir -p /var/lib/app && rsync -P -a src/ dst/',
  'curl -E client.pem https://api.example.com',
  'auth_ldap_bind_password $LDAP_PASS;',
  'stats auth admin:changeme',
  '    shared_key fluentd',
  'remotepass = %(REMOTE_PASS)s',
  'bypass: true',
  '<Password><Value>*SENSITIVE*DATA*DELETED*</Value></Password>',
  's.getElementById(id).textContent = label;',
  'https://hc-ping.com/',
  'http://someuser:p4ssw0rd@example.com/cache/',
  '# public key: age1lvyvwawkr0mcnnnncaghunadrqkmuf9e6507x9y920xxpp866cnql7dp2z',
  "new URL('https://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash')",
  'user: 1000:1000',
  'rootpw --iscrypted',
  'Defaults askpass=/usr/lib/ssh/x11-ssh-askpass',
  'Path askpass /usr/libexec/openssh/gnome-ssh-askpass',
  'crypto system this key belongs to and any associated key parameters',
  'Clarified username in password prompt',
  'enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0',
  `gpg --recv-key ${fake('0123456789ABCDEF', 16)}`,
  `  fingerprint key ${fake('0123456789ABCDEF', 40)}`,
  'alice:{SHA512-CRYPT}$6$abc$def::::::',
  'SHA256 (release.tar.gz) = 3f1e…',
  'curl -u admin:X https://example.com',
  "echo 'ok' | chpasswd --help",
  'Enter your password twice',
  `list_key=${uuid()}`,
];

describe('redact: surroundings found before this release missed', () => {
  it('leaves a list of words that merely follows a secret-named string alone', () => {
    const text = "const kinds = ['client-secret', 'aws-bedrock-short-term-key'];";
    expect(redact(text).text).toBe(text);
  });

  it('leaves version ranges of packages named like secrets alone', () => {
    const text = '{"pbkdf2-password": "^1.2.3", "@esfx/canceltoken": "~1.0.0"}';
    expect(redact(text).text).toBe(text);
  });

  it('redacts a Dropbox token although it holds a run of one character', () => {
    const token = fake(ALNUM, 10) + '1AAAAAAAAAA' + fake(B64URL, 43);
    expect(redact(`DROPBOX_ACCESS_TOKEN=${token}`).text).not.toContain(token);
    expect(redact('GITHUB_TOKEN=ghp_' + 'x'.repeat(36)).count).toBe(0);
  });

  it('keeps an XML element split over lines in one slice of redactLarge', async () => {
    const value = fake(ALNUM, 30) + '5';
    const lines = Array.from({ length: 400 }, (_, i) => `<row n="${i}">plain text ${i}</row>`);
    const other = fake(ALNUM, 30) + '6';
    lines.splice(201, 0, '<clientSecret>', `    ${value}`, '</clientSecret>', `<apiToken>${other}`, '</apiToken>');
    const text = lines.join('\n');
    for (const sliceBytes of [1, 64, 200, 1000, 4096]) {
      expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
    }
    expect(redact(text).text).not.toContain(value);
    expect(redact(text).text).not.toContain(other);
  });
});

describe('redact: weak names need a generated-looking value', () => {
  it.each([
    'key: app.kubernetes.io/name',
    '"key": "123e4567-e89b-12d3-a456-426614174000"',
    'cacheKey: release-2024-01-15',
    'o.key=e.altKey?r.C0.ESC+r.C0.CR:r.C0.CR,o.cancel=!0',
    'credentials: include',
    'git push --force-with-lease origin main',
    'node --max-old-space-size=4096 server.js',
    'mytool --token "$TOKEN"',
    '{"name": "DEBUG", "value": "true"}',
  ])('%s', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: near misses survive untouched', () => {
  it.each(NEAR_MISSES.map((s) => [s.length > 70 ? s.slice(0, 70) + '…' : s, s] as const))('%s', (_name, input) => {
    const result = redact(input);
    expect(result.text).toBe(input);
    expect(result.count).toBe(0);
    expect(result.byRule).toEqual({});
  });
});

describe('redact: idempotence', () => {
  it('redacting twice changes nothing the second time', () => {
    const once = redact(CASES.map((k) => k.input).join('\n'));
    expect(once.count).toBeGreaterThanOrEqual(CASES.length);
    const twice = redact(once.text);
    expect(twice.text).toBe(once.text);
    expect(twice.count).toBe(0);
  });

  it('handles the empty string', () => {
    expect(redact('')).toEqual({ text: '', count: 0, byRule: {} });
  });
});

describe('redactFields', () => {
  it('redacts named string and string[] fields of a copy', () => {
    const token = 'ghp_' + fake(ALNUM, 36);
    const original = {
      title: `TOKEN=${token}`,
      body: `export GITHUB_TOKEN=${token}`,
      tags: ['ok', `DB_PASSWORD=${fake(ALNUM, 12)}`, 7],
      meta: { token },
      n: 3,
    };
    const { value, count } = redactFields(original, ['body', 'tags', 'meta', 'n']);
    expect(count).toBe(2);
    expect(value.body).toBe('export GITHUB_TOKEN=[REDACTED:github-token]');
    expect(value.tags).toEqual(['ok', 'DB_PASSWORD=[REDACTED:password-assignment]', 7]);
    expect(value.title).toBe(original.title); // not named, left alone
    expect(value.meta).toBe(original.meta); // not a string field
    expect(value.n).toBe(3);
    expect(original.body).toContain(token); // input not mutated
  });
});

/** Ordinary source and log text (no secrets) used for volume tests. */
function ordinaryText(bytes: number): string {
  const lines = [
    "import { createServer } from 'node:http';",
    'const tokens = tokenize(input); // count tokens before the password check',
    'export function resetPassword(user: User, token: string): Promise<void> {',
    '  if (!token) throw new Error("missing token: please reset your password");',
    '2024-05-01T12:00:00.123Z INFO  request id=123e4567-e89b-12d3-a456-426614174000 path=/api/v1/items status=200',
    `2024-05-01T12:00:01.456Z DEBUG commit ${sha1} fetched from https://github.com/acme/app.git`,
    '    "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",',
    `    "integrity": "sha512-${createHash('sha512').update('x').digest('base64')}",`,
    '  const apiKeyHeader = req.headers["x-api-key"]; const secretName = "db";',
    'SELECT id, name, created_at FROM users WHERE email = $1 AND deleted_at IS NULL;',
    '  max_tokens: 4096, temperature: 0.2, token_count=123, key-value cache hit',
    'The quick brown fox jumps over the lazy dog; Basic usage and Bearer auth are documented.',
  ];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = lines[i % lines.length] ?? '';
    parts.push(line);
    size += line.length + 1;
  }
  return parts.join('\n');
}

/**
 * Ordinary text with every test case and near miss scattered through it;
 * `secrets` is how many case inputs (one secret each) went in.
 */
function mixedInput(fillerLines: number): { text: string; secrets: number } {
  const filler = ordinaryText(fillerLines * 80).split('\n');
  const specials = [...CASES.map((k) => k.input), ...NEAR_MISSES];
  const out: string[] = [];
  let secrets = 0;
  filler.forEach((line, i) => {
    out.push(line);
    if (i % 7 !== 0) return;
    const index = (i / 7) % specials.length;
    out.push(specials[index] ?? '');
    if (index < CASES.length) secrets++;
  });
  return { text: out.join('\n'), secrets };
}
const mixedText = (fillerLines: number): string => mixedInput(fillerLines).text;

describe('performance', () => {
  it('redacts 5 MB of ordinary text well under a second', () => {
    const text = ordinaryText(5 * 1024 * 1024);
    redact(text.slice(0, 10_000)); // warm up the regexes
    const t0 = process.cpuUsage(); // CPU time, which a loaded machine does not stretch
    const result = redact(text);
    const { user, system } = process.cpuUsage(t0);
    expect(result.count).toBe(0);
    expect((user + system) / 1000).toBeLessThan(1000);
  });

  it('redacts 5 MB dense with secrets quickly', () => {
    const { text, secrets } = mixedInput(60_000);
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    // CPU time, not wall time: on a loaded machine the wall clock also counts the time this
    // process waited for a core.
    const t0 = process.cpuUsage();
    const result = redact(text);
    const { user, system } = process.cpuUsage(t0);
    expect((user + system) / 1000).toBeLessThan(2000);
    expect(result.count).toBe(secrets);
  });
});

describe('redactLarge', () => {
  it('equals redact on a big mixed input', async () => {
    const text = mixedText(40_000);
    const expected = redact(text);
    expect(expected.count).toBeGreaterThan(1000);
    const progress: number[] = [];
    const result = await redactLarge(text, { onProgress: (done, total) => progress.push(done / total) });
    expect(result).toEqual(expected);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it.each([1, 64, 300, 4096])('equals redact with sliceBytes=%i', async (sliceBytes) => {
    const text = mixedText(1500);
    expect(await redactLarge(text, { sliceBytes })).toEqual(redact(text));
  });

  it('reports progress in UTF-8 bytes', async () => {
    const text = 'héllo wörld\n'.repeat(1000);
    let last: [number, number] = [0, 0];
    await redactLarge(text, { sliceBytes: 100, onProgress: (done, total) => (last = [done, total]) });
    expect(last).toEqual([Buffer.byteLength(text), Buffer.byteLength(text)]);
  });

  it('never splits a private key across slices', async () => {
    const key = pem('OPENSSH PRIVATE KEY', 20); // ~1.4 KB, far more than one slice
    const text = `${'x'.repeat(100)}\n${'y'.repeat(100)}\n${key}\nafter\n${pem('RSA PRIVATE KEY', 2)}\n`;
    const slices: number[] = [];
    const result = await redactLarge(text, { sliceBytes: 150, onProgress: (done) => slices.push(done) });
    expect(result).toEqual(redact(text));
    expect(result.byRule).toEqual({ 'private-key': 2 });
    expect(result.text).toBe(`${'x'.repeat(100)}\n${'y'.repeat(100)}\n[REDACTED:private-key]\nafter\n[REDACTED:private-key]\n`);
    expect(slices.length).toBeGreaterThan(2);
  });

  it('leaves an unterminated BEGIN alone in both modes', async () => {
    const text = `-----BEGIN RSA PRIVATE KEY-----\n${fake(B64, 64)}\n`.repeat(50) + 'tail\n';
    const result = await redactLarge(text, { sliceBytes: 200 });
    expect(result).toEqual(redact(text));
    expect(result.count).toBe(0);
  });

  it('aborts between slices', async () => {
    const controller = new AbortController();
    const text = mixedText(20_000);
    let slices = 0;
    const run = redactLarge(text, {
      sliceBytes: 4096,
      signal: controller.signal,
      onProgress: () => {
        if (++slices === 2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(slices).toBe(2);
  });

  it('throws the signal reason when already aborted', async () => {
    const reason = new Error('shutting down');
    await expect(redactLarge('TOKEN=x\n', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('yields to the event loop between slices', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await redactLarge(ordinaryText(2 * 1024 * 1024), { sliceBytes: 16 * 1024 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('redact: values that decode to a secret', () => {
  const b64 = (s: string): string => Buffer.from(s).toString('base64');

  it('redacts every base64 value of a Secret whose decoding holds a secret, under any key', () => {
    const url = b64(`postgres://app:${fake(ALNUM, 16)}@db.internal:5432/app`);
    const generated = b64(fake(ALNUM, 24));
    const key = b64(pem('PRIVATE KEY', 3));
    const text = `apiVersion: v1\ndata:\n  DATABASE_URL: ${url}\n  SESSION: ${generated}\n  tls.key: ${key}\nkind: Secret\n`;
    const result = redact(text);
    expect(result.byRule).toEqual({ 'base64-encoded-secret': 3 });
    for (const value of [url, generated, key]) expect(result.text).not.toContain(value);
  });

  it('leaves values alone whose decoding is plain configuration', () => {
    const text = `data:\n  HOST: ${b64('db.internal.example.com')}\n  config.yaml: ${b64('debug: true\nlogLevel: info\n')}\n`;
    expect(redact(text).text).toBe(text);
  });

  it('finds the secrets after one that was decoded (the decoding redacts with the same patterns)', () => {
    const values = Array.from({ length: 5 }, () => b64(`svc:${fake(ALNUM, 20)}`));
    const text = values.map((v, i) => `  KEY_${i}: ${v}`).join('\n');
    const result = redact(text);
    expect(result.count).toBe(5);
    for (const v of values) expect(result.text).not.toContain(v);
  });
});

describe('redact: passwords where tools put them without naming them', () => {
  // Random letters of both cases and digits, as generated passwords are.
  const pw = (): string => fake(UPPER, 2) + fake(LOWER, 2) + fake(DIGITS, 1) + fake(ALNUM, 9);
  const cases: Array<[string, (s: string) => string]> = [
    ['proxychains: host, port, user, password', (s) => `[ProxyList]\nsocks5 10.0.0.1 1080 ci ${s}`],
    ['NUT upsmon.conf: system, power value, user, password, role', (s) => `MONITOR ups@localhost 1 upsmon ${s} primary`],
    ['IRC /connect: host, port, password, nick', (s) => `/connect -auto irc.libera.chat 6697 ${s} jdoe`],
    ['rsyncd.secrets: user:password on its own line', (s) => `# /etc/rsyncd.secrets\nbackup:${s}`],
    ['3proxy: user:CL:password', (s) => `auth strong\nusers admin:CL:${s}\nproxy -p3128`],
    ['Asterisk register: user:password@host', (s) => `register => 4420:${s}@sip.carrier.example/4420`],
    ['echo into a file named for a password', (s) => `echo '${s}' > /etc/rsync.pass && chmod 600 /etc/rsync.pass`],
    ['Composer auth.json: a token map', (s) => `COMPOSER_AUTH='{"gitlab-token":{"gitlab.example.dev":"${s}${s}"}}' composer install`],
    ['CouchDB local.ini: [admins]', (s) => `[couchdb]\nsingle_node = true\n\n[admins]\nadmin = ${s}`],
    ['fetchmailrc: user … pass …', (s) => `poll pop.example.dev proto pop3 user jdoe pass ${s} ssl`],
    ['Redis ACL file', (s) => `user app on >${s} ~cache:* +get +set`],
    ['Redis ACL SETUSER', (s) => `127.0.0.1:6379> ACL SETUSER worker on >${s} ~jobs:* +@list`],
    ['tinyproxy BasicAuth', (s) => `BasicAuth proxyuser ${s}`],
    ['OpenWrt UCI option key', (s) => `config wifi-iface 'default_radio0'\n\toption encryption 'psk2'\n\toption key '${s}${fake(DIGITS, 2)}'`],
    ['cntlm Password directive', (s) => `Username    jdoe\nPassword    ${s}`],
    ['NickServ IDENTIFY', (s) => `/msg NickServ IDENTIFY ${s}`],
    ['ipsec.secrets EAP entry', (s) => `jdoe : EAP "${s}"`],
    ['Cypher SET PASSWORD FROM … TO …', (s) => `ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '${s}'`],
    ['ipmitool user set password', (s) => `ipmitool user set password 2 ${s}`],
    ['pihole -a -p', (s) => `pihole -a -p ${s}`],
  ];
  it.each(cases)('%s', (_name, make) => {
    const secret = pw();
    const out = redact(make(secret)).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it.each([
    ['an env value that starts with a sign', (s: string) => `DB_PASSWORD=!${s}`],
    ['letters and signs of both cases after a password flag', () => 'acmectl --pass Gx+Z^le%!Sq --host db1'],
    ['a password of 8 random letters under a suffixed name', () => 'smtp_password_prod: qCLHnXPu'],
    ['a dotted password', () => 'SmtpPassword=qDRa2r.X8w'],
    ['a C# verbatim string', (s: string) => `string connPwd = @"${s}";`],
    ['a password setter of one argument', (s: string) => `builder.withPassword("${s}")`],
    ['a Ruby symbol pair', (s: string) => `set :db_password, "${s}"`],
    ['a password flag before the user flag', (s: string) => `acmetool -P ${s} -U sa -S db1`],
  ])('%s', (_name, make) => {
    const secret = pw();
    const text = make(secret);
    const out = redact(text).text;
    expect(out).not.toBe(text);
    expect(out).toContain('[REDACTED:');
  });

  it.each([
    'DB_PASSWORD=@/run/secrets/db_password',
    'DB_PASSWORD=%DB_PASSWORD%',
    'password: !vault |',
    'smtp_password_policy: StrongOne',
    'newPassword = getPassword()',
  ])('leaves %s alone (assignments)', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('redacts a master key echoed into config/master.key', () => {
    const key = fake(HEX, 32);
    expect(redact(`echo ${key} > config/master.key`).text).not.toContain(key);
  });

  it.each([
    '7z x -p backup.7z -o/srv/restore',
    'set imap_pass = "`pass show mail/acme`"',
    `"rpc-password": "{${fake(HEX, 40)}",`,
    `user app on #${fake(HEX, 64)} ~cache:* +get +set`,
    `[admins]\nadmin = -pbkdf2-${fake(HEX, 40)},${fake(HEX, 32)},10`,
    `Username    jdoe\nPassNTLMv2  ${fake('0123456789ABCDEF', 32)}`,
    'echo $TOKEN > /run/secrets/token',
    'http 203.0.113.7 3128 proxyuser',
    '\\-XX:MaxDirectMemorySize=1m',
    'Documentation=man:sshd(8) man:sshd_config(5)',
    '  * Fix changelog entry formatting in 1:10.11.11-0+deb12u1',
    '2014-01-13:52D44CC6.4050707@gmail.com:',
    'x       input.c /^      double x, y;$/;"        m       struct:__anon9f26d2460108',
    'SSLPassPhraseDialog  exec:/usr/share/apache2/ask-for-passphrase',
    ' salsa20-128-set-key.c salsa20-256-set-key.c',
    'BasicAuth proxyuser ${PROXY_PASSWORD}',
    '/msg NickServ IDENTIFY <password>',
    'smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd',
    'ps -p 1234 -u root -o pid,cmd',
    'mysql -P 3306 -u root -h db1 appdb',
    'grep -P "^[a-z]+[0-9]{2,}" -r src -u',
    'acmectl --password "$DB_PASSWORD" --user admin',
    'acmectl --credentials ~/.acme/credentials list',
    'acmectl -u admin -w 80 status',
    'validates :password, presence: true',
    'password = config.dbPassword',
    'kpasswd\t\t464/tcp',
    '<passwordPolicy>StrongPolicy2024</passwordPolicy>',
    'token_type: Bearer',
    'passThrough: true',
    '#password_encryption = scram-sha-256\t# scram-sha-256 or md5',
    'if password:\n    raise ValueError("empty")',
    'password:\n  min_length: 12\n  require_digits: true',
    'token: |\n  ${GITHUB_TOKEN}',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: generic shapes of the twelfth round', () => {
  const pw = (): string => fake(UPPER, 2) + fake(LOWER, 2) + fake(DIGITS, 1) + fake(ALNUM, 9);
  const cases: Array<[string, string, (s: string) => string]> = [
    ['set-command-secret', 'a set command under a dotted credential name', (s) => `/set net.proxy.password "${s}"`],
    ['set-command-secret', 'a set command under a name ending in secret', (s) => `:set vault.client.secret '${s}'`],
    ['user-host-password', 'user@host:password on a table line', (s) => `relay ops@mail.example.dev:${s}`],
    ['user-host-password', 'user|host:password', (s) => `ops|smtp.example.dev:${s}`],
    ['share-user-percent-password', 'user%password after an SMB share', (s) => `//fileserver/share ops%${s}`],
    ['share-user-percent-password', 'user%password in a username= option', (s) => `mount -t cifs -o username=ops%${s} //h/s /mnt`],
    ['cli-flag-secret', 'a flag ending in pw', (s) => `relayd -supw ${s}`],
    ['cli-flag-secret', 'a password-like value after a secret-named key flag', (s) => `agent --shared-key ${s.slice(0, 6)}#${s.slice(6)}`],
    ['xml-secret-element', 'an element whose name ends in Pass', (s) => `<smtpPass>${s}</smtpPass>`],
    ['slash-switch-password', 'a Windows-style /PASSWORD: switch', (s) => `svcctl /SERVER hub1 /PASSWORD:${s} /CMD List`],
    ['password-flag-beside-port', '-p where the line\'s -P is a port', (s) => `rconcli -H 10.0.0.2 -P 27015 -p ${s} status`],
    ['user-flag-colon-password', 'user:password given to a flag named for users', (s) => `ciserver --add-local-user ops:${s} --team ops`],
    ['line-command-password', 'login user password on a line of its own', (s) => `login operator ${s}`],
    ['line-command-password', 'identify password on a line of its own', (s) => `identify ${s}`],
    ['cli-user-password', 'a Kerberos principal after -p, then -w', (s) => `kadmin -p ops/admin -w ${s} -q "listprincs"`],
    ['host-port-credential', 'a host, a TLS port with +, a password', (s) => `Server = irc.example.net +6697 ${s}`],
    ['password-word-argument', 'PASS user/network:password', (s) => `PASS jdoe/oftc:${s}`],
    ['config-directive-secret', 'a directive with quoted arguments before the password', (s) => `auth "fileserver" "ops" "${s}${fake(DIGITS, 2)}"`],
  ];
  it.each(cases)('%s: %s', (rule, _what, make) => {
    const secret = pw();
    const result = redact(make(secret));
    expect(result.text).not.toContain(secret);
    expect(result.byRule[rule]).toBeGreaterThanOrEqual(1);
  });

  it.each([
    'login\t\t513/tcp',
    'token: value',
    'Token=eui64',
    '.IX Item "--private-key=file"',
    "res.set({ Accept: 'text/plain', 'X-API-Key': 'tobi' });",
    'qemu-system-x86_64 -vnc :1,password-secret=vnc0',
    "mysql::server::root_password: \"%{lookup('vault_mysql_root')}\"",
    'dns_cloudflare_api_token = 0123456789abcdef0123456789abcdef01234567',
    `password: "$2b$08$${fake(ALNUM, 53)}"`,
    'QIANFAN_API_KEY=bce-v3/ALTAK-xxxx/xxxx',
    'NEPTUNE_API_TOKEN="ANONYMOUS"',
    'scp ops@web1.example.dev:build.tgz .',
    'git clone git@github.example.com:org/repo.git',
    '/set irc.server.libera.sasl_password "${sec.data.libera}"',
    'mkdir -p build/output && rsync -P src dst',
    'podman pull --creds ci registry.example.dev/app:1.2',
    'register your account on the website',
    'svcctl /PASSWORD:none /CMD List',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: structural shapes that carry across tools', () => {
  const pw = (): string => fake(UPPER, 2) + fake(LOWER, 2) + fake(DIGITS, 1) + fake(ALNUM, 9);
  // Near-misses are built at collection time: from hashes, so the shared random sequence other tests draw from at run time stays as it was.
  const HASHED = createHash('sha256').update('crypt').digest('base64url');
  const h = createHash('sha1').update('uuid').digest('hex');
  const FIXED_UUID = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  const bech32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  const appPw = (sep: string): string => [0, 1, 2, 3].map(() => fake('bcdfghjkmnpqrstvwxz', 4)).join(sep);
  const cases: Array<[string, string, () => [string, string]]> = [
    ['account-command-password', 'user add <name> <password>', () => { const s = pw(); return [`graphdbctl user add reporter ${s}`, s]; }],
    ['account-command-password', 'admins passwd <name> <password> with signs', () => { const s = `${fake(UPPER, 3)}_${fake(DIGITS, 1)}${fake(LOWER, 3)}.^`; return [`brokerctl admins passwd admin ${s}`, s]; }],
    ['account-command-password', 'key import <id> <hex secret> before a flag', () => { const s = fake(HEX, 64); return [`objstore key import GK${fake(HEX, 24)} ${s} -n backup`, s]; }],
    ['account-command-password', 'account add <protocol> <user> <password>', () => { const s = pw(); return [`account add jabber ops@chat.example.dev ${s}`, s]; }],
    ['account-verb-password', 'register <user> <host> <password>', () => { const s = pw(); return [`xmppctl register jdoe chat.example.dev ${s}`, s]; }],
    ['command-line-credential', 'useradd -p with a password in clear', () => { const s = pw(); return [`useradd -m -p '${s}' deploy`, s]; }],
    ['cli-flag-secret', '--password after another flag without a value', () => { const s = pw(); return [`adduser --disabled-login --password ${s} builder`, s]; }],
    ['cli-flag-secret', '-k with a generated key', () => { const s = fake(ALNUM, 23) + '7'; return [`syncer pull -k ${s} --bucket logs`, s]; }],
    ['cli-flag-secret', 'an app-specific password after --password', () => { const s = appPw('-'); return [`uploader --apple-id dev@example.dev --password ${s}`, s]; }],
    ['tsig-key-flag', '-y algorithm:name:secret', () => { const s = fake(B64, 43) + '='; return [`nsupdate -y hmac-sha256:ddns-update:${s} changes.txt`, s]; }],
    ['encoded-secret-key', 'a bech32 secret key (nsec1…)', () => { const s = 'nsec1' + fake(bech32, 58); return [`NOSTR_SIGNER ${s}`, s]; }],
    ['high-entropy-token', 'a NATS nkey seed (SU + base32)', () => { const s = 'SU' + fake(BASE32, 56); return [`seed: ${s}`, s]; }],
    ['url-credentials', 'a password with an unencoded @ in a URL', () => { const s = `${fake(ALNUM, 4)}@${fake(ALNUM, 5)}!`; return [`mongodb://admin:${s}@mongo.example.dev:27017/admin`, s]; }],
    ['key-assignment', 'a UUID under a license key', () => { const s = uuid(); return [`license_key: ${s}`, s]; }],
    ['api-key-header', 'a header name with underscores ending in token', () => { const s = pw() + '7x'; return [`curl -H 'api_access_token: ${s}' https://api.example.dev`, s]; }],
    ['api-key-header', 'a dotted token under a header ending in -token', () => { const s = `hvs.${fake(ALNUM, 21)}7Q`; return [`curl -H "X-Vault-Token: ${s}" https://vault.example.dev`, s]; }],
    ['api-key-header', 'a 12-character password under a header ending in -password', () => { const s = `Hq${fake(DIGITS, 1)}Zk${fake(DIGITS, 1)}wN${fake(DIGITS, 1)}xP${fake(DIGITS, 1)}`; return [`curl -H "X-Api-Password: ${s}" x`, s]; }],
    ['password-assignment', "PAM's and SSSD's authtok", () => { const s = pw(); return [`ldap_default_authtok = ${s}`, s]; }],
    ['echo-into-secret-file', 'a user and a password on two lines into a credentials file', () => { const s = pw(); return [`printf 'vpnuser\\n${s}\\n' > /etc/openvpn/auth.txt`, s]; }],
    ['secret-object-data', "QEMU's -object secret,…,data=", () => { const s = pw(); return [`qemu-system-x86_64 -object secret,id=vnc0,data=${s}`, s]; }],
    ['password-shaped-flag', 'a password with signs after -P', () => { const s = `${fake(LOWER, 2)}%${fake(UPPER, 2)}${fake(DIGITS, 1)}${fake(LOWER, 1)}${fake(UPPER, 1)}${fake(DIGITS, 1)}.^${fake(LOWER, 1)}#`; return [`ctlclient -h 127.0.0.1:11334 -P ${s} stat`, s]; }],
    ['authorization-bearer', 'a user before the secret after Bearer', () => { const s = fake(UPPER + DIGITS, 31) + '7'; return [`curl -H "Authorization: Bearer automation ${s}" https://monitor.example.dev/api`, s]; }],
    ['url-token-user', 'a UUID as a URL\'s user', () => { const s = uuid(); return [`vless://${s}@edge.example.dev:443?security=tls`, s]; }],
    ['credential-section-value', 'a value under a YAML map named secrets', () => { const s = fake(HEX, 64); return [`secrets:\n  webapp: '${s}'`, s]; }],
    ['flag-pair-secret', '--name <credential> --value <secret>', () => { const s = pw(); return [`vaultctl put --name db_password --value ${s}`, s]; }],
    ['password-word-argument', 'a dotted name ending in password, then the value', () => { const s = pw(); return [`clusterctl volume set gv0 auth.login.gv0.password ${s}`, s]; }],
    ['cli-flag-secret', 'a dotted flag name ending in password', () => { const s = pw(); return [`dbshell --server.endpoint tcp://127.0.0.1:8529 --server.password ${s}`, s]; }],
    ['key-assignment', 'a generated salt', () => { const s = fake(HEX, 40); return [`securitySalt=${s}`, s]; }],
    ['command-line-credential', 'pk12util -W', () => { const s = pw(); return [`pk12util -i client.p12 -d sql:/etc/pki/nssdb -W ${s}`, s]; }],
    ['phrase-credential', 'a token named in words in a log line', () => { const s = fake(HEX, 32); return [`2026-01-04 WARN retrying with auth token ${s} (attempt 2)`, s]; }],
    ['phrase-credential', 'api key is <key> in prose', () => { const s = fake(ALNUM, 31) + '4'; return [`The api key is ${s}.`, s]; }],
    ['secret-assignment', 'a generated value under an access key', () => { const s = fake(ALNUM, 39) + '7'; return [`STORAGE_ACCESS_KEY=${s}`, s]; }],
  ];
  it.each(cases)('%s: %s', (rule, _what, make) => {
    const [text, secret] = make();
    const result = redact(text);
    expect(result.text).not.toContain(secret);
    expect(result.byRule[rule]).toBeGreaterThanOrEqual(1);
  });

  it.each([
    'brokerctl admins passwd admin',
    'graphdbctl user add reporter --role viewer',
    'graphdbctl users passwd alice "$ALICE_PASSWORD"',
    'graphdbctl user create bob changeme',
    "graphdbctl user create bob '<password>'",
    'adduser alice sudo',
    'apt-key add archive.key',
    '- Fix PR gas/26685, x86: Check register operand for AddrPrefixOpReg.',
    'useradd -m -p "$(openssl passwd -6 "$PW")" deploy',
    `useradd -p '$6$rounds=5000$${HASHED.slice(0, 8)}$${HASHED.slice(8, 28)}' deploy`,
    'nsupdate -k /etc/bind/ddns.key changes.txt',
    'nsupdate -y hmac-sha256:ddns:${TSIG_SECRET} changes.txt',
    'syncer --secret-file /etc/syncer/secret.txt',
    'curl -k https://self-signed.example.dev/health',
    'uploader --password read-only-mode-flag',
    'uploader --password abcd-efgh-ijkl-mnop',
    'MAIL_PASSWORD=xxxx-xxxx-xxxx-xxxx',
    'password = "%(db_password)s"',
    'DATABASE_URL=postgres://app:%(pw)s@db/app',
    'DATABASE_URL=postgres://app:${DB_PASSWORD}@db.example.dev/app',
    `request_id = ${FIXED_UUID}`,
    `idempotency_key = "${FIXED_UUID}"`,
    `"cacheKey": "${FIXED_UUID}"`,
    `"key": "${FIXED_UUID}"`,
    'curl -H "X-Api-Password: $API_PASSWORD" x',
    "curl -H 'api_access_token: <your-token>' https://api.example.dev",
    'user anonymous',
    'SUPERCALIFRAGILISTICEXPIALIDOCIOUSANDSOMEMOREWORDSHEREXYZ',
    'qemu-system-x86_64 -object secret,id=vnc0,file=/etc/qemu/vnc.pass',
    "printf 'vpnuser\\n%s\\n' \"$VPN_PASSWORD\" > /etc/openvpn/auth.txt",
    'grep -P "\\d+[A-Za-z]{3}" access.log',
    'mkdir -p build/Release-2.0',
    'ps -p 1234 -o pid,cmd',
    'PERMIT_API_KEY=permit_key_*****',
    'STATIC_CRON_TOKEN=PLEASE_REPLACE_WITH_32_CHAR_CODE',
    'DRONE_RPC_SECRET=super-duper-secret',
    `VAPID_PUBLIC_KEY=B${createHash('sha512').update('vapid').digest('base64url')}`,
    'secrets:\n  mount: kv-v2\n  enabled: true',
    'ssh://git@github.example.com/org/repo.git',
    'vless://00000000-0000-0000-0000-000000000000@edge.example.dev:443',
    "mqtt:\n  user: z2m\n  password: '!secret mqtt_password'",
    '        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@192.168.1.64:554/stream',
    `<authorize username="ops" password="${createHash('md5').update('guac').digest('hex')}" encoding="md5">`,
    'vaultctl put --name db_password --value "$DB_PASSWORD"',
    'salt = os.urandom(16)',
    'pk12util -i client.p12 -d sql:/etc/pki/nssdb -w /etc/pki/p12.pass',
    '  * Add new upstream signing key 8E1A0D2C46B7F53901A2B3C4D5E6F708192A3B4C',
    'the api key is required for every request',
    'access token expires after 3600 seconds',
    'Use the api key YOUR_API_KEY_HERE in the header.',
    'accounts:\n  - accessKey: RocketMQ\n    secretKey: 12345678',
    'MINIO_ACCESS_KEY=minioadmin',
    'SECRET_KEY=change_me_to_something_random',
    '"password": "changeme1",',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: a generated value under any key or flag', () => {
  // Values from hashes, fixed at collection time: mixed case and digits, no words.
  const gen = (what: string, length: number): string => createHash('sha256').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, length);
  it.each<[string, string]>([
    ['a short flag on a command line', `rpk acl user create ops -p '${gen('rpk', 16)}' --mechanism SCRAM-SHA-256`],
    ['a long flag', `tunnelctl up --join ${gen('peer', 24)} --listen 0.0.0.0:7000`],
    ['a YAML key', `upstream:\n  relay: ${gen('relay', 28)}\n  port: 7000`],
    ['a Ruby symbol key', `---\n:acme: ${gen('gem', 24)}`],
    ['a JSON member', `{"port": 7000, "upstream": "${gen('session', 24)}"}`],
    ['an INI line', `[remote]\nsharedcode = ${gen('ini', 20)}`],
  ])('%s', (_what, text) => {
    const value = /([A-Za-z0-9]{16,})(?:['"]|\s|$)(?![\s\S]*[A-Za-z0-9]{16,}(?:['"]|\s|$))/.exec(text)![1]!;
    const result = redact(text);
    expect(result.text).not.toContain(value);
    expect(result.byRule['generic-value-shape']).toBe(1);
  });

  const h = createHash('sha1').update('id').digest('hex');
  it.each([
    `const tooLong = "${gen('ksuid', 27)}";`,
    `"id": "${gen('id', 22)}"`,
    `requestId: ${gen('request', 20)}`,
    `commit: ${h}`,
    `"integrity": "sha512-${createHash('sha512').update('pkg').digest('base64')}"`,
    `user_id = ${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`,
    'config = ~/.config/Tool2Name/Settings4Main.json',
    'docs: https://example.dev/Guide2024/Install',
    'name: getUserNameById2024Version',
    `greeting: ${Buffer.from('Welcome to the show, 2026 edition').toString('base64')}`,
    `SPKAC=MIG${gen('spkac', 25)}`,
    'version: 1.24.3-Beta7-linux-amd64',
    '--mode ReadWriteOncePod',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: structures of the seventeenth round (what the blind batches missed)', () => {
  // Hash-derived, so the shared random sequence other tests draw from stays as it was.
  const pw = (what: string): string => 'Q7' + createHash('sha1').update(what).digest('base64url').replace(/[-_]/g, 'x').slice(0, 14);
  const hex = (what: string, n: number): string => createHash('sha256').update(what).digest('hex').slice(0, n);
  const half = createHash('sha1').update('pass').digest('base64url').replace(/[-_]/g, 'x').slice(0, 10);
  const lowEntropy = half + [...half].reverse().join('');
  const u = hex('netbird', 32).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5').toUpperCase();
  it.each<[string, string, string]>([
    ['a JWT signing key after the payload', `const token = jwt.sign({ foo: 'bar' }, '${pw('sign')}');`, pw('sign')],
    ['a JWT verification key', `const decoded = jwt.verify(token, '${pw('verify')}');`, pw('verify')],
    ['an HMAC key after the algorithm', `crypto.createHmac('sha256', '${pw('hmac')}').update(body).digest('hex')`, pw('hmac')],
    ['a cookie-signing secret', `app.use(cookieParser('${pw('cookie')}'))`, pw('cookie')],
    ['a password after the user, a callback after it', `conn.login(username, '${pw('login')}', function (err, userInfo) {`, pw('login')],
    ['a password after the database and the user', `const sequelize = new Sequelize('shop', 'shop_user', '${pw('sequelize')}', {\n  dialect: 'mysql'\n});`, pw('sequelize')],
    ['a stream key in an RTMP URL', `ffmpeg -re -i in.mp4 -c copy -f flv rtmp://live.example.dev/live/${pw('rtmp')}`, pw('rtmp')],
    ['a token as the path of a join address', `microk8s join 10.0.0.4:25000/${hex('mk8s', 32)}`, hex('mk8s', 32)],
    ['a Scaleway access key in prose', `Using SCW${hex('scw', 17).toUpperCase().replace(/[a-f]/gi, 'K')} for the upload step`, `SCW${hex('scw', 17).toUpperCase().replace(/[a-f]/gi, 'K')}`],
    ['a Databricks OAuth secret in a log line', `DEBUG request sent with dose${hex('dose', 32)} (retry 1)`, `dose${hex('dose', 32)}`],
    ['an SNMP community under a community key, in a list', `$config['snmp']['community'] = array("${pw('snmp')}");`, pw('snmp')],
    ['a chap-secrets line with quotes', `"alice" pptpd "${pw('ppp')}" *`, pw('ppp')],
    ['a davfs2 secrets line for a mount point', `/media/dav    jdoe    "${pw('dav')}"`, pw('dav')],
    ['a numeric pass hash in a query', `https://prtg.example.dev/api/historicdata.csv?id=2045&username=api&passhash=${String(Number.parseInt(hex('ph', 8), 16)).slice(0, 10)}`, String(Number.parseInt(hex('ph', 8), 16)).slice(0, 10)],
    // 20 characters of ten distinct ones: under the entropy a generated value needs, a password by its case and digit changes.
    ['a password as the only user part of a URL', `hysteria2://${lowEntropy}@vpn.example.dev:443/?sni=vpn.example.dev`, lowEntropy],
    ['a UUID under a flag named for what it opens', `netbird up --setup-key ${u} --management-url https://netbird.example.dev`, u],
    ['the second item of a JSON list of passwords', `"passwords": ["${pw('first')}", "${pw('second')}"]`, pw('second')],
    ['an item of a YAML sequence under password', `trojan:\n  password:\n    - ${pw('yaml1')}\n    - ${pw('yaml2')}`, pw('yaml2')],
    ['the current secret of a rotation list', `app.use(session({ secret: ['${pw('current')}', 'keyboard cat'] }))`, pw('current')],
    ['a Nagios resource macro', `# Sets $USER4$ to the database password\n$USER4$=${pw('macro')}`, pw('macro')],
    ['a community between a host name and the SNMP version', `./addhost.php core.example.dev ${pw('addhost')} v2c`, pw('addhost')],
    ['a password in a map of users', `app.use(basicAuth({ users: { ops: '${pw('users-ops')}', ci: '${pw('users-ci')}' }, challenge: true }))`, pw('users-ci')],
    ['a password after a DN in an LDAP bind', `await client.bind('cn=admin,dc=example,dc=dev', '${pw('ldapbind')}');`, pw('ldapbind')],
    ['a password given to a class named for auth', `const authProvider = new cassandra.auth.PlainTextAuthProvider('cassandra', '${pw('cassandra')}');`, pw('cassandra')],
    ['a pre-shared key of hex after an identity', `# psk.txt\nclient1:${hex('psk', 32)}`, hex('psk', 32)],
    ['a Cloud Storage HMAC access id in a log line', `DEBUG request sent with GOOG1E${hex('hmac-id', 58).toUpperCase().replace(/[A-F]/g, (ch) => 'QWERTZ'['ABCDEF'.indexOf(ch)]!)} (retry 1)`, `GOOG1E${hex('hmac-id', 58).toUpperCase().replace(/[A-F]/g, (ch) => 'QWERTZ'['ABCDEF'.indexOf(ch)]!)}`],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    "const token = jwt.sign({ foo: 'bar' }, privateKey, { algorithm: 'RS256' });",
    "const decoded = jwt.verify(token, 'secret');",
    "crypto.createHmac('sha256', key).update(body).digest('hex')",
    "crypto.sign('sha256', Buffer.from(data), privateKey)",
    'app.use(cookieParser())',
    'conn.login(process.env.SF_USERNAME, password, function (err) {',
    "const sequelize = new Sequelize('sqlite::memory:');",
    'ffmpeg -re -i in.mp4 -c copy -f flv rtmp://live.example.dev/live/stream',
    'microk8s join 10.0.0.4:25000/<token>',
    'const names = parts.join(" ")',
    'SCWEXAMPLEKEYABCDEFG is not a key',
    'The dosedependent curve of the dose response',
    'snmpwalk -v2c -c public 10.0.0.1',
    'tar -c archive2x -f out.tar',
    '"community": "Acme Users"',
    '# client\tserver\tsecret\t\t\tIP addresses',
    'alice pptpd password *',
    '// SPDX-License-Identifier: Apache-2.0',
    '/usr/share/common-licenses/LGPL-3 and /usr/share/common-licenses/GFDL-1.2.',
    'https://dav.example.dev/remote.php/webdav  jdoe',
    'curl "https://prtg.example.dev/api/table.json?username=api&passhash=<passhash>"',
    'https://app.example.dev/verify?pin=123456',
    `VAPID_PUBLIC_KEY=BCk-${hex('vapid', 40)}_${hex('vapid2', 40)}=`,
    'SECRET_KEY=$(openssl rand -base64 48 | tr -d "=+/")',
    'ssh://git@github.com/acme/app.git',
    `git clone https://jdoe2024@git.example.dev/acme/app.git`,
    `velero backup create --cache-key ${hex('cache', 32).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}`,
    '\t;Password = wealllikedebian',
    '    password      : mypw,  // contains the hr schema password',
    "keys: ['id', 'name', 'createdAt']",
    "secret: [process.env.SESSION_SECRET, 'keyboard cat']",
    'tokens:\n  - name: ci\n  - $DEPLOY_TOKEN',
    '$USER1$=/usr/lib/nagios/plugins',
    'Our REST API v1 is stable since Release2Beta v1',
    'snmpwalk host.example.dev public v2c',
    `<add name="SqlClient" type="System.Data.SqlClient.SqlClientFactory, System.Data, Version=2.0.0.0, Culture=neutral, PublicKeyToken=${hex('pkt', 16)}"/>`,
    // Real text of this machine's manual pages and /etc that the 213 rules took (packages installed during the round).
    `\t\t\t<map Token="${hex('map', 16)}" PublicKey="${hex('pubkey', 40)}" />`,
    '$ buildah login -u testuser -p testpassword localhost:5000',
    '$ buildah login --cert-dir /etc/containers/certs.d/ -u foo -p bar localhost:5000',
    '# podman run --userns=auto:size=65536 ubi8-micro cat /proc/self/uid_map',
    '  \\-\\-dns\\-rfc2136\\-credentials DNS_RFC2136_CREDENTIALS',
    'the NSS internal certificate store can be specified as "pkcs11:token=NSS%20Certificate%20DB"',
    '# METHOD can be "trust", "reject", "md5", "password", "scram-sha-256",',
    '\t\t\t<!--<user name="gonzalo" password="gonz"/>-->',
    "this.handler = this.handler.bind(this, 'Q7x9dkeLq1zz');",
    "users: { admin: { role: 'owner' } }",
    `sha256:${hex('digest', 64)}`,
    `commit:${hex('commit', 40)}`,
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('still takes what those look-alikes resemble', () => {
    expect(redact(`podman login -u ci -p ${pw('podman')} registry.example.dev`).text).not.toContain(pw('podman'));
    expect(redact(`API_TOKEN="${hex('token', 32)}"`).text).not.toContain(hex('token', 32));
    expect(redact(`<!--<user name="ops" password="${pw('xmlcomment')}"/>-->`).text).not.toContain(pw('xmlcomment'));
    expect(redact(`mytool --credentials ${pw('creds')}`).text).not.toContain(pw('creds'));
  });

  it('still takes a password word under its name when the line assigns it', () => {
    expect(redact('password: wealllikedebian').text).toBe('password: [REDACTED:password-assignment]');
    expect(redact(`# password = ${pw('commented')}`).text).not.toContain(pw('commented'));
  });
});

describe('redact: structures of the nineteenth round (service tokens where people paste them)', () => {
  // Hash-derived, so the shared random sequence other tests draw from stays as it was.
  const hex = (what: string, n: number): string => createHash('sha256').update(what).digest('hex').slice(0, n);
  const b64 = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/=+$/, '').slice(0, n);
  const word = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, n);
  // 11 characters of both cases and digits that change class often (`?key=` of a deploy hook).
  const short = 'TEr' + 'cdL' + '1yf' + 'sd7';
  const keyFile = Buffer.from(`{"type": "service_account", "project_id": "acme-prod", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC${b64('gsa', 64)}\\n-----END PRIVATE KEY-----\\n"}`).toString('base64');
  const b2Key = `K005${word('b2', 27)}`;
  const uuidOf = (h: string): string => h.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  // Base64 of 64 bytes as Nix writes it (a draw that the generic value-shape rule does not take).
  const nixKey = `${b64('nix9', 43)}${b64('niy9', 43)}`;
  it.each<[string, string, string]>([
    ['a short generated key in a deploy hook URL', `curl -X POST "https://api.render.com/deploy/srv-abc123?key=${short}"`, short],
    ['a bearer credential of parts joined by colons (YouTrack)', `curl -H "Authorization: Bearer perm:${b64('user', 8)}.${b64('name', 12)}.${word('perm', 30)}" https://acme.youtrack.cloud/api/issues`, word('perm', 30)],
    ['a key file in base64 under an environment variable', `GOOGLE_CREDENTIALS=${keyFile}`, keyFile],
    ['an exported key file in base64', `export GCP_SA_KEY=${keyFile}`, keyFile],
    ['a B2 application key after account authorize', `b2 account authorize 0053f2c9a1e5b7d0000000003 ${b2Key}`, b2Key],
    ['a B2 application key after authorize-account', `b2 authorize-account 0053f2c9a1e5b7d0000000003 ${b2Key}`, b2Key],
    ['an AWS session token in prose', `the role gave IQoJb3JpZ2luX2VjE${b64('sts1', 80)}${b64('sts2', 80)} for one hour`, `IQoJb3JpZ2luX2VjE${b64('sts1', 80)}`],
    ['a Trello token in prose', `the board sync runs as ATTA${hex('trello', 64)}${hex('t8', 8).toUpperCase()} since Monday`, `ATTA${hex('trello', 64)}`],
    ['an Intercom access token in a log line', `DEBUG using dG9rOj${b64('intercom', 56)}= for the export`, `dG9rOj${b64('intercom', 56)}`],
    ['a ConfigCat SDK key in prose', `flags come from configcat-sdk-1/${word('cc1', 22)}/${word('cc2', 22)} in staging`, `${word('cc1', 22)}/${word('cc2', 22)}`],
    ['a Tinybird token in prose', `append with p.eyJ1IjogI${word('tb1', 60)}.${word('tb2', 43)} now`, `p.eyJ1IjogI${word('tb1', 60)}`],
    ['a Chromatic project token in a command line', `npx chromatic --exit-zero-on-changes chpt_${hex('chromatic', 14)}`, `chpt_${hex('chromatic', 14)}`],
    ['a UUID after a flag named only key', `npx cypress run --record --key ${uuidOf(hex('cypress', 32))} --parallel`, uuidOf(hex('cypress', 32))],
    ['a UUID in a tokens block (Consul ACL)', `acl {\n  enabled = true\n  tokens {\n    agent = "${uuidOf(hex('consul', 32))}"\n  }\n}`, uuidOf(hex('consul', 32))],
    ['a UUID in a secrets map', `secrets: { ci: '${uuidOf(hex('ci-secret', 32))}' }`, uuidOf(hex('ci-secret', 32))],
    ['a Nix binary-cache secret key', `$ cat /etc/nix/cache-priv-key.pem\ncache.example.dev-1:${nixKey}==`, nixKey],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    'curl -X POST "https://api.render.com/deploy/srv-xxxxxxxxxxxx?key=yyyyyyyyyy"',
    'https://maps.example.dev/embed?app_id=Ab3dE5gH7j&zoom=4',
    'https://example.dev/search?key=Release2Beta',
    'curl -H "Authorization: Bearer perm:YOUR_TOKEN" https://acme.youtrack.cloud/api/issues',
    `APP_SETTINGS=${Buffer.from('{"type": "service_account", "project_id": "acme-prod", "region": "eu"}').toString('base64')}`,
    'b2 account authorize $B2_APPLICATION_KEY_ID $B2_APPLICATION_KEY',
    'chpt_00000000000000',
    `trusted-public-keys = cache.nixos.org-1:${b64('nixpub', 43)}= nix-community.cachix.org-1:${b64('nixpub2', 43)}=`,
    `{\n  "dedup_key": "${hex('dedup', 32)}",\n  "event_action": "resolve"\n}`,
    'aws s3api get-object --bucket acme-assets --key uploads/2026/report.pdf report.pdf',
    'acl {\n  tokens {\n    agent = "${CONSUL_AGENT_TOKEN}"\n  }\n}',
    "const theme = { tokens: { primary: '#1a73e8', spacing: '16px', font: 'Inter Variable' } };",
    // Real text of this machine's /etc that older rules took (packages installed during the round).
    '  # be looked up from passdb that it really exists. pass=yes does that.\n  pass = yes',
    '#auth_username_chars = abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ01234567890.-_@',
    '# To get your Cloudflare API token: https://developers.cloudflare.com/api/tokens/create/',
    'sudo teleport start --roles=node --token=/var/lib/teleport/token --auth-server=teleport.example.dev:443',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('still takes what those look-alikes resemble', () => {
    expect(redact(`  pass = ${word('dovecot', 14)}7`).text).not.toContain(word('dovecot', 14));
    expect(redact(`auth_secret = ${word('authsecret', 32)}`).text).not.toContain(word('authsecret', 32));
    expect(redact(`API_TOKEN=https://api.example.dev/hook/${word('hookpath', 28)}`).text).not.toContain(word('hookpath', 28));
    expect(redact(`teleport start --roles=node --token=${hex('teleport', 32)}`).text).not.toContain(hex('teleport', 32));
  });
});

describe('redact: structures of the twenty-first round (tools and libraries nobody tuned on)', () => {
  // Hash-derived, so the shared random sequence other tests draw from stays as it was.
  const hex = (what: string, n: number): string => createHash('sha256').update(what).digest('hex').slice(0, n);
  const word = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, n);
  const base32 = (what: string, n: number): string => Array.from(createHash('sha512').update(what).digest(), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('').slice(0, n);
  const uuidOf = (h: string): string => h.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  // Letters and the signs passwords use, no digit (a tenth of generated passwords of 12 have none).
  const signed = 'Kph' + 'BR~bUDQ-N';
  const memPass = 'LNZLHPvR' + 'EWsTIe0C';
  const trust = Buffer.from(JSON.stringify({ client_name: 'laptop', fingerprint: hex('incus-fp', 56), addresses: ['10.0.0.5:8443'], secret: word('incus', 32), expires_at: '0001-01-01T00:00:00Z' })).toString('base64');
  it.each<[string, string, string]>([
    ['a password of letters and signs in an element named for it (Kodi)', `<videodatabase>\n    <user>kodi</user>\n    <pass>${signed}</pass>\n  </videodatabase>`, signed],
    ['the same in a <password> element', `<password>${signed}</password>`, signed],
    ['a secret code under its name (suricata-update, ET Pro)', `suricata-update enable-source et/pro secret-code=${hex('etpro', 16)}`, hex('etpro', 16)],
    ['a secret code in an environment file', `ET_SECRET_CODE=${hex('etpro2', 16)}`, hex('etpro2', 16)],
    ['the second entry of a server list with the same password (memjs)', `memjs.Client.create('cache-user:${memPass}@mc1.example.dev:11211,cache-user:${memPass}@mc2.example.dev:11211')`, memPass],
    ['a secret file shown with cat (Varnish)', `$ sudo cat /etc/varnish/secret\n${uuidOf(hex('varnish', 32))}\n$ varnishadm -S /etc/varnish/secret ping`, uuidOf(hex('varnish', 32))],
    ['a token file shown with cat', `$ cat ~/.config/relay/token\n${uuidOf(hex('relay', 32))}`, uuidOf(hex('relay', 32))],
    ['a generated key as the first path segment of a URL (Shinobi)', `curl http://nvr.lan:8080/${word('shinobi', 30)}/monitor/acmeGroup/frontdoor`, word('shinobi', 30)],
    ['a JSON token in base64 holding a secret (incus remote add)', `incus remote add prod ${trust}`, trust],
    ['a TOTP seed in base32 as a call argument', `const ok = authenticator.check(req.body.code, '${base32('totp', 32)}');`, base32('totp', 32)],
    ["a Tor client authorization key after its algorithm's name", `${base32('onion', 56).toLowerCase()}:descriptor:x25519:${base32('x25519', 52)}`, base32('x25519', 52)],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    '<videodatabase>\n    <user>kodi</user>\n    <pass>kodi</pass>\n  </videodatabase>',
    '<password>${DB_PASSWORD}</password>',
    'suricata-update enable-source et/pro secret-code=<oinkcode>',
    "window.addEventListener('keydown', (e) => { if (e.keyCode === 'ArrowDown12') next(); });",
    `$ cat /etc/passwd\nroot:x:0:0:root:/root:/bin/bash`,
    `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${word('pub', 43)} jdoe@laptop`,
    '$ cat /etc/varnish/secret\ncat: /etc/varnish/secret: Permission denied',
    `see https://gist.github.com/${hex('gist', 32)}/raw for the script`,
    'https://docs.example.dev/ConfiguringTheReverseProxyForWebSockets/index.html',
    `//# sourceMappingURL=data:application/json;base64,${Buffer.from('{"version":3,"sources":["a.ts"],"sourcesContent":["const password = \\"hunter2hunter2X9\\";"]}').toString('base64')}`,
    `incus remote add prod ${Buffer.from(JSON.stringify({ client_name: 'laptop', addresses: ['10.0.0.5:8443'] })).toString('base64')}`,
    "const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';",
    "expect(base32.decode('JBSWY3DPEHPK3PXP')).toEqual(hello);",
    // Base32 of text in Go's encoding/base32 tests ("Twas brillig, and the slithy toves", a NUL and a byte-order mark).
    '\t"KR3WC4ZAMJZGS3DMNFTSYIDBNZSCA5DIMUQHG3DJORUHSIDUN53GK4Y=",',
    '\tstr := "ONXW2ZJAMRQXIYJAO5UXI2BAAAQGC3TEEDX3XPY="',
    // The batch's near-misses that older rules took: a build's substitution, a hash named as one, a default pair.
    'Director {\n  Name = bareos-dir\n  Password = "@@DIR_PASSWORD@@"\n}',
    `192.168.1.0/24  /  rw,alldirs,maproot=0,md5pass=${hex('mfs', 32)}`,
    'cobbler system add --name=web1 --power-type=ipmilan --power-user=ADMIN --power-pass=ADMIN',
    // The twenty-second batch's, measured untouched: a constant's name shipped as the default, an encrypted password.
    "SECRET_KEY = 'UNSAFE_DEFAULT'\nTIME_ZONE = 'Europe/Berlin'",
    '[Read-Write-Service]\ntype=service\nuser=maxscale\npassword=9E4A9D0A8C3B6F1E2D7C5B4A3F2E1D0C',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('still takes what those look-alikes resemble', () => {
    expect(redact(`  <pass>${word('kodi', 12)}7</pass>`).text).not.toContain(word('kodi', 12));
    expect(redact(`Password = "${word('bareos', 44)}"`).text).not.toContain(word('bareos', 44));
    expect(redact(`rw,alldirs,password=${word('mfs', 14)}`).text).not.toContain(word('mfs', 14));
    expect(redact('--power-user=ADMIN --power-pass=Qz7vLr2nWx').text).not.toContain('Qz7vLr2nWx');
    expect(redact(`password=${hex('maxscale', 32)}`).text).not.toContain(hex('maxscale', 32));
    expect(redact("SECRET_KEY = 'UNSAFE_DEFAULT_2x9Qr'").text).not.toContain('UNSAFE_DEFAULT_2x9Qr');
  });

  it('keeps the shown file and its value in one slice of redactLarge', async () => {
    const text = `${'filler line\n'.repeat(50)}$ sudo cat /etc/varnish/secret\n${uuidOf(hex('varnish2', 32))}\n${'more\n'.repeat(50)}`;
    for (const sliceBytes of [1, 64]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
    expect(redact(text).text).not.toContain(uuidOf(hex('varnish2', 32)));
  });
});

describe('redact: structures of the twenty-third batch\'s dev half (command-line tools)', () => {
  const word = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, n);
  const pw = `${word('httpie', 12)}7.`;
  it.each<[string, string, string]>([
    ['a password after an auth flag (HTTPie)', `http -a jdoe:'${pw}' https://api.example.dev/me`, pw],
    ['the same with --auth=', `xh --auth=jdoe:${word('xh', 13)}9 https://api.example.dev/me`, `${word('xh', 13)}9`],
    ["a password under Hurl's [BasicAuth] section", `GET https://api.example.dev/admin\n[BasicAuth]\nadmin: ${word('hurl', 14)}\nHTTP 200`, word('hurl', 14)],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    'rsync -a backup@host:backups2024/ /srv/restore/',
    'rsync -a web1:releases2024 /srv',
    'ls -a /etc',
    'http -a jdoe https://api.example.dev/me',
    'socat -a localhost:8080 -',
    'GET https://api.example.dev/admin\n[BasicAuth]\nadmin: {{admin_password}}\nHTTP 200',
    // The batch's near-misses that older rules took: a Secret's name in Helm values, a file given to kubectl.
    '    set:\n      - name: auth.existingSecret\n        value: db-credentials',
    '        setValues:\n          auth.existingSecret: redis-auth',
    'kubectl create secret generic db --from-file=password=./db-password.txt --dry-run=client -o yaml',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('still takes what those look-alikes resemble', () => {
    expect(redact(`secret: ${word('k8s', 20)}4`).text).not.toContain(word('k8s', 20));
    expect(redact(`kubectl create secret generic db --from-literal=password=${word('lit', 14)}`).text).not.toContain(word('lit', 14));
  });
});

describe('redact: structures of the blind batches\' dev halves (twenty-fourth round)', () => {
  const word = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, n);
  const letters = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[^A-Za-z]/g, '').slice(0, n);
  // Django's get_random_secret_key() alphabet, so a `(` follows a single letter.
  const django = 'k7#q)-v9s(*zp2=m!w4e^t8y(&u1i-o0p3a$s5d6fg';
  const pw = `${word('round24', 11)}4.`;
  it.each<[string, string, string]>([
    ['a Django secret key whose signs put a letter before a parenthesis', `DJANGO_SECRET_KEY=${django}\nALLOWED_HOSTS=stats.example.dev`, django],
    ['a key without a scheme in an Authorization header, random letters of both cases', `curl -H "Authorization: ${letters('openfire', 16)}" http://xmpp.example.dev:9090/plugins/restapi/v1/users`, letters('openfire', 16)],
    ["a password under a key that names a user after `user` (Derby)", `derby.user.admin=${pw}\nderby.connection.requireAuthentication=true`, pw],
    ['the same in an environment variable (VerneMQ)', `docker run -d -e "DOCKER_VERNEMQ_USER_ops=${word('verne', 14)}" vernemq/vernemq`, word('verne', 14)],
    ["a call whose first argument is a variable named for the password (Request Tracker)", `Set($DatabaseUser, 'rt_user');\nSet($DatabasePassword, '${pw}');`, pw],
    ["a password store's output on the next line (gopass)", `$ gopass show -o websites/example.dev/jdoe\n${pw}`, pw],
    ['the same with pass', `pass show mail/example\n${word('pass-show', 16)}`, word('pass-show', 16)],
    ['a SASL `auth plain <user> <password>` directive (maddy)', `target.smtp relay {\n    auth plain relay@example.dev ${pw}\n}`, pw],
    ['a password under a user given on the line before that is no word', `P_USERNAME=admin\nP_PASSWORD=${pw}`, pw],
    ['a URL whose password is not its user', `postgresql://umami:${pw}@db:5432/umami`, pw],
    ["a VMess client's UUID beside its alterId (V2Ray)", '"clients": [\n  {\n    "id": "ea5ad76f-8542-4524-8f7b-30f1fb0208f0",\n    "alterId": 0\n  }\n]', 'ea5ad76f-8542-4524-8f7b-30f1fb0208f0'],
    ["a VLESS outbound's UUID before its flow (sing-box)", '  "server_port": 443,\n  "uuid": "7341fa12-f7be-419e-a837-1f383247e998",\n  "flow": "xtls-rprx-vision"', '7341fa12-f7be-419e-a837-1f383247e998'],
    ["Clash's inline proxy", '- {name: hk, type: vmess, server: hk.example.dev, port: 443, uuid: 0b7c3f2e-9a41-4d6b-8e2f-5c1a7d9e3b40, alterId: 0}', '0b7c3f2e-9a41-4d6b-8e2f-5c1a7d9e3b40'],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    'SECRET_KEY=os.getenv(DJANGO_SECRET_KEY_FROM_VAULT)',
    'curl -H "Authorization: RequiredForAccess" http://example.dev/',
    'user.home=/home/jdoe/projects2024',
    'spring.datasource.user.name=appUser2024x',
    'user.region=eu-west-1a',
    "mysqli_connect($host, $user, $password, 'shopdb2024');",
    "Set($DatabasePassword, '');",
    'export CF_Token="$(pass show dns/cloudflare)"\n[[outputs.influxdb_v2]]',
    '$ gopass show -o websites/example.dev/jdoe\nError: failed to decrypt',
    'target.smtp relay {\n    auth plain {env:RELAY_USER} {env:RELAY_PASSWORD}\n}',
    '{"id": "7341fa12-f7be-419e-a837-1f383247e998", "name": "orders", "type": "queue"}',
    'request_id: 7341fa12-f7be-419e-a837-1f383247e998\nprotocol: vmess-compatible',
    // The batch's near-misses that older rules took: documented defaults and placeholders.
    'P_ADDR=0.0.0.0:8000\nP_USERNAME=admin\nP_PASSWORD=admin',
    '    auth {\n        enabled off;\n        username admin;\n        password admin;\n    }',
    '[options]\naddons_path = /mnt/extra-addons\nadmin_passwd = admin',
    'DATABASE_URL=postgresql://umami:umami@db:5432/umami',
    '      PHOTOPRISM_ADMIN_PASSWORD: "insecure"',
    '[authentication.fallback-admin]\nuser = "admin"\nsecret = "%{env:ADMIN_SECRET}%"',
    'general: {\n\t#admin_secret = "janusoverlord"\n}',
    '$ keepassxc-cli show ~/vault.kdbx web/acme\nUserName: jdoe\nPassword: PROTECTED',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it.each([
    ['a user and its password on two lines', 'P_USERNAME=admin\nP_PASSWORD=admin'],
    ["a VMess client's UUID and its alterId on the next line", '    "id": "ea5ad76f-8542-4524-8f7b-30f1fb0208f0",\n    "alterId": 0'],
    ["a password store's command and its output", `$ gopass show -o web/example\n${pw}`],
  ])('gives the same result through redactLarge for %s', async (_what, lines) => {
    const text = `${'filler line\n'.repeat(3)}${lines}\n${'filler line\n'.repeat(3)}`;
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });
});

describe('redact: structures of the twenty-fifth batch\'s dev half', () => {
  const word = (what: string, n: number): string => createHash('sha512').update(what).digest('base64').replace(/[+/=]/g, '').slice(0, n);
  const pw = `${word('round25', 11)}7!`;
  const basic = Buffer.from(`fhem:${word('fhem', 12)}`).toString('base64');
  it.each<[string, string, string]>([
    ['a value flag after a command that names the secret (hadoop credential)', `hadoop credential create ssl.server.keystore.password -value ${word('hadoop', 16)} -provider jceks://file/etc/hadoop/creds.jceks`, word('hadoop', 16)],
    ['the same with --name before it (aws ssm)', `aws ssm put-parameter --name /prod/db/password --type SecureString --value '${pw}'`, pw],
    ['base64 of a user and a password after basicAuth (FHEM)', `attr WEB basicAuth ${basic}`, basic],
    ['a password after a host and a user in a call (UniFi)', `c = Controller('unifi.example.lan', 'admin', '${pw}', port=8443)`, pw],
    ['a key after an address in a call (tinytuya)', `d = tinytuya.OutletDevice('bf7c2a9e41d6035b8fxq1z', '192.168.1.40', '${pw}')`, pw],
    ['a key in a map of keys named for what they secure (Z-Wave JS)', '{\n  "securityKeys": {\n    "S2_Unauthenticated": "F2681DA013EA99E0F6B431CB9B1EA29D",\n', 'F2681DA013EA99E0F6B431CB9B1EA29D'],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    'hadoop credential list -provider jceks://file/etc/hadoop/creds.jceks',
    'aws ssm get-parameter --name /prod/db/password --with-decryption --query Parameter.Value',
    'helm upgrade app ./chart --set image.tag=v2 --values values-prod.yaml',
    `attr WEB basicAuth ${Buffer.from('just some words here').toString('base64')}`,
    'attr WEB basicAuth {use FHEM::Core::Authentication::Passwords}',
    "c = Controller('unifi.example.lan', username, password, port=8443)",
    "conn = connect('db.example.dev', 'app', 'orders_v2')",
    "ping('192.168.1.40', 'eth0', 'aa:bb:cc:dd:ee:ff')",
    '{\n  "keys": {\n    "primary": "1f3c6d8e"\n  }\n}',
    '{\n  "securityKeys": {}\n}',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('gives the same result through redactLarge for a map of keys opened at a line\'s end', async () => {
    const text = `${'filler line\n'.repeat(3)}{\n  "securityKeys": {\n    "S2_Unauthenticated": "F2681DA013EA99E0F6B431CB9B1EA29D",\n  }\n}\n${'filler line\n'.repeat(3)}`;
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });
});

describe('redact: structures of the twenty-sixth and twenty-seventh batches\' dev halves', () => {
  const uuid = '3f6c2a9e-81d4-4b7a-9c05-e2d1f4a7b830';
  const hex = createHash('sha256').update('round26').digest('hex').slice(0, 32);
  // Hex whose letters make few pairs: the stdin rule's letter-pair test leaves it, whatever reads it.
  const fedHex = '4b3e0719246a4d4c81a7308b2d95e6c4';
  it.each<[string, string, string]>([
    ['a dotted password whose case changes at random (prosodyctl register)', 'sudo prosodyctl register jdoe chat.example.dev K8PQWZMtrHaX.N', 'K8PQWZMtrHaX.N'],
    ['a Django key whose letters before "(" follow a digit (env line)', 'DJANGO_SECRET_KEY=5x4gath(_y@a+oas=nyg&=2(m83+0rk*z*a2)wq_48cw(m(o9', '5x4gath(_y@a+oas=nyg&=2(m83+0rk*z*a2)wq_48cw(m(o9'],
    ['the same after "==" (its first sign is "=")', 'NAUTOBOT_SECRET_KEY==5x4gath(_y@a+oas=nyg&=2(m83+0rk*z*a2)wq_48cw', '5x4gath(_y@a+oas=nyg&=2(m83+0rk*z*a2)wq_48cw'],
    ['a UUID under a vendor\'s X-…-Key header', `curl -H "X-Vendor-Key: ${uuid}" https://api.example.dev/v1/items`, uuid],
    ['the same header set by a Go call', `req.Header.Set("X-Dataverse-key", "${uuid}")`, uuid],
    ['a UUID under a vendor\'s key header set by setRequestHeader', `xhr.setRequestHeader('X-Vendor-Key', '${uuid}')`, uuid],
    ['a UUID under a key that registers an agent (GoCD)', `agent.auto.register.key=${uuid}`, uuid],
    ['32 hex digits fed to a command that names a token', `echo '${fedHex}' | pachctl auth use-auth-token`, fedHex],
    ['a ticket after a server, "=" and a user (Perforce)', `ssl:perforce.example.dev:1666=jdoe:${hex.toUpperCase()}`, hex.toUpperCase()],
    ['a password after the user in a logon string (BTEQ)', '.LOGON tdprod/dbc,@kymJupojJ~agC\n.LOGOFF', '@kymJupojJ~agC'],
    ['a value whose case changes at random after -p (mcrcon)', 'mcrcon -H 127.0.0.1 -P 25575 -p UTdOvK.wvQID "say backup"', 'UTdOvK.wvQID'],
    ['the same without a sign (ucarp)', 'ucarp -i eth0 -s 10.0.0.2 -v 1 -p 0dtz1PByLiRpJk -a 10.0.0.10', '0dtz1PByLiRpJk'],
    ['the same after SIPp\'s -ap', 'sipp -sn uac -au 1001 -ap gAenLwIOaOmBko -s 1002 pbx.example.dev:5060', 'gAenLwIOaOmBko'],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    'deploy register app example.dev settings.Production',
    'x = Vector3.UnitX2',
    'SECRET_KEY=get_random_secret_key()+os.getenv(EXTRA_SALT_VALUE)',
    `X-Idempotency-Key: ${uuid}`,
    `headers.set("X-Cache-Key", "${uuid}")`,
    `req.Header.Set("X-Request-Id", "${uuid}")`,
    'xhr.setRequestHeader("X-Auth-Token", token)',
    'rhnreg_ks --serverUrl=https://spacewalk.example.dev/XMLRPC --activationkey=1-web-servers',
    'agent.auto.register.resources=linux,docker',
    "var REGISTRATION_KEY = '@@any-promise/REGISTRATION',",
    `echo '${fedHex}' | sha256sum`,
    `echo ${fedHex} | git cat-file -p`,
    'image=nginx:1.25.3-alpine',
    "x=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk=rt3rxPw:5pGOu!5rpJvG'!6Vys",
    '.LOGON tdprod/dbc,$TDPWD',
    '.logon 127.0.0.1/dbc,dbc',
    'tool -p SomeClassName.java',
    'x -p HelloWorldFooBarBaz',
    'mvn -p MyProject2Name',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('gives the same result through redactLarge for a chain of lines that open a secret', async () => {
    const text = `${'filler line\n'.repeat(3)}$database_username = 'cactiuser';\n$database_password = 'Xq7#mK2pL9vR';\n[passwords]\n# the --password-file option reads these\nnas.lan=Emxb~gewCuMeEt\n${'filler line\n'.repeat(3)}`;
    expect(redact(text).text).not.toContain('Emxb~gewCuMeEt');
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });
});

describe('redact: structures of the twenty-eighth and twenty-ninth batches\' dev halves', () => {
  const uuid = '7d2e9c41-5b3a-4f86-a0c7-19e4b6d8f253';
  it.each<[string, string, string]>([
    ['a password after host, port and user in a connect call (Python)', "client.connect('files.example.dev', 22, 'backup', 'qT4vLm9ZrX2w')", 'qT4vLm9ZrX2w'],
    ['the same in C\'s MySQL API, a database name after it', 'mysql_real_connect(conn, "db.example.dev", "report", "Hs8wPq2LzK5n", "sales", 0, NULL, 0);', 'Hs8wPq2LzK5n'],
    ['the same after a DSN (Perl DBI)', 'my $dbh = DBI->connect("dbi:mysql:database=app", "app", \'Zr5%kLp2Qw8e\', { RaiseError => 1 });', 'Zr5%kLp2Qw8e'],
    ['the same in an FTP session opened by its constructor', "ftp = FTP_TLS(host, 'mirror', 'Wq7nRt2xLp4k')", 'Wq7nRt2xLp4k'],
    ['an SNMPv3 user\'s auth key (UsmUserData)', "UsmUserData('monitor', 'Kp4.zR8wQm2t', privKey=key)", 'Kp4.zR8wQm2t'],
    ['a UUID after the endpoint in a client constructor', `const crm = new Acme('https://rest.example.dev', '${uuid}');`, uuid],
    ['a password wrapped in Some(…) (reqwest)', 'client.get(url).basic_auth("deploy", Some("Nx4+qLw9Zt2r")).send()', 'Nx4+qLw9Zt2r'],
    ['a password typed into its field (Playwright)', "await page.getByLabel('Password').fill('Jv8_mQz3Rw5t');", 'Jv8_mQz3Rw5t'],
    ['the same by Cypress after clear()', "cy.get('input[name=password]').clear().type('Pz6~wKq2Lm9x')", 'Pz6~wKq2Lm9x'],
    ['the same by Selenium', 'driver.find_element(By.NAME, "passwd").send_keys("Tq3#zLw8Nm5r")', 'Tq3#zLw8Nm5r'],
    ['the same with the field and the value as two arguments', "await page.fill('input[type=password]', 'Rm7^kPz2Wq4x');", 'Rm7^kPz2Wq4x'],
    ['the same in Capybara', "fill_in 'user_password', with: 'Lx5*qWz8Km3t'", 'Lx5*qWz8Km3t'],
    ['the same in a Gherkin step', 'And I fill in "Password" with "Vw2!nRq7Zk4m"', 'Vw2!nRq7Zk4m'],
    ['a Robot Framework variable named for a token', '*** Variables ***\n${API TOKEN}    Xk9vQz2Lw7mR4t', 'Xk9vQz2Lw7mR4t'],
    ['a password in a domain/user:password@host target', "wmiexec.py 'corp.example/svc:Fq8-zLw3Rk6m@10.1.2.3'", 'Fq8-zLw3Rk6m'],
    ['a password after DOMAIN/user% (Samba tools)', "winexe -U 'CORP/backup%Hw5+kQz8Lm2r' //10.1.2.3 cmd", 'Hw5+kQz8Lm2r'],
    ['a password and its confirmation piped into a passwd command', "printf '%s\\n%s\\n' 'Zq~pLm+wRt%k' 'Zq~pLm+wRt%k' | vpnpasswd -c users jdoe", 'Zq~pLm+wRt%k'],
    ['random letters of both cases in a here-string to a passwd command', 'x11vncpasswd -f <<< qmzRTkvwpf', 'qmzRTkvwpf'],
    ['the password of an ftp script\'s user command', 'ftp -n <<END\nopen ftp.example.dev\nuser mirror Kz4wQp9Lm2xR\nbin\nEND', 'Kz4wQp9Lm2xR'],
    ['the last field of a .pgpass line', 'db.example.dev:5432:app:report:Wm4_zQk9Lt2x', 'Wm4_zQk9Lt2x'],
    ['the same with a protocol before it (usql) and a password with an escaped colon', 'mysql:*:3306:*:app:Kq7\\:wZm2Rt5', 'Kq7\\:wZm2Rt5'],
    ['a password before a level of one or two digits (user:password:level, Deluge)', 'jdoe:Tq3zLw8Nm5rK:5', 'Tq3zLw8Nm5rK'],
    ['a password after a host, a port and a user in a connect command', 'deluge-console "connect 10.0.0.7:58846 ops Lq4wZk8Rm2tN; info"', 'Lq4wZk8Rm2tN'],
    ['a password name that says it is the value (Junos)', 'set system login user ops authentication plain-text-password-value "Rk8Zq3Lw5Nm2pT"', 'Rk8Zq3Lw5Nm2pT'],
    ['a value with a password\'s signs under a directive named for a secret, after quoted arguments', 'auth "CORP/fs01/backup" "svc" "HjiqkoN+w+J7"', 'HjiqkoN+w+J7'],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    "client.connect('files.example.dev', 22, 'backup', key_filename='/keys/id_ed25519')",
    'mysql_real_connect(conn, "db.example.dev", "report", getenv("DB_PASS"), "sales", 0, NULL, 0);',
    "conn = pool.connect('db.example.dev', 'reports', 'sales2024')",
    "conn = pool.connect('db.example.dev', 'reports', 'analytics_v2')",
    "new Session('en', 'US', 'Europe/Berlin')",
    `const crm = new Acme('${uuid}');`,
    `new Widget(mount, '${uuid}')`,
    'client.get(url).basic_auth("deploy", None::<&str>)',
    "await page.getByLabel('Password').fill(process.env.APP_PASSWORD);",
    "await page.getByLabel('Email').fill('jdoe@example.dev');",
    "await page.selectOption('#password-policy', 'strict2024');",
    "expect(page.locator('#password')).toHaveAttribute('type', 'password')",
    '${PASSWORD FIELD}    id=password',
    '${PASSWORD}    %{APP_PASSWORD}',
    "impacket-psexec -k -no-pass 'corp.example/administrator@dc01.corp.example'",
    'docker pull library/node:20-alpine@sha256',
    'FROM docker.io/library/node:20-alpine@sha256:0123',
    'user nobody nogroup',
    'user www-data www-data;',
    "printf '%s\\n' 'Zq~pLm+wRt%k' | base64",
    'localhost:5432:*:postgres:postgres',
    'connect localhost root password',
    'ssh -t host "connect db01.example.dev admin"',
    'set system login user ops authentication plain-text-password',
    'auth "fs01" "svc"',
    'web01.example.dev:8080:tcp:http:enabled',
    'fe80::1:2:3:4',
    'deploy:100000:65536',
    'root:x:0:0:root:/root:/bin/bash',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

describe('redact: structures of the thirtieth and thirty-first batches\' dev halves', () => {
  it.each<[string, string, string]>([
    ['a tuple assigned to credentials, with no other hint in the text (O365)', "credentials = ('7d5b7c0e-2f4a-4c8e-9a1b-3e6f0d2c8b41', 'Dw9-@10VAE4mMjORUG-0uXwW9x_Z')", 'Dw9-@10VAE4mMjORUG-0uXwW9x_Z'],
    ['a login tuple after `login =`', "login = ('svc', 'Rk8Zq3Lw5Nm2pT')", 'Rk8Zq3Lw5Nm2pT'],
    ['a user-and-password setter (paho-mqtt)', 'client.username_pw_set("sensor01", "s+a_IX+nluUsje")', 's+a_IX+nluUsje'],
    ['a password setter whose literal is converted (Lettuce)', 'RedisURI.Builder.redis("cache.example.dev", 6379).withPassword("SyjaeE3*eQapbV".toCharArray()).build();', 'SyjaeE3*eQapbV'],
    ['a password setter given bytes (Java)', 'ds.setPassword("Qm7vT2xLp9Rw".getBytes(StandardCharsets.UTF_8))', 'Qm7vT2xLp9Rw'],
    ['an e-mail address, then the password, in a mail call (yagmail)', "yag = yagmail.SMTP('alerts@example.dev', 'S9.NA~grIvg^0%nY')", 'S9.NA~grIvg^0%nY'],
    ['an Oracle connect string as a connect call\'s literal (cx_Oracle)', 'connection = cx_Oracle.connect("scott/x~sSYmMDh6VC.c@db.example.dev:1521/ORCLPDB1")', 'x~sSYmMDh6VC.c'],
    ['a Go MySQL DSN whose password holds an @', 'engine, err := xorm.NewEngine("mysql", "root:oivf#+@CtEJCTh@tcp(db.example.dev:3306)/app")', 'oivf#+@CtEJCTh'],
    ['a UUID as Vault\'s AppRole secret id', "client.auth.approle.login(role_id='5c1b1c43-96f2-4ef0-9d1a-7b0c4f3f0b12', secret_id='104dbc84-d1e4-4ac5-ac94-457a758931b4')", '104dbc84-d1e4-4ac5-ac94-457a758931b4'],
    ['a login command\'s e-mail address, then the password (Ionic)', '$ ionic login jdoe@example.dev YkpbnCX0n7+xqH', 'YkpbnCX0n7+xqH'],
    ['a register command with a URL, the address and the password (xo-cli)', '$ xo-cli --register https://xo.example.dev admin@example.dev S4yUy8yT%qb+d^', 'S4yUy8yT%qb+d^'],
    ['a Windows tool\'s one-letter /p switch (SignTool)', 'signtool sign /f codesign.pfx /p 2Saks0Cks.uI-C /fd SHA256 dist\\Setup.exe', '2Saks0Cks.uI-C'],
    ['a Windows tool\'s /p: switch', 'signtool sign /f codesign.pfx /p:Vb7qLm2xTz9K dist\\Setup.exe', 'Vb7qLm2xTz9K'],
    ['a private key given to a call named for a key (web3.py)', 'account = w3.eth.account.from_key("0xbb639f8a8aced9f3363032691f1196322e8efaefe446cebfaac04eeabb73c0b4")', 'bb639f8a8aced9f3363032691f1196322e8efaefe446cebfaac04eeabb73c0b4'],
    ['a private key given to a wallet (ethers)', "const wallet = new ethers.Wallet('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318', provider);", '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'],
    ['a game server\'s account token as a console variable (srcds)', './srcds_run -game csgo +map de_dust2 +sv_setsteamaccount 0C878A282B3AC97CA3AB7B30BBBA2D95 -net_port_try 1', '0C878A282B3AC97CA3AB7B30BBBA2D95'],
    ['a game server\'s account token at the line\'s end', './srcds_run -game tf +map ctf_2fort +sv_setsteamaccount 7D2C4E9A1B3F5D6E8A0C2E4F6A8B0D1F', '7D2C4E9A1B3F5D6E8A0C2E4F6A8B0D1F'],
    ['a UUID as a syslog structured-data id (Loggly)', '$template LogglyFormat,"<%pri%>%protocol-version% %timestamp% %HOSTNAME% %app-name% [09814b56-fe39-91aa-a326-25c22345e361@41058 tag=\\"app\\"] %msg%\\n"', '09814b56-fe39-91aa-a326-25c22345e361'],
    ['a token alone on the line after output that announces it (particle token create)', '? Please enter your password [hidden]\nNew access token never expires\n    8c5ac059e2e423f75c46bb316f629fc7bc8157e7\n$ particle list', '8c5ac059e2e423f75c46bb316f629fc7bc8157e7'],
    ['a Tahoe-LAFS directory write cap', '$ tahoe add-alias backups URI:DIR2:ept9gsw7aivwqnrjnu8onfou1x:7bt2cdu6smk2la2pw4567ztjkaff5bb3iego3ibv6vnw7e5lvq', 'URI:DIR2:ept9gsw7aivwqnrjnu8onfou1x:7bt2cdu6smk2la2pw4567ztjkaff5bb3iego3ibv6vnw7e5lvq'],
  ])('%s', (_what, text, secret) => {
    expect(redact(text).text).not.toContain(secret);
  });

  it.each([
    "credentials = (os.environ['O365_CLIENT_ID'], os.environ['O365_CLIENT_SECRET'])",
    "credentials = ('client-id', 'client-secret')",
    'client.username_pw_set("sensor01")',
    'RedisURI.Builder.redis("cache.example.dev", 6379).withSsl(true).build();',
    "yag = yagmail.SMTP('alerts@example.dev', oauth2_file='~/oauth2_creds.json')",
    "server = smtplib.SMTP('smtp.example.dev', 'Hello World')",
    'connection = cx_Oracle.connect(user="scott", dsn="db.example.dev:1521/ORCLPDB1", externalauth=True)',
    'engine, err := xorm.NewEngine("mysql", "root:@tcp(db.example.dev:3306)/app")',
    'secret_id = "prod/app/db-password"',
    '  secret_id = aws_secretsmanager_secret.db.id',
    '$ ionic login jdoe@example.dev',
    'login jdoe@example.dev HelloWorld',
    'signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com dist\\Setup.exe',
    'xcopy /s /e /p C:\\src D:\\dst',
    'tx = w3.eth.get_transaction("0xbb639f8a8aced9f3363032691f1196322e8efaefe446cebfaac04eeabb73c0b4")',
    'const wallet = new ethers.Wallet(process.env.DEPLOYER_KEY, provider);',
    './srcds_run +sv_setsteamaccount $STEAM_GSLT +map de_dust2',
    '+set sv_hostname "My Server" +sv_maxclients 12 +map q3dm17',
    '<165>1 2003-10-11T22:14:15.003Z host app - ID47 [exampleSDID@32473 iut="3" eventSource="Application"] An event',
    'URI:DIR2-Verifier:ept9gsw7aivwqnrjnu8onfou1x:7bt2cdu6smk2la2pw4567ztjkaff5bb3iego3ibv6vnw7e5lvq',
    'The token format changed in 2.0\n  see https://example.dev/docs/tokens',
    'Access token\n0123456789abcdef0123456789abcdef',
    'New access token never expires\n    $PARTICLE_TOKEN',
    'const key = getKey();\n    8c5ac059e2e423f75c46bb316f629fc7bc8157e7',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('keeps a line that announces a token with the token\'s line in one slice of redactLarge', async () => {
    const text = `${'filler line\n'.repeat(3)}New access token never expires\n    8c5ac059e2e423f75c46bb316f629fc7bc8157e7\n${'filler line\n'.repeat(3)}`;
    expect(redact(text).text).not.toContain('8c5ac059e2e423f75c46bb316f629fc7bc8157e7');
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });

  it('reads a tuple assigned to credentials the same with or without another call near it (redactLarge)', async () => {
    const text = `auth = Auth.Login("jdoe", "bcqH#74EJo6d%x")\n${'filler line\n'.repeat(3)}credentials = ('7d5b7c0e-2f4a-4c8e-9a1b-3e6f0d2c8b41', 'Dw9-@10VAE4mMjORUG-0uXwW9x_Z')\n`;
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });
});

describe('redact: structures of the thirty-second and thirty-third batches\' dev halves', () => {
  it.each<[string, string, string, string]>([
    ['a header name that joins its qualifier to the word (Copper)', 'curl -H "X-PW-AccessToken: 5d0c8e4a9b1f27c3e6a8d0b2f4c6e8a1" https://api.copper.com/developer_api/v1/account', '5d0c8e4a9b1f27c3e6a8d0b2f4c6e8a1', 'api-key-header'],
    ['a client secret header named in one word', "  -H 'X-Acme-ClientSecret: Jq7Lm2Xz9Rt4Vw8Np3Ks6Hd1'", 'Jq7Lm2Xz9Rt4Vw8Np3Ks6Hd1', 'api-key-header'],
    ['a UUID alone after Authorization: (OpenNode)', '-H "Authorization: 2f9c1e7a-4b3d-4a8e-9c6f-1d2e3f4a5b6c"', '2f9c1e7a-4b3d-4a8e-9c6f-1d2e3f4a5b6c', 'authorization-scheme'],
    ['the key of a payment gateway\'s signing helper (Paytm)', 'const sig = await PaytmChecksum.generateSignature(body, "Xq3#kLp9^Zt2~Wm7");', 'Xq3#kLp9^Zt2~Wm7', 'signature-credential'],
    ['the key of a checksum helper in snake case', "checksum = compute_checksum(params, 'h8Rt2#Lq5Zp9Wx')", 'h8Rt2#Lq5Zp9Wx', 'signature-credential'],
    ['a user\'s password in Hestia\'s command line', '/usr/local/hestia/bin/v-add-user alice Tp7%Qw2*Lk9Zx admin@example.dev', 'Tp7%Qw2*Lk9Zx', 'command-line-credential'],
    ['a mail account\'s password in Hestia\'s command line', 'v-add-mail-account alice example.dev info Rz4!Nm8^Vb2Xc', 'Rz4!Nm8^Vb2Xc', 'command-line-credential'],
    ['a password given to Webmin\'s changepass.pl', 'sudo /usr/share/webmin/changepass.pl /etc/webmin admin Mb3+Yq8Kd2Lw', 'Mb3+Yq8Kd2Lw', 'command-line-credential'],
    ['Code Climate\'s reporter id', './cc-test-reporter after-build --id 3f1e9c7a5b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a3c5b7d9f2e4a6c8b0d1f3e --exit-code 0', '3f1e9c7a5b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a3c5b7d9f2e4a6c8b0d1f3e', 'command-line-credential'],
    ['a game server login token under its short name (LinuxGSM)', 'gslt="A1B2C3D4E5F60718293A4B5C6D7E8F90"', 'A1B2C3D4E5F60718293A4B5C6D7E8F90', 'secret-assignment'],
    ['an SQL option named for the secret (DuckDB)', "CREATE SECRET s3lake (TYPE s3, KEY_ID 'AKIAIOSFODNN7EXAMPLE', SECRET 'u8Hq2Lm/9Zt3Vw+7Xk1Rp4Sd6Nf0Gb5Jc8Ye2Ta');", 'u8Hq2Lm/9Zt3Vw+7Xk1Rp4Sd6Nf0Gb5Jc8Ye2Ta', 'sql-secret-option'],
    ['a session token as an SQL option in lower case (Redshift COPY)', "copy sales from 's3://bucket/sales' access_key_id 'AKIAIOSFODNN7EXAMPLE' secret_access_key 'Wq8Zr3Lm7Xp2Kd9Tv4Ns1Hb6Yc0Fj5Ga8Ue3Ro' session_token 'FwoGZXIvYXdzEBYaDK9rT3xLm2Qp8Vw7Zs4';", 'FwoGZXIvYXdzEBYaDK9rT3xLm2Qp8Vw7Zs4', 'sql-secret-option'],
    ['Splunk On-Call\'s REST endpoint key in a URL (VictorOps)', 'api_url: https://alert.victorops.com/integrations/generic/20131114/alert/8b2f4d6a-1c3e-4f5a-9b7d-0e2c4a6f8b1d/', '8b2f4d6a-1c3e-4f5a-9b7d-0e2c4a6f8b1d', 'webhook-url'],
    ['a client class named for its module, given the key (Smartsheet)', "smart = smartsheet.Smartsheet('q7w2e9r4t1y6u3i8o5p0a2s7d4')", 'q7w2e9r4t1y6u3i8o5p0a2s7d4', 'sdk-class-literal'],
    ['a client class assigned to its own name, given a UUID (Coda)', "coda = Coda('6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a0b2c')", '6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a0b2c', 'sdk-class-literal'],
    ['a password as the JSON string body of CouchDB\'s admins config', `curl -X PUT http://127.0.0.1:5984/_node/_local/_config/admins/ops -d '"Hv6pQ2zLx9Tm"'`, 'Hv6pQ2zLx9Tm', 'couchdb-admin-body'],
    ['the same with the body before the URL', `curl -X PUT -d '"Hv6pQ2zLx9Tm"' http://couch.example.dev:5984/_node/_local/_config/admins/ops`, 'Hv6pQ2zLx9Tm', 'couchdb-admin-body'],
    ['zrok\'s account token', 'zrok enable Wd4Rk9Lp2Xs7', 'Wd4Rk9Lp2Xs7', 'command-line-credential'],
    ['a secret\'s value given to the GitHub CLI', 'gh secret set DEPLOY_KEY --body Ns5#Vq8Lk2Wz -R acme/api', 'Ns5#Vq8Lk2Wz', 'command-line-credential'],
    ['a password stored in the macOS keychain by its CLI', 'security add-generic-password -a jdoe -s db.example.dev -w Tz3^Bm9Qx6Lp', 'Tz3^Bm9Qx6Lp', 'command-line-credential'],
    ['the string ansible-vault encrypts', "ansible-vault encrypt_string 'Rk7~Pw2Nq9Xd' --name db_password", 'Rk7~Pw2Nq9Xd', 'command-line-credential'],
    ['Basic credentials in a web server\'s header directive (nginx)', 'proxy_set_header Authorization "Basic YWRtaW46Wjh4UW0ycEw5dlI=";', 'YWRtaW46Wjh4UW0ycEw5dlI=', 'authorization-basic'],
    ['a password a server\'s log says it generated for an account (MySQL)', '2024-05-01T10:00:00.123456Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: k#Fw9;qLp2Rz', 'k#Fw9;qLp2Rz', 'generated-password-log'],
    ['an IMAP session\'s LOGIN command', 'a001 LOGIN jdoe@example.dev Gx7%Rm2Qv9Lt', 'Gx7%Rm2Qv9Lt', 'imap-login-command'],
    ['a generated password a tool prints after a blank line (Jenkins)', 'Please use the following password to proceed to installation:\n\n4e9b2c7a1f3d5e8b0a6c2d4f7e9a1b3c\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword', '4e9b2c7a1f3d5e8b0a6c2d4f7e9a1b3c', 'announced-token-line'],
    ['a password as an Erlang setting\'s binary (RabbitMQ\'s classic config)', '[{rabbit, [{default_user, <<"ops">>}, {default_pass, <<"Lw8^Tq3Zp6Nx">>}]}].', 'Lw8^Tq3Zp6Nx', 'erlang-tuple-secret'],
    ['a password in an Erlang application\'s env (sys.config)', '{my_app, [{db_password, "Lw8^Tq3Zp6Nx"}]}.', 'Lw8^Tq3Zp6Nx', 'erlang-tuple-secret'],
    ['a password assigned with R\'s arrow', 'con <- dbConnect(RPostgres::Postgres())\npassword <- "Lw8^Tq3Zp6Nx"', 'Lw8^Tq3Zp6Nx', 'r-assignment-secret'],
    ['a password command that echoes the password (msmtp)', 'passwordeval "echo Lw8^Tq3Zp6Nx"', 'Lw8^Tq3Zp6Nx', 'password-command-echo'],
    ['a password command that echoes the password (mbsync)', "PassCmd \"echo 'Lw8^Tq3Zp6Nx'\"", 'Lw8^Tq3Zp6Nx', 'password-command-echo'],
    ['a password a tool states at the end of its output line (Elasticsearch)', 'The generated password for the elastic built-in superuser is : pA5z*RPm_WQH+o=rW3yD', 'pA5z*RPm_WQH+o=rW3yD', 'password-stated-line'],
    ['a password stated for an account', "Password for 'deploy': Lw8^Tq3Zp6Nx", 'Lw8^Tq3Zp6Nx', 'password-stated-line'],
    ['a password a tool says it set', 'Password has been set to Lw8^Tq3Zp6Nx', 'Lw8^Tq3Zp6Nx', 'password-stated-line'],
    ['Nomad\'s printed Secret ID', 'Accessor ID  = 0b9f6c2e-4a1d-4e7b-9c3f-5d8a2e6b1f40\nSecret ID    = 7c3e9a1f-2b4d-4f6a-8e0c-1d3b5f7a9c2e', '7c3e9a1f-2b4d-4f6a-8e0c-1d3b5f7a9c2e', 'printed-secret-id'],
    ['ApacheBench\'s basic-auth user and password', 'ab -n 1000 -c 20 -A admin:Lw8^Tq3Zp6Nx https://staging.example.dev/', 'Lw8^Tq3Zp6Nx', 'command-line-credential'],
    ['the keys given to an API object\'s setup call (CoinPayments)', "$cps_api->Setup('9c4e2a7f1b3d5e8a0c6f2b4d7e9a1c3f5b8d0e2a4c6f9b1d3e5a7c0f2b4d6e8a', 'pub')", '9c4e2a7f1b3d5e8a0c6f2b4d7e9a1c3f5b8d0e2a4c6f9b1d3e5a7c0f2b4d6e8a', 'sdk-call-literal'],
  ])('%s', (_what, text, secret, rule) => {
    const out = redact(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain(redactionMarker(rule));
  });

  it.each([
    'providers:\n  constellix:\n    api_key: env/CONSTELLIX_API_KEY\n    secret_key: env/CONSTELLIX_SECRET_KEY',
    'SECRET_KEY=env:DJANGO_SECRET_KEY',
    'curl -H "X-PW-Application: developer_api" -H "X-PW-UserEmail: jdoe@example.dev" https://api.copper.com/developer_api/v1/account',
    'X-Acme-ClientId: acme-dashboard-web',
    '-H "Authorization: $OPENNODE_KEY"',
    'const ok = verifySignature(body, req.headers["x-signature"], process.env.WEBHOOK_SECRET);',
    'const sig = generateSignature(body, process.env.PAYTM_MERCHANT_KEY);',
    'v-list-user alice json',
    'v-add-user alice "$PASSWORD" admin@example.dev',
    '/usr/share/webmin/changepass.pl --help',
    './cc-test-reporter after-build --exit-code $?',
    'gslt=""',
    "CREATE SECRET lake (TYPE s3, PROVIDER credential_chain, REGION 'eu-central-1');",
    "Keep the secret 'between us' until Friday.",
    'api_url: https://alert.victorops.com/api-public/v1/incidents',
    "u = uuid.UUID('6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a0b2c')",
    "price = decimal.Decimal('12345678901234567890')",
    "doc = Document('6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a0b2c')",
    "smart = smartsheet.Smartsheet(os.environ['SMARTSHEET_ACCESS_TOKEN'])",
    '$cps_api->Setup($privateKey, $publicKey);',
    "logger.init('application-startup-sequence')",
    `curl -X PUT http://127.0.0.1:5984/_node/_local/_config/admins/ops -d '"$COUCHDB_PASSWORD"'`,
    'curl http://127.0.0.1:5984/_node/_local/_config/admins',
    'zrok enable <account-token>',
    'gh issue create --title "Login fails" --body Ns5#Vq8Lk2Wz',
    'gh secret set DEPLOY_KEY < deploy_key.pem',
    'security find-generic-password -s db.example.dev -w login.keychain',
    'ansible-vault encrypt_string --stdin-name db_password',
    'Send the Authorization "Basic authentication" header first.',
    'proxy_set_header Authorization "Basic $http_authorization";',
    'A temporary password is generated for root@localhost: (see the error log)',
    'a001 OK LOGIN completed',
    'Step 1 login alice bob',
    'Please use the following password to proceed to installation:\n\n    $JENKINS_ADMIN_PASSWORD\n',
    '{default_pass, <<"guest">>}',
    '{my_app, [{db_password, os:getenv("DB_PASSWORD")}]}.',
    'password <- Sys.getenv("DB_PASSWORD")',
    'token <- "your-token-here"',
    'if (n_tokens < -1) x <- "abc"',
    'passwordeval "gpg -q --for-your-eyes-only -d ~/.msmtp-password.gpg"',
    'PassCmd "pass show mail/example"',
    'passwordeval "echo $MAIL_PASSWORD"',
    'ab -n 1000 -c 20 https://staging.example.dev/',
    'Your password is: incorrect',
    'The password is: (hidden)',
    'Password has been set to the value you chose.',
    '      password: z.string().min(6),',
    '    password: userPass[2]',
    'Accessor ID  = 0b9f6c2e-4a1d-4e7b-9c3f-5d8a2e6b1f40',
  ])('leaves %s alone', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('keeps a line that announces a password, a blank line and the password in one slice of redactLarge', async () => {
    const text = `${'filler line\n'.repeat(3)}Please use the following password to proceed to installation:\n\n4e9b2c7a1f3d5e8b0a6c2d4f7e9a1b3c\n${'filler line\n'.repeat(3)}`;
    expect(redact(text).text).not.toContain('4e9b2c7a1f3d5e8b0a6c2d4f7e9a1b3c');
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });

  it('reads a client class and a setup call the same in every slice of redactLarge', async () => {
    const text = `${'filler line\n'.repeat(3)}coda = Coda('6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a0b2c')\n$cps_api->Setup('9c4e2a7f1b3d5e8a0c6f2b4d7e9a1c3f5b8d0e2a4c6f9b1d3e5a7c0f2b4d6e8a', 'pub')\n`;
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(redact(text).text);
  });
});
