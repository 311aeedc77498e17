// A twentieth batch, written after the nineteenth round's rules were landed (229 rules) and measured
// once, untouched: the estimate of those rules on services nobody here had tuned for. No rule was
// changed for it. Services in no earlier batch and named by no rule (checked with grep over every
// batch, the provider formats and src/util): Zilliz Cloud, LanceDB Cloud, Upstash QStash, Raygun,
// Teleport join tokens, ZeroTier Central, Twingate connectors, Portainer, Dependency-Track,
// DefectDojo, GitGuardian's ggshield, Filebase, Transloadit, ShipStation, the Steam Web API, Riot
// Games, Dropbox Sign (HelloSign), Shlink, Gitea's act_runner, Radarr, Mealie — in the places their documentation
// shows them (SDK calls, curl lines, env files, compose files, rclone and CLI configs, URLs). Same
// description as providers.mjs; split by tool with `freshDraw(FRESH20_FORMATS, 20261213)`; samples
// from their own generator (seed 20260120).

const uuidOf = (h) => `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;

export const FRESH20_FORMATS = [
  { provider: 'zilliz-cloud-token', parts: [['H', 104]], around: [(t) => `client = MilvusClient(uri="https://in03-4f2a9c1e5b7d4c8.serverless.gcp-us-west1.cloud.zilliz.com", token="${t}")`] },
  { provider: 'lancedb-cloud-key', parts: ['sk_', ['A', 40]], around: [(t) => `db = lancedb.connect(uri="db://acme-prod-3f2c9a", api_key="${t}", region="us-east-1")`] },
  { provider: 'qstash-token', parts: ['eyJVc2VySUQiOiI', ['B', 80], '='], around: [(t) => `QSTASH_URL=https://qstash.upstash.io\nQSTASH_TOKEN=${t}`, (t) => `const client = new Client({ token: "${t}" });`] },
  { provider: 'qstash-signing-key', parts: ['sig_', ['A', 28]], around: [(t) => `QSTASH_CURRENT_SIGNING_KEY=${t}\nQSTASH_NEXT_SIGNING_KEY=sig_${t.slice(4).split('').reverse().join('')}`] },
  { provider: 'raygun-api-key', parts: [['A', 22]], around: [(t) => `rg4js('apiKey', '${t}');\nrg4js('enableCrashReporting', true);`] },
  { provider: 'teleport-join-token', parts: [['H', 32]], around: [(t) => `sudo teleport start --roles=node --token=${t} --auth-server=teleport.acme.dev:443`, (t) => `teleport:\n  join_params:\n    token_name: ${t}\n    method: token\n  proxy_server: teleport.acme.dev:443`] },
  { provider: 'zerotier-central-token', parts: [['A', 32]], around: [(t) => `curl -H "Authorization: token ${t}" https://api.zerotier.com/api/v1/network`] },
  { provider: 'twingate-connector', parts: ['eyJhbGciOiJFUzI1NiIsImtpZCI6I', ['W', 120], '.', ['W', 86]], around: [(t) => `docker run -d --env TWINGATE_NETWORK="acme" --env TWINGATE_ACCESS_TOKEN="${t}" --name twingate-connector twingate/connector:1`] },
  { provider: 'portainer-access-token', parts: ['ptr_', ['B', 43], '='], around: [(t) => `curl -H "X-API-Key: ${t}" https://portainer.acme.dev/api/endpoints`] },
  { provider: 'dependency-track-key', parts: ['odt_', ['A', 32]], around: [(t) => `curl -X POST -H "X-Api-Key: ${t}" -F "autoCreate=true" -F "projectName=api" -F "bom=@bom.json" https://dtrack.acme.dev/api/v1/bom`] },
  { provider: 'defectdojo-token', parts: [['H', 40]], around: [(t) => `curl -H "Authorization: Token ${t}" https://dojo.acme.dev/api/v2/engagements/?limit=10`] },
  { provider: 'ggshield-key', parts: [['A', 64]], around: [(t) => `docker run --rm -e GITGUARDIAN_API_KEY=${t} -v "$PWD:/data" gitguardian/ggshield ggshield secret scan path -r /data`] },
  { provider: 'filebase-rclone', parts: [['A', 40]], around: [(t) => `[filebase]\ntype = s3\nprovider = Filebase\naccess_key_id = 4F2A9C1E5B7D4C8E9F0A\nsecret_access_key = ${t}\nendpoint = https://s3.filebase.com`] },
  { provider: 'transloadit-auth', parts: [['H', 40]], around: [(t) => `const transloadit = new Transloadit({ authKey: '4f2a9c1e5b7d4c8e9f0a1b2c3d4e5f60', authSecret: '${t}' });`] },
  { provider: 'shipstation-basic', parts: [['H', 32]], around: [(t) => `curl -u "4f2a9c1e5b7d4c8e9f0a1b2c3d4e5f60:${t}" https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment`] },
  { provider: 'steam-web-api-key', parts: [['X', 32]], around: [(t) => `https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key=${t}&steamids=76561197960435530`] },
  { provider: 'riot-games-key', parts: ['RGAPI-', ['H', 32]], encode: (raw) => `RGAPI-${uuidOf(raw.slice(6))}`, around: [(t) => `curl -H "X-Riot-Token: ${t}" https://euw1.api.riotgames.com/lol/status/v4/platform-data`] },
  { provider: 'dropbox-sign-key', parts: [['H', 64]], around: [(t) => `curl -X GET 'https://api.hellosign.com/v3/account' -u '${t}:'`] },
  { provider: 'shlink-api-key', parts: [['H', 32]], encode: uuidOf, around: [(t) => `shlink:\n  image: shlinkio/shlink:stable\n  environment:\n    - DEFAULT_DOMAIN=s.acme.dev\n    - INITIAL_API_KEY=${t}`] },
  { provider: 'gitea-act-runner', parts: [['A', 40]], around: [(t) => `act_runner register --no-interactive --instance https://git.acme.dev --token ${t} --name runner-1 --labels ubuntu-latest:docker://node:20`] },
  { provider: 'radarr-api-key', parts: [['H', 32]], around: [(t) => `curl "http://radarr.lan:7878/api/v3/movie?apikey=${t}"`, (t) => `<Config>\n  <Port>7878</Port>\n  <ApiKey>${t}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>`] },
  { provider: 'mealie-token', parts: ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.', ['W', 90], '.', ['W', 43]], around: [(t) => `curl -H "Authorization: Bearer ${t}" https://mealie.acme.dev/api/recipes`] },
];

/** Tools of the twentieth batch whose samples are in the test half only (seed 20261213). */
export const FRESH20_TEST_PROVIDERS = [
  'defectdojo-token', 'lancedb-cloud-key', 'mealie-token', 'portainer-access-token',
  'raygun-api-key', 'riot-games-key', 'steam-web-api-key', 'teleport-join-token',
  'transloadit-auth', 'twingate-connector', 'zerotier-central-token',
];

/** The same places without a secret. Each is generated 4 times. */
export const FRESH20_NEAR_MISSES = [
  () => 'client = MilvusClient(uri=CLUSTER_ENDPOINT, token=TOKEN)',
  () => 'db = lancedb.connect(uri="db://your-project-slug", api_key="your-api-key", region="us-east-1")',
  () => 'QSTASH_URL=https://qstash.upstash.io\nQSTASH_TOKEN=<QSTASH_TOKEN>',
  () => 'QSTASH_CURRENT_SIGNING_KEY=sig_xxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  () => "rg4js('apiKey', 'paste_your_api_key_here');",
  () => 'sudo teleport start --roles=node --token=/var/lib/teleport/token --auth-server=teleport.acme.dev:443',
  () => 'curl -H "Authorization: token $ZT_TOKEN" https://api.zerotier.com/api/v1/network',
  () => 'docker run -d --env TWINGATE_NETWORK="acme" --env TWINGATE_ACCESS_TOKEN="$ACCESS_TOKEN" twingate/connector:1',
  () => 'curl -H "X-API-Key: ptr_your_token" https://portainer.acme.dev/api/endpoints',
  () => 'curl -X POST -H "X-Api-Key: ${DTRACK_API_KEY}" -F "bom=@bom.json" https://dtrack.acme.dev/api/v1/bom',
  () => 'curl -H "Authorization: Token <your api v2 key>" https://dojo.acme.dev/api/v2/engagements/',
  () => 'docker run --rm -e GITGUARDIAN_API_KEY -v "$PWD:/data" gitguardian/ggshield ggshield secret scan path -r /data',
  () => '[filebase]\ntype = s3\nprovider = Filebase\nenv_auth = true\nendpoint = https://s3.filebase.com',
  () => "const transloadit = new Transloadit({ authKey: process.env.TRANSLOADIT_KEY, authSecret: process.env.TRANSLOADIT_SECRET });",
  () => 'curl -u "$SHIPSTATION_KEY:$SHIPSTATION_SECRET" https://ssapi.shipstation.com/orders',
  () => 'https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key=XXXXXXXXXXXXXXXXXXXXXXX&steamids=76561197960435530',
  () => 'curl -H "X-Riot-Token: RGAPI-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" https://euw1.api.riotgames.com/lol/status/v4/platform-data',
  () => "curl -X GET 'https://api.hellosign.com/v3/account' -u 'YOUR_API_KEY:'",
  () => '    - INITIAL_API_KEY=${SHLINK_API_KEY}',
  () => 'act_runner register --no-interactive --instance https://git.acme.dev --token <registration_token> --name runner-1',
  () => '<Config>\n  <Port>7878</Port>\n  <UrlBase></UrlBase>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>',
  () => 'curl -H "Authorization: Bearer $MEALIE_TOKEN" https://mealie.acme.dev/api/recipes',
];
