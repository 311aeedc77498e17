// The twenty-seventh error set (corpus-twenty-seventh.jsonl): written and collected with the
// twenty-sixth, after all tuning on the twenty-fourth and twenty-fifth sets' dev halves, and
// measured on both halves before any change made for either. Families none of the twenty-six sets
// has (each checked against the families and tools of all earlier corpora and grepped for in every
// earlier case file): from npm the AI SDK, Google Gen AI, Groq and Mistral SDKs, Supabase, the
// Neo4j and Elasticsearch clients, tedious, ArkType, n, SuperTest,
// fast-check, the ESLint plugins security, perfectionist, simple-import-sort, unused-imports, jsonc
// and yml with rule ids, ls-lint, release-it, VitePress, js-joda, ofetch, sade, meow, cosmiconfig,
// Jimp, JSZip, json-schema-ref-parser and Apollo Server; ExUnit, PHP's intl, DOM, JSON and SQLite3
// extensions, Perl's DateTime, XML::LibXML, HTTP::Tiny, Getopt::Long and Storable, Ruby's
// OptionParser, Psych, Net::HTTP and sqlite3, rbash; and, one line each, pkcs11-tool, opensc-tool,
// veritysetup, sqfscat, pixz, pzstd, gprof, dwz, mtrace, rpcgen, gencat, getconf, infocmp, chattr,
// lsattr, filefrag, xsubpp, rdiscount, redcarpet, wsdump, ghp-import, goyacc, emacsclient,
// cpanel_json_xs, sprof, pldd, chcpu, blkdiscard, blkzone, zramctl, delpart, sar, mpstat, brotli, pigz, lrzip, jpegtran, djpeg, tiffinfo, exiv2, cmark,
// potrace, advpng and pngfix. Each `expect` was written from knowledge of the tool, without
// looking at the pattern library or the troubleshooter's code, before any output was collected,
// and tightened with `tight()`. `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, NOFILE, OPTION, SYNTAX, REFUSED, CLOSED, GIT } from './cases-20.mjs';

const nodeMjs = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.mjs': code }, 'node app.mjs', expect, extra);
const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const PKG = (extra = {}) => JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module', ...extra });
const rb = (family, name, code, expect, extra = {}) => c(family, 'ruby', name, { 'app.rb': code }, 'ruby app.rb', expect, extra);
const pl = (family, name, code, expect, files = {}, cmd = 'perl app.pl') => c(family, 'perl', name, { 'app.pl': code, ...files }, cmd, expect);
const php = (family, name, code, expect, extra = {}) => c(family, 'php', name, { 'app.php': `<?php\n${code}` }, 'php app.php', expect, extra);
const STAND_IN = (status) => `\`http://127.0.0.1:\${process.env.HTTPPORT}/${status}\``;
const AI = (baseURL, key = "apiKey: 'sk-test', ") => `import { generateText } from 'ai';\nimport { createOpenAI } from '@ai-sdk/openai';\nconst openai = createOpenAI({ ${key}baseURL: ${baseURL} });\nconst { text } = await generateText({ model: openai('gpt-4o-mini'), prompt: 'hi', maxRetries: 0 });\nconsole.log(text);\n`;
const NO_KEYS = 'env -u OPENAI_API_KEY -u GEMINI_API_KEY -u GOOGLE_API_KEY -u GROQ_API_KEY -u MISTRAL_API_KEY -u GOOGLE_APPLICATION_CREDENTIALS HOME=$PWD';
const SERVER = "import express from 'express';\nimport request from 'supertest';\nconst app = express();\napp.get('/health', (req, res) => res.json({ ok: false }));\napp.get('/text', (req, res) => res.send('plain'));\n";
const ESL = (family, config, files, expect, name) => nodeBin(family, 'eslint', name, { 'eslint.config.mjs': config, ...files }, `eslint ${Object.keys(files).join(' ')}`, expect);
const SECURITY = "import security from 'eslint-plugin-security';\nexport default [security.configs.recommended];\n";
const PERFECTIONIST = "import perfectionist from 'eslint-plugin-perfectionist';\nexport default [perfectionist.configs['recommended-natural']];\n";
const SIS = "import simpleImportSort from 'eslint-plugin-simple-import-sort';\nexport default [{ plugins: { 'simple-import-sort': simpleImportSort }, rules: { 'simple-import-sort/imports': 'error' } }];\n";
const UNUSED = "import unusedImports from 'eslint-plugin-unused-imports';\nexport default [{ plugins: { 'unused-imports': unusedImports }, rules: { 'unused-imports/no-unused-imports': 'error' } }];\n";
const JSONC = "import jsonc from 'eslint-plugin-jsonc';\nexport default [...jsonc.configs['flat/recommended-with-json']];\n";
const YML = "import yml from 'eslint-plugin-yml';\nexport default [...yml.configs['flat/recommended']];\n";
const APOLLO = (query) => `import { ApolloServer } from '@apollo/server';\nconst server = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hi' } } });\nconst res = await server.executeOperation({ query: ${JSON.stringify(query)} });\nif (res.body.singleResult.errors) { console.error(JSON.stringify(res.body.singleResult.errors, null, 2)); process.exit(1); }\n`;
const EXUNIT = (body) => ({ 'a_test.exs': `ExUnit.start()\n\ndefmodule ATest do\n  use ExUnit.Case\n\n${body}end\n` });
const A_OUT = { 'a.c': 'int main(void) { return 0; }\n' };

const RAW = [
  // ---- AI SDK (Vercel) with its OpenAI provider
  nodeMjs('ai-sdk', 'unauthorized', AI(STAND_IN('401/v1')), ['key|auth|API key|invalid|credential|401'], { needs: 'http' }),
  nodeMjs('ai-sdk', 'rate-limited', AI(STAND_IN('429/v1')), ['rate|limit|429|retry|quota|backoff'], { needs: 'http' }),
  nodeMjs('ai-sdk', 'refused', AI(`'http://127.0.0.1:${CLOSED}/v1'`), REFUSED),
  nodeBin('ai-sdk', 'node', 'missing-key', { 'app.mjs': AI("'https://api.openai.com/v1'", '') }, `${NO_KEYS} node app.mjs`, ['key|API key|OPENAI_API_KEY|environment|missing|set']),

  // ---- Google Gen AI SDK
  nodeMjs('google-genai', 'forbidden', `import { GoogleGenAI } from '@google/genai';\nconst ai = new GoogleGenAI({ apiKey: 'x', httpOptions: { baseUrl: ${STAND_IN('403/')} } });\nconsole.log((await ai.models.generateContent({ model: 'gemini-2.0-flash', contents: 'hi' })).text);\n`, ['permission|forbidden|403|access|key|denied'], { needs: 'http' }),
  nodeBin('google-genai', 'node', 'missing-key', { 'app.mjs': "import { GoogleGenAI } from '@google/genai';\nconst ai = new GoogleGenAI({});\nconsole.log((await ai.models.generateContent({ model: 'gemini-2.0-flash', contents: 'hi' })).text);\n" }, `${NO_KEYS} node app.mjs`, ['key|API key|GEMINI_API_KEY|GOOGLE_API_KEY|credential|environment|missing']),

  // ---- Groq SDK
  nodeBin('groq-sdk', 'node', 'missing-key', { 'app.mjs': "import Groq from 'groq-sdk';\nconst groq = new Groq();\nconsole.log(await groq.models.list());\n" }, `${NO_KEYS} node app.mjs`, ['key|GROQ_API_KEY|environment|missing|apiKey']),
  nodeMjs('groq-sdk', 'unauthorized', `import Groq from 'groq-sdk';\nconst groq = new Groq({ apiKey: 'gsk_test', baseURL: ${STAND_IN('401')}, maxRetries: 0 });\nconsole.log(await groq.models.list());\n`, ['key|auth|API key|invalid|credential|401'], { needs: 'http' }),

  // ---- Mistral SDK
  nodeMjs('mistral-sdk', 'unauthorized', `import { Mistral } from '@mistralai/mistralai';\nconst m = new Mistral({ apiKey: 'x', serverURL: ${STAND_IN('401')} });\nconsole.log(await m.models.list());\n`, ['key|auth|API key|invalid|credential|401'], { needs: 'http' }),
  nodeMjs('mistral-sdk', 'refused', `import { Mistral } from '@mistralai/mistralai';\nconst m = new Mistral({ apiKey: 'x', serverURL: 'http://127.0.0.1:${CLOSED}' });\nconsole.log(await m.models.list());\n`, REFUSED),

  // ---- Supabase
  nodeMjs('supabase-js', 'no-url', "import { createClient } from '@supabase/supabase-js';\nconst supabase = createClient(process.env.SUPABASE_URL ?? '', 'anon-key');\nconsole.log(supabase);\n", ['url|supabaseUrl|required|SUPABASE_URL|environment|missing']),

  // ---- Neo4j driver
  nodeMjs('neo4j-driver', 'refused', `import neo4j from 'neo4j-driver';\nconst driver = neo4j.driver('bolt://127.0.0.1:${CLOSED}', neo4j.auth.basic('neo4j', 'pw'));\nawait driver.verifyConnectivity();\n`, [...REFUSED, 'unavailable']),
  nodeMjs('neo4j-driver', 'bad-scheme', "import neo4j from 'neo4j-driver';\nneo4j.driver('http://127.0.0.1:7474', neo4j.auth.basic('neo4j', 'pw'));\n", ['scheme|url|bolt|neo4j://|protocol|valid']),

  // ---- Elasticsearch client
  nodeMjs('elasticsearch-js', 'refused', `import { Client } from '@elastic/elasticsearch';\nconsole.log(await new Client({ node: 'http://127.0.0.1:${CLOSED}', maxRetries: 0 }).info());\n`, REFUSED),
  nodeMjs('elasticsearch-js', 'no-node', "import { Client } from '@elastic/elasticsearch';\nnew Client({});\n", ['node|option|missing|config|url|cloud']),

  // ---- tedious (SQL Server)
  nodeLib('tedious', 'refused', `const { Connection } = require('tedious');\nconst c = new Connection({ server: '127.0.0.1', options: { port: ${CLOSED}, trustServerCertificate: true }, authentication: { type: 'default', options: { userName: 'sa', password: 'x' } } });\nc.on('connect', (err) => { if (err) { console.error(err); process.exit(1); } });\nc.connect();\n`, REFUSED),


  // ---- ArkType
  nodeMjs('arktype', 'assert-fails', "import { type } from 'arktype';\nconst User = type({ age: 'number' });\nUser.assert({ age: 'x' });\n", ['number|type|expected|must|valid|age']),
  nodeMjs('arktype', 'bad-definition', "import { type } from 'arktype';\nconst User = type({ age: 'numbr' });\nconsole.log(User);\n", ['unresolvable|type|keyword|typo|defin|valid']),

  // ---- n (Node version manager)
  nodeBin('n', 'n', 'unknown-version', {}, `N_PREFIX=$PWD/n N_NODE_MIRROR=http://127.0.0.1:${CLOSED}/dist n 99.99.99`, ['version|found|available|download|network|exist|mirror|connect']),
  nodeBin('n', 'n', 'bad-option', {}, 'N_PREFIX=$PWD/n n --nope', OPTION),

  // ---- SuperTest
  nodeMjs('supertest', 'wrong-status', `${SERVER}await request(app).get('/users').expect(200);\n`, ['expected|status|200|404|route|got']),
  nodeMjs('supertest', 'wrong-body', `${SERVER}await request(app).get('/health').expect({ ok: true });\n`, ['expected|body|response|got|differ']),
  nodeMjs('supertest', 'wrong-header', `${SERVER}await request(app).get('/text').expect('Content-Type', /json/);\n`, ['content-type|header|json|expected']),

  // ---- fast-check
  nodeMjs('fast-check', 'property-fails', "import fc from 'fast-check';\nfc.assert(fc.property(fc.string(), (s) => s.length < 5));\n", ['property|counterexample|shrunk|failed|input|seed']),
  nodeMjs('fast-check', 'property-throws', "import fc from 'fast-check';\nfc.assert(fc.property(fc.integer(), (n) => { if (n > 100) throw new Error('too big'); return true; }));\n", ['counterexample|too big|property|input|101|seed']),

  // ---- eslint-plugin-security
  ESL('eslint-security', SECURITY, { 'a.js': "const input = process.argv[2];\neval('1 + ' + input);\n" }, ['eval|expression|security|inject|untrusted'], 'eval-expression'),
  ESL('eslint-security', SECURITY, { 'a.js': "const fs = require('fs');\nfs.readFileSync(process.argv[2]);\n" }, ['path|file|non-literal|traversal|user input|fs'], 'non-literal-fs'),
  ESL('eslint-security', SECURITY, { 'a.js': "module.exports = (s) => /^(a+)+$/.test(s);\n" }, ['regex|regular expression|unsafe|catastrophic|backtrack|ReDoS'], 'unsafe-regex'),

  // ---- eslint-plugin-perfectionist
  ESL('eslint-perfectionist', PERFECTIONIST, { 'a.js': "import b from './b.js';\nimport a from './a.js';\nexport { a, b };\n" }, ['sort|order|alphabet|import|--fix'], 'sort-imports'),
  ESL('eslint-perfectionist', PERFECTIONIST, { 'a.js': 'export const o = { zeta: 1, alpha: 2 };\n' }, ['sort|order|key|alphabet|--fix'], 'sort-objects'),

  // ---- eslint-plugin-simple-import-sort, eslint-plugin-unused-imports
  ESL('eslint-simple-import-sort', SIS, { 'a.js': "import z from 'zlib';\nimport a from 'assert';\nexport { a, z };\n" }, ['sort|order|import|--fix|autofix'], 'imports'),
  ESL('eslint-unused-imports', UNUSED, { 'a.js': "import fs from 'fs';\nexport const a = 1;\n" }, ['unused|import|remove|defined|never used'], 'no-unused-imports'),

  // ---- eslint-plugin-jsonc, eslint-plugin-yml
  ESL('eslint-jsonc', JSONC, { 'a.json': '{ "name": "a", "name": "b" }\n' }, ['duplicate|key|dupe|JSON'], 'dupe-keys'),
  ESL('eslint-jsonc', JSONC, { 'a.json': '{\n  // a comment\n  "name": "a"\n}\n' }, ['comment|JSON|allowed|remove'], 'comments'),
  ESL('eslint-yml', YML, { 'a.yaml': 'name:\nversion: 1\n' }, ['empty|value|mapping|null|missing'], 'empty-mapping-value'),
  ESL('eslint-yml', YML, { 'a.yaml': 'name: a\nname: b\n' }, ['duplicate|key|unique|mapping'], 'duplicate-key'),

  // ---- ls-lint
  nodeBin('ls-lint', 'ls-lint', 'wrong-case', { '.ls-lint.yml': 'ls:\n  .js: kebab-case\n', 'MyFile.js': 'x\n' }, 'ls-lint', ['kebab|case|name|rename|convention']),
  nodeBin('ls-lint', 'ls-lint', 'no-config', { 'a.js': 'x\n' }, 'ls-lint', ['config|\\.ls-lint\\.yml|found|exist|missing']),

  // ---- release-it
  nodeBin('release-it', 'release-it', 'no-remote', { 'package.json': PKG() }, `HOME=$PWD; ${GIT} && release-it --ci --no-npm`, ['remote|upstream|origin|push|git remote add|url']),

  // ---- VitePress
  nodeBin('vitepress', 'vitepress', 'dead-link', { 'docs/index.md': '# Home\n\nSee [the guide](./guide).\n' }, 'vitepress build docs', ['dead|link|exist|path|page|ignoreDeadLinks']),

  // ---- js-joda
  nodeMjs('js-joda', 'bad-month', "import { LocalDate } from '@js-joda/core';\nLocalDate.parse('2024-13-01');\n", ['parse|month|valid|range|date|format']),
  nodeMjs('js-joda', 'not-iso', "import { LocalDate } from '@js-joda/core';\nLocalDate.parse('01/02/2024');\n", ['parse|format|ISO|date|pattern|formatter']),

  // ---- ofetch
  nodeMjs('ofetch', 'not-found', `import { ofetch } from 'ofetch';\nawait ofetch(${STAND_IN('404/users')});\n`, ['404|not found|url|path|exist|route'], { needs: 'http' }),
  nodeMjs('ofetch', 'unavailable', `import { ofetch } from 'ofetch';\nawait ofetch(${STAND_IN('503/x')}, { retry: 0 });\n`, ['503|unavailable|server|retry|later|down'], { needs: 'http' }),
  nodeMjs('ofetch', 'refused', `import { ofetch } from 'ofetch';\nawait ofetch('http://127.0.0.1:${CLOSED}/', { retry: 0 });\n`, REFUSED),

  // ---- sade
  nodeBin('sade', 'node', 'missing-argument', { 'app.mjs': "import sade from 'sade';\nsade('greet <name>', true).action((name) => console.log(name)).parse(process.argv);\n" }, 'node app.mjs', ['argument|missing|required|usage|insufficient']),
  nodeBin('sade', 'node', 'unknown-command', { 'app.mjs': "import sade from 'sade';\nconst prog = sade('cli');\nprog.command('build').action(() => console.log('built'));\nprog.parse(process.argv);\n" }, 'node app.mjs biuld', ['command|unknown|typo|help|invalid|usage']),

  // ---- meow
  nodeBin('meow', 'node', 'missing-required-flag', { 'app.mjs': "import meow from 'meow';\nconst cli = meow('Usage: app --name <name>', { importMeta: import.meta, flags: { name: { type: 'string', isRequired: true } } });\nconsole.log(cli.flags.name);\n" }, 'node app.mjs', ['flag|required|missing|--name|option']),
  nodeBin('meow', 'node', 'unknown-flag', { 'app.mjs': "import meow from 'meow';\nconst cli = meow('Usage: app', { importMeta: import.meta, allowUnknownFlags: false, flags: { name: { type: 'string' } } });\nconsole.log(cli.flags);\n" }, 'node app.mjs --nope', OPTION),

  // ---- cosmiconfig
  nodeBin('cosmiconfig', 'node', 'bad-yaml', { 'app.mjs': "import { cosmiconfig } from 'cosmiconfig';\nconsole.log(await cosmiconfig('app').search());\n", '.apprc': 'plugins: [a, b\n' }, 'node app.mjs', ['YAML|parse|syntax|config|\\.apprc|bracket|flow']),
  nodeBin('cosmiconfig', 'node', 'bad-json', { 'app.mjs': "import { cosmiconfig } from 'cosmiconfig';\nconsole.log(await cosmiconfig('app').search());\n", '.apprc.json': '{ "plugins": [1,], }\n' }, 'node app.mjs', ['JSON|parse|syntax|config|\\.apprc']),

  // ---- Jimp
  nodeMjs('jimp', 'missing-file', "import { Jimp } from 'jimp';\nawait Jimp.read('nope.png');\n", NOFILE),
  nodeBin('jimp', 'node', 'not-an-image', { 'app.mjs': "import { Jimp } from 'jimp';\nawait Jimp.read('a.png');\n", 'a.png': 'not an image\n' }, 'node app.mjs', ['MIME|image|format|type|corrupt|supported|png']),

  // ---- JSZip
  nodeMjs('jszip', 'not-a-zip', "import JSZip from 'jszip';\nawait JSZip.loadAsync('this is not a zip file');\n", ['zip|corrupt|central directory|archive|format|valid']),

  // ---- json-schema-ref-parser
  nodeMjs('json-schema-ref-parser', 'missing-pointer', "import $RefParser from '@apidevtools/json-schema-ref-parser';\nawait $RefParser.dereference({ type: 'object', properties: { a: { $ref: '#/definitions/nope' } } });\n", ['pointer|\\$ref|exist|definition|reference|path']),
  nodeMjs('json-schema-ref-parser', 'missing-file', "import $RefParser from '@apidevtools/json-schema-ref-parser';\nawait $RefParser.dereference({ type: 'object', properties: { a: { $ref: './nope.json' } } });\n", NOFILE),

  // ---- Apollo Server
  nodeMjs('apollo-server', 'unknown-field', APOLLO('{ nope }'), ['field|query|schema|Query|typo|exist']),
  nodeMjs('apollo-server', 'syntax', APOLLO('{ hello '), SYNTAX),

  // ---- ExUnit
  c('exunit', 'elixir', 'assert-equal', EXUNIT('  test "sum" do\n    assert 1 + 1 == 3\n  end\n'), 'HOME=$PWD elixir a_test.exs', ['assert|expected|left|right|equal|==']),
  c('exunit', 'elixir', 'key-error', EXUNIT('  test "fetch" do\n    Map.fetch!(%{a: 1}, :b)\n  end\n'), 'HOME=$PWD elixir a_test.exs', ['key|map|Map\\.fetch|exist|found']),
  c('exunit', 'elixir', 'timeout', EXUNIT('  @tag timeout: 100\n  test "slow" do\n    Process.sleep(1000)\n  end\n'), 'HOME=$PWD elixir a_test.exs', ['timeout|timed out|slow|@tag|increase']),

  // ---- PHP extensions: intl, DOM, JSON, SQLite3
  php('php-intl', 'bad-date-style', "new IntlDateFormatter('en_US', 99, 99);\n", ['style|format|invalid|constant|argument|date']),
  php('php-dom', 'tag-mismatch', "$d = new DOMDocument();\n$d->loadXML('<a><b></a>');\n", ['tag|mismatch|close|XML|malformed|well-formed']),
  php('php-dom', 'missing-element', "$d = new DOMDocument();\n$d->loadXML('<a/>');\necho $d->getElementsByTagName('title')->item(0)->textContent;\n", ['null|exist|found|element|property']),
  php('php-json', 'syntax', "var_dump(json_decode('{bad', flags: JSON_THROW_ON_ERROR));\n", ['JSON|syntax|parse|valid|quote']),
  php('php-json', 'depth', "var_dump(json_decode('[[1]]', true, 1, JSON_THROW_ON_ERROR));\n", ['depth|nest|deep|maximum|limit']),
  php('php-sqlite3', 'no-table', "$db = new SQLite3(':memory:');\n$db->enableExceptions(true);\n$db->query('SELECT * FROM users');\n", ['table|exist|create|migrat|schema']),
  php('php-sqlite3', 'no-directory', "$db = new SQLite3('nodir/app.db');\n", ['directory|exist|path|open|permission|database file']),

  // ---- Perl: DateTime, XML::LibXML, HTTP::Tiny, Getopt::Long, Storable
  pl('perl-datetime', 'bad-month', "use DateTime;\nDateTime->new(year => 2024, month => 13, day => 1);\n", ['month|valid|range|value|date']),
  pl('perl-datetime', 'bad-time-zone', "use DateTime;\nDateTime->now(time_zone => 'Nope/Zone');\n", ['time ?zone|zone|name|valid|invalid']),
  pl('perl-xml-libxml', 'tag-mismatch', "use XML::LibXML;\nXML::LibXML->load_xml(string => '<a><b></a>');\n", ['tag|mismatch|close|XML|malformed|well-formed']),
  pl('perl-xml-libxml', 'missing-file', "use XML::LibXML;\nXML::LibXML->load_xml(location => 'nope.xml');\n", NOFILE),
  pl('perl-http-tiny', 'refused', `use HTTP::Tiny;\nmy $r = HTTP::Tiny->new->get('http://127.0.0.1:${CLOSED}/');\ndie "$r->{status} $r->{reason}\\n$r->{content}" unless $r->{success};\n`, REFUSED),
  { ...pl('perl-http-tiny', 'not-found', "use HTTP::Tiny;\nmy $r = HTTP::Tiny->new->get(\"http://127.0.0.1:$ENV{HTTPPORT}/404/users\");\ndie \"$r->{status} $r->{reason}\\n\" unless $r->{success};\n", ['404|not found|url|path|exist|route']), needs: 'http' },
  pl('perl-getopt-long', 'unknown-option', "use Getopt::Long;\nmy $name;\nGetOptions('name=s' => \\$name) or die \"usage: app.pl --name NAME\\n\";\n", OPTION, {}, 'perl app.pl --nope'),
  pl('perl-getopt-long', 'missing-value', "use Getopt::Long;\nmy $name;\nGetOptions('name=s' => \\$name) or die \"usage: app.pl --name NAME\\n\";\n", ['argument|value|requires|missing|option'], {}, 'perl app.pl --name'),
  pl('perl-storable', 'not-storable', "use Storable;\nmy $data = retrieve('cache.bin');\n", ['storable|format|file|corrupt|magic|perl'], { 'cache.bin': 'plain text, not a Storable image\n' }),

  // ---- Ruby's standard library: OptionParser, Psych, Net::HTTP; sqlite3
  c('ruby-optparse', 'ruby', 'invalid-option', { 'app.rb': "require 'optparse'\nOptionParser.new { |o| o.on('--name NAME') }.parse!(ARGV)\n" }, 'ruby app.rb --nope', OPTION),
  c('ruby-optparse', 'ruby', 'missing-argument', { 'app.rb': "require 'optparse'\nOptionParser.new { |o| o.on('--name NAME') }.parse!(ARGV)\n" }, 'ruby app.rb --name', ['argument|missing|value|option|requires']),
  rb('ruby-psych', 'syntax', "require 'yaml'\nYAML.load(\"plugins: [a, b\\n\")\n", ['YAML|syntax|parse|expected|bracket|flow']),
  rb('ruby-psych', 'disallowed-class', "require 'yaml'\nrequire 'ostruct'\nYAML.safe_load(\"--- !ruby/object:OpenStruct\\ntable:\\n  a: 1\\n\")\n", ['class|permitted_classes|safe_load|allowed|unsafe|load']),
  rb('ruby-net-http', 'refused', `require 'net/http'\nputs Net::HTTP.get(URI('http://127.0.0.1:${CLOSED}/'))\n`, REFUSED),
  rb('ruby-net-http', 'not-found', "require 'net/http'\nNet::HTTP.get_response(URI(\"http://127.0.0.1:#{ENV['HTTPPORT']}/404/users\")).value\n", ['404|not found|url|path|exist|route'], { needs: 'http' }),
  rb('ruby-sqlite3', 'no-table', "require 'sqlite3'\nSQLite3::Database.new(':memory:').execute('SELECT * FROM users')\n", ['table|exist|create|migrat|schema']),
  rb('ruby-sqlite3', 'unique', "require 'sqlite3'\ndb = SQLite3::Database.new(':memory:')\ndb.execute('CREATE TABLE t (id INTEGER PRIMARY KEY)')\n2.times { db.execute('INSERT INTO t VALUES (1)') }\n", ['unique|duplicate|constraint|key|exists']),

  // ---- rbash
  c('rbash', 'rbash', 'cd', {}, "rbash -c 'cd /tmp'", ['restricted|rbash|shell|allowed|permission']),
  c('rbash', 'rbash', 'redirect', {}, "rbash -c 'echo a > out.txt'", ['restricted|redirect|rbash|shell|allowed']),
  c('rbash', 'rbash', 'slash-in-command', {}, "rbash -c '/bin/ls'", ['restricted|command|path|rbash|allowed']),

  // ---- one line each: smart cards, verity, images and archives, profilers, generators, terminfo, file attributes
  c('pkcs11-tool', 'pkcs11-tool', 'no-module', {}, 'pkcs11-tool --module ./nope.so -L', ['module|load|library|path|found|exist|\\.so']),
  c('opensc-tool', 'opensc-tool', 'no-reader', {}, 'opensc-tool -a', ['reader|card|pcscd|smart card|found|running|service']),
  c('veritysetup', 'veritysetup', 'no-device', {}, 'veritysetup verify nope.img nope.hash 00', ['exist|device|file|path|found|access']),
  c('sqfscat', 'sqfscat', 'no-file', {}, 'sqfscat nope.sqfs a.txt', NOFILE),
  c('sqfscat', 'sqfscat', 'not-squashfs', { 'a.sqfs': 'plain text\n' }, 'sqfscat a.sqfs a.txt', ['squashfs|superblock|magic|format|image|corrupt']),
  c('pixz', 'pixz', 'no-file', {}, 'pixz -d nope.tpxz out.tar', NOFILE),
  c('pixz', 'pixz', 'not-xz', { 'a.tpxz': 'plain text\n' }, 'pixz -d a.tpxz out.tar', ['xz|format|compressed|corrupt|magic|header|valid']),
  c('pzstd', 'pzstd', 'no-file', {}, 'pzstd -d nope.zst', NOFILE),
  c('pzstd', 'pzstd', 'not-zstd', { 'a.zst': 'plain text\n' }, 'pzstd -d a.zst -o out', ['zstd|format|compressed|corrupt|magic|frame|header|unknown']),
  c('gprof', 'gprof', 'no-gmon', A_OUT, 'gcc -o a a.c && gprof ./a', ['gmon\\.out|-pg|profil|run|exist|file']),
  c('dwz', 'dwz', 'no-file', {}, 'dwz nope', NOFILE),
  c('dwz', 'dwz', 'not-elf', { 'a.txt': 'plain\n' }, 'dwz a.txt', ['ELF|format|object|file|executable|valid']),
  c('mtrace', 'mtrace', 'no-file', {}, 'mtrace nope.log', NOFILE),
  c('rpcgen', 'rpcgen', 'syntax', { 'a.x': 'program P {\n  version V {\n    int F(int) = 1\n  } = 1;\n} = 0x20000001;\n' }, 'rpcgen -c a.x', ['syntax|expected|parse|line|token']),
  c('gencat', 'gencat', 'no-file', {}, 'gencat out.cat nope.msg', NOFILE),
  c('getconf', 'getconf', 'unknown-variable', {}, 'getconf NOPE_VAR', ['variable|unrecognized|name|valid|unknown|typo']),
  c('infocmp', 'infocmp', 'unknown-terminal', {}, 'infocmp nope-term', ['terminal|terminfo|TERM|found|description|unknown']),
  c('chattr', 'chattr', 'no-file', {}, 'chattr +i nope.txt', NOFILE),
  c('lsattr', 'lsattr', 'no-file', {}, 'lsattr nope.txt', NOFILE),
  c('filefrag', 'filefrag', 'no-file', {}, 'filefrag nope.txt', NOFILE),
  c('xsubpp', 'xsubpp', 'no-file', {}, 'xsubpp nope.xs', ['exist|file|found|open|typemap|path']),
  c('rdiscount', 'rdiscount', 'no-file', {}, 'rdiscount nope.md', NOFILE),
  c('redcarpet', 'redcarpet', 'no-file', {}, 'redcarpet nope.md', NOFILE),
  c('wsdump', 'wsdump', 'refused', {}, `wsdump ws://127.0.0.1:${CLOSED}/ </dev/null`, REFUSED),
  c('ghp-import', 'ghp-import', 'not-a-repo', { 'site/index.html': '<p>x</p>\n' }, 'ghp-import site', ['git repo|repository|init|git init|branch']),
  c('ghp-import', 'ghp-import', 'no-dir', {}, `HOME=$PWD; ${GIT} && ghp-import nope-site`, NOFILE),
  c('goyacc', 'goyacc', 'syntax', { 'a.y': '%token A\n%%\nmain: A {\n' }, 'goyacc -o a.go a.y', SYNTAX),
  c('goyacc', 'goyacc', 'no-file', {}, 'goyacc nope.y', NOFILE),
  c('emacsclient', 'emacsclient', 'no-server', {}, 'HOME=$PWD emacsclient -s nope-server -e 1', ['server|socket|running|start|daemon|server-start']),
  c('brotli', 'brotli', 'no-file', {}, 'brotli -d nope.br', NOFILE),
  c('brotli', 'brotli', 'corrupt', { 'a.br': 'plain text, not brotli\n' }, 'brotli -d a.br -o out', ['corrupt|format|compressed|invalid|stream|brotli']),
  c('pigz', 'pigz', 'no-file', {}, 'pigz -d nope.gz', NOFILE),
  c('pigz', 'pigz', 'not-gzip', { 'a.gz': 'plain text\n' }, 'pigz -d a.gz', ['gzip|format|compressed|corrupt|magic|header|valid']),
  c('lrzip', 'lrzip', 'no-file', {}, 'lrzip -d nope.lrz', NOFILE),
  c('lrzip', 'lrzip', 'not-lrzip', { 'a.lrz': 'plain text\n' }, 'lrzip -d a.lrz', ['lrzip|format|compressed|corrupt|magic|header|valid']),
  c('libjpeg-turbo', 'jpegtran', 'not-jpeg', { 'a.jpg': 'plain text\n' }, 'jpegtran -outfile b.jpg a.jpg', ['JPEG|format|image|corrupt|valid|SOI|marker']),
  c('libjpeg-turbo', 'djpeg', 'no-file', {}, 'djpeg nope.jpg', NOFILE),
  c('libtiff-tools', 'tiffinfo', 'not-tiff', { 'a.tif': 'plain text\n' }, 'tiffinfo a.tif', ['TIFF|format|image|header|magic|corrupt|valid']),
  c('libtiff-tools', 'tiffinfo', 'no-file', {}, 'tiffinfo nope.tif', NOFILE),
  c('exiv2', 'exiv2', 'no-file', {}, 'exiv2 nope.jpg', NOFILE),
  c('exiv2', 'exiv2', 'unknown-format', { 'a.jpg': 'plain text\n' }, 'exiv2 a.jpg', ['image|format|type|unknown|supported|corrupt|JPEG']),
  c('cmark', 'cmark', 'no-file', {}, 'cmark nope.md', NOFILE),
  c('potrace', 'potrace', 'not-bitmap', { 'a.bmp': 'plain text\n' }, 'potrace a.bmp', ['format|bitmap|image|PBM|BMP|valid|corrupt|type']),
  c('potrace', 'potrace', 'no-file', {}, 'potrace nope.pbm', NOFILE),
  c('advancecomp', 'advpng', 'not-png', { 'a.png': 'plain text\n' }, 'advpng -z a.png', ['PNG|format|image|signature|corrupt|valid']),
  c('pngfix', 'pngfix', 'not-png', { 'a.png': 'plain text\n' }, 'pngfix a.png', ['PNG|signature|format|corrupt|image|valid']),
  c('libjpeg-turbo', 'cjpeg', 'not-an-image', { 'a.ppm': 'plain text\n' }, 'cjpeg -outfile a.jpg a.ppm', ['format|image|PPM|BMP|recogni|valid|input']),
  c('libtiff-tools', 'tiffcp', 'no-file', {}, 'tiffcp nope.tif out.tif', NOFILE),
  c('cmark', 'cmark', 'bad-option', {}, 'cmark --nope', OPTION),
  c('brotli', 'brotli', 'bad-option', {}, 'brotli --nope a', OPTION),
  c('pigz', 'pigz', 'zero-threads', { 'a.txt': 'x\n' }, 'pigz -p 0 a.txt', ['thread|-p|invalid|number|process|range']),
  c('pkcs11-tool', 'pkcs11-tool', 'bad-option', {}, 'pkcs11-tool --nope', OPTION),
  c('opensc-tool', 'opensc-tool', 'bad-option', {}, 'opensc-tool --nope', OPTION),
  c('veritysetup', 'veritysetup', 'bad-option', {}, 'veritysetup --nope', OPTION),
  c('rpcgen', 'rpcgen', 'no-file', {}, 'rpcgen -c nope.x', NOFILE),
  c('gprof', 'gprof', 'no-binary', {}, 'gprof nope-binary', NOFILE),
  c('goyacc', 'goyacc', 'bad-flag', {}, 'goyacc -nope a.y', OPTION),
  c('cpanel-json-xs', 'cpanel_json_xs', 'malformed', {}, "echo '{bad' | cpanel_json_xs", ['JSON|malformed|parse|syntax|expected']),
  c('sprof', 'sprof', 'no-library', {}, 'sprof nope.so', ['exist|library|found|file|profile|path|open']),
  c('pldd', 'pldd', 'no-process', {}, 'pldd 999999', ['process|pid|exist|found|running|no such']),
  c('chcpu', 'chcpu', 'bad-cpu', {}, 'chcpu -e 9999', ['CPU|exist|range|invalid|number|support']),
  c('blkdiscard', 'blkdiscard', 'no-device', {}, 'blkdiscard nope.img', NOFILE),
  c('blkzone', 'blkzone', 'no-device', {}, 'blkzone report nope.img', NOFILE),
  c('zramctl', 'zramctl', 'no-device', {}, 'zramctl /dev/nope-zram', ['device|exist|zram|found|module|path']),
  c('delpart', 'delpart', 'no-device', {}, 'delpart nope.img 1', NOFILE),
  c('sysstat', 'sar', 'no-data-file', {}, 'sar -f nope.sa', ['exist|file|found|data|sa|path']),
  c('sysstat', 'mpstat', 'bad-cpu', {}, 'mpstat -P 9999 1 1', ['processor|CPU|exist|range|invalid|not']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
