// A fifth batch of formats, written down before the rules were read for it and after the
// third and fourth batches were tuned on: provider token formats from the providers' public
// documentation (payments, communications, infrastructure, AI APIs, crypto wallets, token
// standards such as PASETO, PASERK, Fernet and macaroons) and credentials in the syntaxes of
// tools (mail clients, LDAP, SMB, IPMI, Wi-Fi, Android signing, Maven, pip, git credential
// stores, secret managers' command lines, CI files, HTTP clients). None of these providers or
// surroundings was in providers.mjs, gitleaks-rules.mjs, fresh-formats.mjs or the rules' tests
// before. Same description as providers.mjs (`parts`, `keyed`, `around`, `encode`); split by
// provider with `freshDraw(FRESH5_FORMATS, 20261128)`: FRESH5_TEST_PROVIDERS go to the test
// half only. docs/secrets.md gives the batch untouched, then after tuning on its dev half.
import { Buffer } from 'node:buffer';

const uuid = [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]];

// Words of the BIP-39 English list; a generated string picks twelve of them.
const WORDS = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid ' +
  'acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice ' +
  'aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien bamboo ' +
  'cable dinosaur eagle fabric galaxy harbor ivory jungle kitten lunar margin noble orbit river salmon tunnel velvet wrist zoo').split(' ');
const mnemonic = (t) => [...t.slice(0, 12)].map((c, i) => WORDS[(c.charCodeAt(0) * 7 + i * 13) % WORDS.length]).join(' ');
const byteArray = (hex) => `[${Buffer.from(hex, 'hex').join(',')}]`;

export const FRESH5_FORMATS = [
  // payments
  { provider: 'paddle-api-key', parts: ['pdl_live_apikey_', ['L', 26], '_', ['A', 22], '_', ['A', 3]] },
  { provider: 'checkout-com-secret-key', parts: ['sk_sbox_', ['L', 27]] },
  { provider: 'paystack-secret-key', parts: ['sk_live_', ['H', 40]] },
  { provider: 'xendit-secret-key', parts: ['xnd_development_', ['W', 60]] },
  { provider: 'midtrans-server-key', parts: ['SB-Mid-server-', ['W', 24]] },
  { provider: 'mercadopago-access-token', parts: ['APP_USR-', ['D', 16], '-', ['D', 6], '-', ['H', 32], '-', ['D', 9]] },
  { provider: 'woocommerce-consumer-secret', parts: ['cs_', ['H', 40]] },
  // communications and productivity
  { provider: 'telnyx-api-key', parts: ['KEY', ['X', 32], '_', ['A', 22]] },
  { provider: 'mandrill-api-key', parts: ['md-', ['W', 22]] },
  { provider: 'clickup-personal-token', parts: ['pk_', ['D', 8], '_', ['U', 32]] },
  { provider: 'trello-token', parts: ['ATTA', ['H', 64], ['X', 8]] },
  { provider: 'ably-api-key', parts: [['W', 6], '.', ['W', 6], ':', ['W', 43]] },
  { provider: 'vonage-api-secret', parts: [['A', 16]], keyed: 'VONAGE_API_SECRET' },
  { provider: 'pusher-app-secret', parts: [['H', 20]], keyed: 'PUSHER_APP_SECRET' },
  { provider: 'livekit-api-secret', parts: [['W', 43]], keyed: 'LIVEKIT_API_SECRET' },
  { provider: 'agora-app-certificate', parts: [['H', 32]], keyed: 'AGORA_APP_CERTIFICATE' },
  { provider: 'spotify-client-secret', parts: [['H', 32]], keyed: 'SPOTIFY_CLIENT_SECRET' },
  { provider: 'mux-token-secret', parts: [['B', 75]], keyed: 'MUX_TOKEN_SECRET' },
  // infrastructure, CI and secret managers
  { provider: 'tailscale-key', parts: ['tskey-auth-', ['A', 12], 'CNTRL-', ['A', 32]] },
  { provider: 'scaleway-access-key', parts: ['SCW', ['U', 17]] },
  { provider: 'exoscale-api-key', parts: ['EXO', ['H', 24]] },
  { provider: 'checkly-api-key', parts: ['cu_', ['H', 32]] },
  { provider: 'bitwarden-sm-access-token', parts: ['0.', ...uuid, '.', ['A', 30], ':', ['B', 22], '=='] },
  { provider: 'linode-token', parts: [['H', 64]], keyed: 'LINODE_TOKEN' },
  { provider: 'hcloud-token', parts: [['A', 64]], keyed: 'HCLOUD_TOKEN' },
  { provider: 'backblaze-application-key', parts: ['K005', ['B', 27]], keyed: 'B2_APPLICATION_KEY' },
  { provider: 'ngrok-authtoken', parts: [['D', 1], ['A', 26], '_', ['A', 21]], keyed: 'NGROK_AUTHTOKEN' },
  { provider: 'percy-token', parts: [['H', 64]], keyed: 'PERCY_TOKEN' },
  { provider: 'browserstack-access-key', parts: [['A', 20]], keyed: 'BROWSERSTACK_ACCESS_KEY' },
  { provider: 'cypress-record-key', parts: uuid, keyed: 'CYPRESS_RECORD_KEY' },
  { provider: 'opsgenie-api-key', parts: uuid, keyed: 'OPSGENIE_API_KEY' },
  { provider: 'akeyless-access-key', parts: [['W', 43], '='], keyed: 'AKEYLESS_ACCESS_KEY' },
  { provider: 'cloudflare-tunnel-token', parts: ['eyJhIjoi', ['W', 180]], around: [(t) => `cloudflared tunnel run --token ${t}`, (t) => `TUNNEL_TOKEN=${t}`, (t) => `    command: tunnel --no-autoupdate run --token ${t}`, (t) => `sudo cloudflared service install ${t}`] },
  // AI APIs
  { provider: 'mistral-api-key', parts: [['A', 32]], keyed: 'MISTRAL_API_KEY' },
  { provider: 'assemblyai-api-key', parts: [['H', 32]], keyed: 'ASSEMBLYAI_API_KEY' },
  { provider: 'wandb-api-key', parts: [['H', 40]], keyed: 'WANDB_API_KEY' },
  { provider: 'fireworks-api-key', parts: ['fw_', ['A', 24]] },
  { provider: 'stability-api-key', parts: ['sk-', ['A', 48]] },
  { provider: 'sanity-token', parts: ['sk', ['A', 180]] },
  { provider: 'meilisearch-master-key', parts: [['W', 43]], keyed: 'MEILI_MASTER_KEY' },
  // token standards and keys
  { provider: 'paseto-local-token', parts: ['v4.local.', ['W', 160]] },
  { provider: 'paserk-secret-key', parts: ['k4.secret.', ['W', 86]] },
  { provider: 'fernet-token', parts: ['gAAAAAB', ['W', 113], '=='] },
  { provider: 'macaroon', parts: ['MDAxY2xvY2F0aW9uIGh0dHBzOi8v', ['W', 180]] },
  { provider: 'cloudinary-url', parts: ['cloudinary://', ['D', 15], ':', ['W', 27], '@acme-media'] },
  { provider: 'openssh-key-base64', parts: ['LS0tLS1CRUdJTiBPUEVOU1NIIFBSSVZBVEUgS0VZLS0tLS0K', ['B', 220]], around: [(t) => `SSH_PRIVATE_KEY_B64=${t}`, (t) => `data:\n  ssh-privatekey: ${t}`, (t) => `echo ${t} | base64 -d > ~/.ssh/id_ed25519`, (t) => `    DEPLOY_KEY: ${t}`] },
  { provider: 'kubeconfig-client-key-data', parts: ['LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlF', ['B', 300]], around: [(t) => `users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=\n    client-key-data: ${t}`, (t) => `    client-key-data: ${t}`, (t) => `kubectl config set users.admin.client-key-data ${t}`, (t) => `{"client-key-data": "${t}"}`] },
  { provider: 'openvpn-static-key', parts: [['H', 32]], around: [(t) => `-----BEGIN OpenVPN Static key V1-----\n${t}\n${t.split('').reverse().join('')}\n-----END OpenVPN Static key V1-----`, (t) => `<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${t}\n-----END OpenVPN Static key V1-----\n</tls-auth>`] },
  // crypto wallets
  { provider: 'ethereum-private-key', parts: ['0x', ['H', 64]], around: [(t) => `PRIVATE_KEY=${t}`, (t) => `const wallet = new ethers.Wallet("${t}", provider);`, (t) => `networks: { sepolia: { url: RPC_URL, accounts: ["${t}"] } }`, (t) => `DEPLOYER_KEY="${t}"`] },
  { provider: 'bip39-mnemonic', parts: [['A', 12]], encode: mnemonic, around: [(t) => `MNEMONIC="${t}"`, (t) => `mnemonic: ${t}`, (t) => `accounts: { mnemonic: "${t}" }`, (t) => `SEED_PHRASE='${t}'`] },
  { provider: 'bitcoin-wif-key', parts: ['K', ['A', 51]], around: [(t) => `bitcoin-cli importprivkey ${t} "cold" false`, (t) => `WIF=${t}`, (t) => `{"address": "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "wif": "${t}"}`, (t) => `key = Key("${t}")`] },
  { provider: 'solana-keypair', parts: [['H', 128]], encode: byteArray, around: [(t) => `${t}`, (t) => `SOLANA_PRIVATE_KEY=${t}`, (t) => `const payer = Keypair.fromSecretKey(Uint8Array.from(${t}));`, (t) => `echo '${t}' > ~/.config/solana/id.json`] },
  { provider: 'etherscan-api-key', parts: [['U', 34]], keyed: 'ETHERSCAN_API_KEY' },
  { provider: 'infura-api-secret', parts: [['H', 32]], keyed: 'INFURA_API_SECRET' },
  // credentials in tools' syntaxes
  { provider: 'wifi-psk', parts: [['A', 16]], around: [(t) => `network={\n    ssid="office"\n    psk="${t}"\n}`, (t) => `[wifi-security]\nkey-mgmt=wpa-psk\npsk=${t}`, (t) => `nmcli dev wifi connect office password ${t}`, (t) => `wpa_passphrase office ${t} >> /etc/wpa_supplicant.conf`] },
  { provider: 'smb-cifs-password', parts: [['A', 14]], around: [(t) => `smbclient //fs01/share -U backup%${t}`, (t) => `mount -t cifs //fs01/share /mnt/share -o username=svc,password=${t},vers=3.0`, (t) => `//fs01/share /mnt/share cifs username=svc,password=${t},uid=1000 0 0`, (t) => `# /root/.smbcredentials\nusername=svc\npassword=${t}\ndomain=ACME`] },
  { provider: 'ldap-bind-password', parts: [['A', 16]], around: [(t) => `ldapsearch -x -H ldap://dc1.acme.dev -D "cn=admin,dc=acme,dc=dev" -w ${t} "(uid=jane)"`, (t) => `ldapmodify -x -D cn=admin,dc=acme,dc=dev -w '${t}' -f change.ldif`, (t) => `# /etc/nslcd.conf\nbinddn cn=reader,dc=acme,dc=dev\nbindpw ${t}`, (t) => `olcRootPW: ${t}`] },
  { provider: 'postfix-sasl-passwd', parts: [['A', 16]], around: [(t) => `[smtp.acme.dev]:587 mailer@acme.dev:${t}`, (t) => `# /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 alerts@acme.dev:${t}`, (t) => `echo "[mail.acme.dev]:465 relay:${t}" > /etc/postfix/sasl_passwd`, (t) => `smtp_sasl_password_maps = static:relay:${t}`] },
  { provider: 'mail-client-password', parts: [['A', 16]], around: [(t) => `set smtp_pass = "${t}"`, (t) => `set imap_pass="${t}"\nset folder="imaps://imap.acme.dev/"`, (t) => `account default\nhost smtp.acme.dev\nuser bot@acme.dev\npassword ${t}`, (t) => `poll imap.acme.dev protocol IMAP user "jane" password "${t}" ssl`] },
  { provider: 'bmc-snmp-password', parts: [['A', 14]], around: [(t) => `ipmitool -I lanplus -H 10.0.0.20 -U ADMIN -P ${t} chassis power status`, (t) => `racadm -r 10.0.0.21 -u root -p ${t} getsysinfo`, (t) => `snmpwalk -v3 -l authPriv -u monitor -a SHA -A ${t} -x AES -X ${t} 10.0.0.1`, (t) => `RSYNC_PASSWORD=${t} rsync -av backup@nas::data /srv/data`] },
  { provider: 'android-signing-config', parts: [['A', 16]], around: [(t) => `signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword '${t}'\n        keyAlias 'release'\n    }\n}`, (t) => `        keyPassword "${t}"`, (t) => `    storePassword = "${t}"`, (t) => `./gradlew assembleRelease -Pandroid.injected.signing.store.password=${t}`] },
  { provider: 'maven-settings-server', parts: [['A', 20]], around: [(t) => `<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>${t}</password>\n</server>`, (t) => `<server><id>gpg.passphrase</id><passphrase>${t}</passphrase></server>`, (t) => `mvn -B deploy -Dgpg.passphrase=${t}`, (t) => `mvn deploy -DrepositoryId=nexus -Dpassword=${t}`] },
  { provider: 'git-credentials-store', parts: [['A', 40]], around: [(t) => `https://jane:${t}@github.com`, (t) => `echo "https://ci:${t}@gitlab.acme.dev" >> ~/.git-credentials`, (t) => `git remote set-url origin https://x-access-token:${t}@github.com/acme/app.git`, (t) => `git config --global url."https://${t}:x-oauth-basic@github.com/".insteadOf "https://github.com/"`] },
  { provider: 'pip-index-credentials', parts: [['A', 20]], around: [(t) => `pip install -i https://ci:${t}@pypi.acme.dev/simple app`, (t) => `[global]\nindex-url = https://__token__:${t}@pypi.acme.dev/simple`, (t) => `PIP_EXTRA_INDEX_URL=https://deploy:${t}@pkgs.acme.dev/simple/`, (t) => `uv pip install --index-url https://aws:${t}@acme-123.d.codeartifact.us-east-1.amazonaws.com/pypi/py/simple/ lib`] },
  { provider: 'secret-manager-cli', parts: [['A', 24]], around: [(t) => `aws secretsmanager create-secret --name prod/db --secret-string '{"username":"app","password":"${t}"}'`, (t) => `aws ssm put-parameter --name /prod/api-key --type SecureString --value ${t}`, (t) => `printf '%s' ${t} | gcloud secrets versions add api-key --data-file=-`, (t) => `vault kv put secret/app db_password=${t}`] },
  { provider: 'ci-workflow-env', parts: [['A', 24]], around: [(t) => `    env:\n      NPM_TOKEN: ${t}`, (t) => `      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${t}`, (t) => `echo "::add-mask::${t}"`, (t) => `      - uses: acme/deploy@v2\n        with:\n          api-key: ${t}`] },
  { provider: 'http-client-header', parts: [['A', 32]], around: [(t) => `{"headers": {"Authorization": "Bearer ${t}"}}`, (t) => `fetch(url, { headers: { 'x-api-key': '${t}' } })`, (t) => `axios.defaults.headers.common['Authorization'] = 'Token ${t}'`, (t) => `requests.get(url, headers={"X-Auth-Token": "${t}"})`] },
  { provider: 'custom-auth-header', parts: [['A', 32]], around: [(t) => `X-Access-Token: ${t}`, (t) => `curl -H 'Ocp-Apim-Subscription-Key: ${t}' https://api.acme.dev/v1`, (t) => `proxy_set_header X-Api-Token "${t}";`, (t) => `http GET api.acme.dev/items X-Auth-Key:${t}`] },
  { provider: 'query-parameter-key', parts: [['A', 32]], around: [(t) => `https://api.acme.dev/v1/data?apikey=${t}&q=1`, (t) => `GET /data/2.5/forecast?appid=${t}&units=metric`, (t) => `https://gitlab.acme.dev/api/v4/projects?private_token=${t}`, (t) => `wss://stream.acme.dev/socket?auth=${t}`] },
  { provider: 'session-cookie', parts: [['L', 32]], around: [(t) => `Cookie: sessionid=${t}; csrftoken=abc`, (t) => `curl -b "session=${t}" https://app.acme.dev/admin`, (t) => `Set-Cookie: auth_token=${t}; Path=/; HttpOnly; Secure`, (t) => `document.cookie = "remember_token=${t}"`] },
  { provider: 'laravel-app-key', parts: [['B', 43], '='], around: [(t) => `APP_KEY=base64:${t}`, (t) => `'key' => env('APP_KEY', 'base64:${t}'),`, (t) => `APP_KEY="base64:${t}"`, (t) => `      - APP_KEY=base64:${t}`] },
  { provider: 'session-signing-secret', parts: [['B', 43], '='], around: [(t) => `NEXTAUTH_SECRET=${t}`, (t) => `AUTH_SECRET="${t}"`, (t) => `jwt:\n  secret: ${t}`, (t) => `app.use(session({ secret: '${t}', resave: false }))`] },
  { provider: 'framework-app-secret', parts: [['H', 32]], around: [(t) => `APP_SECRET=${t}`, (t) => `framework:\n    secret: ${t}`, (t) => `COOKIE_SECRET=${t}`, (t) => `RAILS_MASTER_KEY=${t}`] },
  { provider: 'terraform-provider-credentials', parts: [['A', 40]], around: [(t) => `provider "aws" {\n  region     = "eu-west-1"\n  secret_key = "${t}"\n}`, (t) => `provider "cloudflare" {\n  api_token = "${t}"\n}`, (t) => `provider "github" {\n  owner = "acme"\n  token = "${t}"\n}`, (t) => `provider "datadog" {\n  api_key = var.dd_api_key\n  app_key = "${t}"\n}`] },
];

/** Providers of the fifth batch whose samples are in the test half only (seed 20261128). */
export const FRESH5_TEST_PROVIDERS = [
  'ably-api-key', 'android-signing-config', 'assemblyai-api-key', 'bmc-snmp-password',
  'browserstack-access-key', 'ci-workflow-env', 'clickup-personal-token', 'cloudinary-url',
  'custom-auth-header', 'cypress-record-key', 'ethereum-private-key', 'etherscan-api-key',
  'fernet-token', 'framework-app-secret', 'infura-api-secret', 'kubeconfig-client-key-data',
  'macaroon', 'mail-client-password', 'midtrans-server-key', 'ngrok-authtoken',
  'openssh-key-base64', 'openvpn-static-key', 'opsgenie-api-key', 'paserk-secret-key',
  'paseto-local-token', 'paystack-secret-key', 'percy-token', 'postfix-sasl-passwd',
  'pusher-app-secret', 'sanity-token', 'session-signing-secret', 'stability-api-key',
  'telnyx-api-key', 'trello-token', 'vonage-api-secret', 'wandb-api-key', 'xendit-secret-key',
];
