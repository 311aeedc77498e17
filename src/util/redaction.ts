/**
 * Secret scanner: every text passes through `redact` before it is persisted,
 * so a credential pasted into a checkpoint or a log excerpt never reaches disk.
 *
 * Design:
 * - Every rule runs on the ORIGINAL text and yields candidate spans (the
 *   secret part only, so `DB_PASSWORD=` or `postgres://app:` survive). Where
 *   candidates overlap, the rule listed first wins; rules are ordered from
 *   specific (token formats) to generic (`TOKEN=...`), so `TOKEN=ghp_...`
 *   counts once, as a GitHub token. Running on the original text (rather than
 *   rule after rule on the rewritten text) keeps rules independent and lets
 *   `redactLarge` slice the input with the exact same result.
 * - Every pattern except `private-key` (PEM blocks, PuTTY key files) and the
 *   element and pair forms that read on to the next lines (`xml-secret-element`,
 *   `sidekiq-credentials` as an element: an opening tag, the value on the next
 *   line, the closing tag on the one after; `name-value-secret`: `name:` then
 *   `value:` on the next line) matches within a single line, and lookarounds
 *   stay within the line of the match (lookbehinds that check a prefix before
 *   a rare character, `^` at a line start) or look one character across it.
 *   That is what makes slicing at newline boundaries exact; `redactLarge`
 *   keeps the multi-line matches inside one slice.
 * - Quantifiers are bounded and each rule carries cheap lower-case `hints`,
 *   so ordinary text skips most regexes outright. A hint must occur inside
 *   every match (not merely somewhere in a text that has one), or a slice
 *   without it would skip a rule the whole text runs.
 * - Existing `[REDACTED:<id>]` markers are protected spans no rule may touch,
 *   so redaction is idempotent.
 */
import { Buffer } from 'node:buffer';
import { callArguments } from './call-arguments.js';
import { CREDENTIAL_COMMANDS, accountCommandSpans, commandCredentialSpans } from './command-credentials.js';
import { escapeRegExp } from './text.js';

export interface RedactionRule {
  /** Stable id; used in the marker `[REDACTED:<id>]` and as the `byRule` key. */
  id: string;
  description: string;
  /** Global regex with indices (flags `g` and `d`). */
  pattern: RegExp;
  /**
   * Capture groups holding the secret. The first group that participated is
   * replaced and the rest of the match (key, scheme, user) is kept. Without
   * it the whole match is replaced.
   */
  secretGroups?: readonly number[];
  /**
   * Capture groups (in a lookbehind) where the secret starts; it runs to the end of the match.
   * Lets a pattern find a rare signature first and check the characters before it.
   */
  secretFrom?: readonly number[];
  /** Lower-case substrings of which at least one occurs in every match (pre-check). */
  hints?: readonly string[];
  /**
   * Veto for candidates that have the right shape but are placeholders or
   * code. `group` is the secret's capture group (0 when the whole match is the secret).
   */
  accept?: (secret: string, group: number, match?: RegExpExecArray) => boolean;
  /**
   * The secrets inside a match, as offsets in the text (sorted), when they are not one capture
   * group: the arguments of a command line that carry a password. Each is checked by `accept`.
   */
  locate?: (match: RegExpExecArray) => Array<[number, number]>;
}

export interface RedactionResult {
  text: string;
  count: number;
  byRule: Record<string, number>;
}

export interface RedactLargeOptions {
  signal?: AbortSignal;
  /** Target slice size; measured in UTF-16 code units (bytes for ASCII text). */
  sliceBytes?: number;
  /** Called after each slice with UTF-8 byte counts. */
  onProgress?: (done: number, total: number) => void;
}

export const REDACTION_MARKER_PREFIX = '[REDACTED:';

export function redactionMarker(ruleId: string): string {
  return `${REDACTION_MARKER_PREFIX}${ruleId}]`;
}

// ---------------------------------------------------------------------------
// Heuristics shared by the context-based rules
// ---------------------------------------------------------------------------

/** Values that documentation and templates use instead of a real secret. */
const PLACEHOLDER_WORDS = new Set([
  'changeme', 'change_me', 'change-me', 'changeit', 'placeholder', 'example', 'sample',
  'dummy', 'fake', 'test', 'secret', 'password', 'passwd', 'pass', 'pwd', 'token',
  'apikey', 'api_key', 'api-key', 'key', 'redacted', 'hidden', 'masked', 'removed',
  'todo', 'tbd', 'fixme', 'none', 'null', 'nil', 'undefined', 'true', 'false',
  'string', 'number', 'boolean', 'any', 'unknown', 'str', 'int', 'bytes', 'required',
  'optional', 'empty', 'default', 'void', 'this', 'anonymous',
  // The metasyntactic words manuals put where a user and a password go (`login -u foo -p bar`).
  'foo', 'bar', 'baz', 'qux', 'foobar',
  // A setting's switch under a name that says pass (Dovecot's `pass = yes`).
  'yes', 'no', 'on', 'off', 'enabled', 'disabled',
  // Words that say the value is not a secret (PhotoPrism's shipped `PHOTOPRISM_ADMIN_PASSWORD: "insecure"`).
  'insecure', 'unsafe',
]);

const PLACEHOLDER_SHAPES: readonly RegExp[] = [
  /^(.)\1*$/, // "xxx", "***", "000000": a single repeated character
  /^<.*>$/, // <your-password>
  /^\$\{.*\}$|^\$\(.*\)$|^\$[A-Za-z_]\w*$/, // ${VAR}, $(cmd), $VAR
  /^\{\{.*\}\}$/, // {{ template }}
  /^%[A-Za-z_]\w*%$/, // %WINDOWS_VAR%
  /^your[\W_]?[a-z]/i, // your_password, yourApiKey
  /[\W_]here$/i, // insert_token_here
  /[\W_]your[\W_]/i, // xoxb-your-bot-token
  /\.\.\.|\u2026/, // elided: sk-..., abc…
  /\$\{/, // template interpolation: `sk_${suffix}`
  /^[\^~]?(?:>=?|<=?)?\d+(?:\.(?:\d+|x|\*)){1,3}(?:-[\w.]+)?$/, // a version range: "pbkdf2-password": "^1.2.3"
  /^`[^`]+`$/, // a command's output: set imap_pass = "`pass show mail/acme`" (mutt, shell)
  /^\{[0-9a-f]{40,}$/i, // a salted hash stored in place of the password (Transmission's rpc-password)
  /^%\{.*\}%?$/, // Puppet and Hiera interpolation: %{lookup('db_password')}; Stalwart's macros: %{env:ADMIN_SECRET}%
  /^\$(?:2[abxy]?|1|5|6|y|gy|7|apr1|argon2(?:id|i|d)?|pbkdf2(?:-sha\d+)?|scrypt)\$/, // a crypt hash where a hash belongs ($2b$08$…, $6$…)
  /%\([\w.-]{1,60}\)[sdr]/, // Python %-formatting and INI interpolation: %(db_password)s
  /\*{3,}|\u2022{3,}/, // masked: permit_key_*****, sk-••••
  /^!(?:secret|env_var|include|vault)[ \t]/, // Home Assistant's and ESPHome's `!secret mqtt_password`, Ansible's `!vault |`
  /^\{[A-Za-z_][\w.]{0,60}\}$/, // a format field: {FRIGATE_RTSP_PASSWORD}
  /(?:^|[\W_])(?:replace|REPLACE|Replace)(?:[\W_]|$)/, // PLEASE_REPLACE_WITH_32_CHAR_CODE, replace-me
  /^[A-Za-z]+(?:[-_][A-Za-z]+)*[-_](?:secret|password|passwd|token|key|SECRET|PASSWORD|TOKEN|KEY)$/, // super-duper-secret, my_api_key: words that end in what they stand for
  /^@{1,2}[A-Za-z_][\w.-]{0,60}@{1,2}$/, // a build's substitution: @@DIR_PASSWORD@@ (Bareos' shipped configs), @DB_PASSWORD@ (autoconf)
  /^[A-Z]{2,}(?:_[A-Z]{2,})+$/, // a constant's name in capitals: SECRET_KEY = 'UNSAFE_DEFAULT' (Graphite's shipped settings), NOT_SET
  /^(?:env|ENV)[/:][A-Za-z_]\w{0,60}$/, // a reference to an environment variable: octoDNS's `secret_key: env/CONSTELLIX_SECRET_KEY`, `env:TOKEN`
];

/** `p4ssw0rd`, `s3cr3t`: a placeholder word spelt with digits for letters. */
const LEET = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' } as Record<string, string>;

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v === '' || v.includes(REDACTION_MARKER_PREFIX)) return true;
  const lower = v.toLowerCase();
  if (PLACEHOLDER_WORDS.has(lower) || PLACEHOLDER_WORDS.has(lower.replace(/[013457@$]/g, (c) => LEET[c]!))) return true;
  // `changeme1`, `change_me_to_something_random`, `example123`: a placeholder word with a number or more words after it.
  if (/^(?:change[_-]?me|change[_-]?it|change[_-]?this|placeholder|example|sample|dummy)(?:\d{1,4}|[_-][a-z_-]*)$/.test(lower)) return true;
  // `testpassword`, `test_secret`: a test's word for what it stands for.
  if (/^(?:test|my|some)[_-]?(?:password|passwd|pass|pwd|secret|token|key)$/.test(lower)) return true;
  // `PROTECTED`, `HIDDEN`, `NONE`: a word in capitals (letter pairs all of words) is a label a tool prints in place of the value.
  if (/^[A-Z]{4,12}$/.test(v) && rareBigramShare(v) === 0) return true;
  // `123456`, `12345678`: the digits in order, the example every manual gives.
  if (/^\d{4,10}$/.test(v) && '01234567890'.includes(v)) return true;
  return PLACEHOLDER_SHAPES.some((shape) => shape.test(v));
}

/** `process.env.TOKEN`, `opts?.token`, `config!.password`: a reference, not a literal. */
const DOTTED_PATH = /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+$/;
/** `newPassword`, `access_token`: an identifier named after the secret, not the secret. */
const SECRET_NAMED_IDENTIFIER = /^[A-Za-z_$]+$/;
const SECRET_WORDS = /pass|pwd|secret|token|key|auth|cred/i;
/**
 * `progressToken: messageId`: an unquoted camelCase word is a variable (JS
 * shorthand property), not a literal. Quoted values are exempt: a random
 * quoted password can have this shape too.
 */
const CAMEL_CASE_IDENTIFIER = /^[a-z]+[A-Z][A-Za-z]*$/;

/**
 * `sSBmyKVbLMXpPMgG`: letters whose case changes every few characters are random, not a
 * camelCase name (`getUserNameById` changes case 4 times in 15 letters).
 */
function looksRandomCase(value: string): boolean {
  if (value.length < 12) return false;
  let changes = 0;
  for (let i = 1; i < value.length; i++) {
    const a = value.charCodeAt(i - 1);
    const b = value.charCodeAt(i);
    if ((a >= 97 && a <= 122 && b >= 65 && b <= 90) || (a >= 65 && a <= 90 && b >= 97 && b <= 122)) changes++;
  }
  return changes * 3 >= value.length;
}

/**
 * Letter pairs that make up 93 % of the pairs in English words (counted on the Debian package
 * docs of the machine the eval runs on); a random lower-case string has few of them.
 */
const COMMON_BIGRAMS = new Set('ab ac ad ag ai ak al am an ap ar as at au av ay ba be bi bl bo br bs bu by ca cc ce ch ci ck cl co cp cr ct cu da dd de di do dr ds du ea eb ec ed ee ef eg eh el em en ep er es et ev ew ex ey fa fe ff fi fo fr ft fu ge gh gi gl gn go gp gr gs gu ha hd he hi ho hp hr ht hu ia ib ic id ie if ig ik il im in io ip ir is it iv ix iz ka ke ki la ld le li ll lo ls lt lu ly ma me mi ml mm mo mp ms mu na nc nd ne nf ng ni nn no ns nt nu ob oc od of og ol om on oo op or os ot ou ov ow pa pd pe pi pl po pp pr ps pt pu py qu ra rc rd re rg ri rk rm rn ro rr rs rt ru ry sa sc se sh si sl so sp sr ss st su sy ta tc te th ti tl to tp tr ts tt tu ty ub uc ud ue ug ui ul um un up ur us ut va ve vi wa we wh wi wo xe xp xt yp ys ze'.split(' '));

/**
 * `ukulxqyupwmhah`: 12 letters or more of which at least 30 % of the adjacent pairs are rare in
 * English, so a generated id without digits (1 % of 14-character LinkedIn client ids) is told
 * from a word or a name made of words (`linkedinclientid`, `backgroundcheck`: no rare pair).
 */
function looksRandomLetters(value: string): boolean {
  if (value.length < 12 || !/^[A-Za-z]+$/.test(value)) return false;
  return rareBigramShare(value) >= 0.3;
}

/** Share of the adjacent letter pairs (digits and signs skipped) that are rare in English; 0 without letter pairs. */
function rareBigramShare(value: string): number {
  const lower = value.toLowerCase();
  let pairs = 0;
  let rare = 0;
  for (let i = 1; i < lower.length; i++) {
    const a = lower.charCodeAt(i - 1);
    const b = lower.charCodeAt(i);
    if (a < 97 || a > 122 || b < 97 || b > 122) continue;
    pairs++;
    if (!COMMON_BIGRAMS.has(lower.slice(i - 1, i + 1))) rare++;
  }
  return pairs === 0 ? 0 : rare / pairs;
}

function looksLikeCode(value: string, quoted: boolean): boolean {
  // `dp.st.prd.fdDfKeu…`: dotted like a member access, but a segment is generated (a token of dotted parts).
  // `qDRa2r.X8w`: a password with a dot, not a member access, when its letters and digits change class at random.
  // `V6SIRKHvcEgD.W`: so is one whose letters change case and class at one pair in three, as no name's do.
  if (DOTTED_PATH.test(value)) return !generatedPart(value) && !(value.length >= 8 && hasDigit(value) && classChanges(value) * 2 >= value.length) && !(value.length >= 12 && hasDigit(value) && hasMixedCase(value) && classChanges(value) * 3 >= value.length);
  // `qCLHnXPu`: camelCase in shape, but its case changes at every other letter and its letter pairs are rare.
  if (!quoted && CAMEL_CASE_IDENTIFIER.test(value) && !looksRandomCase(value) && !looksRandomLetters(value) && !(value.length >= 8 && classChanges(value) * 3 >= value.length && rareBigramShare(value) >= 0.3)) return true;
  return SECRET_NAMED_IDENTIFIER.test(value) && SECRET_WORDS.test(value);
}

const notPlaceholder = (v: string): boolean => !isPlaceholder(v);
const hasDigit = (v: string): boolean => /\d/.test(v);
const hasMixedCase = (v: string): boolean => /[a-z]/.test(v) && /[A-Z]/.test(v);

/**
 * The line of `text` that holds `at`: where it starts (after the `\n` before `at`, or after `at` when
 * `at` is a `\n`) and where it ends (at its `\n`, or at the text's end).
 */
function lineAround(text: string, at: number): { start: number; end: number } {
  const newline = text.indexOf('\n', at);
  return { start: text.lastIndexOf('\n', at) + 1, end: newline === -1 ? text.length : newline };
}

/**
 * Quoted "…", '…', `…`, \"…\" are groups 1-4 of `assignmentSource`; "…" and '…' after a comma
 * (`setProperty("API_TOKEN", "…")`) 5-6; the named groups `env`, `line` and `flow` are 7, 8 and 9.
 */
const QUOTED_ASSIGNMENT_GROUPS: readonly number[] = [1, 2, 3, 4, 5, 6];
/** Backticks (`token:\`passed\`` in bundled code) and comma pairs need digits and letters. */
const WORD_LIKELY_GROUPS: readonly number[] = [3, 5, 6];
const ASSIGNMENT_GROUPS: readonly number[] = [...QUOTED_ASSIGNMENT_GROUPS, 7, 8, 9];

function acceptAssignedPassword(v: string, group: number): boolean {
  // `@/run/secrets/db`, `file:///etc/vm/password`: a file the value is read from (curl's and many tools' `@file`, VictoriaMetrics' flags).
  if (/^@[~.]?\//.test(v) || /^file:\/\//i.test(v)) return false;
  // A URL without a user part or a generated segment is where to get the secret, not the secret
  // (`# To get your Cloudflare API token: https://developers.cloudflare.com/api/tokens/create/`).
  if (/^[a-z][a-z0-9+.-]*:\/\/[^@\s]+$/i.test(v) && !generatedPart(v)) return false;
  // A path of two segments or more is the file the secret is read from (Teleport's `--token=/var/lib/teleport/token`).
  if (/^[~.]?\/[\w.-]+(?:\/[\w.-]+)+\/?$/.test(v) && !generatedPart(v)) return false;
  // So is a relative one of one segment (`--from-file=password=./db-password.txt`, kubectl).
  if (/^(?:\.{1,2}|~)\/[\w.-]+$/.test(v) && !generatedPart(v)) return false;
  // After a comma the pair may be two words of a list (`['client-secret', 'aws-key']`), and a
  // template literal is often a word (`{token:\`passed\`}`): only a value with digits and
  // letters counts there.
  if (WORD_LIKELY_GROUPS.includes(group) && !(hasDigit(v) && /[A-Za-z]/.test(v)) && !looksRandomCase(v)) return false;
  // `"password", "scram-sha-256"` (pg_hba.conf's list of methods): after a comma, words joined by dashes are a list's next item.
  if ((group === 5 || group === 6) && JOINED_WORDS.test(v)) return false;
  return !isPlaceholder(v) && !looksLikeCode(v, QUOTED_ASSIGNMENT_GROUPS.includes(group));
}

/** Bits per character of the value's character distribution (Shannon entropy). */
function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `release-2024-01-15`, `v2-deps-cache`: words and numbers joined by dashes, dots or slashes. */
const JOINED_WORDS = /^(?:[A-Za-z]+|\d+)(?:[-_./:](?:[A-Za-z]+|\d+))+$/;

/**
 * A value under a weak name (`key`, `auth`, `credentials`) counts only when it looks generated:
 * 16 characters or more, letters and digits, at least 3.5 bits of entropy per character, and
 * not a UUID (list keys, idempotency keys), words joined by separators or an expression.
 */
function looksGenerated(v: string): boolean {
  if (v.length < 16 || !hasDigit(v) || !/[A-Za-z]/.test(v) || UUID_SHAPE.test(v) || JOINED_WORDS.test(v)) return false;
  // Bundled code: `o.key=e.altKey?r.C0.ESC+r.C0.CR:…` (operators, member access).
  if (/[?&|]|\.[A-Za-z_$]/.test(v)) return false;
  // Hex has 16 symbols: 32 random hex digits fall below 3.5 bits per character one time in four.
  // A string of n characters has at most log2(n) bits per character: 16 random upper-case letters and
  // digits (`6BESJ7NEQSRC2FSN`) average 3.6 and fall below 3.5 one time in three, so short values need 3.3.
  return entropy(v) >= (/^[0-9a-f]+$/i.test(v) ? 3.2 : v.length < 20 ? 3.3 : 3.5);
}

/**
 * `KxA5PwPpcPRhzaiJfTHDF5GYfGbCKMWTm9fPgIjOaQ06`: a token of 32 characters or more, of any
 * provider, told from code and text by its characters alone — both cases and digits, 4 bits of
 * entropy per character or more, letter pairs that words do not make (40 % of them rare in
 * English: 62 % for random letters, under 10 % for identifiers made of words), no alphabet run.
 */
function looksRandomToken(v: string): boolean {
  const body = v.replace(/=+$/, '');
  // NATS nkey seeds (`SU…`, `SA…`: 58 base32 characters) and Stellar secret seeds (`S…`, 56): the role letter, then base32.
  if (/^S[A-Z2-7]{55,57}$/.test(body)) return acceptEncodedKey(body.slice(1));
  // RFC 4648 base32 (TOTP seeds, Tor's client authorization keys): 32 characters or more of its
  // alphabet, spread as random symbols are (`acceptEncodedKey`), not in order (the alphabet itself).
  if (body.length >= 32 && /^[A-Z2-7]+$/.test(body)) return acceptBase32Key(body);
  // Upper case and digits only (`GOOG1E…`, base32 secrets): 40 characters or more, letters beyond hex, 4.5 bits.
  if (body.length >= 40 && /^[A-Z0-9]+$/.test(body) && /[G-Z]/.test(body) && /\d(?:\D*\d){3}/.test(body)) {
    return !HASH_OR_ID_PREFIX.test(body) && entropy(body) >= 4.5 && rareBigramShare(body) >= 0.5 && !decodesToText(body);
  }
  if (body.length < 32 || !/[a-z]/.test(body) || !/[A-Z]/.test(body) || !/\d\D*\d/.test(body)) return false;
  // `sha512-…`, `trace_…`: a hash or an id under its label; `MII…`: a certificate in DER base64 (keys have their own rule).
  if (HASH_OR_ID_PREFIX.test(body) || body.startsWith('MII')) return false;
  let caseChanges = 0;
  for (let i = 1; i < body.length; i++) {
    const a = body.charCodeAt(i - 1);
    const b = body.charCodeAt(i);
    if ((a >= 97 && a <= 122 && b >= 65 && b <= 90) || (a >= 65 && a <= 90 && b >= 97 && b <= 122)) caseChanges++;
  }
  // Random characters change case every third character or so; `AKID` + lower-case hex once.
  if (ascendingPairs(body) * 4 >= body.length || caseChanges * 8 < body.length) return false;
  return entropy(body) >= 4 && rareBigramShare(body) >= 0.4 && !decodesToText(body);
}

/**
 * 32 characters or more of RFC 4648 base32 spread as random symbols are: two digits or more (of
 * 32 random ones one draw in a hundred has fewer), 3.8 bits per character under 40 characters
 * and 4.1 from 40 (the first percentile of random draws), no run of one character, not in order
 * (the alphabet itself), letter pairs words do not make.
 */
function acceptBase32Key(body: string): boolean {
  if (HASH_OR_ID_PREFIX.test(body) || isPlaceholder(body) || /(.)\1{3}/.test(body) || (body.match(/\d/g)?.length ?? 0) < 2) return false;
  return entropy(body) >= (body.length < 40 ? 3.8 : 4.1) && ascendingPairs(body) * 4 < body.length && rareBigramShare(body) >= 0.5 && !base32DecodesToText(body);
}

/** Base32 of text (`KR3WC4ZAMJZGS3DM…`: "Twas brillig", Go's base32 tests), not of random bytes. */
function base32DecodesToText(body: string): boolean {
  let bits = 0;
  let value = 0;
  let bytes = 0;
  let printable = 0;
  for (const ch of body) {
    value = (value << 5) | 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      const byte = (value >> bits) & 0xff;
      bytes++;
      if ((byte >= 32 && byte < 127) || byte === 9 || byte === 10 || byte === 13) printable++;
    }
  }
  // Three quarters: a test's text may hold a NUL or a byte-order mark; random bytes are printable 37 % of the time.
  return bytes > 0 && printable >= bytes * 0.75;
}

/** Adjacent characters in order (`abcd`, `2345`): an alphabet or a sequence, not random symbols. */
function ascendingPairs(v: string): number {
  let ascending = 0;
  for (let i = 1; i < v.length; i++) if (v.charCodeAt(i) === v.charCodeAt(i - 1) + 1) ascending++;
  return ascending;
}

/** Key or flag names whose values are ids, digests or data rather than secrets. */
const NON_SECRET_KEY = /(?:^|[_.-]|[a-z](?=[A-Z]))(?:ids?|uuid|guid|hash|sha\d*|md5|digest|checksum|integrity|sums?|etag|commit|rev(?:ision)?|ref|nonce|iv|sig(?:nature)?|fingerprint|thumbprint|mappings?|src|href|url|uri|path|file|name|version|build|tag|image|icon|class|style|font|data|content|value|key|msg|message|text|label|title)$/i;

function acceptGenericShape(v: string, match: RegExpExecArray | undefined): boolean {
  if (!match || v.length < 16 || !hasMixedCase(v) || !hasDigit(v) || UUID_SHAPE.test(v)) return false;
  // A path, a URL, a domain or a version: never a bare generated value.
  if (/^[~.]|\/\/|\/[A-Za-z]+\/|\.(?:com|org|net|io|dev|js|ts|json|html|css|png|svg)\b/i.test(v)) return false;
  const body = v.replace(/=+$/, '');
  // `user=uQiR…` after `--form-string`: an assignment inside is a setting (its own key is looked at there).
  if (body.includes('=') || (body.includes('/') && body.length < 40)) return false;
  // `MII…`, `MIG…`: DER in base64 (certificates, SPKAC public keys); private keys have their own rules.
  if (HASH_OR_ID_PREFIX.test(body) || /^MI[GIJ]/.test(body) || isPlaceholder(v) || looksLikeCode(v, true) || decodesToText(body)) return false;
  if (!looksGenerated(body) || rareBigramShare(body) < 0.4 || classChanges(body) * 3 < body.length) return false;
  const start = match.indices?.[1]?.[0] ?? match.index;
  const before = match.input.slice(Math.max(0, start - 64), start);
  // The key starts a structure (a line, a flag, an object member): `%Dti:` inside minified data does not.
  const key = /(?:^|[\s{,;(["']):?(-{1,2}[A-Za-z_][\w.-]{0,40}|[A-Za-z_][\w.-]{1,40})["'\]]?[ \t]*(?:[=:]|[ \t]+|=)[ \t]*["']?$/.exec(before)?.[1] ?? '';
  if (key === '' || NON_SECRET_KEY.test(key.replace(/^-+/, ''))) return false;
  // `const tooLong = "2J…"`: a variable of code under a name that is no credential's holds a fixture or an id (KSUIDs, nanoids).
  if (/\b(?:const|let|var|val|final)[ \t]+[\w.-]+[ \t]*=[ \t]*["'`]?$/.test(before)) return false;
  return !labelledNonSecret(match, v.length);
}

/**
 * `pk.ca9798c6…`, `AstraCS:MhqaKy…:ec28…`, `dp.st.prd.fdDf…`: a token of parts joined by `.` `:` `|` `$`
 * (a key type, an id, a secret) whose longest part looks generated.
 */
function generatedPart(v: string): boolean {
  // `value2:key3=value3Index1`: an assignment inside is a list of settings, not a token.
  if (/[\s?&()]|=[^=]/.test(v)) return false;
  return v.split(/[.:|$]/).some((part) => part.length >= 16 && (looksGenerated(part) || looksRandomCase(part)));
}

/** Base64 of text (`V2VsY29tZSB0by…`: "Welcome to…"), not of random bytes. */
function decodesToText(value: string): boolean {
  const bytes = Buffer.from(value.slice(0, 400), 'base64url');
  let printable = 0;
  for (const byte of bytes) if ((byte >= 32 && byte < 127) || byte === 9 || byte === 10 || byte === 13) printable++;
  return bytes.length > 0 && printable >= bytes.length * 0.9;
}

/**
 * A token the text around it labels as something else: a digest after its name (`h1:…`,
 * `sha256 …`, `"integrity": "…"`), or a full line of base64 inside a PEM or PGP armored block
 * (certificates and public keys wrap at 64 or 76 characters).
 */
function labelledNonSecret(match: RegExpExecArray | undefined, length: number): boolean {
  if (!match) return false;
  const { input } = match;
  const end = match.index + match[0].length;
  const start = end - length;
  if (/(?:sha\d*|md5|h1|hash|digest|checksum|integrity|etag|fingerprint|sum|;base64,)["']?[ \t]*[-_:= "']{0,3}$/i.test(input.slice(Math.max(0, start - 24), start))) return true;
  // A public key under its name (`VAPID_PUBLIC_KEY=`, `publicKey: "…"`, `public_key =`): published, not secret;
  // also a list of them, each after its key's name (Nix's `trusted-public-keys = cache.nixos.org-1:<base64> …`).
  if (/public[_.-]?keys?["']?[ \t]*[:=][ \t]*["']?(?:[^\s"']+[ \t]+){0,8}(?:[\w.-]{1,100}:)?$/i.test(input.slice(Math.max(0, start - 400), start))) return true;
  // An SSH public key (`ssh-ed25519 AAAAC3Nza…`): its blob starts with the key type's length, `AAAA`.
  if (input.startsWith('AAAA', start) && /(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com)[ \t]+$/.test(input.slice(Math.max(0, start - 40), start))) return true;
  if (length !== 64 && length !== 76) return false;
  return /^[ \t]*$/.test(input.slice(lineAround(input, start - 1).start, start)) && /^\r?$/.test(input.slice(end, lineAround(input, end).end));
}

let decodeDepth = 0;

/** A base64 value whose decoding is printable text that holds a secret or looks generated. */
function decodesToSecret(value: string): boolean {
  if (value.length % 4 !== 0 || decodeDepth > 0) return false;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  if (decoded.length < 8 || !/^[\x20-\x7e\t\r\n]+$/.test(decoded)) return false;
  const afterUser = decoded.slice(decoded.indexOf(':') + 1);
  if (!/\s/.test(decoded) && (looksGenerated(afterUser) || looksRandomCase(afterUser))) return true;
  return holdsSecret(decoded);
}

/** A decoded text in which a rule finds a secret (one level deep: a decoded value is not decoded again). */
function holdsSecret(decoded: string): boolean {
  decodeDepth++;
  try {
    return redact(decoded).count > 0;
  } finally {
    decodeDepth--;
  }
}

/**
 * `incus remote add prod eyJjbGllbnRfbmFtZSI6…`: a JSON object in base64 (a trust or join token of
 * its parts) that holds a secret member; not a data URI's (`;base64,eyJ…`, a source map).
 */
function acceptEncodedJson(v: string, _group: number, match: RegExpExecArray | undefined): boolean {
  if (decodeDepth > 0 || (match !== undefined && /base64,$/i.test(match.input.slice(Math.max(0, match.index - 7), match.index)))) return false;
  const decoded = Buffer.from(v, 'base64url').toString('utf8');
  if (!/^\{[\x20-\x7e\t\r\n]*\}$/.test(decoded)) return false;
  try {
    JSON.parse(decoded);
  } catch {
    return false;
  }
  return holdsSecret(decoded);
}

/**
 * `password="5f4d…" encoding="md5"` (Guacamole's user-mapping.xml), `password: <hex>` / `hash: sha256`:
 * a hex digest whose line names its hash algorithm after it is the hash stored in place of the password;
 * so is one under a name that starts with the algorithm (`md5pass=<hex>`, MooseFS' mfsexports.cfg).
 */
function hashNamed(v: string, match: RegExpExecArray | undefined): boolean {
  if (!match || !/^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i.test(v)) return false;
  if (/(?:md5|sha-?\d*|hash(?:ed)?)[_.-]?$/i.test(match.input.slice(Math.max(0, match.index - 12), match.index))) return true;
  const end = match.index + match[0].length;
  return /(?:encoding|hash|algorithm|digest|scheme)["']?[ \t]*[:=][ \t]*["']?(?:md5|sha-?\d*)/i.test(match.input.slice(end, Math.min(lineAround(match.input, end).end, end + 200)));
}

/**
 * A password's name that assigns nothing: on a commented-out line of a shipped example a value
 * that is a word (`;Password = wealllikedebian`, ngIRCd; `<!--<user name="…" password="gonz"/>-->`, Mono), and in a JavaScript object a variable
 * followed by a `//` comment (`password : mypw,  // contains the hr schema password`, oracledb).
 */
function documentedNotAssigned(v: string, group: number, match: RegExpExecArray | undefined): boolean {
  if (!match || passwordLike(v)) return false;
  const { start: lineStart, end: lineEnd } = lineAround(match.input, match.index);
  if (/^[ \t]*(?:(?:[;#]|\/\/)[ \t]*[\w.-]*|<!--.*)$/.test(match.input.slice(lineStart, match.index)) && /^[A-Za-z]+$/.test(v)) return true;
  // A word the line or the line before gives as the user (`--power-user=ADMIN --power-pass=ADMIN`, `-u guest -p guest`,
  // `P_USERNAME=admin` / `P_PASSWORD=admin`), or that the password's own name holds (`admin_passwd = admin`, Odoo): a documented default.
  if (/^[A-Za-z]+$/.test(v)) {
    const pairStart = lineStart > 0 ? previousLineStart(match.input, lineStart) : 0;
    if (new RegExp(String.raw`(?:user(?:name)?|login)["']?[ \t]*(?:[:=]|[ \t])[ \t]*["']?${v}(?![\w-])`, 'i').test(match.input.slice(pairStart, lineEnd))) return true;
    if (new RegExp(String.raw`(?:^|[^A-Za-z])${v}[_.-]?(?:pass(?:word|wd)?|pwd)["']?[ \t]*[:=][ \t]*["']?$`, 'i').test(match.input.slice(lineStart, match.index + match[0].length - v.length).replace(/["' \t]+$/, ''))) return true;
  }
  const end = match.index + match[0].length;
  return group === 9 && /^[A-Za-z_$][\w$]*$/.test(v) && /^[ \t]*,[ \t]*\/\//.test(match.input.slice(end, end + 40));
}

/**
 * A UUID is a secret under an environment variable named `…_KEY` (`CYPRESS_RECORD_KEY=`) or a key
 * named for what it opens (`license_key`, `api key`, `ingestKey`, `enrollment-key`); not under
 * keys that name an id or a cache entry (`idempotency_key`, `cache_key`, `partition_key`).
 */
function uuidKeyName(before: string): boolean {
  return /[A-Z0-9]_KEY$/.test(before) || /(?:licen[cs]e|api|access|secret|auth|account|app|master|subscription|service|ingest(?:ion)?|write|read|private|stream|enrol(?:l?ment)?|registration|record|install(?:ation)?|integration|deploy|admin|sdk|agent|push|product|activation|signing|setup|join|enroll|pre[_-]?auth)[ _.-]?key$/i.test(before);
}

/** `sha1-…`, `commit_…`, `trace-…`: prefixes that name a hash or an id, not a credential. */
const HASH_OR_ID_PREFIX = /^(?:sha\d*|md5|commit|rev|hash|digest|checksum|etag|id|uuid|guid|trace|span|request|req|build|run|job|blob|tree|obj|object|cache|chunk|hmac|nonce|session|file|image|img|asset|bundle|module|node|v\d*)[_-]/i;

/**
 * `tgp_v1_…`, `csk-…`: a prefix (2-12 letters and digits, one more short segment allowed), then
 * 28 characters or more that look generated (digits and letters, 3.5 bits of entropy per
 * character, not a UUID nor words joined by dashes).
 */
function acceptPrefixedToken(prefix: string, padded: string): boolean {
  if (HASH_OR_ID_PREFIX.test(`${prefix}_`)) return false;
  const body = padded.replace(/=+$/, '');
  const token = `${prefix}_${body}`;
  const cut = token.search(/[_-]/);
  // `sdk-<uuid>`, `xapt-<uuid>`: a key type before a UUID, unless the prefix names what the id is of.
  if (UUID_SHAPE.test(body)) return /^[A-Za-z]{2,8}$/.test(prefix) && !/^[a-f]+$/i.test(prefix) && !ID_OF_PREFIX.test(prefix);
  // Hex groups joined by dashes (the tail of a UUID after its first group, a MAC-style id).
  if (/^[0-9a-f]+(?:-[0-9a-f]+)+$/i.test(body)) return false;
  // `COMPRESSED_RGB8_ALPHA1_ETC2`, `eslint-plugin-es6-autofix`: words, each with at most one run of digits.
  if (body.split(/[_-]/).every((part) => /^[A-Za-z]*\d*[A-Za-z]*$/.test(part) && !looksRandomCase(part))) return false;
  // Hex has 16 symbols: 40 random hex digits reach 3.5 bits per character only now and then. Before
  // a hex body a two-letter prefix is as often an abbreviation (`id`, `fp`, `tx`) as a key type.
  // A two-letter prefix counts before 32 hex digits or more (`cs_` + 40, `cu_` + 32), unless it is one of those abbreviations.
  if (/^[0-9a-f]+$/i.test(body)) return (cut >= 3 ? body.length >= 20 : body.length >= 32 && !/^(?:id|tx|fp|ts|rs|hd|hx|ox|pk|no|nr)$/i.test(prefix)) && hasDigit(body) && /[a-f]/i.test(body) && entropy(body) >= 3.2 && notPlaceholder(token);
  // 20-27 characters: random letters too (both cases, or letter pairs words do not make).
  // Constants such as `SRGB8_ALPHA8_ASTC_4x4_KHR` have several separators and one case; a generated
  // base64url part may have several separators (`9FNwc6mwsT17_SsK-p1-Kh`) but three letters or more of each case.
  if (body.length < 28 && (!(hasMixedCase(body) || rareBigramShare(body) >= 0.4) || ((body.match(/[_-]/g)?.length ?? 0) > 1 && !((body.match(/[a-z]/g)?.length ?? 0) >= 3 && (body.match(/[A-Z]/g)?.length ?? 0) >= 3)))) return false;
  return looksGenerated(body) && notPlaceholder(token);
}

/**
 * `[151,251,157,…]`: 64 bytes (an Ed25519 keypair), or 32 where the line names a secret key; the
 * values spread like random bytes (40 distinct values or more of 64, not in order), not a table.
 */
function acceptByteArrayKey(v: string, match: RegExpExecArray | undefined): boolean {
  const bytes = v.slice(1, -1).split(',').map((n) => Number(n.trim()));
  if ((bytes.length !== 32 && bytes.length !== 64) || bytes.some((n) => n > 255)) return false;
  if (new Set(bytes).size * 8 < bytes.length * 5 || bytes.every((n, i) => i === 0 || n >= bytes[i - 1]!)) return false;
  if (bytes.length === 64) return true;
  const lineStart = match ? lineAround(match.input, match.index).start : 0;
  return match !== undefined && /secret|private|keypair|signer|seed/i.test(match.input.slice(Math.max(lineStart, match.index - 120), match.index));
}

/** `password`, `PASSWD`, `bindpw`, `psk`: the spellings the password-word rule looks for, case-sensitive. */
const PASSWORD_WORD = String.raw`(?:[Pp](?:ass(?:word|wd|phrase)?|wd?)|PASS(?:WORD|WD|PHRASE)?|PWD?|bindpw|rootpw|[Pp]sk|PSK|auth|AUTH|BINDPW|ROOTPW)`;

/** `user-<uuid>`, `order_<uuid>`: prefixes that say what a UUID identifies. */
const ID_OF_PREFIX = /^(?:user|usr|org|team|proj|project|task|item|msg|message|event|evt|order|tmp|temp|test|txn|doc|page|entity|instance|inst|device|tenant|account|acct|workspace|resource|res|container|pod|vm|host|volume|vol|snapshot|snap|disk|net|subnet|vpc|cluster|deploy|release|conn|client|sub|group|grp|role|policy|rule|ref|urn|uid|oid|pid|tid|corr|op|exec|batch|step|stage|flow|pipeline|env|site|store|shop|cart|product|customer|cust|invoice|payment|pay|charge|refund|ticket|issue|note|comment|post|thread|chat|conv|call|room|channel|stream|topic|queue|shard|db|table|row|record|rec|entry|log|audit|alert|incident|case|lead|contact|contract|sensor|machine|server|agent|worker|lock|lease|dir|tag|label|version|ver|key)$/i;

/** Like passwords, but `max_token=512`-style counters are not secrets. */
function acceptAssignedSecret(v: string, group: number): boolean {
  // Under five characters a value is an id or a name (`password-secret=vnc0`, QEMU's secret object), not a token.
  // Percent-encoded spaces are text (`pkcs11:token=NSS%20Certificate%20DB`, a token's label in a PKCS#11 URI).
  return v.length >= 6 && acceptAssignedPassword(v, group) && !/^\d+$/.test(v) && !/%20/.test(v);
}


/**
 * A pattern for a list of words as a trie (`m(?:ysql(?:dump)?|ongo)`): the engine then tries one
 * branch per first letter instead of every word at every position (a plain alternation of the
 * hundred-odd command names cost more than all other rules together).
 */
function literalTrie(words: readonly string[]): string {
  const groups = new Map<string, string[]>();
  let ends = false;
  for (const w of words) {
    if (w === '') ends = true;
    else groups.set(w[0]!, [...(groups.get(w[0]!) ?? []), w.slice(1)]);
  }
  const branches = [...groups].map(([c, rest]) => escapeRegExp(c) + literalTrie(rest));
  if (branches.length === 0) return '';
  const body = branches.length === 1 && !ends ? branches[0]! : `(?:${branches.join('|')})`;
  return ends ? `${body}?` : body;
}

/**
 * A command's password argument: any literal that is no placeholder or dotted name; a word of
 * lower-case letters only when its letter pairs are not those of English (`hunterpw`, not `followed`).
 */
function acceptCommandValue(v: string): boolean {
  if (isPlaceholder(v) || (DOTTED_PATH.test(v) && !hasDigit(v))) return false;
  return /[^a-z]/.test(v) || v.length >= 16 || rareBigramShare(v) >= 0.25;
}

/** A command that reads a token, key or password on its standard input says so in its words (`auth use-auth-token`, `login`, `--password-stdin`). */
const STDIN_READER_NAMES_SECRET = /(?:auth|token|login|passw|secret|credential)/i;

/** The rest of the line a match ends on. */
function restOfLine(match: RegExpExecArray): string {
  const from = match.index + match[0].length;
  return match.input.slice(from, lineAround(match.input, from).end);
}

/** Letters of both cases, 8 or more, whose pairs words seldom make (`epawjBTpmc`; not `camelCaseName`). */
function randomMixedLetters(v: string): boolean {
  return /^[A-Za-z]{8,}$/.test(v) && hasMixedCase(v) && rareBigramShare(v) >= 0.4;
}

/** The command that reads a stdin value names a secret: after the pipe, or before a here-string (`cmd <<< …`, group 6). */
function stdinReaderNamesSecret(match: RegExpExecArray, group: number): boolean {
  const reader = group === 6 ? match.input.slice(lineAround(match.input, match.index).start, match.index) : `${match[4] ?? ''} ${restOfLine(match)}`;
  return STDIN_READER_NAMES_SECRET.test(reader);
}

/**
 * A value fed to a command on its standard input (`echo … | kinit`, `<<< "…"`) that looks like a
 * password: digits and letters, or random letters, 8 characters or more, not a variable or a path.
 */
function acceptStdinValue(v: string): boolean {
  if (isPlaceholder(v) || /^[~.]?\//.test(v) || v.includes('://') || looksLikeCode(v, false)) return false;
  return (hasDigit(v) && /[A-Za-z]/.test(v) && (hasMixedCase(v) || rareBigramShare(v) >= 0.3)) || looksRandomCase(v) || looksRandomLetters(v) || (hasMixedCase(v) && rareBigramShare(v) >= 0.4);
}

/**
 * 10-15 letters of both cases and digits that change class at one pair in three or more
 * (`TErcdL1yfsd`): too short for the entropy tests, generated all the same where a credential's
 * name stands before it.
 */
function shortGeneratedToken(v: string): boolean {
  return hasDigit(v) && hasMixedCase(v) && /^[A-Za-z0-9]+$/.test(v) && classChanges(v) * 3 >= v.length;
}

/**
 * A password where nothing names it (a positional argument, the part after `user:`): digits and
 * letters of both cases that change case often or make letter pairs words do not, 8 characters or
 * more; not hex alone, a UUID, a path, a variable or a placeholder.
 */
function acceptPositionalPassword(v: string): boolean {
  if (v.length < 8 || isPlaceholder(v) || /^[~.]?\//.test(v) || v.includes('://') || /^[0-9a-f]+$/i.test(v) || UUID_SHAPE.test(v) || looksLikeCode(v, false)) return false;
  return (hasDigit(v) && /[A-Za-z]/.test(v) && classChanges(v) * 3 >= v.length) || looksRandomCase(v);
}

/**
 * The body of a seed or key after its role prefix: four digits or more, no run of one character, and
 * the spread of random symbols (base32 and bech32 have 32: a random body of 40 characters or more
 * has 4.3 bits per character or more).
 */
function acceptEncodedKey(body: string): boolean {
  return notPlaceholder(body) && (body.match(/\d/g)?.length ?? 0) >= 4 && entropy(body) >= 4.1 && !/(.)\1{3}/.test(body);
}

/** Nouns and verbs of account-management subcommands (`user add`, `admins passwd`, `key import`). */
const ACCOUNT_NOUNS = ['user', 'users', 'admin', 'admins', 'account', 'accounts', 'key', 'keys', 'member', 'members', 'login', 'logins', 'principal', 'principals', 'credential', 'credentials'];
const ACCOUNT_VERBS = ['add', 'create', 'new', 'passwd', 'password', 'set-password', 'setpassword', 'setpass', 'setpasswd', 'change-password', 'change_password', 'chpass', 'chpasswd', 'reset-password', 'resetpassword', 'import', 'register', 'authorize'];

/**
 * The secret of an account command: a password where nothing names it (`acceptPositionalPassword`),
 * letters of both cases with the signs passwords use (`ETeHQU_4sCF._^`), 32 hex digits or more
 * that look generated (a key's secret), or an app-specific password.
 */
function acceptAccountSecret(v: string): boolean {
  if (isPlaceholder(v) || looksLikeCode(v, false) || /^[~.]?\//.test(v) || v.includes('://')) return false;
  return acceptPositionalPassword(v) || (/^[0-9a-f]{32,}$/i.test(v) && looksGenerated(v)) || (v.length >= 8 && passwordLike(v) && /[^A-Za-z0-9]/.test(v) && hasMixedCase(v) && hasDigit(v)) || appPassword(v);
}

/**
 * How often adjacent letters and digits change class (lower case, upper case, digit): random
 * characters do at most pairs (`gl5fuI1i4soc3k`: 9 of 13), names made of words and a number
 * seldom (`Version2Beta`: 3 of 11); signs between them count for nothing (`salsa20-256-set-key`: 1).
 */
function classChanges(v: string): number {
  const cls = (c: number): number => (c >= 97 && c <= 122 ? 0 : c >= 65 && c <= 90 ? 1 : c >= 48 && c <= 57 ? 2 : 3);
  let changes = 0;
  for (let i = 1; i < v.length; i++) {
    const a = cls(v.charCodeAt(i - 1));
    const b = cls(v.charCodeAt(i));
    if (a !== b && a !== 3 && b !== 3) changes++;
  }
  return changes;
}

/**
 * A value under a password's name or flag that is no word: digits and letters, letters whose case
 * changes often (12 or more), random letters, or 8-11 letters of both cases that change case at
 * one pair in three and make letter pairs words do not (`qCLHnXPu`; not `newPassword`).
 */
function passwordLike(v: string): boolean {
  if ((hasDigit(v) && /[A-Za-z]/.test(v)) || looksRandomCase(v) || looksRandomLetters(v) || appPassword(v)) return true;
  if (v.length < 8 || !hasMixedCase(v)) return false;
  const letters = v.replace(/[^A-Za-z]/g, '');
  // Letters and the signs of passwords (`MOBo^mb^lw`, `Gx+Z^le%!S`), not of code (brackets, `=`, `$`, `.name`).
  if (/[!#%^*~+@]/.test(v) && !/[\s()[\]{},;=$\\<>"'`|&]|\.[A-Za-z]/.test(v) && !v.startsWith('@') && !v.startsWith('#')) return letters.length >= 4 && classChanges(letters) * 4 >= letters.length;
  return /^[A-Za-z]+$/.test(v) && classChanges(v) * 3 >= v.length && rareBigramShare(v) >= 0.3;
}

/**
 * `qwmf-hztk-pbve-rlxa`, `rjqm zxvt hbnw kpld`: an app-specific password (Apple, Google, Fastmail):
 * four to six groups of four lower-case letters joined by `-` or a space, letter pairs words do not
 * make (`read-only-mode-flag` and `abcd-efgh-ijkl-mnop` do).
 */
function appPassword(v: string): boolean {
  if (!/^[a-z]{4}(?:([- ])[a-z]{4})(?:\1[a-z]{4}){2,4}$/.test(v)) return false;
  const letters = v.replace(/[- ]/g, '');
  return ascendingPairs(letters) * 4 < letters.length && rareBigramShare(letters) >= 0.4;
}

/** `%40example.com`, `%2Fhome%2F…` after a `%`: percent-encoding, not a password (`F7qCpeYE4Lc0` after `%` is one). */
function percentEncoded(v: string): boolean {
  return /^[0-9A-Fa-f]{2}/.test(v) && (/%[0-9A-Fa-f]{2}/.test(v) || !passwordLike(v.slice(2)) || /^[0-9A-Fa-f]{2}[^A-Za-z0-9]/.test(v));
}

/** `NOT_SECRET_SUFFIX`-style last words of a directive name that say the value is not the secret. */
const DIRECTIVE_NOT_SECRET = /(?:file|path|dir|command|cmd|program|prog|url|uri|host|port|user|username|name|type|method|mode|algorithm|length|hash|scheme|format|timeout|lifetime|interval|id|identity|ident|realm|realms|tries|retries|prompt|required|enable|enabled|mgmt|flags|provider|module|level|policy)$/i;

/**
 * The value of a `Name value` directive named for a credential: under a name ending in a strong
 * word (password, secret, token, psk) a value that is no word, path or placeholder; under a weak
 * one (key, auth, credential) a generated-looking value.
 */
function acceptDirectiveValue(v: string, name: string): boolean {
  if (DIRECTIVE_NOT_SECRET.test(name) || isPlaceholder(v) || /^[~.]?\//.test(v) || /^[\w-]+:/.test(v) || v.includes('://') || looksLikeCode(v, false)) return false;
  if (/^[0-9a-f]{32,}$/i.test(v) && /pass/i.test(name)) return false; // a password hash (cntlm's PassNTLMv2)
  // `kpasswd  464/tcp` (/etc/services): a value with a slash is a path or a port unless it looks generated.
  if (v.includes('/') && !(v.length >= 16 && (looksGenerated(v) || looksRandomCase(v)))) return false;
  if (/(?:pass(?:word|wd|phrase)?|pwd|secret|token|psk)$/i.test(name)) return acceptPositionalPassword(v) || passwordLike(v) || (v.length >= 12 && (looksGenerated(v) || looksRandomCase(v)));
  // Letters of both cases with a password's signs count under any name for a secret (`auth "DOM/nas/share" "user" "HjiqkoN+w+J7"`, smbnetfs).
  return v.length >= 12 && (looksGenerated(v) || looksRandomCase(v) || acceptPositionalPassword(v) || signedPassword(v));
}

/** `existingSecret: redis-auth` (Helm charts' values): the name of a Secret object to read, not a secret. */
const EXISTING_OBJECT = /existing[_.-]?$/i;

/** The last label of a host's name in a call's arguments: a top-level domain or a local network's suffix, not a file's extension or a module's name. */
const HOST_SUFFIX = String.raw`(?:com|net|org|io|dev|app|cloud|co|ai|me|eu|de|uk|fr|nl|ch|at|se|no|fi|dk|pl|it|es|ru|jp|cn|in|br|au|ca|us|info|biz|xyz|tech|site|online|lan|local|localdomain|home|internal|intranet|corp|test|example|invalid|arpa|gov|edu|int|mil)`;

/** `securityKeys`, `encryption_keys`, `apiKeys`: a map of keys named for what they secure or open. */
const QUALIFIED_KEYS = String.raw`(?:[Ss]ecurity|SECURITY|[Ee]ncryption|ENCRYPTION|[Ss]igning|SIGNING|[Aa]pi|API|[Ss]ecret|SECRET|[Pp]rivate|PRIVATE|[Aa]ccess|ACCESS|[Mm]aster|MASTER|[Nn]etwork|NETWORK)[_-]?(?:[Kk]eys|KEYS)`;

/** Words of the proxy protocols whose clients authenticate by a UUID (`proxy-protocol-uuid`). */
const PROXY_UUID_CONTEXT = /\b(?:vmess|vless|tuic)\b|\balterId\b|xtls-rprx/i;

/** The line that holds `at` and the line after it. */
function lineAndNext(text: string, at: number): string {
  const line = lineAround(text, at);
  return text.slice(line.start, line.end < text.length ? lineAround(text, line.end + 1).end : text.length);
}

/** `"id": "<uuid>",` at a line's end: `proxy-protocol-uuid` reads the next line for the protocol. */
const PROXY_UUID_LINE = /(?:id|uuid)["']?[ \t]*:[ \t]*["']?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}["']?[ \t]*,?[ \t]*\r?\n$/i;

/**
 * A password store's command that prints one secret (`pass show`, `gopass show`, `bw get password`, `op read`),
 * run at a line's start (after a prompt): inside `$(…)` its output is not shown.
 */
const SHOWN_STORE_COMMAND = String.raw`(?<=^[ \t]*(?:[$#>][ \t]*)?(?:sudo[ \t]+)?)(?:(?:go)?pass[ \t]+show|bw[ \t]+get[ \t]+password|op[ \t]+read)`;

/** `user.name`, `USER_AGENT`, `user.home`: what follows `user` names an attribute of the user, not one user. */
const USER_ATTRIBUTE = /^(?:name|names|id|ids|uid|gid|home|dir|agent|email|mail|group|groups|shell|lang|language|locale|timezone|tz|country|region|type|role|roles|count|limit|max|min|data|info|config|conf|cache|path|file|files|key|keys|list|pool|prefix|suffix|class|model|table|query|url|uri|host|port|domain|realm|dn|base|filter|attr|attribute|format|mode|level|state|status|session|token|agent_string|principal|profile|settings|prefs|preferences)(?:[_.-]|$)/i;

/** A file whose name (its last path part) says it holds a password, key, secret, token or credentials. */
const SECRET_FILE_NAME = /(?:pass|pwd|secret|key|token|cred|auth|psk)[^/]*$/i;
/** Such a file shown by `cat`, not the account list, a public key or a certificate (`/etc/passwd`, `id_rsa.pub`). */
const SHOWN_SECRET_FILE = /^(?![^\n]*(?:passwd|\.pub|\.crt|\.cert|\.pem|\.csr|\.asc|\.gpg))[^\n]*(?:pass|pwd|secret|key|token|cred|auth|psk)[^/\n]*$/i;

/** Commands a literal is piped into to transform or inspect it, not to store or use it. */
const TRANSFORM_COMMAND = /^(?:base64|base32|xxd|od|hexdump|wc|tr|sed|awk|gawk|grep|egrep|cut|jq|yq|sort|uniq|bc|rev|fold|column|less|more|head|tail|cat|iconv|figlet|cowsay|lolcat|toilet|xargs)$/;

/** A flag that turns a password off or asks for it (`-no-pass`, `--ask-pass`, `--prompt-password`): a switch, no value. */
const SWITCH_ABOUT_SECRET = /^(?:no|skip|without|disable|ask|prompt)[_-]/i;

/** Classes of values, whose one literal is the value itself, not a key (`uuid.UUID('…')`, `bson.ObjectId('…')`). */
const VALUE_CLASS = /^(?:UUID|Uuid|GUID|Guid|ObjectId|Decimal|Fraction|Path|PurePath|PosixPath|Version|Color|Colour|URL|Url|URI|Uri|Date\w*|Time\w*|Pattern|Regex|RegExp|BigInt\w*|BigNumber|BN|Hex\w*|Hash\w*|Digest|Address|IPv[46]\w*)$/;

/** `smartsheet.Smartsheet('…')`, `coda = Coda('…')`: a client class named in its module's or its variable's name, given a generated literal. */
function acceptClassLiteral(v: string, owner: string, cls: string, isModule: boolean): boolean {
  if (VALUE_CLASS.test(cls) || isPlaceholder(v) || v.includes('://') || looksLikeCode(v, true)) return false;
  const name = cls.toLowerCase();
  const named = isModule ? owner.includes(name) || name.includes(owner) : owner === name || owner.startsWith(`${name}_`);
  return named && (UUID_SHAPE.test(v) || looksGenerated(v) || looksRandomToken(v));
}

/** `<callee>(`: SDK clients and setters (`LoopsClient(`, `recurly.Client(`, `setKey(`, `getInstance(`). */
const SDK_CALLEE = /(?:client|api|sdk|handler|bot|instance|auth|credentials?|key|token|secret)$/i;
/** `->Setup`, `.init`, `.configure`: an SDK object's setup method (acceptCallLiteral and sdk-call-literal). */
const SETUP_METHOD = String.raw`(?:->|\.)(?:[Ss]etup|[Ii]nit(?:ialize)?|[Cc]onfigure)`;
/** `<object>->Setup(`, `<object>.init(`: an object's setup call, the object's name in group 1. */
const SDK_SETUP_CALL = new RegExp(String.raw`([A-Za-z_$][\w$]*)${SETUP_METHOD}[ \t]*$`);

/**
 * A string literal passed to an SDK client or setter (`new LoopsClient("c9bd…")`,
 * `StreamChat.getInstance('id', '…')`, `.setKey('…')`) that looks generated; after `new` any class
 * (`new Logtail("hUg2…")`) when the literal is random letters of both cases and digits, 20 or more.
 */
function acceptCallLiteral(v: string, match: RegExpExecArray | undefined): boolean {
  if (!match || isPlaceholder(v) || v.includes('://') || /^[~.]?\//.test(v) || looksLikeCode(v, true)) return false;
  const callee = /(new[ \t]+)?([A-Za-z_$][\w$]*)[ \t]*$/.exec(match.input.slice(Math.max(0, match.index - 60), match.index));
  if (!callee) return false;
  // An SDK object's setup call (`$cps_api->Setup('<private>', '<public>')`, CoinPayments; `client.init('…')`) reads as the SDK's.
  const setup = SDK_SETUP_CALL.exec(match.input.slice(Math.max(0, match.index - 80), match.index));
  if (SDK_CALLEE.test(callee[2]!) || (setup && SDK_CALLEE.test(setup[1]!))) return looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v) || generatedPart(v);
  if (callee[1] === undefined) return false;
  // `new Braze('https://rest.iad-01.braze.com', '<uuid>')`: a UUID after the endpoint the client talks to is its key.
  if (UUID_SHAPE.test(v)) return /^\([ \t]*["']https:\/\/[^"'\s]{1,200}["'][ \t]*,/.test(match[0]);
  // `new Twilio(accountSid, '5b2e…')`: 32 hex digits or more, unless the class is a number or a
  // buffer, or the call passes a radix (`new BN('ffff…', 16)`).
  if (/^[0-9a-f]+$/i.test(v)) return v.length >= 32 && looksGenerated(v) && !/,[ \t]*\d+[ \t]*\)/.test(match[0]) && !/^(?:BN|Big\w*|Decimal|Buffer|\w*Array|Date|RegExp|\w*Error|URL|Hash\w*|Hmac\w*|Color|Uint\w*|Int\w*)$/.test(callee[2]!);
  return v.length >= 20 && hasDigit(v) && hasMixedCase(v) && looksRandomCase(v) && entropy(v) >= 3.5 && !decodesToText(v);
}

/** `keyId`, `token_hash`, `secretName`, `auth_url`: a name that says the value is not the secret itself. */
const NOT_SECRET_SUFFIX = /^(?:[_.-]?(?:ids?|hash(?:es)?|sha\d*|md5|digest|fingerprint|fp|checksum|sum|names?|path|file(?:name)?|dir|url|uri|endpoint|host|type|kind|len|length|size|count|version|ver|prefix|suffix|format|field|header|param|label|alias|ref|index|idx|algorithm|alg|usage|expir\w*|expires?\w*|created\w*|ttl|max\w*|min\w*|limit|mode|policy|scope|scopes|env|var|source|location|store|provider|method|strategy|enabled|required|pattern|regex|example|placeholder|hint|description|help|ring|pair|server|board|frame|word|stroke|press|code|chars|charset|alphabet|encryption|cipher|scheme|encoding|rounds|iterations|timeout|s)(?:[_.-]?\d+)?)$/i;

/**
 * A name that holds a credential word with a suffix after it (`API_KEY_PROD`, `secretKeyV2`,
 * `token_for_ci`, `AUTH_TOKEN_2`): gitleaks' generic-api-key, with its entropy guard.
 */
/** What a key is when its name says so before `key`: an id, a cache entry, a public half (`dedup_key`, `cache_key`, `publicKey`). */
const NOT_SECRET_KEY_QUALIFIER = /(?:public|cache|sort|partition|primary|foreign|idempotency|dedup|lookup|map|hot|short|row|object|s3|i18n|translation|react|list|unique|composite)[_.-]?$/i;

function acceptCredentialNamed(v: string, group: number, match: RegExpExecArray | undefined): boolean {
  // Groups 2-5 are quoted, 6 unquoted: `acceptAssignedSecret` numbers them 1 and 7.
  const name = match?.[1];
  if (!match || !name || !acceptAssignedSecret(v, group === 6 ? 7 : 1)) return false;
  const words = [...name.matchAll(/(?:[Aa]pi[Kk]ey|API_?KEY|[Kk]ey|KEY|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Pp]assw(?:or)?d|PASSW(?:OR)?D|[Pp]wd|PWD|[Pp]ass|PASS|[Aa]uth|AUTH|[Cc]redentials?|CREDENTIALS?|[Pp]rivate|PRIVATE)(?=[_.-]|[A-Z0-9])/g)];
  const word = words[0];
  if (!word) return false;
  // The name's last word decides (`private_key_id` is an id, `API_KEY_PROD` a key).
  const last = /([A-Za-z]+)\d*$/.exec(name.slice(word.index + word[0].length).replace(/([a-z0-9])([A-Z])/g, '$1_$2').split(/[_.-]/).filter(Boolean).pop() ?? '')?.[1] ?? '';
  // A secret's or a pass's code is the secret itself (`secret-code=…`, Proofpoint's ET Pro code for suricata-update; `passCode`).
  if (NOT_SECRET_SUFFIX.test(last) && !(/^code$/i.test(last) && /^(?:secret|pass)/i.test(word[0]))) return false;
  // `publicKeyPem`, `cache_key_v2`, `primaryKey2`: names for what is not a secret.
  if (NOT_SECRET_KEY_QUALIFIER.test(name.slice(0, word.index))) return false;
  // `val2:PreferNoSchedule`, `PBEWithHmacSHA256AndAES_256`: a run of letters that spells words;
  // `value2:key3=value3Index1`: settings after settings.
  if ((v.match(/[A-Za-z]{8,}/g) ?? []).some((run) => rareBigramShare(run) < 0.25) || /=[^=]/.test(v)) return false;
  // A password's, secret's or token's name needs no entropy guard: any value that is no word
  // (`smtp_password_prod: r9Q3CgqK`); under key, auth, credentials or private the value must look generated.
  // Words joined by dashes (`password_encryption = scram-sha-256`) name a setting.
  if (words.some((w) => /^(?:passw(?:or)?d|pwd|pass|secret|token)$/i.test(w[0])) && passwordLike(v) && !JOINED_WORDS.test(v) && !/^[~.]?\//.test(v) && !v.includes('://')) return true;
  return v.length >= 16 && (looksGenerated(v) || generatedPart(v));
}

/** The quoted values of a map's `name: 'value'` or `name = "value"` members (`users: {…}`, a `tokens {…}` block). */
function mapValueSpans(m: RegExpExecArray): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const e of m[0].matchAll(/(["']?)[\w.@-]{1,64}\1[ \t]*[:=][ \t]*(["'])([^"'\\\r\n]{4,300})\2/g)) {
    const start = m.index + e.index! + e[0].length - 1 - e[3]!.length;
    spans.push([start, start + e[3]!.length]);
  }
  return spans;
}

/**
 * Library calls whose signature puts a credential at a fixed argument: the key that signs or
 * verifies a token (`jwt.sign(payload, '…')`, `crypto.createHmac('sha256', '…')`), the secret
 * that signs cookies (`cookieParser('…')`), a password after the user (`conn.login(user, '…', cb)`),
 * or after the database and the user (`new Sequelize('db', 'user', '…', {…})`, `new PDO(dsn, user, '…')`).
 */
const CREDENTIAL_SIGNATURES: ReadonlyArray<{ callee: RegExp; index: number; first?: RegExp }> = [
  { callee: /(?:^|[^\w$])(?:jwt|jws|jsonwebtoken|JWT|Jwt|jose)\.(?:sign|verify)$/, index: 1 },
  { callee: /(?:^|[^\w$])createHmac$|\bhmac\.new$/, index: 1 },
  { callee: /(?:^|[^\w$])cookie(?:Parser|Session|Signature\.sign)$/, index: 0 },
  { callee: /(?:^|[.\s])(?:login|logIn|signIn|authenticate)$/, index: 1 },
  { callee: /(?:^|[^\w$])new[ \t]+(?:Sequelize|PDO)$/, index: 2 },
  // `new cassandra.auth.PlainTextAuthProvider('user', '…')`, `new soap.BasicAuthSecurity('user', '…')`: a class named for auth.
  { callee: /(?:^|[^\w$])new[ \t]+(?:[\w$]+\.){0,4}[A-Z]\w*(?:Auth|Credential)\w*$/, index: 1 },
  // LDAP binds: `client.bind('cn=admin,dc=…', '…')`, `conn.simple_bind_s(dn, '…')` when the first argument is a DN.
  { callee: /\.(?:bind|simple_bind_s|simple_bind|bind_s)$/, index: 1, first: /^(?:cn|uid|ou|dc|o)=[^,]*,.*\b(?:dc|ou|o)=/i },
  // SNMPv3's user-based security: `UsmUserData('user', '<auth key>', …)` (PySNMP).
  { callee: /(?:^|[^\w$])UsmUserData$/, index: 1 },
  // A payment gateway's or webhook's signing helper, the payload then the key: `PaytmChecksum.generateSignature(body, '…')`,
  // `computeSignature(data, '…')`; a verifying call is left out (its second argument is the received signature).
  { callee: /(?:^|[^\w$])(?:generate|create|compute|calculate|make)_?(?:signature|checksum|hmac)$/i, index: 1 },
];

/** The argument of a `CREDENTIAL_SIGNATURES` call that holds the credential, when it is a literal. */
function signatureCredentialSpans(match: RegExpExecArray): Array<[number, number]> {
  const before = match.input.slice(Math.max(0, match.index - 40), match.index);
  const signature = CREDENTIAL_SIGNATURES.find((s) => s.callee.test(before));
  if (!signature) return [];
  const args = callArguments(match.input, match.index);
  const first = args[0];
  if (signature.first && !(first?.literal && signature.first.test(match.input.slice(first.start, first.end)))) return [];
  const arg = args[signature.index];
  return arg?.literal ? [[arg.start, arg.end]] : [];
}

/** A literal at a credential's place in a call: no word, algorithm name, path, URL or placeholder. */
function acceptSignatureCredential(v: string): boolean {
  return v.length >= 8 && !/^(?:sha|md|hs|rs|es|ps)-?\d+$/i.test(v) && acceptAssignedPassword(v, 1) && passwordLike(v) && !/^[~.]?\//.test(v) && !v.includes('://') && !/\s/.test(v);
}

/** An e-mail address as a literal, the whole of it. */
const EMAIL_LITERAL = /^[A-Za-z0-9_][\w.+-]{0,63}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}$/;

/** A user as a literal: a login name, an e-mail address, `DOMAIN\\user` or a DN. */
const USER_LITERAL = /^(?:[A-Za-z_][\w.+-]{0,63}(?:@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})?|[\w.-]{1,64}\\{1,2}[\w.-]{1,64}|(?:cn|uid)=[^,]{1,64},.{1,200})$/i;

/**
 * A call that opens a connection or a session with a host first, then a user and a password as
 * literals (`ssh.connect('host', 22, 'deploy', '…')`, `mysql_real_connect(conn, "db", "app", "…", …)`,
 * `DBI->connect($dsn, "app", '…', {…})`): the literal after the first user-shaped literal that has an
 * argument before it. Only the first such pair is taken (a database name may follow the password).
 */
function connectCallSpans(match: RegExpExecArray): Array<[number, number]> {
  const args = callArguments(match.input, match.index);
  for (let i = 1; i < args.length; i++) {
    const user = args[i - 1]!;
    const secret = args[i]!;
    if (!user.literal || !secret.literal || !USER_LITERAL.test(match.input.slice(user.start, user.end))) continue;
    // The first argument is a host as often as a user; an e-mail address there is the account (`yagmail.SMTP('me@…', '…')`).
    if (i === 1 && !EMAIL_LITERAL.test(match.input.slice(user.start, user.end))) continue;
    const v = match.input.slice(secret.start, secret.end);
    // Nothing names the value: it must look like a password where nothing does (`'sales2024'`, a database, stays).
    if (acceptSignatureCredential(v) && acceptAccountSecret(v)) return [[secret.start, secret.end]];
  }
  return [];
}

/** What a field's name says besides the password: the element that holds it, not the password (`${PASSWORD FIELD}`, `password_input`). */
const FIELD_NOT_VALUE = /(?:field|input|locator|selector|xpath|css|button|box|label|element|id|name|prompt|link|text)$/i;

/**
 * A password where a secrets file's columns put it: digits and letters that change class often
 * (`acceptPositionalPassword`), no path (`Apache-2.0` after `SPDX-License-Identifier:` is no password).
 */
/**
 * A header's value under a name for a key or token (`name`: the header's name when it is not one of the
 * well-known API-key headers): a UUID counts under a name for a token, secret or auth (`X-Consul-Token:`),
 * and under a vendor's `X-…-Key` (`X-Dataverse-Key:`), not under a key named for what it dedupes or
 * looks up (`Idempotency-Key:`, `X-Cache-Key:`); 12-15 characters only under a token's, secret's or
 * auth's name, letters of both cases and digits that change class often.
 */
/** Every `-<qualifier><word>` a header name of `api-key-header` may end in (`-accesstoken`, `-clientsecret`). */
const HEADER_JOINED_HINTS = ['access', 'auth', 'api', 'private', 'secret', 'client', 'session'].flatMap((q) => ['key', 'token', 'secret'].map((w) => `-${q}${w}`));

function acceptHeaderValue(v: string, name: string | undefined): boolean {
  if (!hasDigit(v) || !/[A-Za-z]/.test(v) || isPlaceholder(v)) return false;
  if (v.length < 16) return name !== undefined && !/key$/i.test(name) && shortGeneratedToken(v);
  if (/[:|$]|\.[A-Za-z]/.test(v)) return generatedPart(v);
  if (name === undefined || looksGenerated(v) || looksRandomCase(v)) return true;
  return UUID_SHAPE.test(v) && (!/key$/i.test(name) || (/^x-[a-z0-9]+-key$/i.test(name) && !NOT_SECRET_KEY_QUALIFIER.test(name.slice(0, -3))));
}

function acceptColumnPassword(v: string): boolean {
  return acceptPositionalPassword(v) && !/[\\/]/.test(v);
}

/** A credential's name over a list (`passwords`, `secret`, `api_keys`, `"tokens"`), the last part of a compound name. */
const LIST_NAME = String.raw`(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,30}[_.-])*(?:[Pp]ass(?:word|wd|phrase)?s?|PASS(?:WORD|WD|PHRASE)?S?|[Ss]ecrets?|SECRETS?|[Tt]okens?|TOKENS?|(?:[Aa]pi|API|[Aa]ccess|ACCESS|[Pp]rivate|PRIVATE|[Aa]uth|AUTH)[_.-]?(?:[Kk]eys?|KEYS?)|[Kk]eys|KEYS|[Cc]redentials|CREDENTIALS)["']?`;

/** The items of a list under a credential's name: quoted or bare, inline (`[…]`, `array(…)`) or YAML `- ` lines. */
function listItemSpans(match: RegExpExecArray): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const item = match[0].startsWith(':') ? /^[ \t]*-[ \t]+(["']?)([^\s"'#,[\]{}][^\s"']{0,299})\1[ \t]*$/gm : /(["'])([^"'\\\r\n]{1,300})\1|(?<=[[(,][ \t]*)([^\s"',[\](){}][^\s"',[\](){}]{0,299})(?=[ \t]*[,\])])/g;
  for (const m of match[0].matchAll(item)) {
    const value = m[2] ?? m[3];
    if (value === undefined || m.index === undefined) continue;
    const start = match.index + m.index + m[0].indexOf(value, m[0].length - value.length - (m[1] ? 1 : 0) - (m[0].length - m[0].trimEnd().length));
    spans.push([start, start + value.length]);
  }
  return spans;
}

/** An item of a credential list: under a password's, secret's or token's name no word; under keys or credentials a generated value. */
function acceptListItem(v: string, _group: number, match: RegExpExecArray | undefined): boolean {
  if (!match || !acceptAssignedPassword(v, 1) || /^[~.]?\//.test(v) || v.includes('://') || looksLikeCode(v, false)) return false;
  const before = match.input.slice(Math.max(0, match.index - 40), match.index).replace(/array$/i, '');
  if (/(?:pass(?:word|wd|phrase)?s?|secrets?|tokens?)["']?[ \t]*(?:[:=]|=>)?[ \t]*$/i.test(before)) return passwordLike(v) && !JOINED_WORDS.test(v);
  return looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v);
}

// ---------------------------------------------------------------------------
// Pattern fragments
// ---------------------------------------------------------------------------

/** Token edges: not glued to identifier characters (`task-sk-list` is no key). */
const L = String.raw`(?<![A-Za-z0-9_-])`;
const R = String.raw`(?![A-Za-z0-9_-])`;

/**
 * Separator between a key and its value: `=`, `:`, `=>`, Go/Make `:=` `::=` `:::=`, PHP `.=`,
 * `??=`, Ruby `||=`, `?=`, after an optional type (`var token string =`, `val token: String =`); or a comma
 * after a quoted key (`setProperty("API_TOKEN", "…")`, `["token", "…"]`).
 */
const OPERATOR = String.raw`(?:[ \t]*:?[ \t]*(?:string|str)(?![A-Za-z0-9_]))?[ \t]*(?::{1,3}=|\?\?=|\|\|=|[.?]=|=>|[:=])`;
const SEPARATOR = String.raw`(?:${OPERATOR}|(?<=["'])[ \t]*,)`;

/** Key/value separator in env, YAML, JSON, Go, Ruby/PHP forms, with optional (escaped) quotes or backticks. */
const ASSIGN = String.raw`(?:\\?["'\`])?\]?${SEPARATOR}[ \t]*(?:\\?["'\`])?`;
/**
 * What must follow a name for ASSIGN (and the assignment forms) to match: a quote, a subscript,
 * spaces, then an operator's first character or a type (`: str =`). Checked right after the name's
 * last word, before a costly look behind it at the name's first part: most `key`s and `token`s in
 * code are not being assigned.
 */
const ASSIGN_AHEAD = String.raw`(?=\\?["'\`]?\]?[ \t]*(?:[:=?|.,]|str))`;

const PEM_LABEL = String.raw`(?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?`;

/**
 * Multi-line PEM block, or a PuTTY key file (header line to `Private-MAC:`, at most 80 lines).
 * Must start with the literal `-----BEGIN ` or `PuTTY-User-Key-File-` (redactLarge
 * relies on it). The body cannot contain `-----`, so a BEGIN without END
 * costs one scan up to the next dash run, never a backtracking blow-up.
 */
const PRIVATE_KEY_SOURCE = String.raw`-----BEGIN ${PEM_LABEL}-----\r?\n(?:(?!-----)[\s\S]){16,65536}-----END ${PEM_LABEL}-----|PuTTY-User-Key-File-\d:[^\r\n]{1,200}(?:\r?\n[^\r\n]{0,300}){2,80}?\r?\nPrivate-MAC:[ \t]*[0-9a-fA-F]{40,128}`;

/** The same key squeezed onto one line with literal `\n` escapes (JSON, .env). */
const ESCAPED_PEM = String.raw`-----BEGIN ${PEM_LABEL}-----(?:\\r)?\\n(?:(?!-----)[A-Za-z0-9+/= :,.\\-]){32,16384}-----END ${PEM_LABEL}-----(?:\\r)?(?:\\n)?`;

/**
 * Unquoted value: stops at whitespace, quotes, separators and brackets, and
 * may not start with characters that introduce placeholders or syntax
 * (`$VAR`, `<x>`, `{{x}}`, `[REDACTED:...]`, YAML `|`, `!tag`, `*alias`).
 */
const UNQUOTED = String.raw`[^\s"'\`=;,&(){}<>\[\]|#$%!*@\\][^\s"'\`;,&(){}<>\[\]|\\]{2,299}`;

/**
 * `UNQUOTED` matched atomically (JS has no atomic groups: capture inside a
 * lookahead, then consume it with a backreference). A value that is not
 * followed by a terminator then fails at once instead of retrying every
 * shorter prefix, which could never succeed anyway.
 */
const atomicValue = (name: string): string => String.raw`(?=(?<${name}>${UNQUOTED}))\k<${name}>`;

/**
 * `<keyword> <separator> <value>` in the forms config files use:
 *   quoted       password: "x" / 'x' / \"x\"          (groups 1-3)
 *   env style    PASSWORD=x  followed by space ; , & or end  (group 4)
 *   line style   password = x / password: x  up to end of line or # comment (group 5)
 * Line style insists on end of line so code (`token = await getToken()`) and
 * prose (`password: click here`) are left alone.
 */
function assignmentSource(keyword: string): string {
  // `"""…"""`: a TOML multi-line basic string on one line.
  // `@"…"`: a C# verbatim string.
  const quoted = String.raw`${OPERATOR}[ \t]*(?:@?"(?:"")?([^"\r\n]{3,1000})"|'([^'\r\n]{3,1000})'|\`([^\`\r\n]{3,1000})\`|\\"([^"\\\r\n]{3,1000})\\")`;
  // After a quoted key or a Ruby symbol (`set :db_password, "…"`, Capistrano).
  const commaQuoted = String.raw`(?:(?<=["'])|(?<=(?<![\w$:]):[A-Za-z_]\w{0,60}))[ \t]*,[ \t]*(?:"([^"\r\n]{3,1000})"|'([^'\r\n]{3,1000})')`;
  // `\n` after the value: an env file squeezed into a JSON string.
  // A closing quote or parenthesis ends the value too: `"…;Password=…"`, `connect("…PWD=…")`.
  // An env-style value may start with the signs passwords start with (`DB_PASSWORD=!x7…`, `%Vd…`); `%VAR%`
  // and `@file` are placeholders and files for the accept checks.
  const envStyle = String.raw`=(?=(?<env>[!*@%^~]?${UNQUOTED}))\k<env>(?=[\s;,&"')}>\]]|\\[nrt]|$)`;
  const lineStyle = String.raw`[ \t]*(?::{1,3}=|=>|[:=])[ \t]*${atomicValue('line')}(?=[ \t]*(?:#[^\r\n]*)?(?:\r?\n|$))`;
  // `]` after the name: a subscript (`$config['db_pass'] = …`, `os.environ["API_TOKEN"] = …`).
  // `{name: ubuntu, password: …, type: text}`: a YAML flow map or an inline object, the value before `,` `}` `]`.
  const flowStyle = String.raw`[ \t]*:[ \t]+${atomicValue('flow')}(?=[ \t]*[,}\]])`;
  return String.raw`${keyword}${ASSIGN_AHEAD}(?:\\?["'\`])?\]?(?:${quoted}|${commaQuoted}|${envStyle}|${lineStyle}|${flowStyle})`;
}

/**
 * Services whose keys, tokens and client ids come as plain values beside a variable named for
 * the service (`FINNHUB_API_KEY=…`, `sendbirdAppId: …`): the `saas-keyed-*` rules.
 */
const KEYED_PROVIDERS = [
  'algolia', 'okta', 'pagerduty', 'zendesk', 'intercom', 'snyk', 'sonar(?:qube|cloud)?', 'launchdarkly', 'segment',
  'mixpanel', 'amplitude', 'bugsnag', 'rollbar', 'honeycomb', 'lokalise', 'codecov', 'coinbase', 'confluent', 'fastly',
  'finnhub', 'finicity', 'flickr', 'dropbox', 'auth0', 'clerk', 'pusher', 'ably', 'pinecone', 'weaviate', 'cohere', 'co_api',
  'mistral', 'together', 'fireworks', 'deepgram', 'elevenlabs', 'assemblyai', 'replicate', 'openrouter', 'perplexity',
  'langsmith', 'langchain', 'wandb', 'sumo(?:logic)?', 'loggly', 'new[_.-]?relic', 'splunk', 'elastic', 'kibana',
  'opsgenie', 'statuspage', 'circle', 'drone', 'codeship', 'semaphore', 'appveyor', 'bitrise', 'snowflake', 'mongodb',
  'atlas', 'redis(?:labs)?', 'upstash', 'neon', 'turso', 'fauna', 'airtable', 'asana', 'trello', 'jira', 'confluence',
  'atlassian', 'monday', 'clickup', 'figma', 'miro', 'calendly', 'docusign', 'box', 'onedrive', 'typeform', 'surveymonkey',
  'shopify', 'bigcommerce', 'woocommerce', 'square(?:space)?', 'klaviyo', 'hubspot', 'salesforce', 'zoho', 'freshdesk',
  'freshbooks', 'twilio', 'vonage', 'nexmo', 'plivo', 'telnyx', 'sinch', 'message[_.-]?bird', 'sendbird', 'adafruit',
  'adobe', 'bitbucket', 'bittrex', 'binance', 'kraken', 'kucoin', 'etsy', 'gitter', 'gocardless', 'looker', 'lob',
  'nytimes', 'rapidapi', 'beamer', 'meraki', 'private[_.-]?ai', 'plaid', 'linked[_.-]?in', 'discord', 'contentful',
  'datadog', 'frame[_.-]?io', 'infracost', 'defined[_.-]?net', 'dnkey', 'mapbox', 'mailgun', 'sentry', 'yandex',
  'alibaba', 'aliyun', 'tencent', 'netlify', 'heroku', 'linear', 'notion', 'slack', 'telegram', 'twitch', 'twitter',
  'azure', 'devops', 'zoom', 'webex', 'linode', 'vultr', 'hcloud', 'hetzner', 'scaleway', 'scw', 'ovh', 'backblaze', 'b2',
  'jenkins', 'teamcity', 'bamboo', 'coveralls', 'posthog', 'figma', 'tavily', 'langfuse', 'xata', 'supabase', 'pocketbase',
].join('|');

const KEYED_SECRET_ENDINGS = String.raw`(?:api[_.-]?key|key|token|secret|pat|password|auth|access|credentials?)`;
const KEYED_ID_ENDINGS = String.raw`(?:client|app|api|access|account)[_.-]?id`;

/**
 * `<provider>…<ending> = <value>`. The pattern finds the ending first and only then looks
 * back for a provider name: scanning for one of a hundred and fifty names at every position
 * cost more than all other rules together on source code.
 */
function keyedSource(ending: string, value: string): string {
  return String.raw`${ending}${ASSIGN_AHEAD}(?<=(?:${KEYED_PROVIDERS})[A-Za-z0-9_.-]{0,30}?${ending})${ASSIGN}${value}`;
}

/** `razorpay`, `Razorpay`, `RAZORPAY`: a word in the spellings names take, for case-sensitive patterns. */
const spellings = (words: readonly string[]): string => `(?:${[...new Set(words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]))].join('|')})`;
const PAYMENT_PROVIDERS = `(?:${spellings(['razorpay', 'paystack', 'braintree', 'adyen', 'gocardless', 'checkout'])}|RazorPay|PayStack|BrainTree|GoCardless|CheckOut)`;
const PAYMENT_KEY_ENDING = spellings(['secret', 'key', 'token']);

interface RuleOptions {
  flags?: string;
  secretGroups?: readonly number[];
  secretFrom?: readonly number[];
  hints?: readonly string[];
  accept?: (secret: string, group: number, match?: RegExpExecArray) => boolean;
  locate?: (match: RegExpExecArray) => Array<[number, number]>;
}

function rule(id: string, description: string, source: string, options: RuleOptions = {}): RedactionRule {
  const { flags = '', ...rest } = options;
  return { id, description, pattern: new RegExp(source, `gd${flags}`), ...rest };
}

// ---------------------------------------------------------------------------
// Rules, most specific first (earlier rules win overlaps)
// ---------------------------------------------------------------------------

export const REDACTION_RULES: readonly RedactionRule[] = [
  // Must stay first and is the only multi-line rule: redactLarge keeps its matches inside one slice.
  rule('private-key', 'PEM private key block (RSA, EC, DSA, OPENSSH, PKCS#8, PGP), PuTTY key file', PRIVATE_KEY_SOURCE, {
    hints: ['private key', 'putty-user-key-file-'],
  }),
  rule('gcp-service-account-key', 'GCP service-account JSON "private_key"', String.raw`"private_key"[ \t]*:[ \t]*"(${ESCAPED_PEM})"`, {
    secretGroups: [1],
    hints: ['"private_key"'],
  }),
  rule('private-key-escaped', 'PEM private key on one line with \\n escapes', ESCAPED_PEM, { hints: ['private key'] }),

  // Cloud providers
  rule('aws-access-key-id', 'AWS access key id', String.raw`(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}(?![A-Za-z0-9])`, {
    hints: ['akia', 'asia', 'abia', 'acca', 'a3t'],
  }),
  rule('aws-secret-access-key', 'AWS secret access key assignment', String.raw`(?:aws[_.-]?)?secret[_.-]?(?:access[_.-]?)?key${ASSIGN}([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['secret'],
  }),
  rule('gcp-api-key', 'Google API key (AIza...)', String.raw`${L}AIza[0-9A-Za-z_-]{35}${R}`, { hints: ['aiza'] }),
  rule('google-oauth-client-secret', 'Google OAuth client secret (GOCSPX-)', String.raw`${L}GOCSPX-[A-Za-z0-9_-]{28}${R}`, {
    hints: ['gocspx-'],
  }),
  rule('azure-storage-key', 'Azure connection string AccountKey / SharedAccessKey', String.raw`(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{40,100}={0,2})(?![A-Za-z0-9+/=])`, {
    secretGroups: [1],
    hints: ['accountkey=', 'sharedaccesskey='],
  }),
  rule('azure-sas-signature', 'Azure SAS token signature (sig=)', String.raw`[?&]sig=([A-Za-z0-9%+/=]{30,200})(?![A-Za-z0-9%+/=])`, {
    secretGroups: [1],
    hints: ['sig='],
  }),
  rule('digitalocean-token', 'DigitalOcean token (dop_v1_, doo_v1_, dor_v1_)', String.raw`${L}do[opr]_v1_[a-f0-9]{64}${R}`, {
    hints: ['_v1_'],
  }),
  rule('heroku-api-key', 'Heroku API key (HRKU- or UUID assigned to a heroku key)', String.raw`${L}(HRKU-[A-Za-z0-9_-]{60})${R}|heroku[A-Za-z0-9_.-]{0,30}?(?:key|token|secret|password)${ASSIGN}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['hrku-', 'heroku'],
  }),
  rule('firebase-cloud-messaging-key', 'Firebase Cloud Messaging server key', String.raw`${L}AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}${R}`, {
    hints: ['apa91b'],
  }),
  rule('supabase-service-key', 'Supabase secret key (sb_secret_)', String.raw`${L}sb_secret_[A-Za-z0-9_-]{20,100}${R}`, {
    hints: ['sb_secret_'],
  }),

  // Source hosting, registries, CI
  rule('github-token', 'GitHub token (ghp_, gho_, ghu_, ghs_, ghr_)', String.raw`${L}gh[pousr]_[A-Za-z0-9]{36,251}${R}`, {
    hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
  }),
  rule('github-fine-grained-token', 'GitHub fine-grained PAT (github_pat_)', String.raw`${L}github_pat_[A-Za-z0-9_]{50,255}${R}`, {
    hints: ['github_pat_'],
  }),
  rule('gitlab-token', 'GitLab token (glpat-, glptt-, gldt-, glrt-)', String.raw`${L}gl(?:pat|ptt|dt|rt)-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{9})?${R}`, {
    hints: ['glpat-', 'glptt-', 'gldt-', 'glrt-'],
  }),
  rule('bitbucket-app-password', 'Bitbucket app password assignment', String.raw`bitbucket[A-Za-z0-9_.-]{0,30}?(?:password|secret|token)${ASSIGN}([A-Za-z0-9_=-]{16,200})(?![A-Za-z0-9_=-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['bitbucket'],
    accept: notPlaceholder,
  }),
  rule('npm-token', 'npm access token (npm_)', String.raw`${L}npm_[A-Za-z0-9]{36}${R}`, { hints: ['npm_'] }),
  rule('pypi-token', 'PyPI API token (pypi-Ag...)', String.raw`${L}pypi-Ag[A-Za-z0-9_-]{50,1000}${R}`, { hints: ['pypi-ag'] }),
  rule('docker-hub-token', 'Docker Hub personal access token (dckr_pat_)', String.raw`${L}dckr_pat_[A-Za-z0-9_-]{20,100}${R}`, {
    hints: ['dckr_pat_'],
  }),
  rule('ci-token-assignment', 'CircleCI / Travis CI token (CCIPAT_ or assignment)', String.raw`${L}(CCIPAT_[A-Za-z0-9_]{30,100})${R}|(?:circle(?:ci)?|travis)[A-Za-z0-9_.-]{0,30}?(?:token|key|secret)${ASSIGN}([A-Za-z0-9_-]{20,80})${R}`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['ccipat_', 'circle', 'travis'],
    accept: notPlaceholder,
  }),
  rule('vault-token', 'HashiCorp Vault token (hvs., hvb., hvr.)', String.raw`${L}hv[sbr]\.[A-Za-z0-9_-]{24,200}${R}`, {
    hints: ['hvs.', 'hvb.', 'hvr.'],
    accept: hasDigit,
  }),

  // Chat and webhooks
  rule('slack-token', 'Slack token (xoxb-, xoxp-, xapp-, ...)', String.raw`${L}(?:xoxe\.)?(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,250}${R}`, {
    hints: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxo-', 'xoxs-', 'xoxr-', 'xoxe-', 'xapp-'],
    accept: hasDigit,
  }),
  rule('slack-webhook', 'Slack incoming webhook URL', String.raw`https://hooks\.slack\.com/(?:services|workflows|triggers)/([A-Za-z0-9_/-]{20,200})`, {
    secretGroups: [1],
    hints: ['hooks.slack.com'],
  }),
  rule('discord-webhook', 'Discord webhook URL', String.raw`https://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/webhooks/\d{5,30}/([A-Za-z0-9_-]{30,100})`, {
    secretGroups: [1],
    hints: ['/api/webhooks/'],
  }),
  rule('teams-webhook', 'Microsoft Teams incoming webhook URL', String.raw`https://(?:[A-Za-z0-9-]{1,63}\.webhook\.office\.com/webhookb2|outlook\.office(?:365)?\.com/webhook)/([A-Za-z0-9@/-]{20,400})`, {
    secretGroups: [1],
    hints: ['webhook.office.com', 'outlook.office'],
  }),
  rule('telegram-bot-token', 'Telegram bot token', String.raw`(?<![0-9])\d{6,12}:A[A-Za-z0-9_-]{34}${R}`, { hints: [':a'], accept: hasDigit }),
  rule('discord-bot-token', 'Discord bot token (base64 user id . timestamp . HMAC)', String.raw`${L}[MNO][A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,45}${R}`, {
    hints: ['.'],
    accept: (v) => hasDigit(v) && hasMixedCase(v),
  }),
  rule('discord-client-secret', 'Discord client secret / bot token assignment', String.raw`discord[A-Za-z0-9_.-]{0,30}?(?:token|secret|key)${ASSIGN}([A-Za-z0-9_.-]{32,100})(?![A-Za-z0-9_.-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['discord'],
    accept: (v) => hasDigit(v) && notPlaceholder(v),
  }),
  rule('mattermost-token', 'Mattermost / Rocket.Chat token assignment', String.raw`(?:mattermost|rocket[_.-]?chat)[A-Za-z0-9_.-]{0,30}?(?:token|secret|key)${ASSIGN}([A-Za-z0-9_-]{26,64})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['mattermost', 'rocket'],
    accept: (v) => hasDigit(v) && notPlaceholder(v),
  }),

  // Payments and SaaS APIs
  rule('stripe-api-key', 'Stripe secret / restricted key (sk_live_, rk_live_, sk_test_)', String.raw`${L}[sr]k_(?:live|test|prod)_[A-Za-z0-9]{24,247}${R}`, {
    hints: ['_live_', '_test_', '_prod_'],
  }),
  rule('stripe-webhook-secret', 'Stripe webhook signing secret (whsec_)', String.raw`${L}whsec_[A-Za-z0-9+/=]{32,100}(?![A-Za-z0-9+/=_-])`, {
    hints: ['whsec_'],
  }),
  rule('square-token', 'Square access token / OAuth secret', String.raw`${L}(?:sq0atp-[A-Za-z0-9_-]{22,60}|sq0csp-[A-Za-z0-9_-]{40,60}|EAAA[A-Za-z0-9_-]{60,80})${R}`, {
    hints: ['sq0atp-', 'sq0csp-', 'eaaa'],
  }),
  rule('shopify-token', 'Shopify token (shpat_, shpca_, shppa_, shpss_)', String.raw`${L}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}${R}`, {
    hints: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
  }),
  rule('twilio-api-key', 'Twilio API key SID (SK + 32 hex)', String.raw`${L}SK[0-9a-f]{32}${R}`, { hints: ['sk'] }),
  rule('twilio-auth-token', 'Twilio auth token (32 hex, next to an account SID or named for Twilio)', String.raw`${L}AC[0-9a-f]{32}["']?[ \t]*[,:][ \t]*["']?([0-9a-f]{32})(?![0-9A-Za-z])|twilio[A-Za-z0-9_.-]{0,30}?(?:auth[_.-]?token|token|secret|auth)${ASSIGN}([0-9a-f]{32})(?![0-9A-Za-z])`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['ac', 'twilio'],
  }),
  rule('twilio-account-sid', 'Twilio account SID (AC + 32 hex)', String.raw`${L}AC[0-9a-f]{32}${R}`, { hints: ['ac'] }),
  rule('sendgrid-api-key', 'SendGrid API key (SG.x.y)', String.raw`${L}SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}${R}`, { hints: ['sg.'] }),
  rule('mailgun-api-key', 'Mailgun API key / public key (key-…, pubkey-…)', String.raw`${L}(?:pub)?key-[0-9a-f]{32}${R}`, { hints: ['key-'] }),
  rule('datadog-api-key', 'Datadog API / application key assignment', String.raw`(?<![A-Za-z0-9])(?:datadog|dd)[_.-]?(?:api|app|application)[_.-]?key${ASSIGN}([a-f0-9]{40}|[a-f0-9]{32})(?![A-Za-z0-9])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['datadog', 'dd'],
  }),
  rule('sentry-dsn', 'Sentry DSN with secret key', String.raw`https?://[0-9a-f]{32}:([0-9a-f]{32})(?=@[A-Za-z0-9.-]{0,100}sentry)`, {
    secretGroups: [1],
    hints: ['sentry'],
  }),
  rule('linear-api-key', 'Linear API key (lin_api_)', String.raw`${L}lin_api_[A-Za-z0-9]{40}${R}`, { hints: ['lin_api_'] }),
  rule('age-secret-key', 'age encryption secret key', String.raw`AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}`, {
    hints: ['age-secret-key-1'],
  }),

  // AI providers
  rule('anthropic-api-key', 'Anthropic API key (sk-ant-)', String.raw`${L}sk-ant-[A-Za-z0-9_-]{20,250}${R}`, { hints: ['sk-ant-'] }),
  rule('openai-api-key', 'OpenAI API key (sk-, sk-proj-)', String.raw`${L}sk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,250}|[A-Za-z0-9]{32,64})${R}`, {
    hints: ['sk-'],
    accept: hasDigit,
  }),
  rule('huggingface-token', 'Hugging Face token (hf_)', String.raw`${L}hf_[A-Za-z0-9]{34,40}${R}`, {
    hints: ['hf_'],
    accept: hasMixedCase,
  }),

  // More service tokens with a recognisable format
  rule('alibaba-access-key-id', 'Alibaba Cloud AccessKey ID (LTAI)', String.raw`${L}LTAI[A-Za-z0-9]{17,21}${R}`, { hints: ['ltai'] }),
  rule('azure-ad-client-secret', 'Microsoft Entra ID (Azure AD) client secret (…Q~…)', String.raw`${L}[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}${R}`, { hints: ['q~'] }),
  rule('gcp-oauth-access-token', 'Google OAuth access token (ya29.)', String.raw`${L}ya29\.[A-Za-z0-9_-]{30,2000}${R}`, { hints: ['ya29.'] }),
  rule('yandex-cloud-key', 'Yandex Cloud API key / IAM token (AQVN, t1.)', String.raw`${L}(?:AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38}|t1\.[A-Za-z0-9_-]{10,200}={0,2}\.[A-Za-z0-9_-]{86}={0,2})${R}`, {
    hints: ['aqvn', 'yc', 't1.'],
    accept: hasDigit,
  }),
  rule('ibm-cloud-iam-key', 'IBM Cloud / generic apikey assignment', String.raw`ibm[A-Za-z0-9_.-]{0,30}?(?:api[_.-]?key|key|token)${ASSIGN}([A-Za-z0-9_-]{44})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['ibm'],
    accept: hasDigit,
  }),
  rule('cloudflare-token', 'Cloudflare API token / Origin CA key', String.raw`${L}v1\.0-[a-f0-9]{24}-[a-f0-9]{146}${R}|cloudflare[A-Za-z0-9_.-]{0,30}?(?:token|key|secret)${ASSIGN}([A-Za-z0-9_-]{37,40})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1, 0],
    hints: ['v1.0-', 'cloudflare'],
    accept: hasDigit,
  }),
  rule('databricks-token', 'Databricks personal access token (dapi)', String.raw`${L}dapi[a-f0-9]{32}(?:-\d)?${R}`, { hints: ['dapi'] }),
  rule('doppler-token', 'Doppler token (dp.pt., dp.st., dp.sa., dp.ct.)', String.raw`${L}dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}${R}`, { hints: ['dp.'] }),
  rule('dynatrace-token', 'Dynatrace API token (dt0c01.)', String.raw`${L}dt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}${R}`, { hints: ['dt0'] }),
  rule('new-relic-key', 'New Relic key (NRAK-, NRJS-, NRII-, …NRAL)', String.raw`${L}(?:NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_-]{32}|[a-f0-9]{36}NRAL)${R}`, {
    hints: ['nrak-', 'nrjs-', 'nrii-', 'nral'],
  }),
  rule('grafana-token', 'Grafana token (glc_, glsa_, eyJrIjoi API key)', String.raw`${L}(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,2})${R}`, {
    hints: ['glc_', 'glsa_', 'eyjrijoi'],
  }),
  rule('sentry-token', 'Sentry auth token (sntryu_, sntrys_)', String.raw`${L}(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_]{60,400})${R}`, { hints: ['sntryu_', 'sntrys_'] }),
  rule('atlassian-api-token', 'Atlassian API token / Bitbucket access token (ATATT3…, ATCTT3…)', String.raw`${L}AT[AC]TT3[A-Za-z0-9_=-]{180,200}${R}`, { hints: ['atatt3', 'atctt3'] }),
  rule('jfrog-token', 'JFrog API key / reference token (AKCp, cmVmdGtu)', String.raw`${L}(?:AKCp[A-Za-z0-9]{69}|cmVmdGtu[A-Za-z0-9]{56,60})${R}`, { hints: ['akcp', 'cmvmdgtu'] }),
  rule('artifactory-nexus-password', 'Artifactory / Nexus / Sonatype credential assignment', String.raw`(?:artifactory|nexus|sonatype|ossrh)[A-Za-z0-9_.-]{0,30}?(?:password|token|key|secret)${ASSIGN}([^\s"'\`]{8,200})(?=["'\`\s]|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['artifactory', 'nexus', 'sonatype', 'ossrh'],
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false),
  }),
  rule('gitlab-token-more', 'GitLab token (glcbt-, glsoat-, gloas-, glft-, glimt-, glagent-, GR1348941 runner registration)', String.raw`${L}(?:gl(?:cbt|soat|oas|ft|imt|agent|wt|ffct)-[A-Za-z0-9_-]{20,64}|GR1348941[A-Za-z0-9_-]{20,40})${R}`, {
    hints: ['glcbt-', 'glsoat-', 'gloas-', 'glft-', 'glimt-', 'glagent-', 'glwt-', 'glffct-', 'gr1348941'],
  }),
  rule('clojars-token', 'Clojars deploy token (CLOJARS_)', String.raw`${L}CLOJARS_[a-z0-9]{60}${R}`, { flags: 'i', hints: ['clojars_'] }),
  rule('rubygems-token', 'RubyGems API key (rubygems_)', String.raw`${L}rubygems_[a-f0-9]{48}${R}`, { hints: ['rubygems_'] }),
  rule('nuget-api-key', 'NuGet API key (oy2…)', String.raw`${L}oy2[a-z0-9]{43}${R}`, { hints: ['oy2'] }),
  rule('buildkite-token', 'Buildkite agent / API token (bkua_, bkat_)', String.raw`${L}bk(?:ua|at)_[a-f0-9]{40}${R}`, { hints: ['bkua_', 'bkat_'] }),
  rule('terraform-cloud-token', 'Terraform Cloud / Enterprise token (.atlasv1.)', String.raw`${L}[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}${R}`, { hints: ['.atlasv1.'] }),
  rule('pulumi-token', 'Pulumi access token (pul-)', String.raw`${L}pul-[a-f0-9]{40}${R}`, { hints: ['pul-'] }),
  rule('harness-token', 'Harness PAT / SAT (pat. / sat.)', String.raw`${L}(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}${R}`, { hints: ['pat.', 'sat.'] }),
  rule('fly-io-token', 'Fly.io token (fo1_, fm1r_, fm2_)', String.raw`${L}(?:fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3})${R}`, { hints: ['fo1_', 'fm1', 'fm2'] }),
  rule('render-netlify-vercel-token', 'Render / Netlify / Vercel token (rnd_, nfp_, or assignment)', String.raw`${L}(?:rnd_[A-Za-z0-9]{32}|nfp_[A-Za-z0-9]{36})${R}|(?:netlify|vercel|railway)[A-Za-z0-9_.-]{0,30}?(?:token|key|secret)${ASSIGN}([A-Za-z0-9_-]{24,64})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1, 0],
    hints: ['rnd_', 'nfp_', 'netlify', 'vercel', 'railway'],
    accept: hasDigit,
  }),
  rule('supabase-pat', 'Supabase personal access token (sbp_)', String.raw`${L}sbp_[a-f0-9]{40}${R}`, { hints: ['sbp_'] }),
  rule('planetscale-token', 'PlanetScale token / password (pscale_tkn_, pscale_pw_, pscale_oauth_)', String.raw`${L}pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{32,64}${R}`, { hints: ['pscale_'] }),
  rule('postman-api-key', 'Postman API key (PMAK-)', String.raw`${L}PMAK-[a-f0-9]{24}-[a-f0-9]{34}${R}`, { flags: 'i', hints: ['pmak-'] }),
  rule('prefect-readme-tokens', 'Prefect / ReadMe / Typeform / Frame.io tokens (pnu_, rdme_, tfp_, fio-u-)', String.raw`${L}(?:pnu_[A-Za-z0-9]{36}|rdme_[a-z0-9]{70}|tfp_[A-Za-z0-9_.=-]{59}|fio-u-[A-Za-z0-9_=-]{64})${R}`, {
    hints: ['pnu_', 'rdme_', 'tfp_', 'fio-u-'],
  }),
  rule('contentful-token', 'Contentful personal access token (CFPAT-)', String.raw`${L}CFPAT-[A-Za-z0-9_-]{43}${R}`, { hints: ['cfpat-'] }),
  rule('notion-token', 'Notion integration token (secret_, ntn_)', String.raw`${L}(?:secret_[A-Za-z0-9]{43}|ntn_\d{11}[A-Za-z0-9]{35})${R}`, {
    hints: ['secret_', 'ntn_'],
    accept: (v) => hasDigit(v) && hasMixedCase(v),
  }),
  rule('airtable-token', 'Airtable personal access token (pat….)', String.raw`${L}pat[A-Za-z0-9]{14}\.[a-f0-9]{64}${R}`, { hints: ['pat'] }),
  rule('asana-token', 'Asana personal access token (1/ or 2/ …:…)', String.raw`${L}[12]/\d{13,16}(?:/\d{13,16})?:[a-f0-9]{32}${R}`, { hints: ['/'] }),
  rule('hubspot-token', 'HubSpot private app token (pat-na1-, pat-eu1-)', String.raw`${L}pat-(?:na|eu|ap)\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}${R}`, { hints: ['pat-'] }),
  rule('mailchimp-api-key', 'Mailchimp API key (…-us12)', String.raw`${L}[a-f0-9]{32}-us\d{1,2}${R}`, { hints: ['-us'] }),
  rule('brevo-api-key', 'Brevo (Sendinblue) API key (xkeysib-, xsmtpsib-)', String.raw`${L}x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}${R}`, { hints: ['xkeysib-', 'xsmtpsib-'] }),
  rule('postmark-sparkpost-keyed', 'Postmark / SparkPost / Mandrill / Mailjet key assignment', String.raw`(?:token|key|secret)${ASSIGN_AHEAD}(?<=(?:postmark|sparkpost|mandrill|mailjet|mailersend|resend)[A-Za-z0-9_.-]{0,30}?(?:token|key|secret))${ASSIGN}([A-Za-z0-9_-]{20,80})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['postmark', 'sparkpost', 'mandrill', 'mailjet', 'mailersend', 'resend'],
    accept: (v) => hasDigit(v) && notPlaceholder(v),
  }),
  rule('resend-api-key', 'Resend API key (re_)', String.raw`${L}re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}${R}`, { hints: ['re_'] }),
  rule('mapbox-secret-token', 'Mapbox token (sk.eyJ, pk.eyJ)', String.raw`${L}[sp]k\.eyJ[A-Za-z0-9_-]{50,400}\.[A-Za-z0-9_-]{20,100}${R}`, { hints: ['k.eyj'] }),
  rule('shippo-easypost-token', 'Shippo / EasyPost / Duffel API token', String.raw`${L}(?:shippo_(?:live|test)_[a-f0-9]{40}|EZ[AT]K[A-Za-z0-9]{54}|duffel_(?:test|live)_[A-Za-z0-9_=-]{43})${R}`, {
    hints: ['shippo_', 'ezak', 'eztk', 'duffel_'],
  }),
  // Case-sensitive (the formats are; the keyed names are listed in their usual spellings): with the
  // `i` flag and a lookbehind before every alternative this rule cost more than any other on code.
  rule('payment-gateway-keys', 'PayPal/Braintree, Flutterwave, Razorpay, Plaid, Paddle, Mollie secrets', String.raw`(?:a(?<![A-Za-z0-9_-]a)ccess_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}|F(?<![A-Za-z0-9_-]F)LWSECK(?:_TEST)?-[a-f0-9]{32}-X|F(?<![A-Za-z0-9_-]F)LWSECK_TEST[a-f0-9]{12}|F(?<![A-Za-z0-9_-]F)LWPUBK(?:_TEST)?-[a-f0-9]{32}-X|(?:a(?<![A-Za-z0-9_-]a)ccess|s(?<![A-Za-z0-9_-]s)ecret)-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}|p(?<![A-Za-z0-9_-]p)dl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{40,60})${R}|${PAYMENT_KEY_ENDING}(?<=${PAYMENT_PROVIDERS}[A-Za-z0-9_.-]{0,30}?${PAYMENT_KEY_ENDING})${ASSIGN}([A-Za-z0-9_-]{20,80})(?![A-Za-z0-9_-])`, {
    secretGroups: [1, 0],
    hints: ['$production$', 'flwseck', 'flwpubk', 'sandbox-', 'development-', 'production-', 'pdl_', 'secret', 'key', 'token'],
    accept: (v) => hasDigit(v) && notPlaceholder(v),
  }),
  rule('twitter-bearer-token', 'X / Twitter app bearer token (AAAA…%…)', String.raw`${L}AAAAAAAAAAAAAAAAAAAAA([A-Za-z0-9%]{60,140})${R}`, {
    secretGroups: [1],
    hints: ['aaaaaaaaaaaaaaaaaaaaa'],
    accept: hasDigit,
  }),
  rule('social-api-keyed', 'Facebook / Twitter / Twitch / LinkedIn / Reddit secret assignment', String.raw`(?:secret|token|key)${ASSIGN_AHEAD}(?<=(?:facebook|fb|twitter|twitch|linkedin|reddit|instagram|tiktok|pinterest|spotify)[A-Za-z0-9_.-]{0,30}?(?:secret|token|key))${ASSIGN}([A-Za-z0-9_-]{24,200})(?![A-Za-z0-9_-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['secret', 'token', 'key'],
    accept: (v) => hasDigit(v) && notPlaceholder(v),
  }),
  rule('facebook-access-token', 'Facebook / Meta access token (EAAB, EAAG, EAAI…)', String.raw`${L}EAA(?:B|C|G|I|J|M|Q)[A-Za-z0-9]{100,400}${R}`, { hints: ['eaa'], accept: hasDigit }),
  rule('ai-provider-keys', 'AI provider keys (Groq gsk_, xAI xai-, Perplexity pplx-, Replicate r8_, LangSmith lsv2_, Fireworks fw_, OpenRouter sk-or-)', String.raw`${L}(?:gsk_[A-Za-z0-9]{52}|xai-[A-Za-z0-9]{80}|pplx-[A-Za-z0-9]{48}|r8_[A-Za-z0-9]{37}|lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}|fw_[A-Za-z0-9]{24}|sk-or-v1-[a-f0-9]{64})${R}`, {
    hints: ['gsk_', 'xai-', 'pplx-', 'r8_', 'lsv2_', 'fw_', 'sk-or-'],
  }),
  rule('onepassword-token', '1Password service account token / secret key (ops_eyJ, A3-)', String.raw`${L}(?:ops_eyJ[A-Za-z0-9+/]{250,1000}={0,3}|A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})${R}`, {
    hints: ['ops_eyj', 'a3-'],
  }),
  rule('infisical-token', 'Infisical service token (st.)', String.raw`${L}st\.[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.[a-f0-9]{32}\.[a-f0-9]{32}${R}`, { hints: ['st.'] }),
  rule('sonar-token', 'SonarQube / SonarCloud token (squ_, sqp_, sqa_)', String.raw`${L}sq[upa]_[a-f0-9]{40}${R}`, { hints: ['squ_', 'sqp_', 'sqa_'] }),
  rule('scalingo-token', 'Scalingo API token (tk-us-)', String.raw`${L}tk-us-[A-Za-z0-9_-]{48}${R}`, { hints: ['tk-us-'] }),
  // Major providers gitleaks' list lacks
  rule('ai-provider-keys-more', 'Tavily, Langfuse, Pinecone, ElevenLabs, Xata, Neon keys (tvly-, sk-lf-, pcsk_, sk_ + 48 hex, xau_, napi_)', String.raw`${L}(?:tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}|sk-lf-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,90}|sk_[a-f0-9]{48}|xau_[A-Za-z0-9]{30,60}|napi_[a-z0-9]{60,80})${R}`, {
    hints: ['tvly-', 'sk-lf-', 'pcsk_', 'sk_', 'xau_', 'napi_'],
    accept: hasDigit,
  }),
  rule('figma-posthog-token', 'Figma / PostHog personal access token (figd_, phx_)', String.raw`${L}(?:figd_[A-Za-z0-9_-]{30,100}|phx_[A-Za-z0-9]{30,60})${R}`, { hints: ['figd_', 'phx_'], accept: hasDigit }),
  rule('tencent-secret-id', 'Tencent Cloud SecretId (AKID)', String.raw`(?<![A-Za-z0-9])AKID[A-Za-z0-9]{32}(?![A-Za-z0-9])`, { hints: ['akid'], accept: (v) => hasDigit(v) && hasMixedCase(v.slice(4)) }),
  rule('teamcity-token', 'TeamCity access token (eyJ0eXAiOiAiVENWMiJ9.…)', String.raw`${L}eyJ0eXAiOiAiVENWMiJ9\.[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,200}${R}`, { hints: ['eyj0exaioiaivenwmij9'] }),
  rule('netrc-password', '.netrc password (machine … login … password …)', String.raw`(?:(?:machine|default)[ \t][^\r\n]{0,200}?login[ \t]+[^\s]{1,200}[ \t]+|^[ \t]+)password[ \t]+([^\s"'#;]{3,200})(?=[ \t;]|\r?\n|$)`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['password'],
    // An indented `password <word>` line is a netrc entry only when the value is no plain word.
    accept: (v) => notPlaceholder(v) && !/^[a-z]+$/.test(v),
  }),
  rule('command-password', 'Password on a command line (docker/podman/helm registry login -p, sshpass -p, mysql -p…)', String.raw`(?:login(?<=(?:docker|podman|nerdctl|buildah|skopeo|oras|crane|registry)[ \t][^\r\n]{0,200}?login)[ \t][^\r\n]{0,300}?(?:-p|--password)(?:[ \t]+|=)|sshpass[ \t]+-p[ \t]*|mysql(?:dump|admin)?[ \t][^\r\n]{0,200}?[ \t]-p|redis-cli(?:[ \t][^\r\n]{0,200}?)?[ \t](?:-a|--pass)[ \t]+)["']?([^\s"'$]{3,200})["']?(?=\s|$)`, {
    secretGroups: [1],
    hints: ['login', 'sshpass', 'mysql', 'redis-cli'],
    accept: notPlaceholder,
  }),
  // Archivers' and key tools' password flags: `zip -P …`, `7z a -p…`, `unzip -P …`, `ssh-keygen -N …`.
  rule('tool-password-flag', 'Password flag of an archiver or key tool (zip/unzip -P, 7z -p…, rar -p…, ssh-keygen -N/-P)', String.raw`-(?<=(?<![A-Za-z0-9_-])(?:zip|unzip|7z|7za|7zz|rar|unrar|ssh-keygen)(?:[ \t][^\r\n]{0,200}?)?[ \t]-)(?:P[ \t]*|p(?![ \t])|N[ \t]+)["']?([^\s"'$-][^\s"']{5,200})["']?(?=\s|$)`, {
    secretGroups: [1],
    hints: ['zip', '7z', 'rar', 'ssh-keygen'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false),
  }),
  // `echo … | docker login --password-stdin`, `echo … | gh auth login --with-token`: a value echoed into a login.
  rule('echo-into-login', 'Secret echoed into a login command (echo … | … login --password-stdin / --with-token)', String.raw`(?:echo|printf)(?:[ \t]+-[a-z]{1,3})*(?:[ \t]+'%s')?[ \t]+["']?(?:[A-Za-z0-9._-]{1,32}:(?=[^\s"']{8}))?([A-Za-z0-9+/=_~.!@#%^*-]{8,300})["']?[ \t]*\|[ \t]*[^\r\n|]{0,200}?(?:login|password-stdin|with-token|secrets?[ \t]+(?:set|create|versions[ \t]+add)|chpasswd|passwd[ \t]+--stdin)|(?:pass(?:word|wd)?-on-stdin|password-stdin|with-token)[^\r\n|]{0,200}?<<<[ \t]*["']?([A-Za-z0-9+/=_~.!@#%^*-]{8,300})["']?`, {
    // Also a here-string into one: `openconnect --passwd-on-stdin … <<< "…"`.
    secretGroups: [1, 2],
    // Also `echo 'user:…' | chpasswd`, `echo … | passwd --stdin`.
    hints: ['login', 'password-stdin', 'with-token', 'secret', 'on-stdin', 'chpasswd', 'passwd --stdin'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false),
  }),
  // Any command fed a literal on its standard input (`echo … | kinit`, `printf '%s' … | keyctl padd …`,
  // `cryptsetup … -d -`, `vncpasswd -f <<< …`): a password-looking literal, unless the command only
  // transforms or shows it (`| base64 -d`, `| wc -c`).
  rule('stdin-secret', 'Password-looking literal fed to a command on standard input (echo … | cmd, cmd <<< …, <(echo …))', String.raw`(?:(?<![\w.-])(?:echo|printf)(?:[ \t]+-[a-zA-Z]{1,3})*(?:[ \t]+(["'])%s(?:\\n)?(?:%s(?:\\n)?)?\1)?[ \t]+(["']?)([^\s"'|;&<>$\x60()\\]{8,300})\2(?:[ \t]+\2\3\2)?[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\S+[ \t]+)*)?([A-Za-z][\w.+-]{0,40})|<<<[ \t]*(["']?)([^\s"'|;&<>$\x60()\\]{8,300})\5(?=[ \t]*(?:$|[|;&>)\r\n]))|<\([ \t]*(?:echo|printf)(?:[ \t]+-[a-zA-Z]{1,3})*[ \t]+(["']?)([^\s"'|;&<>$\x60()\\]{8,300})\7[ \t]*\))`, {
    // Also a process substitution: `wg set wg0 private-key <(echo …)`.
    secretGroups: [3, 6, 8],
    hints: ['echo', 'printf', '<<<'],
    // 32 hex digits or more count when the command reading them names what they are (`echo '<hex>' | pachctl auth use-auth-token`);
    // so does any value that is no word when the command is named for passwords (`tigervncpasswd -f <<< epawjBTpmc`,
    // `printf '%s\n%s\n' '…' '…' | ocpasswd …`: a password and its confirmation).
    accept: (v, group, match) => !TRANSFORM_COMMAND.test(match?.[4] ?? '') && (acceptStdinValue(v) || (match !== undefined && stdinReaderNamesSecret(match, group) && (passwordLike(v) || randomMixedLetters(v) || (/^[0-9a-f]{32,}$/i.test(v) && looksGenerated(v))))),
  }),
  // SQL: `IDENTIFIED BY '…'`, `WITH PASSWORD '…'`, `LOGIN PASSWORD '…'`, `SET PASSWORD FOR … = '…'`,
  // `SET PASSWORD FROM '…' TO '…'` (Cypher). Found from the quote, the keywords checked behind it
  // (a case-insensitive scan for them cost 11 ms of the 8 MB, from the quote 4).
  rule('sql-password', "Password in an SQL statement (IDENTIFIED BY '…', PASSWORD '…', SET PASSWORD FOR … = '…')", String.raw`'(?<=(?:identified[ \t]+(?:with[ \t]+[\w$]{1,40}[ \t]+)?by|password(?:[ \t]+for[ \t]+[^=\r\n;]{1,120}[ \t]*=|[ \t]+from[ \t]+'[^'\r\n]{0,200}'[ \t]+to)?|using(?<=user[ \t]+[\w$.]{1,64}[ \t]+using))[ \t]*')([^'\r\n]{3,200})'`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['identified', 'password', 'using'],
    accept: (v) => acceptAssignedPassword(v, 1) && passwordLike(v),
  }),
  // CouchDB's configuration API creates an admin with the password as the body, a lone JSON string:
  // `curl -X PUT http://…:5984/_node/_local/_config/admins/ops -d '"…"'` (the URL before or after the data).
  rule('couchdb-admin-body', "Password as the JSON string body of a request to CouchDB's admins config (…/_config/admins/<name> -d '\"…\"')", String.raw`_config/admins/[^\s'"]{1,100}['"]?[ \t](?:[^\r\n]{0,300}?[ \t])?(?:-d|--data(?:-raw|-binary|-ascii)?)[ \t]+'"([^"'\\\r\n]{4,200})"'|(?:-d|--data(?:-raw|-binary|-ascii)?)[ \t]+'"([^"'\\\r\n]{4,200})"'[ \t][^\r\n]{0,300}?_config/admins/`, {
    secretGroups: [1, 2],
    hints: ['_config/admins/'],
    accept: (v) => notPlaceholder(v) && !/\s/.test(v),
  }),
  // SQL options written `NAME 'value'` without `=`: DuckDB's `CREATE SECRET (TYPE s3, KEY_ID '…', SECRET '…')`, Redshift's
  // `COPY … ACCESS_KEY_ID '…' SECRET_ACCESS_KEY '…' SESSION_TOKEN '…'`. Found from the quote, the option's name checked
  // behind it, in capitals or in lower case as SQL writes keywords; the value must look generated (prose quotes words).
  rule('sql-secret-option', "Secret as an SQL option's quoted value (SECRET '…', SECRET_ACCESS_KEY '…', SESSION_TOKEN '…')", String.raw`'(?<=(?<![\w$.-])(?:SECRET|SECRET_ACCESS_KEY|SECRET_KEY|SESSION_TOKEN|CLIENT_SECRET|ACCOUNT_KEY|TOKEN|secret|secret_access_key|secret_key|session_token|client_secret|account_key|token)[ \t]+')([^'\s]{12,500})'`, {
    secretGroups: [1],
    hints: ['secret ', 'secret\t', 'token ', 'token\t', 'key ', 'key\t'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v)),
  }),
  // Any tool given a user and then a password (`sqlcmd -U sa -P …`, `mongodump -u x -p …`, `az login -u … -p …`).
  rule('cli-user-password', 'Password flag after a user flag on a command line (-U x -P …, -u x -p …, --username x --password …)', String.raw`-(?<=[ \t]-)(?:(?:[uU]|-user(?:name)?)(?:[ \t]+|=)["']?[^\s"'-][^\s"']{0,100}["']?[ \t](?:[^\r\n]{0,200}?[ \t])?(?:-[pP]|-w|-pw|-pass|--pass(?:word|wd)?|--pwd)|D[ \t]+(?:"[^"\r\n]{1,200}"|'[^'\r\n]{1,200}'|[^\s"'-][^\s"']{0,200})[ \t](?:[^\r\n]{0,200}?[ \t])?-w|p[ \t]+[\w.-]{1,64}\/[\w.@-]{1,128}[ \t](?:[^\r\n]{0,200}?[ \t])?-w)(?:[ \t]+|=)["']?([^\s"'$-][^\s"']{2,200})["']?(?=\s|$)`, {
    secretGroups: [1],
    // -D <bind DN> … -w <password>: the LDAP tools (ldapsearch, ldapmodify, ldapadd); ` -w` is in every such match.
    hints: [' -u ', ' -u=', ' --user', ' -w ', ' -w\t', ' -w='],
    // `mysql -u root -p appdb`: without a digit or random case the word after -p is a database.
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false),
  }),
  // `pg_md5 -m -u postgres <password>`, `pg_enc … -u app <password>`: a user flag and its user, then a
  // password-looking literal as the last argument of the line.
  rule('user-then-password-argument', 'Password as the last argument right after a user flag (-u user <password>, --username=user <password>)', String.raw`-(?<=[ \t]-)-?(?:[uU]|user(?:name)?)(?:[ \t]+|=)["']?[A-Za-z0-9._@\\-]{1,64}["']?[ \t]+["']?([^\s"'$\x60|;&<>()\\-][^\s"'$\x60|;&<>()\\]{7,199})["']?[ \t]*(?:\r?\n|$)`, {
    secretGroups: [1],
    hints: [' -u ', ' -u=', ' --user'],
    accept: acceptStdinValue,
  }),
  // The same with the password flag first (`sqlcmd -P … -U sa`, `tool -p … -u ops`): a user flag
  // with a value later on the line says the flag is a password, not a port or a pattern.
  rule('password-flag-before-user', 'Password flag before a user flag on a command line (-P … -U sa, --password … --user x)', String.raw`-(?<=[ \t]-)(?:[pP]|w|pw|pass|-pass(?:word|wd)?|-pwd)(?:[ \t]+|=)["']?([^\s"'$/\\-][^\s"'/\\]{5,200})["']?(?=(?:[ \t][^\r\n|;&]{0,200}?)?[ \t]-(?:[uU]|-user(?:name)?)(?:[ \t]+|=)["']?[^\s"'-])`, {
    secretGroups: [1],
    hints: [' -u ', ' -u=', ' --user'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^\d+$/.test(v),
  }),
  rule('config-set-secret', 'Secret given to a `config set` command (yarn config set npmAuthToken …, aws configure set aws_secret_access_key …)', String.raw`set(?<=(?:config(?:ure)?)[ \t]+set)[ \t]+(?:--?[\w-]+[ \t]+)*["']?[\w.:/@-]{0,80}?(?:secret|token|password|passwd|api[_.-]?key|access[_.-]?key|auth)[\w.-]{0,40}["']?(?:[ \t]+|=)["']?([^\s"']{8,300})`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['config set', 'configure set'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false),
  }),
  // Commands that store a secret (`gh secret set K --body …`, `dotnet user-secrets set "K" …`,
  // `vercel env add K <<< …`, `aws ssm put-parameter … --value …`, `poetry config http-basic.x user …`,
  // `composer config bearer.host …`): the first argument after the command that looks generated.
  rule('secret-store-command', 'Secret given to a command that stores one (secret set, user-secrets set, env add, put-parameter, config http-basic / bearer)', String.raw`(?:secrets?[ \t]+(?:set|add|put|create)|user-secrets[ \t]+set|env[ \t]+add|put-parameter|config[ \t]+(?:--?[\w-]+[ \t]+)*["']?(?:http-basic|bearer)[\w.:/@-]{0,80})[ \t]+(?:[^\s]{1,200}[ \t]+){0,8}?["']?(?![0-9a-f]{8}-)(?=[A-Za-z0-9+/=_~.-]*\d)(?=[A-Za-z0-9+/=_~.-]*[A-Za-z])([A-Za-z0-9+/=_~-][A-Za-z0-9+/=_~.-]{11,300})["']?(?=[ \t]|\r?\n|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['secret set', 'secrets set', 'secret add', 'secrets add', 'secret put', 'secrets put', 'secret create', 'secrets create', 'user-secrets', 'env add', 'put-parameter', 'http-basic', 'bearer'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v)) && !looksLikeCode(v, false),
  }),
  rule('powershell-plaintext-secret', 'Secret made a SecureString from plain text (ConvertTo-SecureString "…" -AsPlainText)', String.raw`ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(?:"([^"\r\n]{3,500})"|'([^'\r\n]{3,500})')[ \t]+-AsPlainText`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['convertto-securestring'],
    accept: notPlaceholder,
  }),
  // Formats from the gitleaks coverage table (docs/troubleshoot.md, "Secrets")
  rule('adobe-client-secret', 'Adobe client secret (p8e-)', String.raw`${L}p8e-[A-Za-z0-9]{32}${R}`, { hints: ['p8e-'], accept: hasDigit }),
  rule('authress-access-key', 'Authress service client access key (sc_….acc_…)', String.raw`${L}(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][A-Za-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}(?![A-Za-z0-9+/_=-])`, {
    hints: ['.acc_', '.acc-'],
  }),
  rule('aws-bedrock-api-key', 'Amazon Bedrock API key (ABSK…, bedrock-api-key-…)', String.raw`${L}(?:ABSK[A-Za-z0-9+/]{100,300}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%]{40,4000})(?![A-Za-z0-9+/=%])`, {
    hints: ['absk', 'bedrock-api-key-'],
  }),
  rule('clickhouse-cloud-key', 'ClickHouse Cloud API secret (4b1d…)', String.raw`${L}4b1d[A-Za-z0-9]{38}${R}`, { hints: ['4b1d'], accept: hasMixedCase }),
  rule('defined-networking-key', 'Defined Networking API key (dnkey-)', String.raw`${L}dnkey-[A-Za-z0-9_=-]{26}-[A-Za-z0-9_=-]{52}${R}`, { hints: ['dnkey-'] }),
  // Two rules, so each runs only when its own hint occurs.
  rule('dropbox-token', 'Dropbox short-lived access token (sl.…)', String.raw`(?<![A-Za-z0-9_+/=.-])sl\.[A-Za-z0-9_=.-]{130,1400}(?![A-Za-z0-9_+/=-])`, {
    hints: ['sl.'],
    accept: hasDigit,
  }),
  rule('dropbox-long-lived-token', 'Dropbox long-lived access token (…AAAAAAAAAA…)', String.raw`(?<![A-Za-z0-9_+/=.-])[A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43}(?![A-Za-z0-9_+/=-])`, {
    hints: ['aaaaaaaaaa'],
    accept: hasDigit,
  }),
  rule('facebook-app-token', 'Facebook app access token (app id|app secret)', String.raw`(?<![0-9])\d{15,16}(?:\||%7C)[A-Za-z0-9_-]{27,40}${R}`, {
    hints: ['|', '%7c'],
    accept: (v) => /[A-Za-z]/.test(v),
  }),
  rule('gitlab-session-cookie', 'GitLab session cookie (_gitlab_session=)', String.raw`_gitlab_session=([a-z0-9]{32})(?![A-Za-z0-9])`, {
    secretGroups: [1],
    hints: ['_gitlab_session='],
  }),
  rule('huggingface-org-token', 'Hugging Face organization token (api_org_)', String.raw`${L}api_org_[A-Za-z]{34}${R}`, { hints: ['api_org_'] }),
  rule('infracost-key', 'Infracost API key (ico-)', String.raw`${L}ico-[A-Za-z0-9]{32}${R}`, { hints: ['ico-'], accept: (v) => hasDigit(v) && hasMixedCase(v) }),
  rule('intra42-secret', '42 Intra client secret (s-s4t2ud-, s-s4t2af-)', String.raw`${L}s-s4t2(?:ud|af)-[a-f0-9]{64}${R}`, { hints: ['s-s4t2'] }),
  rule('jwt-base64', 'JSON Web Token encoded once more in base64 (ZXlK…)', String.raw`${L}ZXlK[A-Za-z0-9+/]{60,8000}={0,2}(?![A-Za-z0-9+/=])`, {
    hints: ['zxlk'],
    accept: (v) => /^eyJ[A-Za-z0-9_-]{5,}\.eyJ/.test(Buffer.from(v.slice(0, 400), 'base64').toString('latin1')),
  }),
  rule('lob-api-key', 'Lob API key (live_ / test_, live_pub_)', String.raw`${L}(?:live|test)_(?:pub_[a-f0-9]{31}|[a-f0-9]{35})${R}`, { hints: ['live_', 'test_'] }),
  // Mollie API keys (30 letters and digits), Adyen client keys (32 upper-case letters and digits).
  rule('live-test-key', 'Mollie API key / Adyen client key (live_ / test_ + 30-32 letters and digits), Mollie access token (access_)', String.raw`_(?<=(?<![A-Za-z0-9_-])((?:live|test)_|access_))(?:[A-Za-z0-9]{30,32}|[A-Za-z0-9]{40})${R}`, {
    secretFrom: [1],
    hints: ['live_', 'test_', 'access_'],
    accept: (v) => /^(?:(?:live|test)_[A-Za-z0-9]{30,32}|access_[A-Za-z0-9]{40})$/.test(v) && hasDigit(v.slice(5)) && (/^(?:live|test)_[A-Z0-9]{32}$/.test(v) || hasMixedCase(v.slice(5))),
  }),
  rule('adyen-api-key', 'Adyen API key (AQE…=-…=)', String.raw`${L}AQE[A-Za-z0-9+/]{40,200}={0,2}-[A-Za-z0-9+/]{30,60}={0,2}(?:-[^\s"'\`]{8,40})?(?![A-Za-z0-9+/=])`, {
    hints: ['aqe'],
    accept: hasDigit,
  }),
  // Microsoft's identifiable keys carry a service signature at a fixed place: 32-byte keys
  // (Service Bus, Event Hubs, Relay, Redis, IoT), 40-byte (Search, Container Registry), 44-byte
  // (Functions) and 64-byte (Storage, Cosmos DB, Batch, ML, API Management); and the newer
  // common annotated keys (Azure OpenAI, AI services: 84 characters, JQQJ9 at 52, ACOG near the end).
  rule('azure-identifiable-key', 'Azure identifiable key (…+ASt…==, …AzSe…, …AzFu…, …JQQJ99…ACOG…)', String.raw`(?:(?:\+ASt|ACDb|\+ABa|\+AMC|APIM|\+ASb|\+AEh|\+ARm|AzCa|AIoT|AzFu|AzSe|\+ACR)(?<=(?<![A-Za-z0-9+/=_-])([A-Za-z0-9+/_-]{33,76}).{4})[A-Za-z0-9+/_-]{6}={0,2}|JQQJ9[9DH](?<=(?<![A-Za-z0-9+/=_-])([A-Za-z0-9]{52}).{6})[A-Za-z0-9]{18}ACOG[A-Za-z0-9]{4}(?:[A-Za-z0-9]{2}==)?)(?![A-Za-z0-9+/=_-])`, {
    // Found from the signature, the key's first part checked behind it.
    secretFrom: [1, 2],
    hints: ['+ast', 'acdb', '+aba', '+amc', 'apim', '+asb', '+aeh', '+arm', 'azca', 'aiot', 'azfu', 'azse', '+acr', 'jqqj9'],
    // The documented lengths: 44, 52, 56, 88 characters; 84 or 88 for the annotated keys.
    accept: (v) => [44, 52, 56, 84, 88].includes(v.length) && hasDigit(v) && hasMixedCase(v),
  }),
  rule('maxmind-license-key', 'MaxMind license key (…_mmk)', String.raw`${L}[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk${R}`, { hints: ['_mmk'] }),
  rule('octopus-deploy-key', 'Octopus Deploy API key (API-)', String.raw`${L}API-[A-Z0-9]{26}${R}`, { hints: ['api-'], accept: hasDigit }),
  rule('openshift-token', 'OpenShift user token (sha256~)', String.raw`${L}sha256~[A-Za-z0-9_-]{43}${R}`, { hints: ['sha256~'] }),
  rule('settlemint-token', 'SettleMint access token (sm_pat_, sm_aat_, sm_sat_)', String.raw`${L}sm_[aps]at_[A-Za-z0-9]{16}${R}`, { hints: ['sm_pat_', 'sm_aat_', 'sm_sat_'] }),
  // Any spelling of the Bundler variable (`BUNDLE_GEMS__CONTRIBSYS__COM`, `bundleGemsContribsysCom`), as an XML element too.
  rule('sidekiq-credentials', 'Sidekiq Pro / Enterprise gem server credentials', String.raw`bundle[_.-]*(?:enterprise|gems)[_.-]*contribsys[_.-]*com(?:${ASSIGN}|[ \t]+|>[ \t]*(?:\r?\n[ \t]*)?)([a-f0-9]{8}:[a-f0-9]{8})(?![A-Za-z0-9])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['contribsys'],
  }),
  rule('sourcegraph-token', 'Sourcegraph access token (sgp_)', String.raw`${L}sgp_(?:(?:[a-f0-9]{16}|local)_)?[a-f0-9]{40}${R}`, { hints: ['sgp_'] }),
  rule('nuget-config-password', 'NuGet.config package source password', String.raw`<add[ \t]+key=["'](?:ClearText)?Password["'][ \t]+value=["']([^"'\r\n]{1,500})["']`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['password"', "password'"],
    accept: notPlaceholder,
  }),
  rule('curl-user', 'Password in curl -u / --user', String.raw`curl[ \t][^\r\n]{0,500}?(?:-u|--user)(?:[ \t]+|=)["']?[^\s:"']{1,100}:([^\s"'@]{3,200})["']?(?=\s|$)`, {
    secretGroups: [1],
    hints: ['curl'],
    accept: (v) => !/^\d+$/.test(v) && notPlaceholder(v),
  }),
  // `http -a jdoe:'…' https://…` (HTTPie, xh), `--auth user:…`: the part after the user is the password;
  // not a host's path (`rsync -a user@host:dir/`), a port or a word.
  rule('auth-flag-password', 'Password in user:password after -a / --auth (HTTPie, xh)', String.raw`(?<![\w-])(?:-a|--auth)(?:[ \t]+|=)["']?[^\s:"'@/]{1,100}:["']?([^\s"'@/]{6,200})["']?(?=\s|$)`, {
    secretGroups: [1],
    hints: ['-a ', '-a\t', '--auth'],
    // Digits and letters that change class the way passwords do, not a remote directory (`rsync -a web1:releases2024`).
    accept: acceptAccountSecret,
  }),
  rule('api-key-header', 'API key / token header (X-API-Key:, Private-Token:, apikey:)', String.raw`:(?<=(?<![A-Za-z0-9_-])(?:(?:x-(?:[a-z]+-)?)?(?:api-?key|api-token|auth-token|access-token|private-token)|([A-Za-z][A-Za-z0-9]*-(?:[A-Za-z0-9]+-){0,3}(?:(?:access|auth|api|private|secret|client|session)?(?:key|token|secret)|auth|password|passwd|pass|pwd)|(?<=["'])[A-Za-z][A-Za-z0-9]*_(?:[A-Za-z0-9]+_){0,3}(?:token|secret|auth)))[ \t]*:)[ \t]*([A-Za-z0-9._~+/=-][A-Za-z0-9._~+/=:|$-]{11,500})(?![A-Za-z0-9._~+/=:|$-])`, {
    flags: 'i',
    secretGroups: [2],
    // Any header named for a key or token (`Ocp-Apim-Subscription-Key:`, `X-Auth-Key:`) when its value looks generated;
    // a name with underscores only right after a quote (`curl -H 'api_access_token: …'`): unquoted, it is YAML's.
    // A qualifier joined to the word in one part of the name (`X-PW-AccessToken:`, Copper) is read as the word.
    hints: ['api-key', 'apikey', 'api-token', 'auth-token', 'access-token', 'private-token', '-key', '-token', '-secret', '-auth', '-pass', '-pwd', '_token', '_secret', '_auth', ...HEADER_JOINED_HINTS],
    accept: (v, _group, match) => acceptHeaderValue(v, match?.[1]),
  }),
  // The same headers set by a call (`req.Header.Set("X-Dataverse-Key", "…")`, `setRequestHeader('X-Auth-Token', …)`,
  // `.header("X-Api-Key", …)`): the header's name and value as the call's two literals.
  rule('header-call', 'API key / token header set by a call (Header.Set("X-…-Key", "…"), setRequestHeader, addHeader, .header(…))', String.raw`(?<![A-Za-z0-9_$])(?:[Hh]eaders?\.(?:[Ss]et|[Aa]dd|append|put)|set(?:Request)?Header|addHeader|putHeader|withHeader|header)\([ \t]*["']((?:x-(?:[a-z]+-)?)?(?:api-?key|apikey|api-token|auth-token|access-token|private-token)|[A-Za-z][A-Za-z0-9]*-(?:[A-Za-z0-9]+-){0,3}(?:key|token|secret|auth|password|passwd|pass|pwd))["'][ \t]*,[ \t]*["']([A-Za-z0-9._~+/=-]{12,500})["']`, {
    flags: 'i',
    secretGroups: [2],
    hints: ['header'],
    accept: (v, _group, match) => acceptHeaderValue(v, match?.[1]),
  }),
  rule('authorization-scheme', 'Authorization header with a scheme other than Bearer and Basic (Bot, token, SSWS, Splunk, …)', String.raw`authorization${ASSIGN}(?:(?!bearer[ \t]|basic[ \t])[A-Za-z][A-Za-z0-9_.-]{1,30}[ \t]+([A-Za-z0-9._~+/:=|$-]{16,4000})|([A-Za-z0-9][A-Za-z0-9._~+/:=|$-]{15,4000}))(?![A-Za-z0-9._~+/:=|$-])`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['authorization'],
    // Without a scheme (`Authorization: <key>`, Pexels, Radar, Foursquare, Openfire's REST API): 16 characters or more
    // that look generated, or letters of both cases whose case changes at random (`STgDoHNxRFTLfncq`, no digit).
    accept: (v, group) =>
      notPlaceholder(v) &&
      // A UUID alone after `Authorization:` is the key (OpenNode's `Authorization: <uuid>`): nothing else goes there.
      ((hasDigit(v) && /[A-Za-z]/.test(v) && (group === 1 || looksGenerated(v) || looksRandomCase(v) || generatedPart(v) || UUID_SHAPE.test(v))) ||
        (group === 2 && /^[A-Za-z]{16,}$/.test(v) && (looksRandomCase(v) || looksRandomLetters(v)))),
  }),
  rule('xml-named-secret', 'Secret in an XML element or attribute pair named for it (<property name="…password" value="…"/>)', String.raw`<[A-Za-z_][\w.:-]{0,40}[ \t]+(?:[\w.:-]{1,40}=["'][^"'<>\r\n]{0,200}["'][ \t]+){0,6}?(?:name|key|id)=["'][\w.:-]{0,60}?(?:password|passwd|pwd|secret|token|api[_.-]?key|credentials?)["'](?:[ \t]+value=["']([^"'\r\n<>]{3,500})["']|[ \t]*>([^<\r\n]{3,500})</)`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['name=', 'key=', 'id='],
    accept: (v) => acceptAssignedPassword(v, 1),
  }),
  rule('xml-secret-element', 'Secret in an XML element named for it (<apiToken>…</apiToken>)', String.raw`<((?:[A-Za-z_][\w.:-]{0,60}?)?(?:token|secret|password|passwd|pass|pwd|passphrase|psk|certificate|credentials?)|[A-Za-z_][\w.:-]{0,60}?(?:key|pat)|[A-Za-z_][\w.:-]{0,40}?(?:client|app|api|access|account)[_.-]?id)>[ \t]*(?:\r?\n[ \t]*)?([^\s<>"']{8,500})(?=[ \t]*(?:\r?\n[ \t]*)?</\1>)`, {
    flags: 'i',
    secretGroups: [2],
    hints: ['token>', 'secret>', 'password>', 'passwd>', 'pass>', 'pwd>', 'passphrase>', 'psk>', 'certificate>', 'key>', 'pat>', 'id>', 'credential>', 'credentials>'],
    // Digits only: a numeric client id (Discord, Asana) of 15 digits or more. `MII…`: a certificate (public) in DER base64.
    // Under a password's own name (`<pass>`, `<password>`, `<psk>`) letters with the signs passwords use count too (`KphBR~bUDQ-N`, Kodi's advancedsettings.xml).
    accept: (v, _group, match) =>
      !v.startsWith('MII') && acceptAssignedPassword(v, 1) && (/^\d{15,}$/.test(v) || (/[A-Za-z]/.test(v) && (hasDigit(v) || looksRandomCase(v) || looksRandomLetters(v))) || (/(?:pass|passwd|password|pwd|passphrase|psk)$/i.test(match?.[1] ?? '') && passwordLike(v))),
  }),
  // `<dbPasswordPrimary>…</dbPasswordPrimary>`, `<smtp_secret_prod>`: a password's, secret's or token's
  // name with a suffix, unless the suffix says what the value is instead (`<passwordPolicy>`, `<tokenType>`).
  rule('xml-credential-named-element', 'Secret in an XML element whose name holds a credential word (<dbPasswordPrimary>…</dbPasswordPrimary>)', String.raw`<([A-Za-z_][\w.:-]{0,40}?(?:[Pp]assw(?:or)?d|PASSW(?:OR)?D|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN)(?:[_.-]?[A-Za-z0-9]){1,30})>[ \t]*([^\s<>"']{8,500})[ \t]*</\1>`, {
    secretGroups: [2],
    hints: ['password', 'passwd', 'pwd', 'secret', 'token'],
    accept: (v, _group, match) => {
      const last = /([A-Za-z]+)\d*$/.exec((match?.[1] ?? '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').split(/[_.:-]/).filter(Boolean).pop() ?? '')?.[1] ?? '';
      return !NOT_SECRET_SUFFIX.test(last) && !/^(?:policy|required|reset|expir\w*|changed?|length|strength|rules?|hint|complexity)$/i.test(last) && notPlaceholder(v) && !looksLikeCode(v, false) && passwordLike(v);
    },
  }),
  // Windows answer files: `<AdministratorPassword><Value>…</Value>`, `<Password>` then `<Value>` on the next line.
  rule('xml-secret-value-element', 'Secret in a <Value> element inside an element named for it (<Password><Value>…</Value>)', String.raw`<((?:[A-Za-z_][\w.:-]{0,40}?)?(?:password|passwd|secret|token|passphrase))>[ \t]*(?:\r?\n[ \t]*)?<Value>([^\s<>"']{3,500})</Value>`, {
    flags: 'i',
    secretGroups: [2],
    hints: ['<value>'],
    // `*SENSITIVE*DATA*DELETED*`: what Windows writes in place of the password.
    accept: (v) => acceptAssignedPassword(v, 1) && !v.startsWith('*'),
  }),
  // Before the generic assignments, so the marker names the provider rule.
  rule('saas-keyed-secret', 'SaaS API key assignment (Algolia, Okta, PagerDuty, Zendesk, Intercom, Snyk, Finnhub, Bittrex, Kraken, …)', keyedSource(KEYED_SECRET_ENDINGS, String.raw`([A-Za-z0-9_.~+/-]{14,200}={0,2})(?![A-Za-z0-9_.~+/=-])`), {
    flags: 'i',
    secretGroups: [1],
    // Every match has one of these key-name endings; cheaper than a hint per provider.
    hints: ['key', 'token', 'secret', 'pat', 'password', 'auth', 'access', 'credential'],
    accept: (v) => /[A-Za-z]/.test(v) && (hasDigit(v) || looksRandomCase(v)) && notPlaceholder(v) && !looksLikeCode(v, false),
  }),
  rule('saas-keyed-id', 'SaaS client / app id assignment (Discord, LinkedIn, Plaid, Sendbird, Sumo Logic, …)', keyedSource(KEYED_ID_ENDINGS, String.raw`([A-Za-z0-9_-]{14,100})(?![A-Za-z0-9_.~+/=-])`), {
    flags: 'i',
    secretGroups: [1],
    hints: ['id'],
    accept: (v) => ((/[A-Za-z]/.test(v) && (hasDigit(v) || looksRandomCase(v) || looksRandomLetters(v))) || /^\d{15,}$/.test(v)) && notPlaceholder(v) && !looksLikeCode(v, false),
  }),
  rule('kubeconfig-client-key', 'Kubeconfig client-key-data', String.raw`client-key-data[ \t]*:[ \t]*([A-Za-z0-9+/]{40,8000}={0,2})(?![A-Za-z0-9+/=])`, {
    secretGroups: [1],
    hints: ['client-key-data'],
    accept: (v) => hasDigit(v) && hasMixedCase(v),
  }),
  // Generic shapes: a token with a short prefix, capability URLs, DSNs and signed tokens of any provider.
  // Found from the separator (a scan for `_` and `-` followed, within the token, by a digit),
  // the prefix checked behind it: trying every letter of a text as the start of a prefix cost a
  // third of all rules together.
  rule('prefixed-token', 'Token of a short prefix and a long generated part (tgp_v1_…, csk-…, hcaik_…, mlsn.…)', String.raw`[_.-](?=[A-Za-z_-]{0,250}\d)(?=[A-Za-z0-9][A-Za-z0-9_-]{19})(?<=(?<![A-Za-z0-9_.+/=-])((?:[a-z][a-z0-9]{1,11}|[A-Z][A-Z0-9]{1,11})(?:[_.-][A-Za-z][A-Za-z0-9]{0,9}){0,2})[_.-])([A-Za-z0-9][A-Za-z0-9_-]{19,600}={0,2})(?![A-Za-z0-9_+/=-]|\.[A-Za-z0-9])`, {
    secretGroups: [2],
    // After a dot (`mlsn.…`, `v4.local.…`) the generated part is 32 characters or more: `ser.` + 22 is a name.
    accept: (body, _group, match) => acceptPrefixedToken(match?.[1] ?? '', body) && (match?.[0][0] !== '.' || body.replace(/=+$/, '').length >= 32),
  }),
  rule('convex-deploy-key', 'Convex deploy key (prod:<deployment>|<token>)', String.raw`\|(?=[A-Za-z0-9_-]{40})(?<=${L}(?:prod|dev|preview|project):[a-z0-9][a-z0-9-]{2,63}\|)([A-Za-z0-9_-]{40,400})${R}`, {
    secretGroups: [1],
    hints: ['prod:', 'dev:', 'preview:', 'project:'],
    accept: (v) => looksGenerated(v) || looksRandomCase(v),
  }),
  // Vault's tokens before 1.10 (`s.` / `b.` + 24) and Pushbullet access tokens (`o.` + 32).
  rule('letter-dot-token', 'Vault legacy service / batch token (s., b.), Pushbullet access token (o.)', String.raw`\.(?=[A-Za-z0-9]{24})(?<=(?<![A-Za-z0-9_.$-])[sbo]\.)([A-Za-z0-9]{32}|[A-Za-z0-9]{24})(?![A-Za-z0-9_.-])`, {
    secretGroups: [1],
    // Found from the dot, the letter checked behind it; the marker keeps `s.` and replaces what follows.
    hints: ['s.', 'b.', 'o.'],
    accept: (v, _group, match) => (match?.input[match.index - 1] === 'o' ? v.length === 32 : v.length === 24) && hasDigit(v) && hasMixedCase(v) && rareBigramShare(v) >= 0.3,
  }),
  // Ping, ingestion and RPC URLs whose path is the key: Healthchecks.io, Dead Man's Snitch, Loggly,
  // Cronitor, QuickNode, Alchemy, Infura.
  rule('ping-url-key', "Ping, ingestion or RPC URL whose path is the key (hc-ping.com/…, nosnch.in/…, loggly.com/inputs/…, cronitor.link/p/…, …quiknode.pro/…, alchemy.com/v2/…)", String.raw`(?:hc-ping\.com|nosnch\.in|loggly\.com/(?:inputs|bulk)|cronitor\.link/p|quiknode\.pro|alchemy\.com/v2|infura\.io/v3)/([A-Za-z0-9_-]{10,64})(?![A-Za-z0-9_-])`, {
    secretGroups: [1],
    hints: ['hc-ping.com/', 'nosnch.in/', 'loggly.com/', 'cronitor.link/', 'quiknode.pro/', 'alchemy.com/', 'infura.io/'],
    accept: (v) => hasDigit(v) && /[A-Za-z]/.test(v),
  }),
  rule('service-token-prefixes', 'crates.io (cio), Flagsmith server-side (ser.), Axiom API (xaat-) tokens', String.raw`(?:cio[A-Za-z0-9]{32}|ser\.[A-Za-z0-9]{22}|xaat-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})(?<=${L}(?:cio|ser\.|xaat-)[A-Za-z0-9-]{22,36})${R}`, {
    hints: ['cio', 'ser.', 'xaat-'],
    accept: (v) => v.startsWith('xaat-') || (hasDigit(v) && hasMixedCase(v.slice(3))),
  }),
  // Prefixes glued to the generated part, which `prefixed-token` (a separator) cannot see: Scaleway
  // access keys (`SCW` + 17), Exoscale keys (`EXO` + 24 hex), Databricks OAuth secrets (`dose` + 32 hex),
  // Google Cloud Storage HMAC access ids (`GOOG1` + upper-case letters and digits).
  rule('glued-prefix-token', 'Scaleway (SCW…), Exoscale (EXO…), Databricks OAuth (dose…) keys, Google Cloud Storage HMAC access ids (GOOG1…)', String.raw`(?:SCW[A-Z0-9]{17}|EXO[0-9a-f]{24}|dose[0-9a-f]{32}|GOOG1[A-Z0-9]{20,70})(?![A-Za-z0-9_+/=-])`, {
    hints: ['scw', 'exo', 'dose', 'goog1'],
    // The left edge is checked in accept (a lookbehind first would be tried at every position).
    // The part after the prefix has digits and letters (`SCWEXAMPLEKEY…` is no key).
    accept: (v, _group, match) => !/[A-Za-z0-9_.-]/.test(match?.input[match.index - 1] ?? '') && hasDigit(v.slice(3)) && /[A-Za-z]/.test(v.slice(3)) && (v.startsWith('SCW') || v.startsWith('GOOG1') ? /\d.*\d.*\d/.test(v.slice(5)) : looksGenerated(v.replace(/^dose|^EXO/, ''))),
  }),
  // Prefixes their providers document, glued to the generated part or made of encoded text: AWS STS
  // session tokens (base64 that starts with the encoded `origin_ec` / `aws` tag), Trello tokens (`ATTA` +
  // 64 hex + 8 upper-case hex), Intercom access tokens (`dG9rOj`, base64 of `tok:`), ConfigCat SDK keys,
  // Tinybird tokens (`p.eyJ…`), Chromatic project tokens (`chpt_` + 14 hex), YouTrack permanent tokens
  // (`perm:<user>.<name>.<secret>`), Backblaze B2 application keys (`K00n` + 27).
  rule('documented-prefix-token', 'AWS session tokens, Trello (ATTA…), Intercom (dG9rOj…), ConfigCat, Tinybird (p.eyJ…), Chromatic (chpt_…), YouTrack (perm:…), Backblaze B2 (K00n…) tokens', String.raw`(?:(?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdzE)[A-Za-z0-9+/]{100,4000}={0,2}|ATTA[0-9a-f]{64}[0-9A-F]{8}|dG9rOj[A-Za-z0-9+/]{40,200}={0,2}|configcat-sdk-1/[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{22}|p\.eyJ[A-Za-z0-9_-]{20,2000}\.[A-Za-z0-9_-]{20,200}|chpt_[0-9a-f]{14}|perm:[A-Za-z0-9+/=]{4,100}\.[A-Za-z0-9+/=]{4,100}\.[A-Za-z0-9]{20,40}|K00\d[A-Za-z0-9+/_-]{27})(?![A-Za-z0-9_+/=-])`, {
    hints: ['iqojb3jpz2lux2vj', 'fwogzxivyxdze', 'atta', 'dg9roj', 'configcat-sdk-1/', 'p.eyj', 'chpt_', 'perm:', 'k00'],
    // The left edge is checked here (a lookbehind first would be tried at every position); the generated
    // part has digits and letters (`chpt_00000000000000`, `K000AAAAAAAAAAAAAAAAAAAAAAAAAAA` are no tokens).
    accept: (v, _group, match) => !/[A-Za-z0-9_.+/-]/.test(match?.input[(match?.index ?? 1) - 1] ?? '') && hasDigit(v.slice(4)) && /[A-Za-z]/.test(v.slice(4)) && !/(.)\1{5}/.test(v) && notPlaceholder(v),
  }),
  // Nix's binary-cache signing keys are `<name>-<n>:<base64>`: the public half 32 bytes (44 characters), the
  // secret half 64 (88 characters, `nix-store --generate-binary-cache-key`), so the length tells them apart.
  rule('nix-signing-key', 'Nix binary-cache secret signing key (<name>-1:<88 base64 characters>)', String.raw`-\d{1,4}:([A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])`, {
    secretGroups: [1],
    hints: ['=='],
    accept: (v, _group, match) => /[A-Za-z0-9]$/.test(match?.input.slice(0, match.index) ?? '') && hasDigit(v) && hasMixedCase(v) && !/(.)\1{5}/.test(v),
  }),
  rule('bitwarden-access-token', 'Bitwarden Secrets Manager access token (0.<uuid>.<client secret>:<key>)', String.raw`0\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9]{20,40}:[A-Za-z0-9+/]{20,44}={0,2}(?![A-Za-z0-9_+/=-])`, {
    hints: ['0.'],
    accept: (_v, _group, match) => !/[A-Za-z0-9_.-]/.test(match?.input[match.index - 1] ?? ''),
  }),
  // Splunk On-Call's (VictorOps') REST endpoint carries the integration key: `…/integrations/generic/20131114/alert/<key>/<routing key>`.
  rule('webhook-url', 'Webhook URL whose path is the credential (hooks.…/…, …/hooks/…, …/with/key/…, …/integrations/generic/…/alert/…)', String.raw`https?://(?:(?:[A-Za-z0-9-]+\.)*hooks?\.[A-Za-z0-9.-]+(?::\d+)?/([A-Za-z0-9_/~%.-]{10,300})|[A-Za-z0-9.-]+(?::\d+)?(?:/[A-Za-z0-9_.~%-]+){0,6}?/(?:hooks?|webhooks?|with/key|integrations/generic/\d{8}/alert)/([A-Za-z0-9_/~%.-]{6,300}))`, {
    secretGroups: [1, 2],
    hints: ['hook', '/with/key/', '/integrations/generic/'],
    // On a hooks host the whole path is the credential (`hooks.zapier.com/hooks/catch/5569727/sedyqa/`);
    // after a /hooks/ segment elsewhere one segment must look generated (a numeric hook id is not).
    accept: (path, group) =>
      (group === 1 && hasDigit(path) && /[A-Za-z]/.test(path)) ||
      path.split('/').some((seg) => seg.length >= 6 && ((hasDigit(seg) && /[A-Za-z]/.test(seg)) || UUID_SHAPE.test(seg))),
  }),
  // `rtmp://live.example/live/<stream key>` (OBS, ffmpeg, Owncast): the last path segment of a streaming URL is the key.
  rule('stream-key-url', 'Stream key as the last path segment of an RTMP or SRT URL (rtmp://host/app/<key>)', String.raw`(?:rtmp[est]?|srt)://[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:/[A-Za-z0-9_.~-]{1,100}){1,4}?/([A-Za-z0-9_-]{12,200})(?=[\s"'?]|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['rtmp', 'srt://'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v) || acceptPositionalPassword(v)),
  }),
  // `http://nvr.lan:8080/<API key>/monitor/…` (Shinobi): a generated first path segment with more path after it is a key the service reads from its path.
  rule('url-path-key', 'Generated key as the first path segment of a URL with more path after it (http://host/<key>/…)', String.raw`https?://[A-Za-z0-9.-]{1,253}(?::\d{1,5})?/([A-Za-z0-9_-]{24,128})/[A-Za-z0-9]`, {
    secretGroups: [1],
    hints: ['http://', 'https://'],
    accept: (v) => notPlaceholder(v) && hasMixedCase(v) && looksGenerated(v) && !HASH_OR_ID_PREFIX.test(v) && classChanges(v) * 3 >= v.length && rareBigramShare(v) >= 0.4 && !decodesToText(v),
  }),
  // `microk8s join 10.0.0.4:25000/<token>`: a join command's address carries the token as its path.
  rule('join-address-token', 'Token as the path of the address a join command is given (join host:port/<token>)', String.raw`join(?<=(?<![\w-])join)[ \t]+(?:-{1,2}[\w-]{1,30}(?:=[^\s]{1,100})?[ \t]+){0,4}(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:]{2,45}\]):\d{2,5}/([A-Za-z0-9_-]{16,200})(?![\w-])`, {
    secretGroups: [1],
    hints: ['join ', 'join\t'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v)),
  }),
  rule('go-mysql-dsn', 'Password in a Go MySQL DSN (user:password@tcp(host)/db)', String.raw`(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]{1,64}:([^\s:/@"'<>][^\s:/"'<>]{0,199})@(?:tcp6?|udp|unix)\(`, {
    secretGroups: [1],
    hints: ['@tcp(', '@tcp6(', '@udp(', '@unix('],
    accept: notPlaceholder,
  }),
  rule('oracle-connect-password', 'Password in an Oracle connect string (sqlplus user/password@db, CONNECT …, jdbc:oracle:thin:user/password@…)', String.raw`@(?<=(?:(?<![A-Za-z0-9_])(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|dgmgrl|sql|connect|conn)[ \t]+(?:-[A-Za-z]+[ \t]+)*(?:(?:target|auxiliary|catalog)[ \t]+)?|\.connect\([ \t]*["']|jdbc:oracle:(?:thin|oci8?):)[A-Za-z_][\w$#]{0,30}/([^\s@/"']{1,100})@)`, {
    flags: 'i',
    secretGroups: [1],
    // `cx_Oracle.connect("scott/…@db:1521/ORCLPDB1")`: the same string as a connect call's literal.
    hints: ['sqlplus', 'sqlldr', 'expdp', 'impdp', 'exp ', 'imp ', 'rman', 'dgmgrl', 'sql ', 'conn ', 'jdbc:oracle:', '.connect("', ".connect('", '.connect( '],
    accept: notPlaceholder,
  }),
  rule('jwt', 'JSON Web Token (eyJ...eyJ...sig)', String.raw`${L}eyJ[A-Za-z0-9_-]{5,4000}\.eyJ[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{0,2000}${R}`, {
    hints: ['eyj'],
  }),
  // JWE (five parts) and other JOSE objects whose payload is not a JSON object: told by the header.
  rule('jose-token', 'JOSE object (JWE, JWS) with a JSON header (eyJ….….…)', String.raw`${L}eyJ[A-Za-z0-9_-]{10,2000}(?:\.[A-Za-z0-9_-]{0,8000}){2,4}${R}`, {
    hints: ['eyj'],
    accept: (v) => /"(?:alg|enc)"/.test(Buffer.from(v.slice(0, v.indexOf('.')), 'base64url').toString('latin1')) && v.length >= 60,
  }),
  // `https://<token>@host` (Uptrace, Sentry-style DSNs, git remotes with a token): a user part that looks generated.
  rule('url-token-user', 'URL whose user part is a token (https://<token>@host)', String.raw`://(?<=(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}://)([A-Za-z0-9_~.-]{16,200})(?::([^\s/@"'<>]{0,100}))?@(?=[A-Za-z0-9[])`, {
    secretGroups: [1],
    hints: ['://'],
    // `https://<token>:x-oauth-basic@github.com`: the token is the user when the password is a word; a password
    // of its own is url-credentials' (Sentry's public:secret, or its marker on a second pass).
    // A UUID as the user with no password is a key too (`vless://<uuid>@host`, a DSN's key).
    // With no password after it, a user part of random letters and digits is one too (`hysteria2://<password>@host`).
    accept: (v, _group, match) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v) || (match?.[2] === undefined && (acceptPositionalPassword(v) || (UUID_SHAPE.test(v) && !/^0{8}-/.test(v))))) && /^[a-z-]{0,20}$/.test(match?.[2] ?? ''),
  }),
  rule('url-credentials', 'URL / connection string with a password (scheme://user:pass@host)', String.raw`://(?<=(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}://)[^\s:/@"'<>]{0,100}:([^\s/@"'<>]{1,200}(?:@[^\s/@"'<>]{1,200}){0,3}?)@(?=[^\s/@"'<>]{0,253}(?:[/?#\s"'<>]|$))`, {
    secretGroups: [1],
    hints: ['://'],
    // A password with an `@` left unencoded (`mongodb://admin:Xy7@Qz!@host`): the host follows the last `@`.
    // `cvs://:pserver:anoncvs@host`: a CVS access method, not a password; `[:\fIpass\fR]@`,
    // `[[USER:]PASSWORD@]`: a manual's syntax, not a URL. A word that repeats the user (`postgresql://umami:umami@db`,
    // a compose file's shipped default) is a documented default pair, as on a command line.
    accept: (v, _group, match) =>
      notPlaceholder(v) && !/^(?:pserver|gserver|kserver|ext|server|fork):/.test(v) && !/\\f[BIRP]|^\]|\]$/.test(v) && !(/^[A-Za-z]+$/.test(v) && match?.[0].slice(3, 3 + v.length + 1) === `${v}:`),
  }),
  rule('authorization-bearer', 'Bearer token (Authorization header)', String.raw`(?<![A-Za-z0-9_])bearer[ \t]+(?:[A-Za-z][\w.@-]{0,63}[ \t]+(?=[A-Za-z0-9._~+/-]{16}))?((?=[A-Za-z0-9._~+/:|=-]{16})(?:[A-Za-z0-9._~+/-]{1,4000}=*[:|])*[A-Za-z0-9._~+/-]{1,4000}=*)(?![A-Za-z0-9._~+/=-])`, {
    // Also a user before the secret (`Bearer automation <secret>`, Checkmk's REST API), and a credential
    // of parts joined by `:` or `|` (YouTrack's `perm:<user>.<name>.<secret>`, Laravel Sanctum's `<id>|<secret>`).
    flags: 'i',
    secretGroups: [1],
    hints: ['bearer'],
    accept: (v) => hasDigit(v) && /[A-Za-z]/.test(v) && !isPlaceholder(v),
  }),
  // Also a web server's directive that sets the header, its value quoted after the name (nginx's `proxy_set_header
  // Authorization "Basic …"`, Apache's `RequestHeader set Authorization "Basic …"`, HAProxy's `set-header`): there the
  // value must decode to `user:password` (prose says `Authorization Basic authentication`).
  rule('authorization-basic', 'Basic credentials (Authorization header, or a directive that sets it)', String.raw`authorization(?:${ASSIGN}|[ \t]+["'])basic[ \t]+([A-Za-z0-9+/]{8,2000}={0,2})(?![A-Za-z0-9+/=])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['authorization'],
    accept: (v, _group, match) => match === undefined || !/^authorization[ \t]+["']/i.test(match[0]) || /^[\x20-\x7e]{1,200}:[\x20-\x7e]{1,400}$/.test(Buffer.from(v, 'base64').toString('latin1')),
  }),

  // Shapes of a secret in tools' own syntaxes, whatever the provider.
  // `nmcli dev wifi connect office password …`, `bindpw …` (nslcd.conf), `password …` (msmtprc):
  // the name, a space, then a value that looks generated.
  // Also `requirepass …` / `masterauth …` (redis.conf) and Redis' `AUTH …`.
  rule('password-word-argument', 'Generated-looking value after a password name and a space (password …, bindpw …, psk …, requirepass …, AUTH …, insecure-password …, stats auth user:…)', String.raw`${PASSWORD_WORD}(?<=(?<![A-Za-z0-9.-])(?:((?:[A-Za-z]{1,20}[_-]){1,4}|(?<!set[ \t]{1,4})(?:[A-Za-z][A-Za-z0-9]{0,19}[.]){1,5})|[A-Za-z]{0,20})${PASSWORD_WORD})(?:[-_]value)?[ \t]+(?=["']?(?:([A-Za-z0-9._-]{1,40}(?:/[A-Za-z0-9._-]{1,40})?):)?([A-Za-z0-9+/=_~.!@#%^*][A-Za-z0-9+/=_~.!@#%^*-]{7,300})["']?(?:[ \t;,)}>\]]|\r?\n|$))`, {
    // The value is read in a lookahead: a rejected one (`PASS auth_pass …`) may hold the next name.
    // Case-sensitive (the spellings listed): a case-insensitive scan for these letters cost twice as much.
    // It ends at a space, the end of the line or a terminator (`auth_ldap_bind_password …;`, nginx).
    // The name may say it is the value (`plain-text-password-value "…"`, Junos).
    secretGroups: [3],
    hints: ['-value ', '_value ', '-value\t', '_value\t', 'password ', 'passwd ', 'passphrase ', 'pass ', 'pwd ', 'pw ', 'psk ', 'auth ', 'password\t', 'passwd\t', 'passphrase\t', 'pass\t', 'pwd\t', 'pw\t', 'psk\t', 'auth\t', 'bindpw', 'rootpw'],
    // Under a compound name (`auth_pass …`, keepalived; `insecure-password …`, HAProxy) or after a
    // user (`stats auth user:…`) 8 characters with digits and letters count; else 12 that look
    // generated, or 8 letters and digits of both cases after a name ending in password (`password
    // z5kk2X7rtSbF`, a PPP options file; `AuthLDAPBindPassword …`; not `Pass HKPStatus1` in a changelog).
    accept: (v, _group, match) =>
      notPlaceholder(v) && !looksLikeCode(v, false) && !v.startsWith('/') &&
      (match?.[1] !== undefined || match?.[2] !== undefined
        ? passwordLike(v)
        : (v.length >= 12 && (looksGenerated(v) || looksRandomCase(v))) ||
          (v.length >= 8 && hasDigit(v) && hasMixedCase(v) && /^[A-Za-z0-9]+$/.test(v) && match !== undefined &&
            /^(?:password|passwd|passphrase)$/i.test(match[0].trim()))),
  }),
  // `shared_key …` (Fluentd), `pre-shared-secret …` (VyOS), `ldap_default_authtok …`: a compound
  // name ending in secret, key or token, a space, then a value that looks generated.
  rule('compound-name-argument', 'Generated-looking value after a compound secret name and a space (shared_key …, pre-shared-secret …, …_authtok …)', String.raw`[_-](?:secret|key|token|authtok|SECRET|KEY|TOKEN|AUTHTOK)(?=[ \t]+["']?[A-Za-z0-9+/=_~.!@#%^*-]{8})(?<=(?<![A-Za-z0-9.$-])(?:[A-Za-z]{1,20}[_-]){1,4}(?:secret|key|token|authtok|SECRET|KEY|TOKEN|AUTHTOK))[ \t]+(?=["']?([A-Za-z0-9+/=_~.!@#%^*][A-Za-z0-9+/=_~.!@#%^*-]{7,300})["']?(?:[ \t;,)}>\]]|\r?\n|$))`, {
    secretGroups: [1],
    // Found from the `_` or `-` before the last word of the name (letters are everywhere), the rest checked behind.
    hints: ['_secret ', '_key ', '_token ', '_authtok ', '-secret ', '-key ', '-token ', '_secret\t', '_key\t', '_token\t', '-secret\t', '-key\t', '-token\t'],
    // After a secret's or token's name any value that is no word (`ENV API_TOKEN …`, `setx API_TOKEN …`); after key or authtok a generated one.
    accept: (v, _group, match) => notPlaceholder(v) && !looksLikeCode(v, false) && !labelledNonSecret(match, v.length) && (v.length >= 12 && (looksGenerated(v) || looksRandomCase(v)) || (/(?:secret|token)$/i.test(match?.[0].trimEnd() ?? '') && passwordLike(v) && !/^[~.]?\//.test(v))),
  }),
  // A secret key as a JSON array of bytes (Solana's id.json, `Keypair.fromSecretKey(Uint8Array.from([…]))`).
  rule('byte-array-key', 'Secret key as an array of 64 bytes (Solana keypair), or of 32 under a secret-named call or variable', String.raw`\[(?:[ \t]*\d{1,3}[ \t]*,){31,63}[ \t]*\d{1,3}[ \t]*\]`, {
    hints: [','],
    accept: (v, _group, match) => acceptByteArrayKey(v, match),
  }),
  // `smbclient -U user%password`, `rpcclient -U 'DOM\user%password'`, `winexe -U 'DOM/user%password'` (Samba's user%password form).
  rule('user-percent-password', 'Password in a user%password argument (-U user%password, -U DOMAIN/user%password)', String.raw`%(?<=[ \t]-(?:U|-user(?:name)?)(?:[ \t]+|=)["']?(?:[^\s%"'/]{1,64}\/)?[^\s%"'/]{1,64}%)([^\s"']{3,200})`, {
    secretGroups: [1],
    hints: [' -u', ' --user'],
    accept: (v) => notPlaceholder(v) && !percentEncoded(v),
  }),
  // String literals passed to an SDK client or setter: found from the parenthesis, the callee
  // checked behind it; every literal argument of the call on the line is looked at.
  rule('sdk-call-literal', 'Generated literal passed to an SDK client or setter (new LoopsClient("…"), getInstance(id, "…"), setKey("…"))', String.raw`\((?<=(?:[Cc]lient|CLIENT|[Aa]pi|API|[Ss]dk|SDK|[Hh]andler|Bot|Instance|[Aa]uth|[Cc]redentials?|Key|Token|Secret|new[ \t]+[A-Z][\w$]{1,40}|(?:[Cc]lient|CLIENT|[Aa]pi|API|[Ss]dk|SDK)${SETUP_METHOD})[ \t]*\()[^()\r\n]{18,900}\)`, {
    locate: (m) => {
      const spans: Array<[number, number]> = [];
      for (const lit of m[0].matchAll(/"([^"\\\s]{16,600})"|'([^'\\\s]{16,600})'/g)) {
        const start = m.index + lit.index + 1;
        spans.push([start, start + (lit[1] ?? lit[2])!.length]);
      }
      return spans;
    },
    accept: (v, _group, match) => acceptCallLiteral(v, match),
  }),
  // A service's SDK is named for the service, and its client class takes the key as its one argument: `smartsheet.Smartsheet('…')`,
  // `coda = Coda('<uuid>')`. The class must be named in its module's name (`smartsheet`, `codaio`) or in the variable it is
  // assigned to, on the same line; value types (`uuid.UUID('…')`, `decimal.Decimal`, `pathlib.Path`) are left out.
  rule('sdk-class-literal', "Generated literal as the one argument of a client class named for its module or its variable (smartsheet.Smartsheet('…'), coda = Coda('…'))", String.raw`\((?=["'])(?<=(?:(?<![\w$.])([a-z][a-z0-9_]{2,40})\.|(?<![\w$.])([a-z][a-z0-9_]{2,40})[ \t]*=[ \t]*)([A-Z][A-Za-z0-9]{2,40})\()(["'])([^"'\s\\]{16,200})\4\)`, {
    secretGroups: [5],
    // The literal right inside the parentheses, as such calls are written: a hint every match holds.
    hints: ['("', "('"],
    accept: (v, _group, match) => !!match && acceptClassLiteral(v, match[1] ?? match[2] ?? '', match[3] ?? '', match[1] !== undefined),
  }),
  // `HTTPBasicAuth("u", "…")`, `Credentials("realm", "host", "user", "…")`, `NetworkCredential("u", "…")`,
  // `auth=("u", "…")`: the last quoted argument of a call named for credentials.
  rule('credential-call', 'Password as the last argument of a credentials call (Credentials(…, "…"), HTTPBasicAuth("u", "…"), auth=("u", "…"), changeUserPassword("u", "…"))', String.raw`\((?<=(?:credentials?|auth|login|password|passwd|pw_set|set_pw)(?: ?= ?)?\()(?:[ \t]*(?:"[^"\r\n]{0,200}"|'[^'\r\n]{0,200}'|[\w.]{1,60})[ \t]*,){0,5}[ \t]*(?:some[ \t]*\([ \t]*)?(?:"([^"\r\n]{6,300})"|'([^'\r\n]{6,300})')(?:\.(?:tochararray|getbytes|tobytearray|encode|into|to_string|to_owned|as_bytes)\([\w. \t]{0,40}\))?(?:[ \t]*\))?[ \t]*\)`, {
    flags: 'i',
    // Rust wraps an optional password in `Some(…)` (`.basic_auth("ci", Some("…"))`, reqwest).
    secretGroups: [1, 2],
    // Every match has the name right before its parenthesis; found from the parenthesis, the name checked behind (13 → 6 ms on 8 MB).
    // Every spacing of `name = (` the pattern allows is a hint, so a slice without another hint runs it too
    // (`credentials = ('<client id>', '<secret>')`, O365, was read only when a `login(` was near).
    // `username_pw_set("user", "…")` (paho-mqtt) and `passwd(…)` name the password too; a conversion may follow
    // the literal (`withPassword("…".toCharArray())`, Lettuce; `"…".getBytes()`, `.into()`).
    hints: ['credential', 'credentials', 'auth', 'login', 'password', 'passwd', 'pw_set', 'set_pw'].flatMap((name) => ['(', '=(', ' =(', '= (', ' = ('].map((eq) => name + eq)),
    // A user-and-password setter's one literal is the user (`username_pw_set("sensor01")`).
    accept: (v, _group, match) => acceptAssignedPassword(v, 1) && passwordLike(v) && (match === undefined || !/(?:pw_set|set_pw)$/i.test(match.input.slice(Math.max(0, match.index - 6), match.index)) || match[0].includes(',')),
  }),
  // A map of users to their passwords (`users: { 'admin': '…' }`, express-basic-auth; `"users": {"ops": "…"}`).
  rule('users-map-password', "Passwords as the values of a map of users (users: { 'admin': '…' })", String.raw`\{(?<=(?<![A-Za-z0-9_])(?:[Uu]sers|USERS|[Aa]ccounts|ACCOUNTS|[Ll]ogins|LOGINS|(?:basic|Basic|BASIC)[_-]?(?:[Aa]uth|AUTH)[_-]?(?:[Uu]sers|USERS))["']?[ \t]*(?:[:=]|=>)[ \t]*\{)[^{}\r\n]{3,1000}\}`, {
    hints: ['users', 'accounts', 'logins'],
    locate: mapValueSpans,
    accept: (v) => acceptAssignedPassword(v, 1) && passwordLike(v) && !/^[~.]?\//.test(v) && !v.includes('://') && !/\s/.test(v),
  }),
  // A block or map named for credentials (Consul's `acl { tokens { agent = "<uuid>" } }`, `secrets: { ci: '…' }`):
  // each member's value is one when it is a UUID or looks generated. The rest of the opening line and the
  // next line are read (redactLarge keeps a line ending in `tokens {` with the next), so of a block over
  // many lines only the first member is sure to be taken.
  rule('credential-block', 'Values of a block or map named for tokens, secrets or passwords (tokens { agent = "…" })', String.raw`\{(?<=(?<![A-Za-z0-9_.-])(?:[Tt]okens|TOKENS|[Ss]ecrets|SECRETS|[Pp]asswords|PASSWORDS|${QUALIFIED_KEYS})["']?[ \t]*(?:[:=]|=>)?[ \t]*\{)[^{}\r\n]{0,1000}(?:\r?\n[^{}\r\n]{1,1000})?`, {
    // Also keys named for what they secure (`"securityKeys": {"S2_Unauthenticated": "<hex>"}`, Z-Wave JS).
    hints: ['tokens', 'secrets', 'passwords', 'keys'],
    locate: mapValueSpans,
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v) && !v.includes('://') && (UUID_SHAPE.test(v) || looksGenerated(v) || looksRandomCase(v)),
  }),
  // A list under a credential's name: `"passwords": ["…", "…"]`, `secret: ['…', '…']`, `'tokens' => array('…')`,
  // and a YAML sequence (`password:` then `  - …` lines, Trojan and Hysteria configs); every item is looked at.
  rule('credential-list', 'Items of a list under a credential name (passwords: […], secret: [\'…\', \'…\'], password:\\n  - …)', String.raw`(?:\[|\((?<=array\())(?<=[:=>][ \t]*(?:\[|array\())(?<=${LIST_NAME}[ \t]*(?:[:=]|=>)[ \t]*(?:\[|array\())[^\]\r\n]{2,1000}[\])]|:(?=[ \t]*\r?\n[ \t]*-[ \t])(?<=${LIST_NAME}:)[ \t]*(?:\r?\n[ \t]*-[ \t]+[^\r\n]{1,300}){1,8}`, {
    hints: ['pass', 'secret', 'token', 'key', 'credential'],
    locate: listItemSpans,
    accept: acceptListItem,
  }),
  // `jwt.sign(payload, '…')`, `cookieParser('…')`, `conn.login(user, '…', cb)`, `new Sequelize('db', 'user', '…', {…})`:
  // the argument a library's signature gives the credential, whatever comes after it.
  rule('signature-credential', "Credential at its place in a library call's signature (jwt.sign(payload, '…'), createHmac('sha256', '…'), generateSignature(body, '…'), cookieParser('…'), login(user, '…', cb), new Sequelize(db, user, '…'))", String.raw`\((?<=(?:\.(?:sign|verify|new|login|logIn|signIn|authenticate|bind|simple_bind_s|simple_bind|bind_s)|createHmac|cookieParser|cookieSession|UsmUserData|(?:[Gg]enerate|[Cc]reate|[Cc]ompute|[Cc]alculate|[Mm]ake)_?(?:[Ss]ignature|SIGNATURE|[Cc]hecksum|CHECKSUM|[Hh]mac|HMAC)|new[ \t]+(?:Sequelize|PDO)|(?<=new[ \t]+(?:[\w$]+\.){0,4})[A-Z][A-Za-z]*(?:Auth|Credential)[A-Za-z]*)\()`, {
    hints: ['sign(', 'verify(', '.new(', 'login(', 'signin(', 'authenticate(', 'createhmac(', 'cookieparser(', 'cookiesession(', 'sequelize(', 'pdo(', 'bind(', 'bind_s(', 'auth', 'credential', 'usmuserdata(', 'signature(', 'checksum(', 'hmac('],
    locate: signatureCredentialSpans,
    accept: acceptSignatureCredential,
  }),
  // `ssh.connect('host', 22, 'deploy', '…')`, `mysql_real_connect(conn, "db", "app", "…", …)`, `DBI->connect(dsn, "app", '…')`:
  // a call named for opening a connection or session, the password right after the user's literal.
  rule('connect-call-credential', "Password after the user in a call that opens a connection or session (connect(host, port, user, '…'), mysql_real_connect(…), DBI->connect(dsn, user, '…'))", String.raw`\((?<=(?:[Cc]onnect|CONNECT|[Cc]onnection|[Dd]ialer|[Ss]ession|[Cc]lient|FTP|FTP_TLS|FTPS|SMTP|SMTP_SSL|IMAP4|IMAP4_SSL|POP3|POP3_SSL)[ \t]*\()`, {
    hints: ['connect', 'dialer', 'session', 'client', 'ftp', 'smtp', 'imap4', 'pop3'],
    locate: connectCallSpans,
    accept: acceptSignatureCredential,
  }),
  // Browser and acceptance tests type the password into its field: `getByLabel('Password').fill('…')`,
  // `$('#password').setValue('…')`, `find_element(By.ID, "password").send_keys("…")`, `page.fill('#password', '…')`,
  // `fill_in 'Password', with: '…'` (Capybara), `I fill in "password" with "…"` (Behat, Mink).
  rule('form-fill-password', "Password typed into a password field by a browser test (locator('#password').fill('…'), fill_in 'Password', with: '…')", String.raw`(?:[Pp]ass|PASS|[Pp]wd|PWD)(?=[^"'\r\n]{0,40}?["'](?:\)|[ \t]*,|[ \t]+with[ \t]))(?<=((?:\.fill|\.type|fill_in|fillField|fill_field|\.setValue|typeText|type_text|input_text|fill[ \t]+in)[ \t]*\(?[ \t]*)?(["'])[^"'\r\n]{0,40}(?:[Pp]ass|PASS|[Pp]wd|PWD))[^"'\r\n]{0,40}?\2(\)(?:[ \t]*\.[A-Za-z_]\w{0,30}\([^()\r\n]{0,80}\)){0,2}[ \t]*\.(?:fill|type|setValue|addValue|sendKeys|send_keys|pressSequentially|press_sequentially|typeText|clearAndType)[ \t]*\([ \t]*|[ \t]*,[ \t]*(?:with:[ \t]*|:with[ \t]*=>[ \t]*)?|[ \t]+with[ \t]+)(["'])([^"'\r\n]{4,200})\4`, {
    secretGroups: [5],
    hints: ['pass', 'pwd'],
    // The field's literal then `, value` or ` with value` only in a fill call (`['password', 'token2fa']` is a list of names).
    accept: (v, _group, match) => match !== undefined && (match[3]!.startsWith(')') || match[1] !== undefined) && acceptSignatureCredential(v),
  }),
  // Robot Framework's variable table: `${PASSWORD}    …` (two spaces or more between the name and the value).
  rule('robot-variable-secret', 'Secret in a Robot Framework variable table (${PASSWORD}    …)', String.raw`\$\{(?<=^[ \t]*\$\{)([^{}\r\n]{1,60})\}(?:[ \t]*=)?(?: {2,}|\t)[ \t]*([^\s$%@&][^\r\n]{3,200}?)[ \t]*$`, {
    flags: 'm',
    secretGroups: [2],
    hints: ['${'],
    accept: (v, _group, match) => {
      const name = (match?.[1] ?? '').trim();
      return /(?:pass|pwd|secret|token|api[ _-]?key|credential)/i.test(name) && !FIELD_NOT_VALUE.test(name) && acceptSignatureCredential(v);
    },
  }),
  // Impacket's and similar tools' targets: `domain/user:password@host` (no scheme).
  rule('domain-user-password-target', "Password in a domain/user:password@host target (impacket-psexec 'acme.dev/admin:…@10.0.0.5')", String.raw`@(?!(?:sha|md)\d)(?=[\w.-]{1,253}(?:[\s"']|$))(?<=(?:^|[\s"'])[\w.-]{1,64}\/[\w.$-]{1,64}:([^\s@"'/]{6,128})@)`, {
    // Found from the `@`, the domain, the user and the password read behind it.
    flags: 'm',
    secretGroups: [1],
    hints: ['@'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^\d+(?:\.\d+)*$/.test(v),
  }),
  // ftp's `user` command in a script or here-document (`ftp -n <<EOF` … `user ci <password>`): the name, then the password.
  rule('ftp-user-command', 'Password in an ftp script\'s user command (user name password)', String.raw`user(?<=^[ \t]*user)[ \t]+[\w.@\\-]{1,64}[ \t]+(\S{6,128})[ \t]*$`, {
    // Found from the word, the line's start checked behind it.
    flags: 'm',
    secretGroups: [1],
    hints: ['user '],
    // A password where nothing names it (`user nobody nogroup`, OpenVPN and nginx, stays).
    accept: (v) => acceptPositionalPassword(v) && !/[;{}]/.test(v),
  }),
  // `connect 127.0.0.1:58846 jdoe …` (deluge-console), `open host user …`: a session command with a host (and
  // port), a user and the password, which must look like one where nothing names it.
  rule('connect-host-user-password', 'Password after a host and a user in a connect or open command (connect host:port user …)', String.raw`(?:connect|open)(?<=(?:^|[\s"';])(?:connect|open))[ \t]+(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+)(?::\d{1,5})?[ \t]+[A-Za-z][\w.@-]{0,63}[ \t]+([^\s"';|&<>$\x60]{8,128})(?=[ \t]*(?:$|[;|&"'\r\n]))`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['connect ', 'open '],
    accept: (v) => acceptPositionalPassword(v),
  }),
  // `ionic login me@acme.dev …`, `xo-cli --register https://xo… me@acme.dev …`: a login or register command's
  // e-mail address (after a URL or flags), then the password as the next argument.
  rule('login-email-password', 'Password after the e-mail address of a login or register command (ionic login me@… …, xo-cli --register url me@… …)', String.raw`@(?<=(?:^|[\s"';])(?:login|--?register|register|signin|sign-in)[ \t]+(?:(?:https?://[^\s]{1,200}|-{1,2}[\w-]{1,30}(?:=[^\s]{1,100})?)[ \t]+){0,4}[A-Za-z0-9_][\w.+-]{0,63}@)[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}[ \t]+(["']?)([^\s"';|&<>$\x60]{8,128})\1(?=[ \t]*(?:$|[;|&\r\n]))`, {
    // Found from the address's `@`, the command read behind it.
    flags: 'm',
    secretGroups: [2],
    hints: ['login ', 'register ', 'signin ', 'sign-in '],
    accept: (v) => acceptPositionalPassword(v),
  }),
  // An Ethereum private key given to a call named for a key, wallet or signer (`w3.eth.account.from_key("0x…")`,
  // `new Wallet('0x…')`, `privateKeyToAccount('0x…')`); a transaction's or block's hash has the same shape elsewhere.
  rule('key-call-hex', 'Private key of 64 hex digits given to a call named for a key, wallet or signer (from_key("0x…"), new Wallet("0x…"))', String.raw`0x(?<=(?:key|wallet|signer)\w{0,20}[ \t]*\([ \t]*["'\x60]0x)[0-9a-fA-F]{64}(?![0-9a-fA-F])`, {
    flags: 'i',
    hints: ['0x'],
    accept: (v) => looksGenerated(v.slice(2)),
  }),
  // Game servers' console variables on their command line: `+sv_setsteamaccount <32 hex>` (srcds), `+rcon_password …`,
  // `+set sv_password …`: a variable named for a password, token, key or account, then its value.
  rule('console-variable-secret', 'Secret given to a game server as a console variable on its command line (+sv_setsteamaccount …, +rcon_password …)', String.raw`\+(?<=(?:^|[ \t])\+)(?:set[ \t]+)?[A-Za-z_]{0,30}(?:password|passwd|token|steamaccount|key)[ \t]+(["']?)([^\s"'+][^\s"']{7,127})\1(?=[ \t]|\r?\n|$)`, {
    flags: 'im',
    secretGroups: [2],
    hints: ['password ', 'passwd ', 'token ', 'steamaccount ', 'key '],
    accept: (v) => notPlaceholder(v) && (acceptPositionalPassword(v) || (/^[0-9a-f]{32,}$/i.test(v) && looksGenerated(v))),
  }),
  // A UUID as the id of a syslog structured-data element (`[<uuid>@41058 tag="app"]`, Loggly's template): ids there
  // are names (`exampleSDID@32473`, `origin`), so a UUID is the customer token a hosted service reads.
  rule('syslog-sd-id-token', 'Token as the id of a syslog structured-data element ([<uuid>@41058 …])', String.raw`\[([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})@\d{1,10}(?=[ \]])`, {
    secretGroups: [1],
    hints: ['@'],
  }),
  // Tahoe-LAFS capabilities: a write or read cap is the secret that opens the file or directory (verify caps are not).
  rule('tahoe-capability', 'Tahoe-LAFS write or read capability (URI:DIR2:…:…, URI:SSK:…, URI:CHK:…)', String.raw`URI:(?:DIR2(?:-(?:CHK|LIT|MDMF|RO|MDMF-RO))?|SSK(?:-RO)?|MDMF(?:-RO)?|CHK):[a-z0-9]{20,40}:[a-z0-9]{40,60}(?::\d{1,4}:\d{1,4}:\d{1,20})?`, {
    hints: ['uri:'],
  }),
  // A password file's line in libpq's `.pgpass` form (`host:port:database:user:password`), with usql's protocol
  // before it (`postgres:pg.example.dev:5432:*:ops:…`, `~/.usqlpass`): the last field after a host and a port.
  rule('pgpass-line', 'Password as the last field of a .pgpass-style line (host:port:database:user:password)', String.raw`:(?=(?:\d{1,5}|\*):)(?<=^[ \t]*(?:[a-z][\w+.-]{0,19}:)?(?:\*|localhost|\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+):)(?:\d{1,5}|\*):[^:\s]{1,64}:[^:\s]{1,64}:((?:[^:\s\\]|\\[:\\]){6,128})[ \t]*$`, {
    // Found from the colon before the port, the host checked behind it.
    flags: 'm',
    secretGroups: [1],
    hints: [':'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v),
  }),
  // A wallet's recovery phrase: 12 to 24 words under a name for it.
  rule('seed-phrase', 'Wallet recovery phrase (mnemonic, seed phrase: 12-24 words)', String.raw`(?:mnemonic|seed[_ .-]?(?:phrase|words)|recovery[_ .-]?phrase|secret[_ .-]?phrase)${ASSIGN}((?:[a-z]{3,8}[ \t]+){11,23}[a-z]{3,8})(?![A-Za-z])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['mnemonic', 'seed_phrase', 'seed phrase', 'seed-phrase', 'seed.phrase', 'seedphrase', 'seed_words', 'seed words', 'seed-words', 'seed.words', 'seedwords', 'recovery_phrase', 'recovery phrase', 'recovery-phrase', 'recovery.phrase', 'recoveryphrase', 'secret_phrase', 'secret phrase', 'secret-phrase', 'secret.phrase', 'secretphrase'],
    accept: (v) => [12, 15, 18, 21, 24].includes(v.split(/[ \t]+/).length),
  }),
  // After the older command-line rules (their markers stay); before the generic assignments.
  // Tools whose manuals name a password argument (`htpasswd -b file user <password>`,
  // `plink -pw`, `ipmitool -P`, `net use \\\\h\\s <password>`): the table in command-credentials.ts.
  rule('command-line-credential', 'Password or token argument of a command that takes one (htpasswd -b, rabbitmqctl add_user, vault operator unseal, plink -pw, lftp -u user,pass, ipmitool -P, net use, …)', String.raw`\b${literalTrie(CREDENTIAL_COMMANDS)}(?=[ \t])`, {
    // No hints: a hundred-odd names, some of two letters, cost more to look for than the scan
    // (26 ms on 8 MB of code). `\b` is cheaper than a lookbehind at every position; a name
    // after `.` or `-` (`foo.net use`, `x-curl …`) is dropped in `locate`.
    locate: (m) => (/[.-]/.test(m.input[m.index - 1] ?? '') ? [] : commandCredentialSpans(m.input, m[0], m.index + m[0].length)),
    accept: acceptCommandValue,
  }),
  // `rspamc -P <password>`, `tool -p <password>`: a short `-p`/`-P` (a port, a pattern, a pid or a
  // parent directory for most tools) whose value can only be a password: letters of both cases,
  // digits and a sign passwords use, no sign of code, paths, patterns or hosts.
  rule('password-shaped-flag', 'Password-shaped value after -p or -P (letters of both cases, digits and a sign such as % ^ # ! ~)', String.raw`-(?<=[ \t]-)[pP][ \t]+(["']?)([A-Za-z0-9!#%^*~@+._-]{8,64})\1(?=[ \t]|\r?\n|$)`, {
    secretGroups: [2],
    hints: [' -p '],
    accept: (v) => {
      if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !hasDigit(v) || !/[!#%^*~@+]/.test(v) || isPlaceholder(v) || v.startsWith('-') || v.startsWith('@')) return false;
      const alnum = v.replace(/[^A-Za-z0-9]/g, '');
      return alnum.length >= 6 && classChanges(alnum) * 3 >= alnum.length;
    },
  }),
  // A name/value pair given by flags (`duplicacy set -key password -value …`, `tool --name api_token --value …`).
  rule('flag-pair-secret', 'Secret given as -value after -key or --name naming a credential (set -key password -value …)', String.raw`-(?<=[ \t]-)-?(?:key|name)(?:[ \t]+|=)["']?[\w./-]{0,60}?(?:password|passwd|secret|token|api[_-]?key|passphrase)["']?[ \t]+--?value(?:[ \t]+|=)(["']?)([^\s"']{6,300})\1(?=[ \t]|\r?\n|$)`, {
    secretGroups: [2],
    hints: ['-value'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v) && !v.includes('://'),
  }),
  // A credential named in words and then given, in prose and log lines (`twilio auth token <hex> loaded`,
  // `using api key <key>`, `access token is <token>`): a generated value after the two-word name.
  // Found from the name's last word and a space (spaces only, so the hint is in every match).
  rule('phrase-credential', 'Generated value after a credential named in words (auth token …, api key …, access token is …)', String.raw`(?:token|key|secret)(?= {1,2}(?:(?:is|was|=|:) {1,2})?["'(]?[A-Za-z0-9][A-Za-z0-9_.+/=-]{15})(?<=(?<![A-Za-z0-9])(?:[Aa]uth|[Aa]ccess|[Aa]pi|API|[Bb]ot|[Ss]ession|[Rr]efresh|[Ss]ecret|[Pp]rivate|[Cc]lient|[Aa]pp|[Aa]ccount|[Pp]ersonal|[Ww]ebhook) (?:token|key|secret)) {1,2}(?:(?:is|was|=|:) {1,2})?["'(]?([A-Za-z0-9][A-Za-z0-9_.+/=-]{15,199})(?=["')]?(?:[\s,;.]|$))`, {
    // The value is checked ahead before the name behind: most `key`s and `token`s in code are followed by no such value.
    // Every two-word name is a hint (one space between the words), so the rule runs only on text that has one.
    secretGroups: [1],
    hints: ['auth', 'access', 'api', 'bot', 'session', 'refresh', 'secret', 'private', 'client', 'app', 'account', 'personal', 'webhook'].flatMap((w) => ['token', 'key', 'secret'].map((k) => `${w} ${k}`)),
    // 16 or 40 hex digits after `key` are an OpenPGP key id or fingerprint; 32 hex digits or more after the
    // name are a token even when their spread falls below `looksGenerated`'s 3.2 bits (one random value in 20).
    accept: (v, _group, match) =>
      notPlaceholder(v) && !looksLikeCode(v, false) && !labelledNonSecret(match, v.length) && !/^[~.]?\//.test(v) &&
      !(/key/i.test(match?.[0].slice(0, 40) ?? '') && /^(?:0x)?(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(v)) &&
      (looksGenerated(v) || looksRandomToken(v) || generatedPart(v) || (/^[0-9a-f]{32,}$/i.test(v) && /\d/.test(v) && /[a-f]/i.test(v) && entropy(v) >= 2.8)),
  }),
  // Account management in any tool (`emqx ctl admins passwd <user> <pw>`, `garage key import <id> <secret>`,
  // `bitlbee account add <protocol> <user> <pw>`, `prosodyctl register <user> <host> <pw>`): a noun for
  // accounts or keys and a verb that creates or changes one, then two or three positional words, the
  // last of which is the secret (command-credentials.ts, `accountCommandSpans`).
  rule('account-command-password', 'Password as the last positional argument of an account-management subcommand (user add <name> <password>, admins passwd, key import <id> <secret>, register …)', String.raw`\b${literalTrie(ACCOUNT_NOUNS)} ${literalTrie(ACCOUNT_VERBS)}(?=[ \t])`, {
    // Every noun-verb pair is a hint (one space between them): the rule runs only on text that has one.
    hints: ACCOUNT_NOUNS.flatMap((n) => ACCOUNT_VERBS.map((v) => `${n} ${v}`)),
    // A name after `.` or `-` (`apt-key add`) is dropped here.
    locate: (m) => (/[.-]/.test(m.input[m.index - 1] ?? '') ? [] : accountCommandSpans(m.input, m.index + m[0].length)),
    accept: acceptAccountSecret,
  }),
  // The same verbs without a noun (`prosodyctl register <user> <host> <pw>`, `ejabberdctl change_password …`),
  // as the first, second or third word of a command line (`connect` cost more to look for than it caught).
  rule('account-verb-password', 'Password as the last positional argument of a register / change_password / add_user / authorize-account subcommand', String.raw`(?:register|change[_-]password|set-?password|add[_-]?user|create[_-]?user|authorize[_-]account)(?= )(?<=(?:^|["'])[ \t]*(?:[$#>][ \t]+)?(?:sudo[ \t]+(?:-\S+[ \t]+)*)?(?:[\w./-]{1,64}[ \t]+){0,2}(?:register|change[_-]password|set-?password|add[_-]?user|create[_-]?user|authorize[_-]account))`, {
    flags: 'm',
    // A space after the verb (not a tab), so the hints can hold it: `register(`, `.register` and `registerX` in code skip the rule.
    hints: ['register ', 'change_password ', 'change-password ', 'setpassword ', 'set-password ', 'adduser ', 'add_user ', 'add-user ', 'createuser ', 'create_user ', 'create-user ', 'authorize-account ', 'authorize_account '],
    locate: (m) => accountCommandSpans(m.input, m.index + m[0].length),
    accept: acceptAccountSecret,
  }),
  // A secret object's inline data: QEMU's `-object secret,id=vnc0,data=…` (and `format=raw`), the
  // same sub-option syntax in libvirt and virt-install.
  rule('secret-object-data', 'Inline data of a secret object (-object secret,id=…,data=…)', String.raw`secret,(?:[\w.-]{1,20}=[^,\s"']{0,100},){0,5}data=([^,\s"']{6,300})`, {
    secretGroups: [1],
    hints: ['secret,'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v),
  }),
  // A TSIG key on the command line: `nsupdate -y [hmac-sha256:]name:<base64>`, `dig -y`, `knsupdate -y`.
  rule('tsig-key-flag', 'Key given as -y [algorithm:]name:secret (nsupdate, dig, knsupdate)', String.raw`-y(?<=[ \t]-y)[ \t]+["']?(?:hmac-[a-z0-9-]{2,20}:)?[\w.-]{1,64}:([A-Za-z0-9+/]{16,200}={0,2})["']?(?=[ \t]|\r?\n|$)`, {
    secretGroups: [1],
    hints: [' -y '],
    accept: (v) => notPlaceholder(v) && hasDigit(v) && /[A-Za-z]/.test(v) && entropy(v) >= 3.5,
  }),
  // Seeds and private keys told by their encoding and the role letter or word before it (NATS nkey
  // seeds and Stellar secret seeds, `S` + base32, are found by `high-entropy-token`): bech32 secret
  // keys (`nsec1…`, `addr_sk1…`, `ed25519_sk1…`: a human-readable part ending in sk, sec or prv),
  // extended private keys (`xprv…`, `tprv…`: 111 base58 characters) and Tezos secret keys (`edsk…`).
  rule('encoded-secret-key', 'Private key in bech32 or base58 with its role prefix (nsec1…, addr_sk1…, xprv…, edsk…)', String.raw`1(?<=(?<![A-Za-z0-9_])([a-z][a-z0-9_]{0,24}(?:sk|sec|prv|priv)1))[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38,400}(?![A-Za-z0-9_])|prv(?<=(?<![A-Za-z0-9_])([xtyzuvYZ]prv))[1-9A-HJ-NP-Za-km-z]{100,108}(?![A-Za-z0-9_])|(?:edsk|spsk|p2sk)(?<=(?<![A-Za-z0-9_])(?:edsk|spsk|p2sk))[1-9A-HJ-NP-Za-km-z]{50,95}(?![A-Za-z0-9_])`, {
    // Found from the `1` after the human-readable part, the `prv` or the prefix, what precedes checked behind it.
    secretFrom: [1, 2],
    hints: ['sk1', 'sec1', 'prv', 'edsk', 'spsk', 'p2sk'],
    accept: (v) => acceptEncodedKey(v.replace(/^(?:[a-z0-9_]*?(?:sk|sec|prv|priv)1|[xtyzuvYZ]prv|edsk|spsk|p2sk)/, '')),
  }),
  // `ETCDCTL_USER=root:…`, `login=proxyuser:…` (Squid `cache_peer`): a user and a password under a name for them.
  rule('user-colon-password', 'Password in a user:password value under a name for it (…_USER=user:…, login=user:…)', String.raw`[=:](?<=(?<![/@:])(?:user(?:name)?|login|cred(?:entials?|s)|userpass|auth)["']?[ \t]*[=:])[ \t]*["']?[A-Za-z0-9._\\-]{1,64}:([^\s:"'@;,&/]{6,200})(?=[\s"';,&)]|$)`, {
    flags: 'i',
    secretGroups: [1],
    // Found from the `=` or `:`, the name checked behind it; YAML's `user:` needs a space after it.
    hints: ['user', 'login', 'cred', 'auth'],
    // `user: 1000:1000` (a uid and gid), `USER=www-data:www-data`: digits and letters, or random letters.
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false) && passwordLike(v),
  }),
  // `secret "…";` (BIND TSIG keys): the plain word, a space, a value of 16 characters or more that
  // looks generated (hex alone is a key id or a fingerprint). The word `key` alone is left to the
  // command table (RADIUS and TACACS+ lines): scanning for it cost more than it caught.
  rule('secret-word-argument', 'Generated value after the word secret and a space (secret "…";)', String.raw`secret(?<=(?<![A-Za-z0-9_.$-])secret)[ \t]+(?=["']?([A-Za-z0-9+/=_~.!@#%^*-]{16,300})["']?(?:[ \t;,)}>\]]|\r?\n|$))`, {
    secretGroups: [1],
    hints: ['secret ', 'secret\t'],
    accept: (v, _group, match) => notPlaceholder(v) && !looksLikeCode(v, false) && (looksGenerated(v) || looksRandomCase(v)) && !/^(?:0x)?[0-9A-Fa-f]+$/.test(v) && !labelledNonSecret(match, v.length),
  }),
  // Dovecot passwd files and `doveadm pw` input: `user:{PLAIN}…`, `{CLEARTEXT}…`.
  rule('plain-scheme-password', 'Password after a plain-text scheme prefix ({PLAIN}…, {CLEARTEXT}…, {CLEAR}…)', String.raw`\{(?:PLAIN|CLEARTEXT|CLEAR)\}([^\s:]{3,200})`, {
    secretGroups: [1],
    hints: ['{plain}', '{cleartext}', '{clear}'],
    accept: notPlaceholder,
  }),
  // ntp.keys / chrony.keys: `<id> <type> [HEX:|ASCII:]<key>` on a line of its own.
  rule('ntp-symmetric-key', 'NTP / chrony symmetric key line (1 SHA1 HEX:…, 2 MD5 …, 3 AES128CMAC …)', String.raw`(?:MD5|SHA|AES)(?<=^[ \t]*\d{1,5}[ \t]+(?:MD5|SHA|AES))(?:1|224|256|384|512|128CMAC|256CMAC)?[ \t]+(?:HEX:|ASCII:)?(\S{8,128})[ \t]*(?:#[^\r\n]*)?$`, {
    flags: 'm',
    secretGroups: [1],
    // Found from the key type, the key number at the line start checked behind it.
    hints: ['md5', 'sha', 'aes'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || /^[0-9A-Fa-f]{20,}$/.test(v)),
  }),
  // s3fs, passwd-s3fs, `AKIA…:…`: an AWS access key id, a colon, the 40-character secret key.
  rule('aws-key-pair', 'AWS secret access key after its access key id and a colon (AKIA…:…)', String.raw`(?:AKIA|ASIA)[A-Z2-7]{16}:([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`, {
    secretGroups: [1],
    hints: ['akia', 'asia'],
    accept: (v) => hasDigit(v) && hasMixedCase(v),
  }),
  // K3s join tokens: `K10<CA hash>::<user>:<password>` (secure form).
  rule('k3s-token', 'K3s join token (K10<hash>::server:…)', String.raw`(?<![A-Za-z0-9])K10[0-9a-f]{64}::[A-Za-z0-9_.-]{1,64}:[A-Za-z0-9]{8,128}(?![A-Za-z0-9])`, {
    hints: ['::'],
  }),
  // Where tools put a password without naming it: after a host and a port (and a user), as the
  // part after a user and a colon, echoed into a file named for it, as the value of a map named for
  // credentials, under a section named for them.
  // `socks5 10.0.0.1 1080 user <password>` (proxychains), `/connect irc.libera.chat 6697 <password> nick`,
  // `MONITOR ups@localhost 1 upsmon <password> primary` (NUT): a host, a number, maybe a user, then a
  // random-looking value that ends the line (one trailing word allowed).
  rule('host-port-credential', 'Password after a host and a port, and maybe a user, on a config or command line (socks5 host port user …)', String.raw`[ \t]\+?\d{1,5}[ \t]+(?<=(?:^|[\s"'/(])(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+|[\w.-]{1,64}@[\w.-]{1,253}|localhost|\[[0-9A-Fa-f:.]{2,45}\])[ \t]+\+?\d{1,5}[ \t]+)(?:[A-Za-z][\w.@\\-]{0,63}[ \t]+)?["']?([^\s"'$\x60<{%][^\s"']{7,127})["']?(?:[ \t]+[A-Za-z][\w-]{0,20})?[ \t]*(?=\r?\n|$)`, {
    secretGroups: [1],
    accept: (v) => acceptPositionalPassword(v),
  }),
  // `backup:<password>` (rsyncd.secrets), `users admin:CL:<password>` (3proxy),
  // `register => 4420:<password>@sip.carrier.net/4420` (Asterisk): a user, a colon (and a
  // two-letter type), a random-looking value that ends the line or is followed by `@host`.
  rule('user-colon-token', 'Random-looking password as the part after a user and a colon (user:… at the end of a line, user:…@host)', String.raw`:(?=(?:[A-Z]{2}:)?[A-Za-z0-9!%^*~-]{8,64}(?:@[A-Za-z0-9-]|(?::\d{1,2})?[ \t]*(?:\r?\n|$)|["']))(?<=(?:^|[\s"'>]|(?<=^[ \t]*(?:export[ \t]+)?[\w.:-]{1,100})=)[A-Za-z0-9\\][A-Za-z0-9._\\-]{0,63}:)(?:[A-Z]{2}:)?([A-Za-z0-9][A-Za-z0-9!%^*~-]{7,63})(?=@[A-Za-z0-9-]|(?::\d{1,2})?[ \t]*(?:\r?\n|$)|["'])`, {
    flags: 'm',
    secretGroups: [1],
    // Also before a level of one or two digits that ends the line (`localclient:<password>:10`, Deluge's auth file).
    hints: [':'],
    // Both cases: a version, a message id or a setting after a colon has one (`1:9.0.1~rc2`, `struct:__anon9f26…`).
    // A key of 32 hex digits or more alone after a name (`client1:<hex>`, stunnel's PSK file) counts too, in either
    // case; so does a line's value after `=` (`host:1666=user:<ticket>`, Perforce's ticket file; `AUTH=user:<password>`).
    accept: (v, _group, match) => ((acceptPositionalPassword(v) && hasMixedCase(v)) || (/^(?:[0-9a-f]{32,64}|[0-9A-F]{32,64})$/.test(v) && looksGenerated(v))) && !labelledNonSecret(match, v.length) && !/(?:^|[\s"'>])(?:sha\d*|md5|h1|hash|digest|id|uuid|urn|arn|tag|ref|rev|commit|version|v\d*)[^\s:]*:[^\s:]*$/i.test(match?.input.slice(Math.max(0, match.index - 80), match.index + 1) ?? ''),
  }),
  // `echo '<password>' > /etc/rsync.pass`, `echo <hex> > config/master.key`: a literal written into a
  // file whose name says it holds a password, key, secret, token or credentials.
  rule('echo-into-secret-file', 'Literal echoed into a file named for a secret (echo … > /etc/rsync.pass, echo … > config/master.key)', String.raw`(?:echo|printf)(?<=(?:^|[^\w.-])(?:echo|printf))(?:[ \t]+-[a-zA-Z]{1,3})*[ \t]+(?:(["']?)([^\s"'|;&<>$\x60()\\]{8,300})\1|(["'])[^\s"'\\$\x60]{1,64}\\n([^\s"'\\$\x60]{8,300})(?:\\n)?\3)[ \t]*>>?[ \t]*["']?([^\s"'|;&<>]{1,200})["']?(?=[\s;&|)]|$)`, {
    // Also a user and a password on two lines (`printf 'user\npassword\n' > auth.txt`, OpenVPN's --auth-user-pass file).
    secretGroups: [2, 4],
    hints: ['echo', 'printf'],
    // The file's name (its last path part) says what it holds.
    accept: (v, _group, match) => SECRET_FILE_NAME.test(match?.[5] ?? '') && (acceptStdinValue(v) || (/^[0-9a-f]{32,}$/i.test(v) && looksGenerated(v))),
  }),
  // `$ sudo cat /etc/varnish/secret` and the value on the next line: a file named for a secret, shown.
  rule('shown-secret-file', 'Content of a file named for a secret on the line after the command that shows it (cat /etc/varnish/secret, cat ~/.one/one_auth)', String.raw`cat(?<=(?<![\w.-])cat)[ \t]+(?:-[A-Za-z]{1,3}[ \t]+)*["']?([^\s"'|;&<>]{1,200})["']?[ \t]*\r?\n[ \t]*(?:[\w.@-]{1,64}:)?([^\s:"'<>]{8,300})[ \t]*(?=\r?\n|$)`, {
    secretGroups: [2],
    hints: ['cat '],
    accept: (v, _group, match) => SHOWN_SECRET_FILE.test(match?.[1] ?? '') && notPlaceholder(v) && !/^[~.]?\//.test(v) && !v.includes('://') && (UUID_SHAPE.test(v) || acceptPositionalPassword(v) || passwordLike(v) || looksGenerated(v)),
  }),
  // A tool's output that announces a token, then the token alone on the next line (`New access token never expires`
  // then `    <40 hex>`, particle token create): a value that looks generated, on a line of its own.
  // A generated password a tool prints the same way, maybe after a blank line (Jenkins' `Please use the following password
  // to proceed to installation:`, then the password alone): `redactLarge` keeps the three lines in one slice.
  rule('announced-token-line', 'Token alone on the line after a line of output that announces it (New access token …, Your API key:, the following password …:)', String.raw`(?:token|key|password)(?<=(?:access|api|auth|bearer|new|your|secret|personal)[ _-]?(?:token|key)|(?:following|initial|admin|generated|temporary)[ _-]?password)[^\r\n=(){};]{0,60}\r?\n(?:[ \t]*\r?\n)?[ \t]*([A-Za-z0-9_~+/-]{32,300}={0,2})[ \t]*(?=\r?\n|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['token', 'key', 'password'],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomToken(v)),
  }),
  // Erlang terms name a setting by an atom: `{default_pass, <<"…">>}` (RabbitMQ's classic config), `{db_password, "…"}`
  // (sys.config, rebar); an atom named for a password, secret, token or key, then its string or binary.
  rule('erlang-tuple-secret', "Secret as the value of an Erlang setting's tuple ({default_pass, <<\"…\">>}, {db_password, \"…\"})", String.raw`\{[ \t]*[a-z][a-z0-9_]{0,40}(?:pass|password|passwd|pwd|secret|token|key)[ \t]*,[ \t]*(?:<<)?"([^"\r\n]{3,300})"(?:>>)?[ \t]*\}`, {
    secretGroups: [1],
    hints: ['pass', 'pwd', 'secret', 'token', 'key'],
    accept: (v) => acceptAssignedPassword(v, 1) && !/^[~.]?\//.test(v) && (passwordLike(v) || looksGenerated(v)),
  }),
  // R assigns with `<-` (`password <- "…"`, `Sys.setenv`'s neighbour): a name for a secret, then a quoted literal.
  rule('r-assignment-secret', 'Secret assigned with R\'s arrow (password <- "…", api_key <<- "…")', String.raw`<<?-(?<=(?<![\w.])(?:[A-Za-z.][\w.]{0,60})?(?:password|passwd|pwd|secret|token|api_?key|apikey)[ \t]*<<?-)[ \t]*(?:"([^"\r\n]{3,300})"|'([^'\r\n]{3,300})')`, {
    // Found from the arrow, the name checked behind it (from the name's letters it cost 77 ms on 8 MB, from the arrow 1).
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['<-'],
    accept: (v) => acceptAssignedPassword(v, 1) && (passwordLike(v) || looksGenerated(v)),
  }),
  // A mail client's password command that only echoes the password: msmtp's `passwordeval "echo …"`, mbsync's
  // `PassCmd "echo …"`, aerc's and others' `password-command`.
  rule('password-command-echo', 'Password echoed by a password command (passwordeval "echo …", PassCmd "echo …")', String.raw`(?:passwordeval|passcmd|pass_cmd|password_command|password-command|password_cmd|passwordcmd)[ \t]*=?[ \t]*["']?(?:echo|printf)[ \t]+(?:-[neE][ \t]+)?(?:'([^'\r\n]{4,200})'|\\?"([^"\\\r\n]{4,200})\\?"|([^\s"';|&]{4,200}))`, {
    flags: 'i',
    secretGroups: [1, 2, 3],
    hints: ['passwordeval', 'passcmd', 'pass_cmd', 'password_command', 'password-command', 'password_cmd', 'passwordcmd'],
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && passwordLike(v),
  }),
  // A server's log line that says a password was generated for an account, the password after the colon at the line's end:
  // MySQL's `A temporary password is generated for root@localhost: …`, `Initial password set for admin: …`.
  rule('generated-password-log', "Password at the end of a log line that says it was generated or set for an account (… password is generated for root@localhost: …)", String.raw`(?<![\w-])(?:password|passphrase)[ \t](?:[\w-]{1,20}[ \t]){0,3}(?:generated|created|set|reset)[ \t]for[ \t](?:user[ \t])?['"]?[\w.@%-]{1,100}['"]?[ \t]?:[ \t]+(\S{6,200})[ \t]*(?=\r?\n|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['generated for', 'created for', 'set for', 'reset for'],
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && !v.includes('://') && (passwordLike(v) || looksGenerated(v)),
  }),
  // A tool's output or a README line that says what the password is, the password last on the line: `Your password is: …`,
  // `Password for 'jdoe': …`, Elasticsearch's `The generated password for the elastic built-in superuser is : …`,
  // `Password has been set to …`.
  rule('password-stated-line', "Password stated at the end of a line (Your password is: …, Password for 'user': …, password set to …)", String.raw`pass(?:word|phrase)(?<=(?:^|[^\w-])pass(?:word|phrase))(?:[ \t]+for[ \t]+(?:the[ \t]+)?['"]?[\w.@-]{1,60}['"]?(?:[ \t]+[\w-]{1,30}){0,3}(?:[ \t]+is[ \t]*:?|[ \t]*:)|[ \t]+is[ \t]*:?|[ \t]+(?:has[ \t]+been[ \t]+|was[ \t]+)?(?:set|changed|reset)[ \t]+to)[ \t]*(\S{6,200})[ \t]*(?=\r?\n|$)`, {
    flags: 'i',
    // Found from the one word (a look behind first cost 28 ms on 8 MB; with `credentials:` and `login:` forms as a
    // second word to start from, 22 ms: those were left out).
    secretGroups: [1],
    hints: ['password', 'passphrase'],
    // A bare `password:` is an object's key in code (`password: z.string().min(6),`): it is read by the assignment rules.
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && !v.includes('://') && !/^[([{<'"`]/.test(v) && !/[,;)]$/.test(v) && passwordLike(v),
  }),
  // Nomad's printed ACL token (`Secret ID    = <uuid>`, `nomad acl bootstrap`, `nomad acl token create`): the secret half.
  rule('printed-secret-id', 'UUID printed as a token\'s Secret ID (Secret ID = …)', String.raw`(?<![\w-])Secret[ \t]ID[ \t]*[=:][ \t]*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])`, {
    secretGroups: [1],
    hints: ['secret id'],
  }),
  // An IMAP session's `<tag> LOGIN <user> <password>` (a transcript of `openssl s_client`, `telnet`, a client's protocol log).
  rule('imap-login-command', 'Password in an IMAP LOGIN command (a1 LOGIN user password)', String.raw`(?:LOGIN|login)(?<=^[ \t]*(?:[A-Za-z]{0,4}\d{1,6}|[A-Za-z]\d{0,4}|\*)[ \t]+(?:LOGIN|login))[ \t]+(?:"[^"\r\n]{1,100}"|[^\s"]{1,100})[ \t]+(?:"([^"\r\n]{4,200})"|([^\s"]{4,200}))[ \t]*(?=\r?\n|$)`, {
    flags: 'm',
    secretGroups: [1, 2],
    hints: [' login '],
    accept: (v) => notPlaceholder(v) && passwordLike(v),
  }),
  // `$ gopass show -o web/acme` and the password alone on the next line: a password store's read verb
  // (pass, gopass, `bw get password`, `op read`) prints nothing but the secret.
  rule('shown-store-secret', "Secret alone on the line after a password store's read command (gopass show -o …, pass show …, bw get password …, op read …)", String.raw`${SHOWN_STORE_COMMAND}(?:[ \t]+-{1,2}[\w-]+)*[ \t]+["']?[^\s"'|;&<>]{1,200}["']?[ \t]*\r?\n[ \t]*([^\s"'<>()[\]{}]{8,300})[ \t]*(?=\r?\n|$)`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['pass show', 'gopass ', 'bw get', 'op read'],
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && !v.includes('://') && (acceptPositionalPassword(v) || passwordLike(v) || looksGenerated(v)),
  }),
  // `"id": "<uuid>"` beside `"alterId": 0` (V2Ray's VMess clients), `"uuid": "<uuid>"` in a `"type": "vless"`
  // outbound (sing-box, Xray, Clash's `uuid:`): in the proxy protocols that authenticate by a UUID, the UUID is the password.
  rule('proxy-protocol-uuid', 'UUID that authenticates a VMess, VLESS or TUIC client (V2Ray, Xray, sing-box, Clash)', String.raw`(?:id|uuid)(?<=(?<![\w-])(?:id|uuid))["']?[ \t]*:[ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['vmess', 'vless', 'tuic', 'alterid', 'xtls'],
    // The protocol named on the id's line or the next (`"alterId": 0`, `"flow": "xtls-rprx-vision"`); `redactLarge` keeps the two together.
    accept: (_v, _group, match) => match !== undefined && PROXY_UUID_CONTEXT.test(lineAndNext(match.input, match.index)),
  }),
  // `hadoop credential create ssl.server.keystore.password -value …`, `aws ssm put-parameter --name /prod/db/password
  // --value …`: a command that names the secret it stores, then gives its value after a `value` flag.
  rule('named-secret-value-flag', 'Value after a -value/--value flag of a command that names the secret (hadoop credential create <…password> -value …)', String.raw`value(?<=(?:password|passwd|secret|token|key|credentials?)[\w./:-]{0,60}["']?(?:[ \t]+[^\s]{1,200}){0,4}[ \t]+-{1,2}value)(?:[ \t]+|=)["']?([^\s"']{6,300})["']?(?=\s|$)`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['-value'],
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && !v.includes('://') && !/^-/.test(v) && (passwordLike(v) || looksGenerated(v) || acceptAccountSecret(v)),
  }),
  // `attr WEB basicAuth <base64 of user:password>` (FHEM), `basic_auth: <base64>`: base64 of a user and a password
  // after a name for basic authentication.
  rule('basic-auth-base64', 'Base64 of user:password after a basic-auth name (attr WEB basicAuth …, basic_auth: …)', String.raw`auth(?<=basic[_-]?auth)["']?(?:[ \t]*[:=][ \t]*|[ \t]+)["']?([A-Za-z0-9+/]{8,500}={0,2})(?![A-Za-z0-9+/=])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['basicauth', 'basic_auth', 'basic-auth'],
    accept: (v) => /^[\x21-\x39\x3b-\x7e]{1,64}:[\x20-\x7e]{4,200}$/.test(Buffer.from(v, 'base64').toString('latin1')),
  }),
  // `Controller('unifi.lan', 'admin', '<password>', port=8443)`, `OutletDevice('<id>', '192.168.1.40', '<key>')`: a literal
  // that looks like a password right after a host's or an address's literal (and a user's) in a call's arguments.
  rule('host-then-password-argument', "Password literal after a host literal (and a user) in a call's arguments (Controller('host', 'user', '…'))", String.raw`\((?:[ \t]*(["'])[\w.:-]{1,64}\1[ \t]*,)?[ \t]*(["'])(?:\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.${HOST_SUFFIX})\2[ \t]*,[ \t]*(?:(["'])[\w.@-]{1,64}\3[ \t]*,[ \t]*)?(["'])([^"'\s]{8,200})\4[ \t]*[,)]`, {
    secretGroups: [5],
    hints: ["', '", '", "', "','", '","'],
    // Letters of both cases with digits or signs that change class the way passwords do; `'orders_v2'` (a database) and
    // a hex digest (`'north.gov', 'ninefingers', '<HA1>'`, coturn's test data) stay.
    accept: (v) => acceptAccountSecret(v) && !/^[0-9a-f]+$/i.test(v),
  }),
  // `derby.user.admin=…` (Derby), `DOCKER_VERNEMQ_USER_ops=…` (VerneMQ): a key that names a user after
  // `user`, whose value is that user's password.
  rule('user-named-key-password', "Password under a key that names a user after `user` (derby.user.<name>=…, …_USER_<name>=…)", String.raw`[=:](?<=(?:^|[\s"'])(?:(?:[A-Za-z][\w-]{0,40}\.)?user\.|(?:[A-Z][A-Z0-9_]{0,40}_)?USER_)([A-Za-z][\w-]{0,40})[ \t]*[=:])[ \t]*(["']?)([^\s"',;]{8,200})\2(?=[\s,;"']|$)`, {
    // Properties' dots (`derby.user.admin`) or an environment variable's capitals (`…_USER_ops`); a variable
    // of code (`user_input = …`, `_user_transform = Affine2D()`) is neither.
    flags: 'm',
    secretGroups: [3],
    hints: ['user.', 'user_'],
    accept: (v, _group, match) => !USER_ATTRIBUTE.test(match?.[1] ?? '') && !/[()[\]{}\\/]/.test(v) && acceptAccountSecret(v),
  }),
  // `Set($DatabasePassword, '…');` (Request Tracker's RT_SiteConfig.pm): a call whose first argument is a
  // variable named for the secret and whose second, last, is the literal it is set to.
  rule('named-variable-call', "Literal set by a call whose first argument is a variable named for a secret (Set($DatabasePassword, '…'))", String.raw`\$(?<=\([ \t]*\$)[A-Za-z_]\w{0,40}?(?:password|passwd|pass|pwd|secret|token|apikey|api_key)\w{0,20}[ \t]*,[ \t]*(?:"([^"\r\n]{4,300})"|'([^'\r\n]{4,300})')[ \t]*\)`, {
    flags: 'i',
    secretGroups: [1, 2],
    hints: ['pass', 'pwd', 'secret', 'token', 'apikey', 'api_key'],
    accept: (v) => acceptAssignedPassword(v, 1) && (passwordLike(v) || looksGenerated(v)),
  }),
  // `"gitlab-token": {"gitlab.acme.dev": "…"}`, `"github-oauth": {"github.com": "…"}` (Composer
  // auth.json): a map named for credentials whose entries are host → secret.
  rule('credential-map-entry', 'Secret as the value of a map named for credentials ("gitlab-token": {"host": "…"})', String.raw`:[ \t]*\{[ \t]*(?<="[A-Za-z0-9_.-]{0,40}(?:token|oauth|auth|password|secret|credentials?|keys?)[A-Za-z0-9_.-]{0,20}"[ \t]*:[ \t]*\{[ \t]*)"[^"\r\n]{1,200}"[ \t]*:[ \t]*"([^"\\\r\n]{12,1000})"`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['":{', '": {'],
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, true) && (looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v) || generatedPart(v)),
  }),
  // `[admins]` / `admin = <password>` (CouchDB local.ini): the first two lines under a section named
  // for credentials (`redactLarge` keeps them in the header's slice). Also a YAML map named for them
  // (`secrets:` / `  peertube: '<hex>'`, PeerTube), its first two indented entries.
  rule('credential-section-value', 'Values under an INI section or a YAML map named for credentials ([admins], [passwords], [credentials], [secrets], [BasicAuth], secrets:)', String.raw`^(?:\[(?:admins|passwords?|credentials|secrets|basic[_-]?auth)\][ \t]*(?:\r?\n(?![ \t]*\[)[^\r\n]*){1,2}|[ \t]*(?:secrets|credentials|passwords|tokens):[ \t]*(?:\r?\n[ \t]+[^\r\n]*){1,2})`, {
    flags: 'im',
    hints: ['[admins]', '[password', '[credentials]', '[secrets]', '[basicauth]', '[basic_auth]', '[basic-auth]', 'secrets:', 'credentials:', 'passwords:', 'tokens:'],
    locate: (m) => {
      const spans: Array<[number, number]> = [];
      for (const line of m[0].matchAll(/\n[ \t]*[\w.@-]{1,64}[ \t]*[=:][ \t]*(["']?)([^\s"'#;]{6,300})\1[ \t]*(?=\r?\n|$)/g)) {
        const start = m.index + line.index + line[0].indexOf(line[2]!, line[0].search(/[=:]/));
        spans.push([start, start + line[2]!.length]);
      }
      return spans;
    },
    // Under a YAML map the entries may be settings (`mount: kv-v2`): only a value that looks generated.
    accept: (v, _group, match) =>
      notPlaceholder(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v) && !/^-(?:pbkdf2|hashed)-/.test(v) && passwordLike(v) &&
      (match?.[0].startsWith('[') === true || acceptPositionalPassword(v) || looksGenerated(v) || looksRandomCase(v)),
  }),
  // `fetchmailrc`: `user jdoe pass <password>`, `user "jdoe" there with password "<password>"`: a pass
  // word after a user on the same line.
  rule('user-then-pass-word', 'Password after a user and a pass word on one line (user jdoe pass …)', String.raw`(?:pass(?:word|wd)?|PASS(?:WORD|WD)?)[ \t]+(?<=(?<![\w.-])(?:user(?:name)?|login|USER(?:NAME)?|LOGIN)[ \t]+["']?[^\s"']{1,64}["']?[ \t]+(?:[A-Za-z]{1,12}[ \t]+){0,3}(?:pass(?:word|wd)?|PASS(?:WORD|WD)?)[ \t]+)["']?([^\s"'$\x60<{%][^\s"']{5,199})["']?(?=\s|$)`, {
    secretGroups: [1],
    hints: ['pass'],
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v) && passwordLike(v),
  }),
  // Config files of the `Name value` kind (ssh-style, UCI `option name 'value'`, tinyproxy, cntlm):
  // a directive at the start of a line whose name holds a credential word, maybe a user, then one
  // value that ends the line. Under a weak name (`key`, `auth`) the value must look generated.
  rule('config-directive-secret', 'Secret as the value of a line-start directive named for it (Password …, BasicAuth user …, option key \'…\')', String.raw`^[ \t]*(?:option[ \t]+)?(?=(?<dn>[A-Za-z][A-Za-z0-9_.-]{0,48}))\k<dn>(?=[ \t])(?<=(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]uth(?:tok)?|AUTH(?:TOK)?|[Pp]sk|PSK|[Cc]redentials?|CREDENTIALS?|[Kk]ey|KEY)\d?)[ \t]+(?:[A-Za-z][\w.@\\-]{0,63}[ \t]+|(?:"[^"\s]{1,100}"[ \t]+){1,2})?(["']?)([^\s"'$\x60<{%\\][^\s"'\\]{5,299})\2[ \t]*(?=\r?\n|$)`, {
    // The name is taken whole (no backtracking into it) and its last word checked behind it.
    flags: 'm',
    secretGroups: [3],
    accept: (v, _group, match) => acceptDirectiveValue(v, match?.groups?.dn ?? ''),
  }),
  // ipsec.secrets (strongSwan, Libreswan): `[selectors] : PSK|EAP|XAUTH|NTLM "secret"`.
  rule('ipsec-secrets-entry', 'Secret of an ipsec.secrets entry (… : EAP "…", : XAUTH "…", : PSK "…")', String.raw`:[ \t]+(?:PSK|EAP|XAUTH|NTLM|PIN)[ \t]+(?:"([^"\r\n]{4,300})"|'([^'\r\n]{4,300})'|(0[xs][A-Za-z0-9+/=]{8,300}))`, {
    secretGroups: [1, 2, 3],
    hints: [': psk', ': eap', ': xauth', ': ntlm', ': pin'],
    accept: notPlaceholder,
  }),
  // SNMP v1/v2c communities are passwords wherever a tool takes one: `-c <community>` on a line that
  // names the version (`--v2c -c …`, `-v2c -c …`), or a value under a `community` key (`$config['snmp']['community'] = array("…")`).
  rule('snmp-community', 'SNMP community given as -c beside the protocol version, or under a community key', String.raw`(?:(?<![\w-])-c[ \t]+|communit(?:y|ies)["']?\]?[ \t]*(?:=>?|:)[ \t]*(?:array\(|\[)?[ \t]*)(["']?)([^\s"'$<{%,)\]-][^\s"',)\]]{5,127})\1(?=[\s,)\]]|$)|[ \t]v(?:1|2c)(?=[ \t]|$)(?<=(?:^|[ \t])[A-Za-z0-9][\w-]*(?:\.[\w-]+)+(?::\d{1,5})?[ \t]+([^\s"'$<{%-][^\s"']{5,127})[ \t]v(?:1|2c))`, {
    // Also a positional community between a host name and the version (`addhost.php core.example.dev <community> v2c`).
    flags: 'im',
    secretGroups: [2, 3],
    hints: [' -c ', 'communit', ' v1', ' v2c', '\tv1', '\tv2c'],
    accept: (v, _group, match) => {
      if (!match || /^(?:public|private)$/i.test(v) || !passwordLike(v) || looksLikeCode(v, false) || /^[~.]?\//.test(v)) return false;
      if (!match[0].startsWith('-') || match[3] !== undefined) return true;
      // The match's line, up to 300 characters past the match when another line follows.
      const line = lineAround(match.input, match.index);
      return /(?:^|[\s-])(?:v1|v2c|-v[ \t]*2c)(?=\s|$)/.test(match.input.slice(line.start, line.end === match.input.length ? undefined : Math.min(line.end, match.index + 300)));
    },
  }),
  // Nagios, Icinga 1 and Naemon keep passwords in resource.cfg's `$USERn$` macros (`$USER1$` is the plugins' path).
  rule('resource-macro-secret', 'Secret in a Nagios resource macro ($USER3$=…)', String.raw`\$=(?<=^[ \t]*\$USER\d{1,3}\$=)([^\s"'$][^\s"']{5,299})[ \t]*$`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['$='],
    accept: (v) => notPlaceholder(v) && !/^[~.]?\//.test(v) && passwordLike(v) && !looksLikeCode(v, false),
  }),
  // pppd's chap-secrets and pap-secrets (`client server secret addresses`, pptpd, xl2tpd, pppoe):
  // a line of four columns whose last is `*`; the third is the secret.
  rule('ppp-secrets-line', 'Secret of a pppd chap-secrets / pap-secrets line (client server secret *)', String.raw`\*(?=[ \t]*$)(?<=^[ \t]*"?[^\s"#]{1,64}"?[ \t]+"?[^\s"]{1,64}"?[ \t]+"?([^\s"]{6,200})"?[ \t]+\*)`, {
    // Found from the `*` that ends the line, the columns checked behind it.
    flags: 'm',
    secretGroups: [1],
    hints: ['*'],
    accept: acceptColumnPassword,
  }),
  // davfs2's secrets file (and other mount helpers'): a URL or a mount point, a user, a password.
  // A mount point has two segments or more (`/set net.proxy.password "…"` is a command).
  rule('url-user-password-line', 'Password of a davfs2 secrets line (URL or mount point, user, password)', String.raw`/(?<=^[ \t]*(?:https?:/)?/)(?:(?<=:\/\/)[^\s"/]{1,253}|[A-Za-z0-9_.~-]{1,100}(?=/))/[^\s"]{0,300}[ \t]+"?[\w.@\\-]{1,64}"?[ \t]+"?([^\s"]{6,200})"?[ \t]*$`, {
    // Found from the first slash of the line's URL or path, the line start checked behind it.
    flags: 'm',
    secretGroups: [1],
    hints: ['/'],
    accept: acceptColumnPassword,
  }),
  // IRC services: `/msg NickServ IDENTIFY [account] <password>`, `/ns identify <password>`.
  rule('nickserv-identify', 'Password given to NickServ (IDENTIFY …)', String.raw`(?:IDENTIFY|identify|Identify)(?<=(?:[Nn]ick[Ss]erv|NICKSERV|ns|NS)[ \t]+\w{8})[ \t]+(?:[^\s]{1,64}[ \t]+)?([^\s<>]{6,200})(?=\s|$)`, {
    secretGroups: [1],
    hints: ['identify'],
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false),
  }),
  // Redis ACLs: `user app on >password ~keys:* +@all`, `ACL SETUSER worker on >password …`.
  rule('redis-acl-password', 'Password in a Redis ACL rule (user … >password, ACL SETUSER … >password)', String.raw`[ \t]>(?<=(?:ACL[ \t]+SETUSER|acl[ \t]+setuser|^[ \t]*user)[ \t]+[^\s>]{1,64}(?:[ \t]+[^\s>]{1,100}){0,20}[ \t]>)([^\s>]{4,200})`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['user'],
    accept: acceptCommandValue,
  }),
  // YAML: the value of a password's, secret's or token's key on the next line, as a block scalar
  // (`password: >-` / `  …`, `token: |`) or a plain indented value. Found from the line break after
  // the colon, the key checked behind it; `redactLarge` keeps the two lines in one slice.
  rule('yaml-next-line-secret', 'Secret on the line after a YAML key named for it (password: |, token: >-, key: then an indented value)', String.raw`\n(?<=(?:^|[\s{,"'])[A-Za-z0-9_.-]{0,40}(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]sk|PSK)["']?[ \t]*:[ \t]*(?:[|>][-+]?\d?[ \t]*)?\r?\n)[ \t]+(["']?)([^\s#"'|>&*!%@\x60][^\s"']{5,299})\1[ \t]*(?=\r?\n|$)`, {
    secretGroups: [2],
    hints: ['pass', 'pwd', 'secret', 'token', 'psk'],
    accept: (v) => notPlaceholder(v) && !looksLikeCode(v, false) && passwordLike(v) && !/^[~.]?\//.test(v) && !v.includes('://') && !v.endsWith(':'),
  }),
  // Generic assignments: last, they only catch what nothing more specific recognised.
  rule('password-assignment', 'PASSWORD= / password: / "password": assignments', assignmentSource(String.raw`(?:password|passwd|passphrase|authtok|(?<![a-z])(?:pass|pwd|psk)|pw(?![a-z]))`), {
    // `authtok`: PAM's and SSSD's word for a password (`ldap_default_authtok = …`).
    flags: 'i',
    secretGroups: ASSIGNMENT_GROUPS,
    hints: ['pass', 'pwd', 'pw', 'psk', 'authtok'],
    // Upper-case hex of 32 digits or more is a hash or an encrypted password (MaxScale's `maxpasswd` output, NTLM hashes), as for cntlm's directives.
    accept: (v, group, match) => acceptAssignedPassword(v, group) && !hashNamed(v, match) && !/^[0-9A-F]{32,}$/.test(v) && !documentedNotAssigned(v, group, match),
  }),
  // `remotepass = …` (offlineimap), `rootpwd=…`: a name that ends in pass, pwd or psk glued to another word.
  rule('glued-password-assignment', 'REMOTEPASS= / rootpwd: style assignments (a name ending in pass, pwd or psk)', assignmentSource(String.raw`(?:pass|pwd|psk)(?<=(?<![A-Za-z0-9])[A-Za-z]{2,20}(?:pass|pwd|psk))`), {
    flags: 'i',
    secretGroups: ASSIGNMENT_GROUPS,
    hints: ['pass', 'pwd', 'psk'],
    // `bypass: …`, `compass = …`: only a value with digits and letters, or random letters.
    accept: (v, group) => acceptAssignedPassword(v, group) && !/^[~.]?\//.test(v) && passwordLike(v),
  }),
  // A key that registers or enrolls an agent (`agent.auto.register.key=<uuid>`, GoCD; `enrollment_key`) is a secret like an API key
  // (an activation key is not: Spacewalk's and Uyuni's are named, `--activationkey=1-web-servers`).
  rule('secret-assignment', 'SECRET= / TOKEN= / API_KEY= / GH_PAT= style assignments', assignmentSource(String.raw`(?:key(?<=(?:api|secret|access|private|auth|encryption|signing|master|client|regist(?:er|ration)|enrol(?:l|lment)?)[_.-]?key)(?:[_.-](?:base|value|data|string|b64|base64|hex))?|secret(?:[_.-]?id)?|token|pat(?<=(?:[_.-]|(?<![A-Za-z])(?:gh|gl|github|gitlab|ado|devops|azure|hf|npm))pat)(?![A-Za-z0-9])|gslt)`), {
    flags: 'i',
    secretGroups: ASSIGNMENT_GROUPS,
    // `gslt`: Steam's game server login token under the name game server configs give it (LinuxGSM's `gslt="…"`, `STEAM_GSLT=`).
    hints: ['secret', 'token', 'key', 'pat', 'gslt'],
    // An access key without `secret` before it is as often an id or a user (`accessKey: RocketMQ`,
    // `MINIO_ACCESS_KEY=minioadmin`): there only a value that looks generated counts.
    // `PublicKeyToken=b03f5f7f11d50a3a`, `<map Token="…" PublicKey="…">`: a .NET assembly's strong name (Mono's /etc/mono configs), public by design.
    accept: (v, group, match) =>
      acceptAssignedSecret(v, group) &&
      !documentedNotAssigned(v, group, match) &&
      (match === undefined || !/public[_.-]?key$/i.test(match.input.slice(Math.max(0, match.index - 10), match.index))) &&
      (match === undefined || !EXISTING_OBJECT.test(match.input.slice(Math.max(0, match.index - 9), match.index))) &&
      (match === undefined || !/^[^\n>]{0,40}[ \t]PublicKey=/.test(match.input.slice(match.index + match[0].length, match.index + match[0].length + 60))) &&
      (match === undefined || !/(?<!secret[_.-]?)access[_.-]?$/i.test(match.input.slice(Math.max(0, match.index - 16), match.index)) || looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v) || generatedPart(v)) &&
      // A registration key is a label as often (`REGISTRATION_KEY = '@@any-promise/REGISTRATION'`): a UUID or a generated value only.
      (match === undefined || !/(?:regist(?:er|ration)|enrol(?:l|lment)?)[_.-]?$/i.test(match.input.slice(Math.max(0, match.index - 16), match.index)) || UUID_SHAPE.test(v) || looksGenerated(v) || looksRandomCase(v) || looksRandomToken(v) || generatedPart(v)) &&
      // A secret id is Vault's AppRole credential (`secret_id='<uuid>'`) and the name of a stored secret as often
      // (`secret_id = "prod/db"`, AWS Secrets Manager): a UUID or a generated value only.
      (match === undefined || !/^secret[_.-]?id/i.test(match[0]) || UUID_SHAPE.test(v) || looksGenerated(v)),
  }),
  // Weaker names (`APP_KEY=`, `"auth": "…"` in a Docker config, `credentials:`): only values that look generated.
  rule('key-assignment', 'KEY= / auth: / credentials: assignments with a generated-looking value', assignmentSource(String.raw`(?:key(?<!public[ _.-]?key)|auth|credentials?|creds|certificate|cookie(?<=_cookie)|salt)`), {
    // `salt`: a shared secret by that name (`securitySalt=`, `…_ENCRYPTION_SALT=`), generated values only.
    flags: 'i',
    secretGroups: ASSIGNMENT_GROUPS,
    hints: ['key', 'auth', 'cred', 'certificate', '_cookie', 'salt'],
    // A UUID counts under an environment variable named `…_KEY` (`CYPRESS_RECORD_KEY=<uuid>`): ids that are
    // UUIDs (idempotency and list keys) are not set that way.
    // `"dedup_key": "<hex>"` (PagerDuty's events), `cache_key = …`: the name before `key` says it is an id.
    accept: (v, group, match) =>
      acceptAssignedSecret(v, group) && !(match !== undefined && /^key/i.test(match[0]) && NOT_SECRET_KEY_QUALIFIER.test(match.input.slice(Math.max(0, match.index - 24), match.index))) &&
      (looksGenerated(v) || (UUID_SHAPE.test(v) && match !== undefined && uuidKeyName(match.input.slice(Math.max(0, match.index - 24), match.index + 3)))),
  }),
  // A credential word inside a longer name (`API_KEY_PROD`, `secretKeyV2`, `token_for_ci`), after a
  // separator or at a capital: the value must look generated.
  rule('credential-named-assignment', 'Generated value under a name that holds a credential word (API_KEY_PROD=, secretKeyV2 =, token_for_ci:)', String.raw`[=:>](?=[ \t]*\\?["'\`]?[^\s"'\`]{8})(?<=(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{0,40}?(?:[Aa]pi[Kk]ey|API_?KEY|[Kk]ey|KEY|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Pp]assw(?:or)?d|PASSW(?:OR)?D|[Pp]wd|PWD|[Pp]ass|PASS|[Aa]uth|AUTH|[Cc]redentials?|CREDENTIALS?|[Pp]rivate|PRIVATE)(?=[_.-]|[A-Z0-9])[A-Za-z0-9_.-]{1,20})(?:\\?["'\`])?\]?${OPERATOR})[ \t]*(?:@?"([^"\r\n]{8,1000})"|'([^'\r\n]{8,1000})'|\`([^\`\r\n]{8,1000})\`|\\"([^"\\\r\n]{8,1000})\\"|${atomicValue('cv')}(?=[\s;,&"')}>\]]|\\[nrt]|$))`, {
    // Found from the operator (`=`, `:`, `=>`), the name checked behind it: scanning for the words
    // at every position cost 19 ms of the 8 MB, as much as the rest of this round's rules together.
    secretGroups: [2, 3, 4, 5, 6],
    hints: ['key', 'token', 'secret', 'pass', 'pwd', 'auth', 'cred', 'private'],
    accept: acceptCredentialNamed,
  }),
  // Session ids in cookies and environment files (`Cookie: sessionid=…`, `curl -b "session=…"`): 20 characters or more.
  rule('session-id', 'Session id with a generated value (sessionid=…, session=…, session_id=…)', String.raw`(?<![A-Za-z0-9])session(?:[_-]?id)?=["']?([A-Za-z0-9%._~+/-]{20,500}={0,2})(?![A-Za-z0-9%._~+/=-])`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['session=', 'sessionid=', 'session_id=', 'session-id='],
    accept: (v) => notPlaceholder(v) && (looksGenerated(v) || looksRandomCase(v)),
  }),
  // Any flag whose name ends in a secret's name (`-storepass`, `--ks-pass pass:…`, `--http-password=`,
  // `--docker-password=`); a flag ending in `key` needs a generated value (`--signing-key 4AEE18F8` is an id).
  // The value does not start with a dash: `--disabled-login --password …` is two flags, not a value.
  rule('cli-flag-secret', 'Secret given as a command-line flag (--api-key X, --token X, --password X, -storepass X, -k X)', String.raw`-(?<=(?<![A-Za-z0-9_-])-)-?([A-Za-z0-9_-]{1,60}(?:\.[A-Za-z0-9_-]{1,60}){0,4})(?:[ \t]+|=)["']?([A-Za-z0-9._~+/=:@!%^*][A-Za-z0-9._~+/=:@!%^*#-]{7,299})["']?(?=[ \t]|\r?\n|$)`, {
    // Also dotted names (`--server.password …`, `-Dsonar.password=…`).
    secretGroups: [2],
    // `-k` at a line's start (`-k=<key>` in an options file) has no space before it: the hint is the flag itself.
    hints: ['token', 'pass', 'pwd', 'pw ', 'pw=', 'pw\t', 'secret', 'psk', 'key', 'auth', 'cred', '-k ', '-k=', '-k\t'],
    accept: (v, _group, match) => {
      // `-k` alone is a key flag of many tools (openssl enc, ipmitool, sc); it takes a generated value only.
      const name = /(?:(token|password|passwd|pass|pwd|pw|secret|passphrase|psk|auth|credentials?|creds)|key|^k)$/i.exec(match?.[1] ?? '');
      // Under a name ending in `key`, 16 or 40 hex digits are an OpenPGP key id or fingerprint (`--default-key 4AEE18F8…`).
      const keyId = name?.[1] === undefined && /^(?:0x)?(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(v);
      // Under a password's or token's name any value that is no word; under a name ending in key a generated one.
      if (name === null || keyId || isPlaceholder(v) || looksLikeCode(v, false) || v.includes('://') || /^[~.]?\//.test(v)) return false;
      // `-no-pass`, `--ask-pass`, `--prompt-password`: a switch about the password takes none (the next argument is the target).
      if (SWITCH_ABOUT_SECRET.test(match?.[1] ?? '')) return false;
      // `--dns-rfc2136-credentials DNS_RFC2136_CREDENTIALS` (a manual's usage line): the flag's metavariable, its name in capitals.
      if (/^[A-Z][A-Z0-9_]*$/.test(v) && v.endsWith(name[0].toUpperCase())) return false;
      // A key named for a secret (`--shared-key`, `--secret-key`, `--access-key`) takes a password-like value.
      if (name[1] === undefined && /(?:^|[_-])(?:shared|secret|access|private|api|auth|master|encryption|enc|signing|account|client|admin)[_-]?key$/i.test(match?.[1] ?? '')) return passwordLike(v);
      // `--setup-key <uuid>` (NetBird), `--enrollment-key <uuid>`: a UUID under a key named for what it opens.
      // A UUID after a flag named only key (`cypress run --record --key <uuid>`) is a record or license key.
      if (name[1] === undefined && UUID_SHAPE.test(v)) return uuidKeyName(match?.[1] ?? '') || /^key$/i.test(match?.[1] ?? '');
      return name[1] !== undefined ? passwordLike(v) : hasDigit(v) && /[A-Za-z]/.test(v) && (looksGenerated(v) || looksRandomCase(v));
    },
  }),
  // A CLI's login or connect subcommand with a generated positional (`sem connect host <token>`,
  // `tool login <token>`).
  rule('cli-login-token', 'Generated token as an argument of a login / connect subcommand', String.raw`(?:login|connect)[ \t]+(?:(?:add|set|create|save|use)[ \t]+)?(?:[^\s|;&<>"'-][^\s|;&<>"']{0,100}[ \t]+){0,2}["']?([A-Za-z0-9_.+/=-]{16,300})["']?(?=[ \t]*(?:$|[|;&\r\n]|-))`, {
    flags: 'm',
    secretGroups: [1],
    // Two words, no `\b` before them (checked in accept): a third (`apikey`, `auth`, `token`) tripled
    // the cost of scanning for them, more than the rest of the rule.
    hints: ['login', 'connect'],
    accept: (v, _group, match) => !/[\w.-]/.test(match?.input[(match?.index ?? 1) - 1] ?? '') && notPlaceholder(v) && !/^[~.]?\//.test(v) && !looksLikeCode(v, false) && hasDigit(v) && (looksRandomCase(v) || looksRandomToken(v) || (/^[0-9a-f]+$/i.test(v) ? v.length >= 32 && looksGenerated(v) : hasMixedCase(v) && looksGenerated(v) && rareBigramShare(v) >= 0.4)),
  }),
  // The value may follow on the next line (`- name: DB_PASS` / `  value: …` in a Kubernetes env list).
  rule('name-value-secret', 'Secret in a name/value pair named for it ({"name": "API_TOKEN", "value": "…"})', String.raw`["']?name["']?[ \t]*[:=][ \t]*["']?[A-Za-z0-9_.-]{0,60}?(?:token|secret|password|passwd|(?<![a-z])(?:pass|pwd)|api[_.-]?key|access[_.-]?key|private[_.-]?key|credentials?)["']?[ \t]*(?:,|\r?\n[ \t]*-?)[ \t]*["']?value["']?[ \t]*[:=][ \t]*(?:"([^"\r\n]{6,1000})"|'([^'\r\n]{6,1000})'|([^\s"',}]{6,1000}))`, {
    flags: 'i',
    secretGroups: [1, 2, 3],
    hints: ['value'],
    accept: (v, _group, match) => acceptAssignedSecret(v, 1) && !/existing[_.-]?secret/i.test(match?.[0] ?? ''),
  }),
  // After the assignment rules: a value under a name they know is theirs.
  rule('url-query-secret', 'Secret in a URL query parameter (?key=…, &token=…, &access_token=…)', String.raw`[?&](?=[a-z_]{3,30}=[^&\s"'#<>\\]{10})(?:[a-z]{1,20}_)?(?:access_token|token|api_?key|key|secret|auth|signature|sig|password|passwd|pwd|app_?id|session(?:_?id)?|sid)=([^&\s"'#<>\\]{10,500})`, {
    flags: 'i',
    secretGroups: [1],
    // `private_token=`, `client_secret=`, `appid=`, `sessionid=`: a name ending in a secret's name.
    hints: ['token=', 'key=', 'secret=', 'auth=', 'signature=', 'password=', 'passwd=', 'pwd=', 'appid=', 'app_id=', 'session=', 'sessionid=', 'session_id=', 'sid=', 'sig='],
    // `key=pk.ca97…`: a key type and a generated part. Under 16 characters (Render's deploy hooks,
    // `?key=` + 11) only a generated token whose letter pairs words do not make, under a key's, token's,
    // secret's or password's name: ids (`app_id=`, `sid=`) that short are ids, `?key=Release2Beta` a name.
    accept: (v, _group, match) =>
      notPlaceholder(v) &&
      (v.length < 16
        ? shortGeneratedToken(v) && rareBigramShare(v) >= 0.4 && /^[?&](?:[a-z]{1,20}_)?(?:access_token|token|api_?key|key|secret|password|passwd|pwd)=/i.test(match?.[0] ?? '')
        : UUID_SHAPE.test(v) || looksGenerated(v) || looksRandomCase(v) || generatedPart(v)),
  }),
  // `&passhash=1812345678` (PRTG), `?pin=…`, `&passcode=…`: a numeric secret under a name that says so.
  rule('url-query-passcode', 'Numeric or password-like secret in a URL query parameter named for a pass or a PIN (&passhash=…, ?pin=…, &passcode=…)', String.raw`[?&](?:[a-z]{1,20}_)?(?:pass(?:hash|code|key)|pin(?:code)?)=([^&\s"'#<>\\]{6,200})`, {
    flags: 'i',
    secretGroups: [1],
    hints: ['passhash=', 'passcode=', 'passkey=', 'pin=', 'pincode='],
    accept: (v) => notPlaceholder(v) && !/^[$%{<]/.test(v) && ((/^\d{6,}$/.test(v) && !/^(\d)\1+$/.test(v) && !'01234567890'.includes(v)) || passwordLike(v)),
  }),
  // Kubernetes Secret `data:` (and any YAML or JSON map) holds values base64-encoded: a value whose
  // decoding is itself a secret (a connection string with a password, a key, `user:generated`); so
  // does an environment variable that carries a whole key file (`GOOGLE_CREDENTIALS=$(base64 -w0 key.json)`).
  rule('base64-encoded-secret', 'Base64-encoded secret as a map value or an environment variable (Kubernetes Secret data, GOOGLE_CREDENTIALS=<base64 of a key file>)', String.raw`[:=](?=[ \t]*["']?[A-Za-z0-9+/]{16})(?<=(?:^[ \t]*-?[ \t]*["']?[A-Za-z0-9_.-]{1,100}["']?[ \t]*|"[A-Za-z0-9_.-]{1,100}"[ \t]*):|^[ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_]{0,100}=)[ \t]*["']?([A-Za-z0-9+/]{16,8000}={0,2})(?=["']?[ \t]*,?[ \t]*(?:\r?\n|$)|")`, {
    flags: 'm',
    secretGroups: [1],
    accept: decodesToSecret,
  }),
  rule('encoded-json-secret', 'JSON object in base64 that holds a secret, anywhere (incus remote add <name> eyJ…, a join or trust token)', String.raw`(?<![A-Za-z0-9+/=_.-])eyJ[A-Za-z0-9+/_-]{37,4000}={0,2}(?![A-Za-z0-9+/=_.-])`, {
    hints: ['eyj'],
    accept: acceptEncodedJson,
  }),
  // Private keys without their armor: a whole PEM file in base64 (`LS0tLS1CRUdJTi…`), an OpenSSH
  // key body (`b3BlbnNzaC1rZXktdjE…`), DER RSA / PKCS#8 / EC / Ed25519 keys (`MIIEpAIBAAKC…`, `MHcCAQEE…`).
  rule('private-key-base64', 'Private key in base64 without PEM armor (base64 PEM file, OpenSSH key body, DER key)', String.raw`(?<![A-Za-z0-9+/=])(?:LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,16000}|b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{60,16000}|MII[A-Za-z0-9+/]{2}(?:IBAAKC|AgEAAoIB|IBADANBgkqhkiG9w0BAQEFAASC)[A-Za-z0-9+/]{100,16000}|MHcCAQEEI[A-Za-z0-9+/]{80,400}|MC4CAQAwBQYDK2VwBCIEI[A-Za-z0-9+/]{20,100})={0,2}(?![A-Za-z0-9+/=])`, {
    hints: ['ls0tls1crudjti', 'b3blbnnzac1rzxktdje', 'ibaakc', 'ageaaoib', 'ibadanbgkqhkig9w0baqefaasc', 'mhccaqeei', 'mc4caqawbqydk2vwbciei'],
    accept: (v) => !v.startsWith('LS0t') || /PRIVATE KEY/.test(Buffer.from(v.slice(0, 120), 'base64').toString('latin1')),
  }),
  // Last: a token of no known format and under no known name, told by its characters alone.
  // Found from its first digit next to an upper-case letter (a scan of every word for 32 characters
  // cost more than any other rule; every digit, a fifth of this rule's time in accept checks), the
  // token's start captured behind it. A random 32-character token lacks such a pair one time in 90.
  rule('high-entropy-token', 'Token of 32 characters or more that looks generated (both cases, digits, no words), of any provider', String.raw`(?:\d[A-Z]|[A-Z]\d)(?<=(?:^|[\s"'\`=:(,[{>|!])([A-Za-z0-9][A-Za-z0-9_-]{0,40})(?:\d[A-Z]|[A-Z]\d))[A-Za-z0-9_-]{0,249}={0,2}(?=[\s"'\`;,)\]}<&|]|\.(?![A-Za-z0-9])|$)`, {
    secretFrom: [1],
    accept: (v, _group, match) => v.length <= 252 && looksRandomToken(v) && notPlaceholder(v) && !labelledNonSecret(match, v.length),
  }),
  // Shapes of the twelfth round, last: where an older rule takes a value its marker stays.
  // `/set irc.server.libera.sasl_password "…"` (WeeChat), `set smtp_pass "…"`, `:set net.proxy.password …`:
  // a `set` command (any program's) and a name that ends in a credential word, then one value.
  rule('set-command-secret', 'Secret given to a set command under a credential name (/set x.sasl_password "…", set smtp_pass …)', String.raw`set(?<=(?:^|[\s/:;])set)[ \t]+["']?(?=(?<sn>[\w.:/@\[\]-]{1,80}))\k<sn>(?<=(?:[Pp]ass(?:word|wd)?|PASS(?:WORD|WD)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]sk|PSK|[Aa]pi_?[Kk]ey|API_?KEY))["']?(?:[ \t]*=[ \t]*|[ \t]+)(?:"([^"\r\n]{6,300})"|'([^'\r\n]{6,300})'|([^\s"'=][^\s"']{5,299}))[ \t]*(?=[;\r\n]|$)`, {
    secretGroups: [2, 3, 4],
    hints: ['set '],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^[~.]?\//.test(v) && !v.includes('://'),
  }),
  // `relay ops@acme.dev:<password>` (OpenSMTPD tables, Postfix maps), `ci|mail.acme.dev:<password>` (dma):
  // a user, `@` or `|`, a host name with a dot, a colon, then a password that ends the line.
  rule('user-host-password', 'Password after user@host: or user|host: at the end of a line (smtpd tables, Postfix maps, dma auth.conf)', String.raw`[@|](?<=(?:^|[\s"'])[A-Za-z0-9][\w.+-]{0,63}[@|])[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){1,8}:([^\s/:@"'\x60$]{8,128})[ \t]*$`, {
    flags: 'm',
    secretGroups: [1],
    hints: ['@', '|'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^\d+$/.test(v),
  }),
  // `//nas/share jdoe%<password>` (amandapass, smbnetfs), `username=ops%<password>` (mount options):
  // Samba's user%password after a share or a user option.
  rule('share-user-percent-password', 'Password in a user%password after an SMB share or a username= option', String.raw`%(?<=(?:\/\/[\w.$-]+\/[\w.$/-]+[ \t]+|(?:user(?:name)?|USER(?:NAME)?)=)[\w.\\-]{1,64}%)([^\s"',%]{6,200})`, {
    secretGroups: [1],
    hints: ['%'],
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !percentEncoded(v),
  }),
  // Windows-style switches named for a password (`vpncmd … /PASSWORD:…`, `/AdminPassword=…`), and the one-letter
  // ones Windows tools use (`signtool sign /f cert.pfx /p …`, `schtasks … /rp …`), whose value must look like a password.
  rule('slash-switch-password', 'Password given as a slash switch (/PASSWORD:…, /pass:…, /p …)', String.raw`\/(?<=(?:^|[ \t])\/)(?:(?:[A-Za-z]{0,20})(?:PASSWORD|[Pp]assword|PASSWD|[Pp]asswd|PWD|[Pp]wd|PASS|[Pp]ass)[:=]["']?([^\s"'$%]{4,200})["']?|(?:[Pp]|[Rr][Pp])(?:[ \t]+|:)(["']?)([^\s"'/][^\s"']{7,127})\2)(?=[ \t]|\r?\n|$)`, {
    secretGroups: [1, 3],
    hints: ['/pass', '/pwd', 'password:', 'password=', '/p ', '/p:', '/rp ', '/rp:'],
    accept: (v, group) => (group === 1 ? notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) : acceptPositionalPassword(v)),
  }),
  // `mcrcon -H host -P 25575 -p …`: where a line's `-P` is the port, its `-p` is the password.
  rule('password-flag-beside-port', 'Password after -p on a command line whose -P is a port (mcrcon -P 25575 -p …)', String.raw`-(?<=[ \t]-)p[ \t]+["']?([^\s"'$/\\-][^\s"'/\\]{5,127})["']?(?=[ \t]|\r?\n|$)`, {
    secretGroups: [1],
    hints: [' -p '],
    accept: (v, _group, match) => {
      if (!match || isPlaceholder(v) || !passwordLike(v) || looksLikeCode(v, false) || /^\d+$/.test(v)) return false;
      // The match's line, within 300 characters either side (a minified line may hold thousands of ` -p `).
      const from = Math.max(0, match.index - 300);
      const around = match.input.slice(from, match.index + 300);
      const at = match.index - from;
      const line = lineAround(around, at);
      return /(?:^|[ \t])-P[ \t]*\d{2,5}(?=[ \t]|$)/.test(around.slice(line.start, line.end));
    },
  }),
  // After both: a `-p` or SIPp's `-ap` whose value's case changes at one letter pair in three, 12 characters
  // or more with a digit, a sign or letter pairs no word makes (`mcrcon -p UTdOvK.wvQID`, `ucarp -p 0dtz1PByLiRpJk`,
  // `sipp -ap gAenLwIOaOmBko`): no name, file (`Name.java`) or option has that shape.
  rule('random-case-flag', 'Value after -p or -ap whose letters change case at random (12 characters or more)', String.raw`-(?<=[ \t]-)a?p[ \t]+(["']?)([A-Za-z0-9!#%^*~+._-]{12,64})\1(?=[ \t]|\r?\n|$)`, {
    secretGroups: [2],
    hints: [' -p ', ' -ap '],
    accept: (v) => notPlaceholder(v) && looksRandomCase(v) && (/[\d.!#%^*~+_-]/.test(v) || rareBigramShare(v) >= 0.3) && !/\.[a-z]{1,5}$/.test(v) && !v.startsWith('-'),
  }),
  // `concourse web --add-local-user ci:…`, `--basic-auth-user ops:…`: a flag named for a user given `user:password`.
  rule('user-flag-colon-password', 'Password in user:password given to a flag named for users (--add-local-user ci:…)', String.raw`-(?<=[ \t]-)-?[\w-]{0,30}?[Uu]ser[\w-]{0,30}(?:[ \t]+|=)["']?[\w.@-]{1,64}:([^\s"':]{6,128})["']?(?=[ \t]|\r?\n|$)`, {
    secretGroups: [1],
    hints: ['user'],
    // `user:password@host` is a URL's user part: only an `@` not followed by a host name stays in a password.
    // `--userns=auto:size=8192`: settings after the colon, not a password.
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !/^\d+$/.test(v) && !/@[A-Za-z0-9-]+\.[A-Za-z]/.test(v) && !v.includes('='),
  }),
  // `SECRET_KEY=(k=nl89jz-_vq…*$j*q…&f5o*fom_)`: an environment line whose value has the signs
  // generated secrets have (Django's alphabet) that the assignment rules take for syntax.
  rule('env-secret-line', "Secret on an environment line under a credential's name whose value starts or is full of signs (SECRET_KEY=(k=…&…*…))", String.raw`=(?=[^\s'"\x60]{24})(?<=[A-Za-z0-9_]=)(?<=^[ \t]*(?:export[ \t]+)?(?![A-Za-z0-9_]*(?:PUBLIC|[Pp]ublic))[A-Za-z_][A-Za-z0-9_]{0,60}(?:SECRET|[Ss]ecret|PASSWORD|[Pp]assword|TOKEN|[Tt]oken|KEY|[Kk]ey)[A-Za-z0-9_]{0,20}=)([^\s'"\x60]{24,300})[ \t]*$`, {
    // Found from the `=`, the name and the line start checked behind it.
    flags: 'm',
    secretGroups: [1],
    hints: ['secret', 'password', 'token', 'key'],
    accept: (v) =>
      // Signs beyond base64's (`VAPID_PUBLIC_KEY=BCk-…=` is a public key in base64url).
      notPlaceholder(v) && !/^\$|\$[({]|(?:^|[^\w.])[A-Za-z_][A-Za-z_.]{2,}\(|:\/\//.test(v) && /[a-z]/.test(v) && hasDigit(v) && /[!@#$%^&*()~]/.test(v) && entropy(v) >= 4 && rareBigramShare(v.replace(/[^a-z]/gi, '')) >= 0.3,
  }),
  // Last of all, under any name: a value in a `key = value`, `key: value`, `"key": "value"` or
  // `--flag value` position whose shape alone is a generated secret (gitleaks' generic rule gates
  // on entropy the same way), whatever the key or flag is called.
  rule('generic-value-shape', 'Generated value (16+ characters, both cases and digits, high entropy, no words) under any key or flag', String.raw`(?:[=:](?<=[\w"'\]-][ \t]*[=:])|-(?<=[ \t]-)-?[A-Za-z][\w.-]{0,30}(?:[ \t]+|=))[ \t]*(?:'"|["']?)([A-Za-z0-9+_%^#*!@~.-][A-Za-z0-9+/=_%^#*!@~.-]{15,127})["']?(?=[\s;,)}\]]|$)`, {
    secretGroups: [1],
    accept: (v, _group, match) => acceptGenericShape(v, match),
  }),
  // Teradata's logon string on a line of its own (`.LOGON tdpid/user,password` in BTEQ, FastLoad, MultiLoad and
  // TPump scripts; `LOGON tdpid/user,password;` in FastExport's): the part after the user and its comma.
  rule('logon-user-password', 'Password in a logon string (.LOGON tdpid/user,password)', String.raw`logon(?<=^[ \t]*\.?logon)[ \t]+[\w.-]{1,64}\/[\w$.-]{1,64},([^\s;,]{6,128})[ \t]*;?[ \t]*$`, {
    flags: 'mi',
    secretGroups: [1],
    hints: ['logon'],
    // A leading `@` is the password's own character here, not a file the tool reads it from.
    accept: (v) => notPlaceholder(v) && !v.startsWith('$') && passwordLike(v.replace(/^@/, '')) && !looksLikeCode(v, false),
  }),
  // Chat and bouncer commands on a line of their own: `identify …`, `register …` (BitlBee, NickServ
  // without /msg), `login <user> …` (TeamSpeak ServerQuery, FTP-like consoles), `auth plain <user> …` (maddy's SMTP targets).
  rule('line-command-password', 'Password as the argument of identify / register / login on a line of its own', String.raw`(?:identify|register|login|plain)(?<=^[ \t]*(?:<\w{1,20}>[ \t]*)?(?:identify|register|login|auth[ \t]+(?:plain|login)))[ \t]+(?:(?<=(?:login|plain)[ \t]+)[\w.@-]{1,64}[ \t]+)?([^\s"'$<{%][^\s"']{5,127})[ \t]*$`, {
    // (`user <name> <password>` lines of ftp scripts were tried: looking for `user` cost 4.6 ms of the 8 MB, more than it caught.)
    flags: 'm',
    secretGroups: [1],
    hints: ['identify', 'register', 'login', 'plain'],
    // `login  513/tcp` (/etc/services): a value with a slash is a path or a port.
    accept: (v) => notPlaceholder(v) && passwordLike(v) && !looksLikeCode(v, false) && !v.includes('/'),
  }),
];

// ---------------------------------------------------------------------------
// Scanning
// ---------------------------------------------------------------------------

interface Span {
  start: number;
  end: number;
  /** Undefined for an existing marker: it blocks overlapping candidates but is kept as is. */
  ruleId: string | undefined;
}

const EXISTING_MARKER = /\[REDACTED:[a-z0-9-]{1,64}\]/g;

/**
 * Markers from an earlier pass, as blocking spans. Seeding the overlap check
 * with them is what makes redaction idempotent: no rule (say, `scheme://a:b@`
 * reading `[REDACTED:x]` as user:password) can rewrite part of a marker.
 */
function existingMarkers(text: string): Span[] {
  if (!text.includes(REDACTION_MARKER_PREFIX)) return [];
  return Array.from(text.matchAll(EXISTING_MARKER), (m) => ({ start: m.index, end: m.index + m[0].length, ruleId: undefined }));
}

/**
 * A token of the right shape that documentation or tests use instead of a real one:
 * a long run of one character (`ghp_xxxxxxxx…`), EXAMPLE keys, elisions, "your_api_key".
 */
const PLACEHOLDER_TOKEN = /EXAMPLE|example|placeholder|PLACEHOLDER|dummy|DUMMY|\.\.\.|your[_-]?(?:api[_-]?)?(?:key|token|secret)|0123456789abcdef|0123456789ABCDEF|(?:^|[\W_])(?:x{3,}|X{3,})(?:$|[\W_])/;
const CHARACTER_RUNS = /(.)\1{3,}/g;

/**
 * `ghp_xxxx…`, `xoxb-000000000000-…`: runs of one character (4 or more, one of them at least
 * 8) make up half the token or more. A token with one such run inside random characters (a
 * Dropbox token's `AAAAAAAAAA`) is real.
 */
function isRunPlaceholder(secret: string): boolean {
  let inRuns = 0;
  let longest = 0;
  for (const run of secret.matchAll(CHARACTER_RUNS)) {
    inRuns += run[0].length;
    longest = Math.max(longest, run[0].length);
  }
  return longest >= 8 && inRuns * 2 >= secret.length;
}

interface SecretRange {
  start: number;
  end: number;
  group: number;
}

function secretRange(rule: RedactionRule, match: RegExpExecArray): SecretRange | undefined {
  for (const group of rule.secretFrom ?? []) {
    const range = match.indices?.[group];
    if (range) return { start: range[0], end: match.index + match[0].length, group };
  }
  if (!rule.secretGroups) return { start: match.index, end: match.index + match[0].length, group: 0 };
  for (const group of rule.secretGroups) {
    const range = match.indices?.[group];
    if (range) return { start: range[0], end: range[1], group };
  }
  return undefined;
}

function findSpans(rule: RedactionRule, text: string): Span[] {
  const spans: Span[] = [];
  const re = rule.pattern;
  re.lastIndex = 0; // patterns are shared module state; never trust a previous caller's position
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++; // defensive: an empty match would loop forever
      continue;
    }
    if (rule.locate) {
      for (const [start, end] of rule.locate(m)) {
        const secret = text.slice(start, end);
        if ((!rule.accept || rule.accept(secret, 0, m)) && !PLACEHOLDER_TOKEN.test(secret) && !isRunPlaceholder(secret)) spans.push({ start, end, ruleId: rule.id });
      }
      continue;
    }
    const range = secretRange(rule, m);
    if (!range) continue;
    const { start, end, group } = range;
    const secret = text.slice(start, end);
    // An accept check may redact a decoded value, running this same shared pattern on other text.
    const resumeAt = re.lastIndex;
    const accepted = !rule.accept || rule.accept(secret, group, m);
    re.lastIndex = resumeAt;
    if (!accepted) continue;
    if (!rule.id.includes('private-key') && (PLACEHOLDER_TOKEN.test(secret) || isRunPlaceholder(secret))) continue;
    spans.push({ start, end, ruleId: rule.id });
  }
  return spans;
}

/**
 * Merges a rule's candidates (sorted, non-overlapping) into the spans accepted
 * so far, dropping candidates that overlap an accepted span: earlier rules win.
 */
function addNonOverlapping(accepted: readonly Span[], candidates: readonly Span[]): Span[] {
  const merged: Span[] = [];
  let i = 0;
  for (const candidate of candidates) {
    for (let a = accepted[i]; a && a.end <= candidate.start; a = accepted[++i]) merged.push(a);
    const next = accepted[i];
    if (next && next.start < candidate.end) continue;
    merged.push(candidate);
  }
  merged.push(...accepted.slice(i));
  return merged;
}

function applySpans(text: string, spans: readonly Span[]): RedactionResult {
  const byRule: Record<string, number> = {};
  const parts: string[] = [];
  let cursor = 0;
  let count = 0;
  for (const { start, end, ruleId } of spans) {
    if (ruleId === undefined) continue; // existing marker: leave it in place
    parts.push(text.slice(cursor, start), redactionMarker(ruleId));
    byRule[ruleId] = (byRule[ruleId] ?? 0) + 1;
    count++;
    cursor = end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), count, byRule };
}

/**
 * Hint pre-check: which rules' hints occur in a text, found in one pass over it. Every rule's
 * hints are compiled into one automaton (Aho-Corasick: a trie of the hints whose missing
 * transitions follow the failure links, so each character costs one table look-up); a state
 * reached at the end of a hint marks the rules that hint belongs to, also for hints that end
 * inside a longer one. Checking each hint with `includes` instead scanned the text once per hint
 * that might occur — a third of the time `redact` spent on 8 MB of real text. Hints are lower
 * case and the text is read as `toLowerCase()` would give it without building that copy: upper-case
 * ASCII letters share their lower-case columns, and the two other characters whose lower case
 * holds an ASCII letter are mapped too (KELVIN SIGN → `k`, `İ` → `i` and a combining dot).
 */
interface HintAutomaton {
  /** Character code (below 128) → column; 0 for a character no hint holds. */
  column: Uint8Array;
  columns: number;
  /** state × columns + column → next state. */
  next: Uint16Array | Uint32Array;
  /** States at or after this one end at least one hint (states are numbered so). */
  firstEnd: number;
  /** Rules (indices into REDACTION_RULES) whose hints end at a state: out[outStart[s - firstEnd] .. outStart[s - firstEnd + 1]). */
  outStart: Uint32Array;
  out: Uint16Array;
}

function buildHintAutomaton(rules: readonly RedactionRule[]): HintAutomaton {
  const column = new Uint8Array(128);
  let columns = 1;
  for (const r of rules) {
    for (const hint of r.hints ?? []) {
      for (let i = 0; i < hint.length; i++) {
        const c = hint.charCodeAt(i);
        if (c >= 128 || (c >= 65 && c <= 90)) throw new Error(`redaction hint of ${r.id} is not lower-case ASCII: ${hint}`);
        if (column[c] === 0) column[c] = columns++;
      }
    }
  }
  // The trie: children per state, rule sets per state.
  const children: Array<Map<number, number>> = [new Map()];
  const ends: Array<Set<number>> = [new Set()];
  rules.forEach((r, index) => {
    for (const hint of r.hints ?? []) {
      let state = 0;
      for (let i = 0; i < hint.length; i++) {
        const col = column[hint.charCodeAt(i)]!;
        let to = children[state]!.get(col);
        if (to === undefined) {
          to = children.length;
          children.push(new Map());
          ends.push(new Set());
          children[state]!.set(col, to);
        }
        state = to;
      }
      ends[state]!.add(index);
    }
  });
  const states = children.length;
  const trieNext = new Uint32Array(states * columns);
  const fail = new Uint32Array(states);
  // Breadth first, so a state's failure state is complete before the state itself.
  const queue: number[] = [];
  for (let col = 1; col < columns; col++) {
    const to = children[0]!.get(col);
    if (to !== undefined) {
      trieNext[col] = to;
      queue.push(to);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const state = queue[q]!;
    for (const r of ends[fail[state]!]!) ends[state]!.add(r);
    for (let col = 1; col < columns; col++) {
      const to = children[state]!.get(col);
      if (to === undefined) {
        trieNext[state * columns + col] = trieNext[fail[state]! * columns + col]!;
      } else {
        fail[to] = trieNext[fail[state]! * columns + col]!;
        trieNext[state * columns + col] = to;
        queue.push(to);
      }
    }
  }
  // Renumber: the root stays 0, states that end a hint come last, so one comparison tells them.
  const order = [0, ...queue.filter((s) => ends[s]!.size === 0), ...queue.filter((s) => ends[s]!.size > 0)];
  const id = new Uint32Array(states);
  order.forEach((s, i) => (id[s] = i));
  const firstEnd = states - queue.filter((s) => ends[s]!.size > 0).length;
  const next = states < 0xffff ? new Uint16Array(states * columns) : new Uint32Array(states * columns);
  for (let s = 0; s < states; s++) for (let col = 0; col < columns; col++) next[id[s]! * columns + col] = id[trieNext[s * columns + col]!]!;
  const outStart = new Uint32Array(states - firstEnd + 1);
  const out: number[] = [];
  for (let i = firstEnd; i < states; i++) {
    outStart[i - firstEnd] = out.length;
    out.push(...[...ends[order[i]!]!].sort((x, y) => x - y));
  }
  outStart[states - firstEnd] = out.length;
  // Upper-case letters read as their lower case.
  for (let c = 65; c <= 90; c++) column[c] = column[c + 32]!;
  return { column, columns, next, firstEnd, outStart, out: Uint16Array.from(out) };
}

const HINTS = buildHintAutomaton(REDACTION_RULES);
const ALWAYS_RUN = Uint8Array.from(REDACTION_RULES, (r) => (r.hints ? 0 : 1));
const KELVIN_SIGN = 0x212a; // lower case `k`
const CAPITAL_I_DOT = 0x130; // lower case `i` and U+0307

/** 1 for each rule (by index in REDACTION_RULES) that has no hints or one of whose hints occurs in `text.toLowerCase()`. */
export function rulesToRun(text: string): Uint8Array {
  const run = ALWAYS_RUN.slice();
  const { column, columns, next, firstEnd, outStart, out } = HINTS;
  const k = column[107]!;
  const i = column[105]!;
  let state = 0;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    state = next[state * columns + (c < 128 ? column[c]! : c === KELVIN_SIGN ? k : c === CAPITAL_I_DOT ? i : 0)]!;
    if (state >= firstEnd) {
      const end = outStart[state - firstEnd + 1]!;
      for (let o = outStart[state - firstEnd]!; o < end; o++) run[out[o]!] = 1;
      // After `İ` comes its combining dot, which no hint holds.
      if (c === CAPITAL_I_DOT) state = 0;
    } else if (c === CAPITAL_I_DOT) state = 0;
  }
  return run;
}

/** Replaces every secret in `text` with `[REDACTED:<rule id>]`. */
export function redact(text: string): RedactionResult {
  if (text === '') return { text, count: 0, byRule: {} };
  const run = rulesToRun(text);
  let accepted = existingMarkers(text);
  for (let r = 0; r < REDACTION_RULES.length; r++) {
    if (run[r] === 0) continue;
    const rule = REDACTION_RULES[r]!;
    const candidates = findSpans(rule, text);
    if (candidates.length > 0) accepted = addNonOverlapping(accepted, candidates);
  }
  const repeats = repeatSpans(text, accepted);
  if (repeats.length > 0) accepted = addNonOverlapping(accepted, repeats);
  return applySpans(text, accepted);
}

/**
 * Other occurrences, on the same line, of a value a rule took (memjs's server list
 * `'user:<pw>@mc1…:11211,user:<pw>@mc2…:11211'`, where the second entry has no edge a rule
 * starts at): the same characters are the same secret. Within the line, so `redactLarge`'s
 * slices give the same result; 8 characters or more that look generated, whole (not inside a longer word).
 */
/** Letters of both cases with the signs passwords use and no sign of code, 12 characters or more (`X~dVVz+%oTKa_~`). */
function signedPassword(v: string): boolean {
  return v.length >= 12 && hasMixedCase(v) && /[!#%^*~+@]/.test(v) && !/[\s()[\]{},;=$\\<>"'`|&]/.test(v) && passwordLike(v);
}

function repeatSpans(text: string, accepted: readonly Span[]): Span[] {
  const found: Span[] = [];
  for (const { start, end, ruleId } of accepted) {
    if (ruleId === undefined || end - start < 8) continue;
    const secret = text.slice(start, end);
    // Only a value that is generated by its own look: a word an older rule took by its place (`Service1Soap`
    // after `s0:`, `as will this` after `secret:`) is not a secret to look for again. Letters of both cases
    // with the signs passwords use, 12 or more, are (`X~dVVz+%oTKa_~` typed twice into `ocpasswd`).
    if (/\s/.test(secret) || !(looksGenerated(secret) || (hasDigit(secret) && hasMixedCase(secret) && classChanges(secret) * 3 >= secret.length && rareBigramShare(secret) >= 0.4) || signedPassword(secret))) continue;
    const lineStart = lineAround(text, start).start;
    const lineEnd = lineAround(text, end).end;
    for (let at = text.indexOf(secret, lineStart); at !== -1 && at + secret.length <= lineEnd; at = text.indexOf(secret, at + 1)) {
      if (at === start || /[A-Za-z0-9]/.test(text[at - 1] ?? '') || /[A-Za-z0-9]/.test(text[at + secret.length] ?? '')) continue;
      found.push({ start: at, end: at + secret.length, ruleId });
    }
  }
  if (found.length < 2) return found;
  found.sort((a, b) => a.start - b.start);
  return found.filter((span, i) => i === 0 || span.start >= found[i - 1]!.end);
}

/** A `redact` that counts: `scrub` each field of a record, then read the total from `count()`. */
export function redactionCounter(): { scrub(text: string): string; count(): number } {
  let count = 0;
  return {
    scrub(text) {
      const result = redact(text);
      count += result.count;
      return result.text;
    },
    count: () => count,
  };
}

/** Redacts the named string (or string[]) fields of a shallow copy of `obj`. */
export function redactFields<T extends Record<string, unknown>>(obj: T, fields: (keyof T)[]): { value: T; count: number } {
  const value: T = { ...obj };
  let count = 0;
  const redactOne = (s: string): string => {
    const result = redact(s);
    count += result.count;
    return result.text;
  };
  for (const field of fields) {
    const current = obj[field];
    if (typeof current === 'string') {
      value[field] = redactOne(current) as T[keyof T];
    } else if (Array.isArray(current)) {
      value[field] = current.map((item: unknown) => (typeof item === 'string' ? redactOne(item) : item)) as T[keyof T];
    }
  }
  return { value, count };
}

// ---------------------------------------------------------------------------
// Large inputs
// ---------------------------------------------------------------------------

const DEFAULT_SLICE = 64 * 1024;

/** Sticky twin of the private-key rule, used to probe a match at a given offset. */
const PRIVATE_KEY_AT = new RegExp(PRIVATE_KEY_SOURCE, 'y');
const PEM_BEGIN = '-----BEGIN ';
const PUTTY_BEGIN = 'PuTTY-User-Key-File-';

/** Smallest index >= pos that is the start of a line (or the end of the text). */
function lineBoundaryAtOrAfter(text: string, pos: number): number {
  if (pos <= 0) return 0;
  if (pos >= text.length) return text.length;
  const newline = text.indexOf('\n', pos - 1);
  return newline === -1 ? text.length : newline + 1;
}

/**
 * Pushes `end` past any private-key match that starts before it. This replays
 * the global scan of the private-key rule (which can only match at a
 * `-----BEGIN `), so slices hold whole keys exactly as `redact` would see them.
 */
/**
 * Finds the next PEM_BEGIN at or after a position, remembering the last
 * answer: `indexOf` has no end bound, so asking afresh for every slice scanned
 * the whole remaining text each time (quadratic: 650 ms for a 5 MB save).
 */
function pemFinder(text: string): (from: number) => number {
  let askedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    if (from >= askedFrom && (found === -1 || found >= from)) return found;
    askedFrom = from;
    const pem = text.indexOf(PEM_BEGIN, from);
    const putty = text.indexOf(PUTTY_BEGIN, from);
    found = pem === -1 ? putty : putty === -1 ? pem : Math.min(pem, putty);
    return found;
  };
}

function extendPastPrivateKeys(text: string, start: number, end: number, nextPem: (from: number) => number): number {
  let from = start;
  for (;;) {
    const at = nextPem(from);
    if (at === -1 || at >= end) return end;
    PRIVATE_KEY_AT.lastIndex = at;
    const match = PRIVATE_KEY_AT.exec(text);
    if (!match) {
      from = at + 1;
      continue;
    }
    const matchEnd = at + match[0].length;
    if (matchEnd > end) end = lineBoundaryAtOrAfter(text, matchEnd);
    from = matchEnd;
  }
}

/**
 * A line ending in an opening tag, or in an opening tag and text without its closing tag:
 * `xml-secret-element` may read on for up to two lines; a line ending in `name: …`:
 * `name-value-secret` reads the value on the next; a line ending in a backslash: a command
 * continued on the next (`command-line-credential` reads on for two); an INI section named for
 * credentials (`credential-section-value` reads its first two lines); a YAML key named for a
 * secret with its value on the next line (`yaml-next-line-secret`); a block named for tokens,
 * secrets or passwords opened at the line's end (`credential-block` reads the next line); a file
 * named for a secret shown with `cat` (`shown-secret-file` reads the next line).
 */
const SECRET_OPEN_TAG_LINE = /(?:<[A-Za-z_][\w.:-]{0,80}>[^<>\r\n]*|(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]sk|PSK)["']?[ \t]*:[ \t]*(?:[|>][-+]?\d?[ \t]*)?|(?:^|\n)\[(?:[Aa]dmins|ADMINS|[Pp]asswords?|PASSWORDS?|[Cc]redentials|CREDENTIALS|[Ss]ecrets|SECRETS|[Bb]asic[_-]?[Aa]uth|BASIC[_-]?AUTH)\][ \t]*|(?:^|\n)[ \t]*(?:[Ss]ecrets|SECRETS|[Cc]redentials|CREDENTIALS|[Pp]asswords|PASSWORDS|[Tt]okens|TOKENS):[ \t]*|name["']?[ \t]*[:=][ \t]*["']?[A-Za-z0-9_.-]{0,80}["']?[ \t]*,?[ \t]*|(?:[Tt]okens|TOKENS|[Ss]ecrets|SECRETS|[Pp]asswords|PASSWORDS|(?:[Ss]ecurity|SECURITY|[Ee]ncryption|ENCRYPTION|[Ss]igning|SIGNING|[Aa]pi|API|[Ss]ecret|SECRET|[Pp]rivate|PRIVATE|[Aa]ccess|ACCESS|[Mm]aster|MASTER|[Nn]etwork|NETWORK)[_-]?(?:[Kk]eys|KEYS))["']?[ \t]*(?:[:=]|=>)?[ \t]*\{[ \t]*|\\)\r?\n$/;

/** `gopass show -o web/acme` at a line's end: `shown-store-secret` reads the value on the next line. */
const SHOWN_STORE_LINE = new RegExp(String.raw`${SHOWN_STORE_COMMAND}(?:[ \t]+-{1,2}[\w-]+)*[ \t]+["']?[^\s"'|;&<>]{1,200}["']?[ \t]*\r?\n$`);

/** `P_USERNAME=admin` at a line's end: a password on the next line that repeats the word is a documented default (`documentedNotAssigned`). */
const USER_WORD_LINE = /(?:user(?:name)?|login)["']?[ \t]*(?:[:=]|[ \t])[ \t]*["']?[A-Za-z]+["']?[ \t]*[;,]?[ \t]*\r?\n$/i;

/** `New access token never expires` at a line's end: `announced-token-line` reads the value on the next line. */
const ANNOUNCED_TOKEN_LINE = /(?:(?:access|api|auth|bearer|new|your|secret|personal)[ _-]?(?:token|key)|(?:following|initial|admin|generated|temporary)[ _-]?password)[^\r\n=(){};]{0,60}\r?\n$/i;

/** `cat /etc/varnish/secret` at a line's end: `shown-secret-file` reads the value on the next line. */
const SHOWN_FILE_LINE = /(?<![\w.-])cat[ \t]+(?:-[A-Za-z]{1,3}[ \t]+)*["']?([^\s"'|;&<>]{1,200})["']?[ \t]*\r?\n$/;

function opensSecretLine(line: string): boolean {
  if (SECRET_OPEN_TAG_LINE.test(line) || SHOWN_STORE_LINE.test(line) || USER_WORD_LINE.test(line) || PROXY_UUID_LINE.test(line) || ANNOUNCED_TOKEN_LINE.test(line)) return true;
  const shown = SHOWN_FILE_LINE.exec(line);
  return shown !== null && SHOWN_SECRET_FILE.test(shown[1]!);
}

/** Start of the line before the one that ends at `end` (`end` is a line start). */
function previousLineStart(text: string, end: number): number {
  return text.lastIndexOf('\n', end - 2) + 1;
}

/**
 * Moves a slice end that falls after an opening tag line or the line after it, so the tag,
 * its value (on the same or the next line) and the closing tag stay in one slice.
 */
function extendPastOpenTags(text: string, end: number): number {
  // Up to six lines: a chain of opening lines (`username = 'x';`, the password's line, `[passwords]`, a comment) stays whole.
  for (let guard = 0; guard < 6 && end < text.length; guard++) {
    const last = previousLineStart(text, end);
    const beforeLast = last > 0 ? previousLineStart(text, last) : last;
    const opensTag = (from: number, to: number) => to > from && opensSecretLine(text.slice(Math.max(from, to - 200), to));
    if (!opensTag(last, end) && !(beforeLast < last && opensTag(beforeLast, last))) return end;
    end = lineBoundaryAtOrAfter(text, end + 1);
  }
  return end;
}

function sliceEnd(text: string, start: number, size: number, nextPem: (from: number) => number): number {
  const end = extendPastOpenTags(text, lineBoundaryAtOrAfter(text, Math.min(start + size, text.length)));
  return extendPastPrivateKeys(text, start, end, nextPem);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return;
  if (signal.reason !== undefined) throw signal.reason;
  const error = new Error('redaction aborted');
  error.name = 'AbortError';
  throw error;
}

function mergeCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [id, n] of Object.entries(from)) into[id] = (into[id] ?? 0) + n;
}

/**
 * `redact` for big inputs: works in slices cut at line boundaries and yields
 * to the event loop between slices so the daemon keeps serving requests.
 * The result is identical to `redact(text)`. A slice never ends inside a line
 * (that could split a secret), so one huge line is processed in one go.
 */
export async function redactLarge(text: string, opts: RedactLargeOptions = {}): Promise<RedactionResult> {
  const { signal, onProgress } = opts;
  const size = Math.max(1, Math.floor(opts.sliceBytes ?? DEFAULT_SLICE));
  const total = Buffer.byteLength(text, 'utf8');
  const parts: string[] = [];
  const byRule: Record<string, number> = {};
  let count = 0;
  let done = 0;
  const nextPem = pemFinder(text);
  for (let start = 0; start < text.length; ) {
    throwIfAborted(signal);
    const end = sliceEnd(text, start, size, nextPem);
    const slice = text.slice(start, end);
    const result = redact(slice);
    parts.push(result.text);
    count += result.count;
    mergeCounts(byRule, result.byRule);
    done += Buffer.byteLength(slice, 'utf8');
    onProgress?.(done, total);
    start = end;
    if (start < text.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { text: parts.join(''), count, byRule };
}
