// A ninth batch of formats, written after the eighth batch's test half was read and before the
// shapes drawn from those misses were written: the estimate for them on formats nobody here
// tuned on. Command lines of tools in no earlier batch (macOS `security`, `keyctl`, Bitwarden's
// CLI, `rclone obscure`, `iwctl`, `expect` scripts, `kinit`, `cryptsetup`, Jupyter, pgpool's
// `pg_md5`, `x11vnc -storepasswd`, `az vm create`, `printf … | docker secret create`), config
// syntaxes (sendmail `authinfo`, Exim `passwd.client`, hostapd, Icinga 2, Nagios macros, Graylog,
// Mosquitto bridges, proxychains, Cisco ASA tunnel groups, MikroTik, SQLCipher's `PRAGMA key`,
// Akamai `.edgerc`) and provider tokens from their documentation (Doppler service tokens,
// ImageKit, Mailjet, Storj access grants, Akamai EdgeGrid). Same description as providers.mjs;
// split by provider with `freshDraw(FRESH9_FORMATS, 20261202)`; samples from their own
// generator (seed 20260109).

export const FRESH9_FORMATS = [
  // command lines
  { provider: 'macos-security-password', parts: [['A', 14]], around: [(t) => `security add-generic-password -a ci -s deploy -w ${t}`, (t) => `security add-internet-password -a ci -s git.acme.dev -w '${t}' -U`, (t) => `security unlock-keychain -p ${t} ~/Library/Keychains/ci.keychain-db`, (t) => `security create-keychain -p "${t}" build.keychain`] },
  { provider: 'keyctl-user-key', parts: [['A', 24]], around: [(t) => `keyctl add user deploy_token ${t} @u`, (t) => `keyctl padd user db_pw @s <<< "${t}"`, (t) => `echo -n ${t} | keyctl padd user api @u`] },
  { provider: 'bitwarden-cli-master', parts: [['A', 16]], around: [(t) => `bw unlock ${t} --raw`, (t) => `bw login ci@acme.dev ${t} --raw`, (t) => `BW_PASSWORD=${t} bw unlock --passwordenv BW_PASSWORD`] },
  { provider: 'rclone-obscure', parts: [['A', 14]], around: [(t) => `rclone obscure ${t}`, (t) => `rclone config create nas sftp host nas.acme.dev user ci pass $(rclone obscure ${t})`, (t) => `RCLONE_CONFIG_NAS_PASS=$(rclone obscure '${t}')`] },
  { provider: 'iwd-passphrase', parts: [['A', 14]], around: [(t) => `iwctl --passphrase ${t} station wlan0 connect office`, (t) => `iwctl --passphrase "${t}" station wlan0 connect "Acme Guest"`, (t) => `[Security]\nPassphrase=${t}`] },
  { provider: 'expect-send-password', parts: [['A', 12]], around: [(t) => `expect "assword:"\nsend "${t}\\r"`, (t) => `expect -c 'spawn ssh ci@web1; expect "password:"; send "${t}\\r"; interact'`, (t) => `  -re "Password:" { send "${t}\\r"; exp_continue }`] },
  { provider: 'kinit-echo', parts: [['A', 14]], around: [(t) => `echo ${t} | kinit ci@ACME.DEV`, (t) => `echo '${t}' | kinit -p svc-backup@ACME.DEV`, (t) => `printf '%s' "${t}" | kinit admin/admin`] },
  { provider: 'cryptsetup-key-echo', parts: [['A', 20]], around: [(t) => `echo -n ${t} | cryptsetup luksOpen /dev/sdb1 data -d -`, (t) => `printf '${t}' | cryptsetup luksFormat /dev/sdc --key-file=-`, (t) => `echo -n "${t}" | sudo cryptsetup open /dev/nvme1n1p2 vault`] },
  { provider: 'jupyter-token', parts: [['H', 48]], around: [(t) => `jupyter notebook --no-browser --NotebookApp.token=${t}`, (t) => `jupyter lab --ServerApp.token='${t}' --ip=0.0.0.0`, (t) => `c.ServerApp.token = '${t}'`, (t) => `http://127.0.0.1:8888/lab?token=${t}`] },
  { provider: 'pgpool-pg-md5', parts: [['A', 12]], around: [(t) => `pg_md5 --md5auth --username=app ${t}`, (t) => `pg_enc -m -k /etc/pgpool/.pgpoolkey -u app ${t}`, (t) => `pg_md5 -m -u postgres ${t}`] },
  { provider: 'x11vnc-storepasswd', parts: [['A', 10]], around: [(t) => `x11vnc -storepasswd ${t} ~/.vnc/passwd`, (t) => `vncpasswd -f <<< "${t}" > ~/.vnc/passwd`, (t) => `tigervncpasswd -f <<< ${t}`] },
  { provider: 'azure-vm-admin-password', parts: [['A', 14], '!'], around: [(t) => `az vm create -g rg -n web1 --image Ubuntu2204 --admin-username ops --admin-password '${t}'`, (t) => `az sql server create -n db1 -g rg -l westeurope -u sqladmin -p '${t}'`, (t) => `az postgres flexible-server create --admin-user pg --admin-password ${t}`] },
  { provider: 'docker-secret-printf', parts: [['A', 18]], around: [(t) => `printf ${t} | docker secret create db_password -`, (t) => `printf '%s' '${t}' | docker secret create api_key -`, (t) => `echo -n "${t}" | podman secret create pg_pass -`] },
  // config syntaxes
  { provider: 'sendmail-authinfo', parts: [['A', 14]], around: [(t) => `AuthInfo:smtp.acme.dev "U:ci" "I:ci" "P:${t}" "M:LOGIN PLAIN"`, (t) => `AuthInfo: "U:smmsp" "P:${t}"`] },
  { provider: 'exim-passwd-client', parts: [['A', 14]], around: [(t) => `*.acme.dev:ci@acme.dev:${t}`, (t) => `smtp.acme.dev:relay:${t}`, (t) => `# /etc/exim4/passwd.client\nmail.acme.dev:ci:${t}`] },
  { provider: 'hostapd-passphrase', parts: [['A', 16]], around: [(t) => `interface=wlan0\nssid=acme\nwpa=2\nwpa_passphrase=${t}`, (t) => `wpa_psk=${t}`, (t) => `sae_password=${t}`] },
  { provider: 'icinga-api-user', parts: [['A', 16]], around: [(t) => `object ApiUser "root" {\n  password = "${t}"\n  permissions = [ "*" ]\n}`, (t) => `const TicketSalt = "${t}"`, (t) => `curl -k -s -u root:${t} 'https://icinga.acme.dev:5665/v1/objects/hosts'`] },
  { provider: 'nagios-resource-macro', parts: [['A', 14]], around: [(t) => `$USER3$=${t}`, (t) => `# Sets $USER4$ to the database password\n$USER4$=${t}`, (t) => `define command {\n  command_name check_db\n  command_line $USER1$/check_mysql -H $HOSTADDRESS$ -u nagios -p ${t}\n}`] },
  { provider: 'graylog-password-secret', parts: [['A', 96]], around: [(t) => `password_secret = ${t}`, (t) => `GRAYLOG_PASSWORD_SECRET=${t}`, (t) => `graylog:\n  passwordSecret: ${t}`] },
  { provider: 'mosquitto-bridge', parts: [['A', 16]], around: [(t) => `connection cloud\naddress mqtt.acme.dev:8883\nremote_username edge01\nremote_password ${t}`, (t) => `bridge_password ${t}`, (t) => `remote_password ${t}\nbridge_protocol_version mqttv311`] },
  { provider: 'proxychains-entry', parts: [['A', 14]], around: [(t) => `[ProxyList]\nsocks5 10.0.0.1 1080 ci ${t}`, (t) => `http 203.0.113.7 3128 proxyuser ${t}`] },
  { provider: 'cisco-asa-psk', parts: [['A', 20]], around: [(t) => `tunnel-group 203.0.113.1 ipsec-attributes\n ikev1 pre-shared-key ${t}`, (t) => ` ikev2 remote-authentication pre-shared-key ${t}`, (t) => `crypto isakmp key ${t} address 203.0.113.1`] },
  { provider: 'mikrotik-config', parts: [['A', 14]], around: [(t) => `/user add name=ops password=${t} group=full`, (t) => `/interface wireless security-profiles set [ find default=yes ] wpa2-pre-shared-key=${t}`, (t) => `/ppp secret add name=vpn1 password=${t} service=l2tp`, (t) => `/ip ipsec identity add peer=hq secret=${t}`] },
  { provider: 'sqlcipher-key', parts: [['A', 20]], around: [(t) => `PRAGMA key = '${t}';`, (t) => `sqlcipher app.db "PRAGMA key='${t}'; SELECT count(*) FROM users;"`, (t) => `db.execute("PRAGMA key = '${t}'")`, (t) => `PRAGMA rekey = '${t}';`] },
  { provider: 'akamai-edgerc', parts: [['B', 43], '='], around: [(t) => `[default]\nclient_secret = ${t}\nhost = akab-abc.luna.akamaiapis.net`, (t) => `AKAMAI_CLIENT_SECRET=${t}`, (t) => `client_secret: "${t}"`] },
  // provider tokens
  { provider: 'doppler-service-token', parts: ['dp.st.prd.', ['A', 40]], around: [(t) => `DOPPLER_TOKEN=${t}`, (t) => `doppler run --token ${t} -- npm start`, (t) => `docker run -e DOPPLER_TOKEN="${t}" app`, (t) => `Using ${t} for prod`] },
  { provider: 'akamai-access-token', parts: ['akab-', ['L', 16], '-', ['L', 16]], around: [(t) => `access_token = ${t}`, (t) => `client_token = ${t}`, (t) => `AKAMAI_ACCESS_TOKEN=${t}`, (t) => `Using ${t} for the purge`] },
  { provider: 'imagekit-private-key', parts: ['private_', ['B', 28], '='], around: [(t) => `IMAGEKIT_PRIVATE_KEY=${t}`, (t) => `new ImageKit({ publicKey: "public_abc", privateKey: "${t}", urlEndpoint })`, (t) => `curl -u ${t}: https://api.imagekit.io/v1/files`, (t) => `imagekit:\n  private_key: ${t}`] },
  { provider: 'mailjet-secret-key', parts: [['H', 32]], around: [(t) => `MJ_APIKEY_PRIVATE=${t}`, (t) => `curl -s -X POST --user "4c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a:${t}" https://api.mailjet.com/v3.1/send`, (t) => `mailjet = Client(auth=("4c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a", "${t}"), version="v3.1")`] },
  { provider: 'storj-access-grant', parts: ['1', ['A', 219]], around: [(t) => `uplink access import main ${t}`, (t) => `STORJ_ACCESS=${t}`, (t) => `rclone config create storj storj access_grant ${t}`, (t) => `access: ${t}`] },
];

/** Providers of the ninth batch whose samples are in the test half only (seed 20261202). */
export const FRESH9_TEST_PROVIDERS = [
  'akamai-edgerc', 'azure-vm-admin-password', 'bitwarden-cli-master', 'cisco-asa-psk',
  'exim-passwd-client', 'expect-send-password', 'hostapd-passphrase', 'icinga-api-user',
  'macos-security-password', 'mailjet-secret-key', 'mikrotik-config', 'mosquitto-bridge',
  'rclone-obscure', 'sendmail-authinfo', 'sqlcipher-key',
];
