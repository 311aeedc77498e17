/**
 * Credentials on command lines, tool by tool: which argument of which command carries a
 * password or token. Written from the tools' own manuals (`man`, `--help`; for the Windows
 * tools, their command references): a flag means a password only for the tools that say so
 * (`-p` is a port for psql, redis-cli and mosquitto, `-P` a port for mysql, plink and
 * rabbitmqadmin), and some tools take the password as a positional argument
 * (`htpasswd -b file user password`, `rabbitmqctl add_user user password`).
 *
 * `redaction.ts` finds a line that starts one of these commands and calls
 * `commandCredentialSpans`, which splits the line into shell words and returns the secret
 * parts. Values that are not literals (`$PASS`, `"$(cat file)"`, `%PASS%`, `<password>`,
 * `-` for a prompt, `env:VAR` for OpenSSL) are left alone by the caller's placeholder check
 * and by `literalValue` here.
 */

/** How a flag's value holds the secret. */
type ValueKind =
  | 'secret' // the whole value
  | 'user:secret' // after the first `:` (curl -u, etcdctl --user)
  | 'user,secret' // after the first `,` (lftp -u)
  | 'user%secret' // after the first `%` (Samba -U)
  | 'pass:secret' // after `pass:` (OpenSSL -passin); `env:`, `file:`, `fd:`, `stdin` name a source
  | 'cert:secret'; // after the last `:` of a certificate path (curl --cert file:password)

interface FlagSpec {
  /** Flag spellings, exactly as written (`-p`, `--password`, `/p:`, `-pw`). */
  names: readonly string[];
  kind?: ValueKind;
  /** The value may be glued to the flag (`-pSECRET`, `-Psecret`); `only` when it must be (mysql -p). */
  attached?: 'also' | 'only';
  /** The secret is this many words after the flag (`sapcontrol -user <name> <password>`: 2). */
  nth?: number;
  /** A Cisco type number may come first (`password 0 <pw>`, `secret 7 <pw>`; 5, 8 and 9 are hashes). */
  ciscoType?: boolean;
  /** Subcommand words that must come first, lower-cased: the flag means a secret only there (`gh secret set … --body`). */
  after?: readonly string[];
}

interface PositionalSpec {
  /** Words (subcommands) that must come first, lower-cased (`add_user`, `operator unseal`). */
  after: readonly string[];
  /** Index of the secret among the positional arguments after those words. */
  index: number;
  /** A flag (cluster) that must be present, as a letter inside `-…` (`b` for `htpasswd -b`). */
  requires?: string;
  /** With this flag letter present the secret is one position earlier (`htpasswd -nb user password`). */
  earlierWith?: string;
  kind?: ValueKind;
}

interface CommandSpec {
  commands: readonly string[];
  /** A config directive rather than a command: only at the start of a line (`username admin password …`, not prose). */
  lineStart?: boolean;
  flags?: readonly FlagSpec[];
  positional?: readonly PositionalSpec[];
  /** Flags that take a value as the next word (so it is not counted as a positional argument). */
  valueFlags?: readonly string[];
}

export const COMMAND_CREDENTIALS: readonly CommandSpec[] = [
  // mysql(1): `-p[password]`, `--password[=password]` — glued or after `=`; `-p appdb` prompts, `-P` is the port.
  {
    commands: ['mysql', 'mysqldump', 'mysqladmin', 'mysqlimport', 'mysqlshow', 'mysqlcheck', 'mysqlpump', 'mysqlslap', 'mariadb', 'mariadb-dump', 'mariadb-admin', 'mariadb-import', 'mariadb-check'],
    flags: [{ names: ['-p'], attached: 'only' }, { names: ['--password'], attached: 'only' }],
  },
  // mysqladmin(1): `mysqladmin … password new_password`.
  { commands: ['mysqladmin', 'mariadb-admin'], positional: [{ after: ['password'], index: 0 }], valueFlags: ['-u', '-h', '-P', '-S', '--user', '--host', '--port', '--socket'] },
  // redis-cli: `-a <password>`, `--pass <password>`; `-p` is the port; `AUTH [user] password` as a command.
  { commands: ['redis-cli', 'valkey-cli', 'keydb-cli'], flags: [{ names: ['-a', '--pass'] }], positional: [{ after: ['auth'], index: -1 }], valueFlags: ['-h', '-p', '-n', '-u', '--user', '-s', '-r', '-i'] },
  // mongosh / mongo / the database tools: `-p, --password <password>`.
  { commands: ['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongostat', 'mongotop', 'mongofiles'], flags: [{ names: ['-p', '--password'] }] },
  // sshpass(1): `-p password`; `-f file`, `-d fd`, `-e` read it elsewhere, `-P` is the prompt string.
  { commands: ['sshpass'], flags: [{ names: ['-p'], attached: 'also' }] },
  // PuTTY's plink / pscp / psftp: `-pw password`; `-P` is the port, `-pwfile` a file.
  { commands: ['plink', 'pscp', 'psftp', 'plink.exe', 'pscp.exe', 'psftp.exe'], flags: [{ names: ['-pw'] }] },
  // ipmitool(1): `-P password`, `-k key`, `-y hex_key` (Kg keys); `-f file`, `-E`, `-K` read them elsewhere.
  // `ipmitool user set password <id> <password>` sets a BMC user's password.
  { commands: ['ipmitool'], flags: [{ names: ['-P', '-k', '-y'] }], positional: [{ after: ['user', 'set', 'password'], index: 1 }], valueFlags: ['-I', '-H', '-U', '-p', '-L', '-f', '-c', '-o', '-O', '-R', '-N', '-t', '-b', '-T', '-B', '-m'] },
  // pk12util(1): `-W p12filePassword`, `-K slotPassword` (`-w`, `-k` name files).
  { commands: ['pk12util'], flags: [{ names: ['-W', '-K'] }], valueFlags: ['-i', '-o', '-l', '-d', '-n', '-c', '-C', '-P', '-h', '-m', '-M', '-k', '-w'] },
  // useradd(8), usermod(8): `-p, --password PASSWORD` expects a crypt hash; a literal that is no hash is a password in clear.
  { commands: ['useradd', 'usermod'], flags: [{ names: ['-p', '--password'] }], valueFlags: ['-c', '-d', '-e', '-f', '-g', '-G', '-k', '-K', '-R', '-P', '-s', '-u', '-Z', '-b', '-l'] },
  // pihole(8): `pihole -a -p <password>` (v5), `pihole setpassword <password>` (v6) set the web interface password.
  { commands: ['pihole'], flags: [{ names: ['-p'] }], positional: [{ after: ['setpassword'], index: 0 }] },
  // wget(1): `--password=`, `--http-password=`, `--ftp-password=`, `--proxy-password=`.
  { commands: ['wget', 'wget2'], flags: [{ names: ['--password', '--http-password', '--http-passwd', '--ftp-password', '--ftp-passwd', '--proxy-password', '--proxy-passwd'] }] },
  // curl(1): `-u user:password`, `-U/--proxy-user user:password`, `-E/--cert file:password`, `--oauth2-bearer`, `--pass`, `--tlspassword`.
  {
    commands: ['curl'],
    flags: [
      { names: ['-u', '--user', '-U', '--proxy-user'], kind: 'user:secret', attached: 'also' },
      { names: ['-E', '--cert', '--proxy-cert'], kind: 'cert:secret' },
      { names: ['--oauth2-bearer', '--pass', '--proxy-pass', '--tlspassword', '--proxy-tlspassword'] },
    ],
  },
  // mosquitto_pub / _sub / _rr: `-P password`, `--pw password`; `-p` is the port. mosquitto_passwd: `-b file user password`.
  { commands: ['mosquitto_pub', 'mosquitto_sub', 'mosquitto_rr'], flags: [{ names: ['-P', '--pw'] }] },
  { commands: ['mosquitto_passwd'], positional: [{ after: [], index: 2, requires: 'b' }], valueFlags: ['-H', '-I'] },
  // htpasswd(1): `htpasswd -b[…] passwordfile username password`, `htpasswd -nb[…] username password`.
  { commands: ['htpasswd', 'htpasswd2'], positional: [{ after: [], index: 2, requires: 'b', earlierWith: 'n' }], valueFlags: ['-C', '-r'] },
  // smbclient(1) and the other Samba tools: `-U user%password`, `--password=`, and `smbclient service password`.
  { commands: ['smbclient', 'rpcclient', 'smbcacls', 'smbget', 'smbtree', 'smbcquotas', 'net'], flags: [{ names: ['-U', '--user'], kind: 'user%secret', attached: 'also' }, { names: ['--password'] }] },
  // lftp(1): `-u user[,pass]`.
  { commands: ['lftp'], flags: [{ names: ['-u'], kind: 'user,secret' }] },
  // ldapsearch(1) and the other OpenLDAP clients: `-w passwd`; ldappasswd(1) also `-a oldpasswd`, `-s newpasswd`.
  { commands: ['ldapsearch', 'ldapmodify', 'ldapadd', 'ldapdelete', 'ldapmodrdn', 'ldapcompare', 'ldapwhoami', 'ldapexop', 'ldapurl'], flags: [{ names: ['-w'] }] },
  { commands: ['ldappasswd'], flags: [{ names: ['-w', '-a', '-s'] }] },
  // snmpcmd(1): `-c community` (v1/v2c), `-A authpassword`, `-X privpassword` (v3).
  { commands: ['snmpwalk', 'snmpget', 'snmpgetnext', 'snmpbulkwalk', 'snmpbulkget', 'snmpset', 'snmptable', 'snmptrap', 'snmpinform', 'snmpdelta', 'snmpdf', 'snmpstatus', 'snmptest', 'snmpnetstat', 'snmpusm', 'snmpvacm'], flags: [{ names: ['-c', '-A', '-X'], attached: 'also' }] },
  // FreeTDS and Microsoft's SQL Server tools, Sybase isql: `-P password` (glued for isql).
  { commands: ['sqlcmd', 'bcp', 'osql', 'tsql', 'bsqldb', 'freebcp', 'fisql', 'defncopy', 'datacopy'], flags: [{ names: ['-P'], attached: 'also' }] },
  // rabbitmqctl: `add_user <username> <password>`, `change_password <username> <password>`,
  // `authenticate_user <username> <password>`; rabbitmqadmin: `-p/--password` (`-P` is the port).
  { commands: ['rabbitmqctl', 'rabbitmqctl.bat'], positional: [{ after: ['add_user'], index: 1 }, { after: ['change_password'], index: 1 }, { after: ['authenticate_user'], index: 1 }], valueFlags: ['-n', '--node', '-t', '--timeout', '--vhost', '-p'] },
  { commands: ['rabbitmqadmin'], flags: [{ names: ['-p', '--password'] }] },
  // vault: `vault operator unseal <key>`, `vault login <token>` (a method's `password=` is an assignment).
  { commands: ['vault', 'bao'], positional: [{ after: ['operator', 'unseal'], index: 0 }, { after: ['login'], index: 0 }, { after: ['unseal'], index: 0 }] },
  // Windows: `net use [device] \\server\share [password | *] /user:…`, `net user name password`.
  { commands: ['net', 'NET', 'Net', 'net.exe', 'NET.EXE'], positional: [{ after: ['use'], index: -2 }, { after: ['user'], index: 1 }] },
  // cmdkey `/pass:`, wmic `/password:`, winrs `-p:`/`-password:`, PsExec `-p`, schtasks `/rp`, runas-like tools.
  { commands: ['cmdkey', 'cmdkey.exe'], flags: [{ names: ['/pass:', '/p:'], attached: 'only' }] },
  { commands: ['wmic', 'WMIC', 'wmic.exe'], flags: [{ names: ['/password:'], attached: 'only' }] },
  { commands: ['winrs', 'winrs.exe'], flags: [{ names: ['-p:', '-password:', '/p:', '/password:'], attached: 'only' }] },
  { commands: ['psexec', 'PsExec', 'psexec64', 'PsExec64', 'psexec.exe', 'PsExec.exe', 'paexec'], flags: [{ names: ['-p'] }] },
  { commands: ['schtasks', 'schtasks.exe'], flags: [{ names: ['/rp', '/RP', '/p', '/P'] }] },
  // FreeRDP `/p:password`, rdesktop `-p password` (`-p -` prompts).
  { commands: ['xfreerdp', 'xfreerdp3', 'wlfreerdp', 'sdl-freerdp', 'sdl-freerdp3', 'freerdp'], flags: [{ names: ['/p:', '/password:'], attached: 'only' }] },
  { commands: ['rdesktop'], flags: [{ names: ['-p'] }] },
  // OpenSSL: `enc -k password`, `-pass/-passin/-passout pass:password`; `openssl passwd [options] password`.
  { commands: ['openssl'], flags: [{ names: ['-k'] }, { names: ['-pass', '-passin', '-passout', '-kfile'], kind: 'pass:secret' }], positional: [{ after: ['passwd'], index: 0 }], valueFlags: ['-salt', '-in', '-out', '-table'] },
  // wpa_passphrase(8): `wpa_passphrase ssid [passphrase]`.
  { commands: ['wpa_passphrase'], positional: [{ after: [], index: 1 }] },
  // Cassandra: cqlsh `-p/--password`, nodetool and sstableloader `-pw/--password`.
  { commands: ['cqlsh', 'cqlsh.py'], flags: [{ names: ['-p', '--password'] }] },
  { commands: ['nodetool', 'sstableloader'], flags: [{ names: ['-pw', '--password'] }] },
  // etcdctl: `--user user:password`, `--password password`, `user add name:password`.
  { commands: ['etcdctl'], flags: [{ names: ['--user'], kind: 'user:secret' }, { names: ['--password'] }], positional: [{ after: ['user', 'add'], index: 0, kind: 'user:secret' }] },
  // snmpd.conf(5): `rocommunity COMMUNITY [SOURCE]`, `com2sec NAME SOURCE COMMUNITY`; Cisco IOS `snmp-server community STRING`.
  { commands: ['rocommunity', 'rwcommunity', 'rocommunity6', 'rwcommunity6'], lineStart: true, positional: [{ after: [], index: 0 }] },
  { commands: ['com2sec', 'com2sec6'], lineStart: true, positional: [{ after: [], index: 2 }] },
  { commands: ['snmp-server'], lineStart: true, positional: [{ after: ['community'], index: 0 }] },
  // ncftp, ncftpput, ncftpget, ncftpls: `-p password` (`-P` is the port).
  { commands: ['ncftp', 'ncftpput', 'ncftpget', 'ncftpls'], flags: [{ names: ['-p'] }] },
  // x11vnc `-passwd`, `-viewpasswd`; sendEmail `-xp`.
  { commands: ['x11vnc'], flags: [{ names: ['-passwd', '-viewpasswd'] }] },
  { commands: ['sendemail', 'sendEmail'], flags: [{ names: ['-xp'] }] },
  // Kickstart (pykickstart's reference): `rootpw [--plaintext|--iscrypted] password`, `sshpw --username=name password`;
  // slapd.conf(5) `rootpw password`.
  { commands: ['rootpw', 'sshpw'], lineStart: true, positional: [{ after: [], index: 0 }] },
  // rar(1): `-p[pwd]`, `-hp[pwd]` (headers too); pdftk: `user_pw <pw>`, `owner_pw <pw>`; qpdf:
  // `--encrypt <user-password> <owner-password> <bits>`; doveadm-pw(1): `-p password`.
  { commands: ['rar', 'unrar'], flags: [{ names: ['-hp', '-p'], attached: 'only' }] },
  { commands: ['pdftk'], flags: [{ names: ['user_pw', 'owner_pw', 'input_pw'] }] },
  { commands: ['qpdf'], flags: [{ names: ['--encrypt'] }, { names: ['--encrypt'], nth: 2 }, { names: ['--password'], attached: 'only' }] },
  { commands: ['doveadm'], flags: [{ names: ['-p'] }] },
  // DB2 CLP: `db2 connect to <db> user <name> using <password>`; SAP HANA: `hdbsql -p <password>`,
  // `hdbuserstore SET <key> <host:port> <user> <password>`, `sapcontrol -user <name> <password>`.
  { commands: ['db2'], flags: [{ names: ['using', 'USING'] }] },
  { commands: ['hdbsql'], flags: [{ names: ['-p'] }] },
  { commands: ['hdbuserstore'], positional: [{ after: ['set'], index: 3 }], valueFlags: ['-i', '-u'] },
  { commands: ['sapcontrol'], flags: [{ names: ['-user'], nth: 2 }] },
  // FreeRADIUS radtest(1): `radtest user password server nas-port secret`.
  { commands: ['radtest'], positional: [{ after: [], index: 1 }, { after: [], index: 4 }], valueFlags: ['-t', '-P', '-x'] },
  // Redis Sentinel: `sentinel auth-pass <master> <password>`, `sentinel sentinel-pass <password>`.
  { commands: ['sentinel', 'SENTINEL'], lineStart: true, positional: [{ after: ['auth-pass'], index: 1 }, { after: ['sentinel-pass'], index: 0 }] },
  // Sauce Connect: `sc -u <user> -k <access key>`; Windows `sc config <svc> obj= <account> password= <pw>`.
  { commands: ['sc', 'sc.exe'], flags: [{ names: ['-k', '--access-key'] }, { names: ['password='] }] },
  // Erlang and Elixir: `erl -setcookie <cookie>`, `iex --cookie <cookie>`.
  { commands: ['erl', 'iex', 'elixir', 'rebar3', 'mix'], flags: [{ names: ['-setcookie', '--cookie'] }] },
  // Cisco IOS / ASA: `username <u> [privilege n] password|secret [0|7] <pw>`, `enable secret|password [0|7] <pw>`,
  // `tacacs-server key <key>`, `radius-server host <h> key <key>`, `crypto isakmp key <key> address …`.
  { commands: ['username', 'enable'], lineStart: true, flags: [{ names: ['password', 'secret'], ciscoType: true }] },
  { commands: ['tacacs-server', 'radius-server'], lineStart: true, flags: [{ names: ['key'], ciscoType: true }] },
  { commands: ['crypto'], lineStart: true, positional: [{ after: ['isakmp', 'key'], index: 0 }] },
  // ProFTPD mod_sql: `SQLConnectInfo <db>[@host] <user> <password>`.
  { commands: ['SQLConnectInfo'], lineStart: true, positional: [{ after: [], index: 2 }] },
  // The MinIO client: `mc alias set ALIAS URL ACCESSKEY SECRETKEY` (older: `mc config host add`).
  { commands: ['mc', 'mcli'], positional: [{ after: ['alias', 'set'], index: 3 }, { after: ['config', 'host', 'add'], index: 3 }], valueFlags: ['--api', '--path'] },
  // unixODBC isql: `isql DSN [UID [PWD]]`; Sybase's isql: `-P password`.
  { commands: ['isql', 'iusql'], flags: [{ names: ['-P'], attached: 'also' }], positional: [{ after: [], index: 2 }], valueFlags: ['-d', '-x', '-w', '-m', '-U', '-S', '-D'] },
  // Hestia's and Vesta's command reference: `v-add-user USER PASSWORD EMAIL …`, `v-change-user-password USER PASSWORD`,
  // `v-add-mail-account USER DOMAIN ACCOUNT PASSWORD`, `v-add-database USER DATABASE DBUSER DBPASS`, an FTP account's the same.
  { commands: ['v-add-user', 'v-change-user-password'], positional: [{ after: [], index: 1 }] },
  { commands: ['v-add-mail-account', 'v-change-mail-account-password', 'v-add-database', 'v-change-database-password', 'v-add-web-domain-ftp', 'v-change-web-domain-ftp-password'], positional: [{ after: [], index: 3 }] },
  // Webmin's and Usermin's `changepass.pl CONFIG-DIR LOGIN PASSWORD`.
  { commands: ['changepass.pl'], positional: [{ after: [], index: 2 }] },
  // Code Climate's test reporter: `-r, --id` is the repository's reporter id, the secret `CC_TEST_REPORTER_ID` holds.
  { commands: ['cc-test-reporter'], flags: [{ names: ['-r', '--id'] }] },
  // The GitHub CLI's `gh secret set NAME --body <value>` (`-b`); elsewhere `--body` is an issue's or a pull request's text.
  { commands: ['gh'], flags: [{ names: ['--body', '-b'], after: ['secret', 'set'] }] },
  // macOS' `security add-generic-password … -w <password>` (`add-internet-password` too); `find-…-password -w` prints it.
  { commands: ['security'], flags: [{ names: ['-w'], after: ['add-generic-password'] }, { names: ['-w'], after: ['add-internet-password'] }] },
  // `ansible-vault encrypt_string '<secret>' --name <variable>`: the string to encrypt is the secret.
  { commands: ['ansible-vault'], positional: [{ after: ['encrypt_string'], index: 0 }], valueFlags: ['--name', '-n', '--vault-id', '--vault-password-file', '--encrypt-vault-id', '--output', '--stdin-name'] },
  // ApacheBench: `-A auth-username:password`, `-P proxy-auth-username:password`.
  { commands: ['ab'], flags: [{ names: ['-A', '-P'], kind: 'user:secret' }] },
  // zrok's `zrok enable <accountToken>` enables an environment with the account's token.
  { commands: ['zrok'], positional: [{ after: ['enable'], index: 0 }], valueFlags: ['-d', '--description', '--headless'] },
];

interface Word {
  /** Offsets of the value without its quotes. */
  start: number;
  end: number;
  text: string;
  quoted: boolean;
}

/** Shell words of `line` from `from`, up to an unquoted `|`, `;`, `&`, `<`, `>`, `#` word or the end of the line. */
function shellWords(line: string, from: number): Word[] {
  const words: Word[] = [];
  let i = from;
  // A backslash before the newline continues the command (at most twice: `redactLarge` keeps
  // such lines in one slice up to that).
  let continuations = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '\\' && (line[i + 1] === '\n' || (line[i + 1] === '\r' && line[i + 2] === '\n')) && continuations < 2) {
      continuations++;
      i += line[i + 1] === '\r' ? 3 : 2;
      continue;
    }
    if (c === '\n' || c === '\r' || c === '|' || c === ';' || c === '&' || c === '<' || c === '>' || c === '`' || c === '(' || c === ')' || (c === '#' && (i === 0 || line[i - 1] === ' '))) break;
    if (c === '"' || c === "'") {
      const close = line.indexOf(c, i + 1);
      const lineEnd = line.indexOf('\n', i + 1);
      if (close === -1 || (lineEnd !== -1 && close > lineEnd)) break;
      words.push({ start: i + 1, end: close, text: line.slice(i + 1, close), quoted: true });
      i = close + 1;
      continue;
    }
    let j = i;
    while (j < line.length && !' \t\r\n|;&<>`()'.includes(line[j]!)) {
      // A quoted part inside a word (`--password='…'`, `/p:"…"`): keep it in the word, on its line.
      if (line[j] === '"' || line[j] === "'") {
        const close = line.indexOf(line[j]!, j + 1);
        const lineEnd = line.indexOf('\n', j + 1);
        if (close === -1 || (lineEnd !== -1 && close > lineEnd)) break;
        j = close + 1;
        continue;
      }
      j++;
    }
    if (j === i) break;
    words.push({ start: i, end: j, text: line.slice(i, j), quoted: false });
    i = j;
  }
  return words;
}

/** A part of a word, without the quotes around it (`'…'` after `=` or `:`). */
function unquote(word: Word, offset: number): Word {
  const start = word.start + offset;
  const text = word.text.slice(offset);
  const q = text[0];
  if ((q === '"' || q === "'") && text.length >= 2 && text.endsWith(q)) return { start: start + 1, end: word.end - 1, text: text.slice(1, -1), quoted: true };
  return { start, end: word.end, text, quoted: word.quoted };
}

/** A literal value, not a reference to one: `$PASS`, `"$(cat f)"`, `%PASS%`, `-` (a prompt), `@file`, a path. */
function literalValue(v: Word): boolean {
  const t = v.text;
  // SNMP's default communities name no secret.
  if (t === 'public' || t === 'private') return false;
  if (t.length < 3 || /^[-$@]|^%\w+%$|^\$|^~?\.{0,2}\//.test(t)) return false;
  if (t.includes('$(') || t.includes('${') || t.includes('`')) return false;
  return true;
}

/** The secret part of a flag's value, by its kind. */
function secretOf(value: Word, kind: ValueKind): Word | undefined {
  const t = value.text;
  const after = (i: number): Word | undefined => (i < 0 ? undefined : { start: value.start + i + 1, end: value.end, text: t.slice(i + 1), quoted: value.quoted });
  switch (kind) {
    case 'secret':
      return value;
    case 'user:secret': {
      // `curl -u <key>:X` (Freshdesk, ImageKit): the key is the user, the password a letter or empty.
      const i = t.indexOf(':');
      if (i >= 16 && t.length - i - 1 <= 1) return { start: value.start, end: value.start + i, text: t.slice(0, i), quoted: value.quoted };
      return after(i);
    }
    case 'user,secret':
      return after(t.indexOf(','));
    case 'user%secret':
      return after(t.indexOf('%'));
    case 'pass:secret':
      return t.startsWith('pass:') ? after(4) : undefined;
    case 'cert:secret': {
      // `client.pem:password`; a Windows drive (`C:\…`) or a pkcs11: URI is no password.
      const i = t.lastIndexOf(':');
      return i > 1 && !t.startsWith('pkcs11:') ? after(i) : undefined;
    }
  }
}

function flagValue(words: readonly Word[], i: number, flag: FlagSpec): Word | undefined {
  const word = words[i]!;
  const w = word.text;
  const kind = flag.kind ?? 'secret';
  for (const name of flag.names) {
    if (!w.startsWith(name)) continue;
    if (w === name) {
      if (flag.attached === 'only') return undefined;
      let at = i + (flag.nth ?? 1);
      if (flag.ciscoType && /^\d$/.test(words[at]?.text ?? '')) {
        if (!/^[07]$/.test(words[at]!.text)) return undefined;
        at++;
      }
      const next = words[at];
      return next && !next.text.startsWith('-') ? secretOf(next, kind) : undefined;
    }
    const rest = w.slice(name.length);
    if (name.startsWith('--')) {
      if (rest[0] === '=') return secretOf(unquote(word, name.length + 1), kind);
      continue;
    }
    if (name.endsWith(':')) return secretOf(unquote(word, name.length), kind);
    if (flag.attached && /^[^=]/.test(rest)) return secretOf(unquote(word, name.length), kind);
    if (rest[0] === '=' && !name.startsWith('/')) return secretOf(unquote(word, name.length + 1), kind);
  }
  return undefined;
}

/** Flag letters of the words that are short-option clusters (`-bc` → b, c). */
function hasFlagLetter(words: readonly Word[], letter: string): boolean {
  return words.some((w) => /^-[A-Za-z0-9]+$/.test(w.text) && !w.text.startsWith('--') && w.text.includes(letter));
}

function positionalSecret(words: readonly Word[], spec: CommandSpec, p: PositionalSpec): Word | undefined {
  if (p.requires && !hasFlagLetter(words, p.requires)) return undefined;
  const valueFlags = new Set([...(spec.valueFlags ?? []), ...(spec.flags ?? []).flatMap((f) => (f.attached === 'only' ? [] : f.names))]);
  const args: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Flags (`-x`, `--x`, `/user:x`, `/add`) and the values of those that take one.
    // `\-1`: a dash escaped in a manual page's source.
    if ((w.text.startsWith('-') || w.text.startsWith('\\-')) && !w.quoted && w.text.length > 1) {
      if (valueFlags.has(w.text)) i++;
      continue;
    }
    if (w.text.startsWith('/') && !w.quoted && /^\/[A-Za-z]+(?::|$)/.test(w.text) && spec.commands.includes('net')) continue;
    args.push(w);
  }
  for (let k = 0; k < p.after.length; k++) if (args[k]?.text.toLowerCase() !== p.after[k]) return undefined;
  const rest = args.slice(p.after.length);
  if (p.index === -1) return rest.length >= 1 ? rest[rest.length - 1] : undefined;
  if (p.index === -2) {
    // `net use [device] \\server\share password`: the word after the share.
    const share = rest.findIndex((w) => w.text.startsWith('\\\\') || w.text.startsWith('//'));
    const pw = share === -1 ? undefined : rest[share + 1];
    return pw && pw.text !== '*' ? pw : undefined;
  }
  const index = p.earlierWith && hasFlagLetter(words, p.earlierWith) ? p.index - 1 : p.index;
  // `username=jane` (vault login -method=userpass …) is a setting, not the secret.
  const v = rest[index];
  return v && !/^[A-Za-z_][\w.-]*=/.test(v.text) ? v : undefined;
}

/**
 * The password of an account-management subcommand of any tool (`<tool> user add <name> <password>`,
 * `admins passwd <name> <password>`, `key import <id> <secret>`, `account add <protocol> <user>
 * <password>`, `register <user> <host> <password>`): the
 * last of two or three positional words right after the subcommand, before any flag or the end of
 * the command. One word (`user add alice`) names the account only.
 */
export function accountCommandSpans(text: string, from: number): Array<[number, number]> {
  const run: Word[] = [];
  for (const w of shellWords(text, from)) {
    if (w.text.startsWith('-') && !w.quoted) break;
    run.push(w);
  }
  if (run.length < 2 || run.length > 3) return [];
  const secret = run[run.length - 1]!;
  // `… for AddrPrefixOpReg.`: a word that ends a sentence.
  return literalValue(secret) && !/[.,]$/.test(secret.text) ? [[secret.start, secret.end]] : [];
}

const BY_COMMAND = new Map<string, CommandSpec[]>();
for (const spec of COMMAND_CREDENTIALS) {
  for (const c of spec.commands) BY_COMMAND.set(c, [...(BY_COMMAND.get(c) ?? []), spec]);
}

/** Every command name of the table, for the pattern that finds them. */
export const CREDENTIAL_COMMANDS: readonly string[] = [...BY_COMMAND.keys()];

/**
 * The secrets on the command line that starts at `from` in `text` with `command`: offsets of
 * each value, sorted. Smbclient's service password (`smbclient //host/share password`) is read
 * here too: the word after a `//`-service.
 */
export function commandCredentialSpans(text: string, command: string, from: number): Array<[number, number]> {
  const specs = BY_COMMAND.get(command) ?? BY_COMMAND.get(command.toLowerCase());
  if (!specs) return [];
  const words = shellWords(text, from);
  const found: Word[] = [];
  const lineStart = text.lastIndexOf('\n', from - command.length - 1) + 1;
  const atLineStart = /^[ \t]*$/.test(text.slice(lineStart, from - command.length));
  for (const spec of specs) {
    if (spec.lineStart && !atLineStart) continue;
    for (let i = 0; i < words.length; i++) {
      for (const flag of spec.flags ?? []) {
        if (flag.after && !flag.after.every((word, k) => words[k]?.text.toLowerCase() === word)) continue;
        const v = flagValue(words, i, flag);
        if (v) found.push(v);
      }
    }
    for (const p of spec.positional ?? []) {
      const v = positionalSecret(words, spec, p);
      const secret = v && secretOf(v, p.kind ?? 'secret');
      if (secret) found.push(secret);
    }
    if (command === 'smbclient') {
      const service = words.findIndex((w) => w.text.startsWith('//') || w.text.startsWith('\\\\'));
      const pw = service === -1 ? undefined : words[service + 1];
      if (pw && !pw.text.startsWith('-')) found.push(pw);
    }
  }
  const spans = new Map<number, number>();
  for (const v of found) if (literalValue(v)) spans.set(v.start, v.end);
  return [...spans].sort((a, b) => a[0] - b[0]);
}
