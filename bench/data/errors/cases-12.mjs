// The tenth error set (corpus-tenth.jsonl): written and collected after all tuning on the ninth
// set, and measured on both halves before any change made for it. What users of a coding
// assistant meet daily, from tools, libraries and situations none of the nine sets uses:
// container and compose clients (docker-compose, Podman), JVM builds and compilers (Gradle,
// Kotlin, Scala), git edge cases (rebase, merge, pull, push, submodules, LFS), Python servers and
// their tooling (gunicorn, uvicorn, uWSGI, Celery, tox, pre-commit, Poetry, coverage, venv),
// Python data libraries (SciPy, scikit-learn, Beautiful Soup, openpyxl), documentation builds
// (Sphinx, MkDocs, Hugo, Doxygen, Asciidoctor), servers checking their configuration (Caddy,
// PHP-FPM), certbot offline, GNU parallel, direnv, Cython, Thrift, gdb, yq, pg_dump/pg_restore,
// and from npm: Pyright, tsx, pnpm, Yarn 1, SWC, Puppeteer and Playwright without a browser,
// jsdom, Node's fetch, Node's core APIs, Drizzle and Kysely against PostgreSQL, NestJS, ajv-cli,
// dockerfilelint and standard.
// Same shape as cases-11.mjs. `needs` starts the throwaway PostgreSQL or Redis server (see
// collect.mjs); Python cases run Debian's /usr/bin/python3; `tools: true` cases need `--tools`
// (see README.md). Each `expect` was written from knowledge of the tool, without looking at the
// pattern library or the troubleshooter's code, before contextd was run on the output.

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const PY = '/usr/bin/python3';
const REFUSED = ['refused|connect|server|running|listen|port'];
const IN_USE = ['address|in use|port|bind|another'];
const GITENV = 'export GIT_AUTHOR_NAME=dev GIT_AUTHOR_EMAIL=dev@example.com GIT_COMMITTER_NAME=dev GIT_COMMITTER_EMAIL=dev@example.com GIT_CONFIG_NOSYSTEM=1 HOME=$PWD/.home; mkdir -p .home;';
/** A port held by a plain HTTP server for the length of `cmd` (address-in-use cases). */
const holding = (port, cmd) => `${PY} -m http.server ${port} --bind 127.0.0.1 >/dev/null 2>&1 & P=$!; sleep 1; ${cmd}; S=$?; kill $P; exit $S`;

// ---- containers
const compose = (name, yml, expect, cmd = 'docker-compose config') => c('compose', 'docker-compose', name, yml === null ? {} : { 'docker-compose.yml': yml }, cmd, expect);
const podman = (name, containerfile, expect, cmd = 'podman build -f Containerfile .') => c('podman', 'podman', name, { Containerfile: containerfile }, cmd, expect);

// ---- JVM
const GRADLE = 'gradle --offline -q --no-daemon';
const gradle = (name, files, expect, cmd = `${GRADLE} build`) => c('gradle', 'gradle', name, { 'settings.gradle': "rootProject.name = 'app'\n", ...files }, cmd, expect);
const kotlin = (name, code, expect) => c('kotlin', 'kotlinc', name, { 'main.kt': code }, 'kotlinc main.kt -d out 2>&1 | grep -v "OpenJDK 64-Bit"; exit ${PIPESTATUS[0]}', expect);
const scala = (name, code, expect) => c('scala', 'scalac', name, { 'Main.scala': code }, 'scalac -d . Main.scala', expect);

// ---- git edge cases
const GIT0 = `${GITENV} git init -q -b main . && echo a > f && git add f && git commit -qm init`;
const rebase = (name, cmd, expect) => c('git-rebase', 'git', name, {}, `${GIT0} && ${cmd}`, expect);
const submod = (name, cmd, expect) => c('git-submodule', 'git', name, {}, `${GITENV} mkdir lib && (cd lib && git init -q -b main . && echo l > l && git add l && git commit -qm lib) && mkdir app && cd app && git init -q -b main . && echo a > f && git add f && git commit -qm init && ${cmd}`, expect);
const lfs = (name, cmd, expect) => c('git-lfs', 'git-lfs', name, {}, `${GITENV} git lfs install --skip-repo >/dev/null && ${cmd}`, expect);

// ---- Python servers and tooling
const APP_WSGI = 'def app(environ, start_response):\n    start_response("200 OK", [])\n    return [b"ok"]\n';
const APP_ASGI = 'async def app(scope, receive, send):\n    pass\n';
const guni = (name, files, cmd, expect) => c('gunicorn', 'gunicorn', name, files, cmd, expect);
const uvi = (name, files, cmd, expect) => c('uvicorn', 'uvicorn', name, files, cmd, expect);
const uwsgi = (name, files, cmd, expect) => c('uwsgi', 'uwsgi', name, files, cmd, expect);
const TASKS = "from celery import Celery\nimport os\napp = Celery('tasks', broker=f\"redis://127.0.0.1:{os.environ['REDISPORT']}/0\")\n\n@app.task\ndef add(a, b):\n    return a + b\n";
const celery = (name, code, expect, extra = {}) => c('celery', 'celery', name, { 'tasks.py': TASKS, 'app.py': code }, `${PY} app.py`, expect, { needs: 'redis', ...extra });
const tox = (name, ini, expect, cmd = 'tox') => c('tox', 'tox', name, ini === null ? {} : { 'tox.ini': ini }, cmd, expect);
const precommit = (name, files, cmd, expect) => c('pre-commit', 'pre-commit', name, files, `${GITENV} ${cmd}`, expect);
const poetry = (name, files, cmd, expect) => c('poetry', 'poetry', name, files, `export POETRY_CACHE_DIR=$PWD/.cache POETRY_VIRTUALENVS_IN_PROJECT=true PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring; ${cmd}`, expect);
const PYPROJECT = '[tool.poetry]\nname = "app"\nversion = "0.1.0"\ndescription = ""\nauthors = ["Dev <dev@example.com>"]\n\n[tool.poetry.dependencies]\npython = "^3.9"\n\n[build-system]\nrequires = ["poetry-core"]\nbuild-backend = "poetry.core.masonry.api"\n';
const cov = (name, files, cmd, expect) => c('coverage', 'coverage', name, files, cmd, expect);
const venv = (name, cmd, expect) => c('venv', 'python3', name, {}, cmd, expect);

// ---- Python libraries
const pylib = (family, name, code, expect, extra = {}) => c(family, 'python3', name, { 'app.py': code }, `${PY} app.py`, expect, extra);
const scipy = (name, code, expect) => pylib('scipy', name, `import numpy as np\n${code}`, expect);
const sk = (name, code, expect) => pylib('sklearn', name, `import numpy as np\n${code}`, expect);
const bs4 = (name, code, expect) => pylib('bs4', name, `from bs4 import BeautifulSoup\n${code}`, expect);
const xl = (name, code, expect, files = {}) => c('openpyxl', 'python3', name, { 'app.py': `import openpyxl\n${code}`, ...files }, `${PY} app.py`, expect);

// ---- documentation builds
const SPHINX_CONF = "project = 'app'\nextensions = []\n";
const sphinx = (name, files, expect, cmd = 'sphinx-build -q -W -b html . _build') => c('sphinx', 'sphinx-build', name, Object.fromEntries(Object.entries({ 'conf.py': SPHINX_CONF, ...files }).filter(([, v]) => v !== undefined)), cmd, expect);
const mkdocs = (name, files, expect, cmd = 'mkdocs build --strict') => c('mkdocs', 'mkdocs', name, { 'docs/index.md': '# Home\n', ...files }, cmd, expect);
const hugo = (name, files, expect, cmd = 'hugo --quiet') => c('hugo', 'hugo', name, files, cmd, expect);
const HUGO_CONFIG = 'baseURL = "https://example.org/"\ntitle = "Site"\n';
const doxy = (name, files, cmd, expect) => c('doxygen', 'doxygen', name, files, cmd, expect);
const adoc = (name, doc, expect, cmd = 'asciidoctor --failure-level=WARN -o out.html doc.adoc') => c('asciidoctor', 'asciidoctor', name, { 'doc.adoc': doc }, cmd, expect);

// ---- servers checking their configuration
const caddy = (name, files, cmd, expect) => c('caddy', 'caddy', name, files, cmd, expect);
const fpm = (name, pool, expect) => c('php-fpm', 'php-fpm', name, { 'fpm.conf': `[global]\nerror_log = err.log\n\n${pool}` }, 'php-fpm8.2 -t -y fpm.conf -p $PWD', expect);
const FPM_POOL = '[www]\nuser = nobody\ngroup = nogroup\n';
const CERTBOT = 'certbot --config-dir ./c --work-dir ./w --logs-dir ./l --non-interactive';

// ---- other tools
const thrift = (name, idl, expect, files = {}) => c('thrift', 'thrift', name, { 'app.thrift': idl, ...files }, 'thrift --gen py app.thrift', expect);
const cython = (name, code, expect) => c('cython', 'cython', name, { 'mod.pyx': code }, 'cython3 -3 mod.pyx', expect);
const gdb = (name, code, cmd, expect) => c('gdb', 'gdb', name, { 'app.c': code }, cmd, expect);
const yq = (name, files, cmd, expect) => c('yq', 'yq', name, files, cmd, expect);
const PGD = 'pg_dump -h 127.0.0.1 -U postgres';
const pgdump = (name, cmd, expect) => c('pg-dump', 'pg_dump', name, {}, cmd, expect, { needs: 'postgres' });

// ---- npm tools and libraries
const npmtool = (family, tool, name, files, cmd, expect, extra = {}) => c(family, tool, name, files, cmd, expect, { tools: true, ...extra });
const pyright = (name, code, expect, files = {}) => npmtool('pyright', 'pyright', name, { 'app.py': code, ...files }, 'pyright app.py', expect);
const tsx = (name, files, cmd, expect) => npmtool('tsx', 'tsx', name, files, cmd, expect);
const pnpm = (name, files, cmd, expect) => npmtool('pnpm', 'pnpm', name, files, cmd, expect);
const yarn = (name, files, cmd, expect) => npmtool('yarn', 'yarn', name, files, `export YARN_CACHE_FOLDER=$PWD/.yarn-cache; ${cmd}`, expect);
const swc = (name, files, cmd, expect) => npmtool('swc', 'swc', name, files, cmd, expect);
const nodelib = (family, name, code, expect, extra = {}) => npmtool(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const PGC = "const { Pool } = require('pg');\nconst pool = new Pool({ host: '127.0.0.1', port: Number(process.env.PGPORT), user: 'postgres', database: 'postgres' });\n";
const drizzle = (name, code, expect) => nodelib('drizzle', name, `${PGC}const { drizzle } = require('drizzle-orm/node-postgres');\nconst { pgTable, serial, text, integer } = require('drizzle-orm/pg-core');\nconst db = drizzle(pool);\n${code}`, expect, { needs: 'postgres' });
const kysely = (name, code, expect) => nodelib('kysely', name, `${PGC}const { Kysely, PostgresDialect } = require('kysely');\nconst db = new Kysely({ dialect: new PostgresDialect({ pool }) });\n${code}`, expect, { needs: 'postgres' });
const NEST_TSCONFIG = (metadata) => `{ "compilerOptions": { "target": "es2021", "module": "commonjs", "experimentalDecorators": true, "emitDecoratorMetadata": ${metadata}, "outDir": "dist", "skipLibCheck": true }, "include": ["*.ts"] }\n`;
const NEST_HEAD = "import 'reflect-metadata';\nimport { Module, Injectable, Controller, Get } from '@nestjs/common';\nimport { NestFactory } from '@nestjs/core';\n\n";
const nest = (name, code, expect, { metadata = true, files = {}, run = 'node dist/main.js' } = {}) => npmtool('nestjs', 'node', name, { 'tsconfig.json': NEST_TSCONFIG(metadata), 'main.ts': `${NEST_HEAD}${code}`, ...files }, `tsc -p . && { ${run}; }`, expect);
const ajv = (name, schema, data, expect, cmd = 'ajv validate -s schema.json -d data.json') => npmtool('ajv-cli', 'ajv', name, { 'schema.json': schema, 'data.json': data }, cmd, expect);
const dfl = (name, dockerfile, expect) => npmtool('dockerfilelint', 'dockerfilelint', name, { Dockerfile: dockerfile }, 'dockerfilelint Dockerfile', expect);
const standard = (name, code, expect) => npmtool('standard', 'standard', name, { 'app.js': code }, 'standard app.js', expect);

export const CASES = [
  // ---- docker-compose
  compose('yaml-indent', 'services:\n  web:\n    image: nginx\n   ports:\n      - "80:80"\n', ['yaml|indent|syntax|parse|mapping']),
  compose('unknown-key', 'services:\n  web:\n    imagee: nginx\n', ['additional propert|not allowed|unsupported|typo|image|invalid|key']),
  compose('ports-type', 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    ports: 80\n', ['list|array|type|ports|invalid']),
  compose('depends-undefined', 'services:\n  web:\n    image: nginx\n    depends_on:\n      - db\n', ['depends_on|service|undefined|exist|name|define']),
  compose('bad-version', 'version: "9"\nservices:\n  web:\n    image: nginx\n', ['version|supported|compose file|format|upgrade']),
  compose('no-file', null, ['docker-compose\\.yml|compose file|-f|directory|exist|find|cd']),
  compose('no-daemon', 'services:\n  web:\n    image: nginx\n', ['daemon|docker|running|socket|start|DOCKER_HOST|permission'], 'DOCKER_HOST=unix:///tmp/nonexistent.sock docker-compose up -d'),

  // ---- Podman
  podman('unknown-instruction', 'FROM scratch\nRUNN echo hi\n', ['instruction|unknown|typo|RUN|command']),
  podman('no-from', 'RUN echo hi\n', ['FROM|base image|first instruction|stage']),
  podman('copy-missing', 'FROM scratch\nCOPY app.jar /app.jar\n', ['exist|context|path|file|COPY|\\.dockerignore|stat']),
  podman('no-containerfile', 'FROM scratch\n', ['Containerfile|Dockerfile|exist|-f|path|find'], 'podman build -f Dockerfile.prod .'),
  podman('image-offline', 'FROM docker.io/library/alpine:3.19\nRUN true\n', ['network|pull|registry|connect|resolve|offline|DNS|image']),

  // ---- Gradle (offline)
  gradle('unknown-task', { 'build.gradle': "plugins { id 'java' }\n" }, ['task|exist|tasks|typo|name'], `${GRADLE} biuld`),
  gradle('script-syntax', { 'build.gradle': "plugins { id 'java' }\ndependencies {\n  implementation 'a:b:1'\n" }, ['syntax|brace|unexpected|expecting|close|\\}']),
  gradle('offline-dependency', { 'build.gradle': "plugins { id 'java' }\nrepositories { mavenCentral() }\ndependencies { implementation 'com.google.guava:guava:33.0.0-jre' }\n", 'src/main/java/App.java': 'public class App {}\n' }, ['offline|resolve|cache|network|repository|--offline|download|dependency']),
  gradle('plugin-missing', { 'build.gradle': "plugins { id 'org.springframework.boot' version '3.2.0' }\n" }, ['plugin|resolve|portal|repository|pluginManagement|offline|version|found']),
  gradle('compile-error', { 'build.gradle': "plugins { id 'java' }\n", 'src/main/java/App.java': 'public class App {\n  int f() { return "x"; }\n}\n' }, ['incompatible|type|String|int|compile|convert']),
  gradle('unknown-method', { 'build.gradle': "plugins { id 'java' }\ndependencies { implementaton 'a:b:1' }\n" }, ['method|implementation|typo|plugin|signature|configuration']),

  // ---- Kotlin
  kotlin('type-mismatch', 'fun main() {\n    val port: Int = "8080"\n    println(port)\n}\n', ['type mismatch|Int|String|toInt|convert']),
  kotlin('unresolved', 'fun main() {\n    println(greeting)\n}\n', ['unresolved|declare|import|defined|typo|name']),
  kotlin('null-safety', 'fun main() {\n    val name: String? = System.getenv("NAME")\n    println(name.length)\n}\n', ['null|\\?\\.|!!|safe call|nullable']),
  kotlin('val-reassign', 'fun main() {\n    val count = 1\n    count = 2\n    println(count)\n}\n', ['val|var|reassign|immutable|read-only']),
  kotlin('missing-return', 'fun total(a: Int): Int {\n    if (a > 0) return a\n}\nfun main() { println(total(1)) }\n', ['return|missing|branch']),
  kotlin('when-exhaustive', 'enum class Color { RED, GREEN }\nfun name(c: Color): String = when (c) {\n    Color.RED -> "red"\n}\nfun main() { println(name(Color.RED)) }\n', ['exhaustive|else|branch|when|GREEN']),

  // ---- Scala
  scala('type-mismatch', 'object Main {\n  def main(args: Array[String]): Unit = {\n    val port: Int = "8080"\n    println(port)\n  }\n}\n', ['type mismatch|Int|String|toInt|found|required']),
  scala('not-found', 'object Main {\n  def main(args: Array[String]): Unit = {\n    println(greeting)\n  }\n}\n', ['not found|declare|import|defined|typo|value']),
  scala('not-member', 'object Main {\n  def main(args: Array[String]): Unit = {\n    val xs = List(1, 2)\n    println(xs.size2)\n  }\n}\n', ['member|typo|method|size|exist']),
  scala('missing-arg', 'object Main {\n  def add(a: Int, b: Int): Int = a + b\n  def main(args: Array[String]): Unit = println(add(1))\n}\n', ['argument|parameter|unspecified|missing|not enough']),
  scala('val-reassign', 'object Main {\n  def main(args: Array[String]): Unit = {\n    val n = 1\n    n = 2\n  }\n}\n', ['val|var|reassign|immutable']),

  // ---- git: rebase, merge, pull, push, stash
  rebase('conflict', 'git checkout -qb feature && echo b > f && git commit -qam feat && git checkout -q main && echo c > f && git commit -qam main && git checkout -q feature && git rebase main', ['conflict|resolve|rebase --continue|--abort|git add']),
  rebase('unstaged', 'git checkout -qb feature && echo b > g && git add g && git commit -qm feat && git checkout -q main && echo c > f && git rebase feature', ['stash|commit|unstaged|clean|autostash|changes']),
  rebase('already-rebasing', 'git checkout -qb feature && echo b > f && git commit -qam feat && git checkout -q main && echo c > f && git commit -qam main && git checkout -q feature && (git rebase main >/dev/null 2>&1; true) && git rebase main', ['in progress|--abort|--continue|rebase-merge|rm -fr|already']),
  rebase('cherry-pick-conflict', 'git checkout -qb feature && echo b > f && git commit -qam feat && git checkout -q main && echo c > f && git commit -qam main && git cherry-pick feature', ['conflict|resolve|--continue|--abort|git add']),
  rebase('unrelated', 'mkdir other && (cd other && git init -q -b main . && echo z > z && git add z && git commit -qm other) && git fetch -q ./other main && git merge FETCH_HEAD', ['unrelated|--allow-unrelated-histories']),
  rebase('divergent-pull', 'git clone -q --bare . remote.git && git remote add origin ./remote.git && git fetch -q origin && git branch -q -u origin/main && git clone -q remote.git other && (cd other && echo r > r && git add r && git commit -qm remote && git push -q origin main) && echo l > l && git add l && git commit -qm local && git pull', ['divergent|rebase|merge|pull\\.rebase|ff-only|reconcile']),
  rebase('push-rejected', 'git clone -q --bare . remote.git && git remote add origin ./remote.git && git clone -q remote.git other && (cd other && echo r > r && git add r && git commit -qm remote && git push -q origin main) && echo l > l && git add l && git commit -qm local && git push origin main', ['fetch|pull|non-fast-forward|rejected|behind|integrate']),
  rebase('stash-pop-conflict', 'echo b > f && git stash -q && echo c > f && git commit -qam main && git stash pop', ['conflict|stash|resolve|merge|drop']),
  rebase('checkout-overwrite', 'git checkout -qb feature && echo b > f && git commit -qam feat && git checkout -q main && echo c > f && git checkout feature', ['overwritten|commit|stash|changes|local']),

  // ---- git submodules
  submod('file-transport', 'git submodule add ../lib lib', ['protocol\\.file\\.allow|transport|file|allow']),
  submod('bad-url', 'printf \'[submodule "lib"]\\n\\tpath = lib\\n\\turl = ../nope\\n\' > .gitmodules && git update-index --add --cacheinfo 160000,$(git -C ../lib rev-parse HEAD),lib && git -c protocol.file.allow=always submodule update --init', ['url|exist|repository|path|clone|\\.gitmodules']),
  submod('in-index', 'mkdir lib && echo x > lib/x && git add lib && git commit -qm vendored && git -c protocol.file.allow=always submodule add ../lib lib', ['already exists|index|git rm|--cached|remove']),
  submod('no-url', 'git update-index --add --cacheinfo 160000,$(git -C ../lib rev-parse HEAD),lib && git commit -qm gitlink && git submodule update --init', ['\\.gitmodules|url|mapping|rm --cached|submodule add']),
  submod('missing-commit', 'git -c protocol.file.allow=always submodule add -q ../lib lib && (cd lib && echo m > m && git add m && git commit -qm local-only) && git add lib && git commit -qm bump && cd .. && git clone -q app app2 && cd app2 && git -c protocol.file.allow=always submodule update --init', ['commit|push|exist|fetch|not our ref|reference|upstream']),

  // ---- git LFS
  lfs('not-repo', "git lfs track '*.bin'", ['repository|git init|not in|\\.git']),
  lfs('pointer-check', "git init -q -b main . && head -c 2000 /dev/urandom > a.bin && git add a.bin && git commit -qm bin && git lfs track '*.bin' >/dev/null && git add .gitattributes && git commit -qm track && git lfs fsck --pointers", ['pointer|migrate|track|should have been|lfs migrate|re-add']),
  lfs('migrate-dirty', "git init -q -b main . && echo a > a.bin && git add a.bin && git commit -qm bin && echo b > a.bin && git lfs migrate import --include='*.bin'", ['dirty|commit|stash|clean|working|changes']),
  lfs('no-remote', "git init -q -b main . && git lfs track '*.bin' >/dev/null && echo a > a.bin && git add . && git commit -qm bin && git lfs push --all origin", ['remote|origin|url|endpoint|configured|add']),
  lfs('object-missing', "git init -q -b main src && cd src && git lfs track '*.bin' >/dev/null && head -c 2000 /dev/urandom > a.bin && git add . && git commit -qm bin && git init -q --bare -b main ../remote.git && git remote add origin ../remote.git && git push -q --no-verify origin main && cd .. && git clone -q remote.git dst", ['object|server|push|missing|exist|upload|fetch|download']),

  // ---- gunicorn
  guni('no-module', {}, 'timeout 20 gunicorn -b 127.0.0.1:56711 nope:app', ['module|import|path|exist|chdir|PYTHONPATH|name']),
  guni('no-attribute', { 'app.py': APP_WSGI }, 'timeout 20 gunicorn -b 127.0.0.1:56712 app:application', ['attribute|callable|app|name|find']),
  guni('in-use', { 'app.py': APP_WSGI }, holding(56713, 'timeout 20 gunicorn -b 127.0.0.1:56713 app:app'), IN_USE),
  guni('import-error', { 'app.py': `import flask_sqlalchemy_nope\n${APP_WSGI}` }, 'timeout 20 gunicorn -b 127.0.0.1:56714 app:app', ['import|module|install|boot|worker|pip']),
  guni('bad-bind', { 'app.py': APP_WSGI }, 'timeout 20 gunicorn -b 127.0.0.1:http8000 app:app', ['bind|address|port|invalid|number']),
  guni('config-error', { 'app.py': APP_WSGI, 'gunicorn.conf.py': 'bind = "127.0.0.1:56715"\nworkers = \n' }, 'timeout 20 gunicorn -c gunicorn.conf.py app:app', ['config|syntax|gunicorn\\.conf|invalid']),

  // ---- uvicorn
  uvi('no-module', {}, 'timeout 20 uvicorn nope:app --port 56721', ['import|module|exist|path|--app-dir|name']),
  uvi('no-attribute', { 'main.py': APP_ASGI }, 'timeout 20 uvicorn main:application --port 56722', ['attribute|app|name|find|variable']),
  uvi('in-use', { 'main.py': APP_ASGI }, holding(56723, 'timeout 20 uvicorn main:app --host 127.0.0.1 --port 56723'), IN_USE),
  uvi('log-level', { 'main.py': APP_ASGI }, 'timeout 20 uvicorn main:app --log-level verbose', ['log-level|choice|invalid|debug|info|option']),
  uvi('app-import-error', { 'main.py': `from fastapi_nope import FastAPI\n${APP_ASGI}` }, 'timeout 20 uvicorn main:app --port 56724', ['import|module|install|pip|name']),

  // ---- uWSGI
  uwsgi('no-plugin', { 'app.py': APP_WSGI }, 'timeout 20 uwsgi --http-socket 127.0.0.1:56731 --wsgi-file app.py --callable app --need-app', ['plugin|python3|--plugin|option|unrecognized']),
  uwsgi('no-callable', { 'app.py': APP_WSGI }, 'timeout 20 uwsgi --plugin python3 --http-socket 127.0.0.1:56732 --wsgi-file app.py --need-app', ['callable|application|--callable|app']),
  uwsgi('import-error', { 'app.py': `import nope_module\n${APP_WSGI}` }, 'timeout 20 uwsgi --plugin python3 --http-socket 127.0.0.1:56733 --wsgi-file app.py --callable app --need-app', ['import|module|install|app|need-app|load']),
  uwsgi('in-use', { 'app.py': APP_WSGI }, holding(56734, 'timeout 20 uwsgi --plugin python3 --http-socket 127.0.0.1:56734 --wsgi-file app.py --callable app --need-app'), IN_USE),

  // ---- Celery
  celery('broker-refused', "from tasks import app\nimport os\napp.conf.broker_url = 'redis://127.0.0.1:1/0'\napp.conf.broker_connection_retry = False\napp.conf.broker_transport_options = {'max_retries': 0}\nfrom tasks import add\nadd.delay(1, 2)\n", ['broker|connect|refused|redis|rabbitmq|running|broker_url']),
  celery('no-backend', 'from tasks import add\nprint(add.delay(1, 2).get(timeout=3))\n', ['backend|result_backend|configure|result']),
  celery('not-registered', "from tasks import app\napp.tasks['tasks.mul']\n", ['registered|import|include|autodiscover|name|task']),
  celery('serialize', 'from tasks import add\nimport datetime, decimal\nadd.delay(decimal.Decimal("1.5"), object())\n', ['serializ|JSON|pickle|argument|encode']),
  c('celery', 'celery', 'app-not-found', {}, `timeout 20 ${PY} -m celery -A nope_tasks worker`, ['module|import|-A|app|find|path']),

  // ---- tox
  tox('no-config', null, ['tox\\.ini|config|setup\\.cfg|pyproject|found']),
  tox('no-interpreter', '[tox]\nenvlist = py27\nskipsdist = true\n\n[testenv]\ncommands = python -c "print(1)"\n', ['interpreter|python2\\.7|install|skip_missing_interpreters|not found']),
  tox('command-fails', '[tox]\nenvlist = py\nskipsdist = true\n\n[testenv]\ncommands = python -c "import sys; sys.exit(3)"\n', ['command|exit|fail|commands|test']),
  tox('no-package', '[tox]\nenvlist = py\n\n[testenv]\ncommands = python -c "print(1)"\n', ['setup\\.py|pyproject|skipsdist|skip_install|package']),
  tox('not-allowlisted', '[tox]\nenvlist = py\nskipsdist = true\n\n[testenv]\ncommands = make test\n', ['allowlist_externals|whitelist_externals|external|allow|make']),

  // ---- pre-commit
  precommit('not-git', { '.pre-commit-config.yaml': 'repos: []\n' }, 'pre-commit run --all-files', ['git|repository|init']),
  precommit('no-config', {}, 'git init -q . && pre-commit run --all-files', ['\\.pre-commit-config\\.yaml|config|sample-config|create']),
  precommit('invalid-config', { '.pre-commit-config.yaml': 'hooks:\n  - id: black\n' }, 'git init -q . && pre-commit run --all-files', ['repos|config|schema|invalid|key|missing']),
  precommit('hook-fails', { '.pre-commit-config.yaml': 'repos:\n  - repo: local\n    hooks:\n      - id: no-todo\n        name: no TODO\n        entry: TODO\n        language: pygrep\n        files: \\.py$\n', 'app.py': 'x = 1  # TODO remove\n' }, 'git init -q . && git add . && pre-commit run --all-files', ['hook|fail|exit|fix|entry|TODO']),
  precommit('modified', { '.pre-commit-config.yaml': 'repos:\n  - repo: local\n    hooks:\n      - id: strip\n        name: strip trailing spaces\n        entry: sed -i "s/ *$//"\n        language: system\n        files: \\.py$\n', 'app.py': 'x = 1   \n' }, 'git init -q . && git add . && pre-commit run --all-files', ['modified|files were modified|commit|stage|git add|again']),
  precommit('remote-offline', { '.pre-commit-config.yaml': 'repos:\n  - repo: https://github.com/psf/black\n    rev: 24.1.0\n    hooks:\n      - id: black\n', 'app.py': 'x=1\n' }, 'git init -q . && git add . && PRE_COMMIT_HOME=$PWD/.pc timeout 60 pre-commit run --all-files', ['network|clone|repository|url|connect|offline|resolve|proxy']),

  // ---- Poetry
  poetry('no-pyproject', {}, 'poetry install', ['pyproject\\.toml|poetry init|directory|project']),
  poetry('invalid-pyproject', { 'pyproject.toml': '[tool.poetry]\nversion = "0.1.0"\ndescription = ""\nauthors = []\n\n[tool.poetry.dependencies]\npython = "^3.9"\n' }, 'poetry install --no-root', ['name|required|pyproject|invalid|tool\\.poetry|missing']),
  poetry('lock-stale', { 'pyproject.toml': PYPROJECT, 'poetry.lock': '# This file is automatically @generated by Poetry and should not be changed by hand.\npackage = []\n\n[metadata]\nlock-version = "2.0"\npython-versions = "^3.8"\ncontent-hash = "0000000000000000000000000000000000000000000000000000000000000000"\n' }, 'poetry install --no-root', ['lock|poetry lock|pyproject|changed|significantly|out of date']),
  poetry('add-offline', { 'pyproject.toml': PYPROJECT }, 'timeout 60 poetry add requests-nope-offline', ['network|connect|resolve|PyPI|proxy|offline|source|exist|find|name']),
  poetry('python-constraint', { 'pyproject.toml': PYPROJECT.replace('^3.9', '~2.7') }, 'poetry install --no-root', ['python|version|constraint|interpreter|env use|compatible']),
  poetry('run-missing', { 'pyproject.toml': PYPROJECT }, 'poetry run nope-command-x', ['command|not found|install|script|path|exist']),

  // ---- coverage
  cov('no-data', {}, 'python3-coverage report', ['data|coverage run|run|collect']),
  cov('fail-under', { 'app.py': 'def used():\n    return 1\n\ndef unused():\n    return 2\n\nused()\n' }, 'python3-coverage run app.py && python3-coverage report --fail-under=90', ['fail-under|threshold|coverage|test|lower']),
  cov('no-source', { 'app.py': 'def f():\n    return 1\n\nf()\n' }, 'python3-coverage run app.py && mv app.py moved.py && python3-coverage report', ['source|path|moved|paths|omit|exist|No source']),
  cov('no-script', {}, 'python3-coverage run nope.py', ['exist|file|path|No file to run']),

  // ---- venv
  venv('no-activate', '. venv/bin/activate', ['exist|create|python3 -m venv|path|venv']),
  venv('moved', `${PY} -m venv --without-pip a && mv a b && b/bin/python -c 'import sys' && printf '#!%s/a/bin/python\\nprint(1)\\n' "$PWD" > tool && chmod +x tool && ./tool`, ['moved|recreate|interpreter|path|shebang|exist|bad interpreter']),
  venv('pip-offline', `${PY} -m venv v && PIP_CONFIG_FILE=/dev/null PIP_INDEX_URL=http://127.0.0.1:59999/simple PIP_RETRIES=0 PIP_TIMEOUT=2 v/bin/pip install --disable-pip-version-check requests`, ['network|connect|index|offline|proxy|resolve|refused|reach']),
  venv('module-outside', `${PY} -m venv --without-pip v && v/bin/python -c 'import yaml'`, ['install|venv|virtual|module|pip|environment|interpreter']),

  // ---- SciPy
  scipy('curve-fit', 'from scipy.optimize import curve_fit\ndef f(x, a, b):\n    return a * np.exp(b * x)\nx = np.linspace(0, 10, 20)\ny = np.sin(x) * 1000\ncurve_fit(f, x, y, maxfev=20)\n', ['maxfev|initial|p0|guess|converge']),
  scipy('singular', 'from scipy import linalg\nlinalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]]))\n', ['singular|invertible|determinant|pinv|lstsq|dependent']),
  scipy('interp-range', 'from scipy.interpolate import interp1d\nf = interp1d([0, 1, 2], [0, 1, 4])\nprint(f(5))\n', ['bounds|range|fill_value|extrapolat|bounds_error|outside']),
  scipy('removed-import', 'from scipy.misc import imread\n', ['removed|deprecat|imageio|version|import|moved']),
  scipy('sparse-shape', 'from scipy import sparse\nm = sparse.csr_matrix(np.eye(3))\nprint(m @ np.ones(4))\n', ['dimension|shape|mismatch|align|size']),

  // ---- scikit-learn
  sk('not-fitted', 'from sklearn.linear_model import LinearRegression\nLinearRegression().predict([[1.0]])\n', ['fit|fitted|call fit']),
  sk('nan', 'from sklearn.linear_model import LinearRegression\nX = np.array([[1.0], [np.nan], [3.0]])\nLinearRegression().fit(X, [1, 2, 3])\n', ['NaN|missing|impute|SimpleImputer|dropna|fillna']),
  sk('1d', 'from sklearn.linear_model import LinearRegression\nLinearRegression().fit(np.array([1.0, 2.0, 3.0]), [1, 2, 3])\n', ['reshape|2D|1D|-1, 1']),
  sk('string', "from sklearn.linear_model import LogisticRegression\nX = np.array([['red'], ['blue'], ['red']])\nLogisticRegression().fit(X, [0, 1, 0])\n", ['string|categorical|encode|OneHotEncoder|numeric|convert']),
  sk('convergence', 'from sklearn.datasets import load_iris\nfrom sklearn.linear_model import LogisticRegression\nX, y = load_iris(return_X_y=True)\nLogisticRegression(max_iter=5).fit(X, y)\n', ['max_iter|converge|scale|StandardScaler|iterations']),
  sk('feature-count', 'from sklearn.linear_model import LinearRegression\nm = LinearRegression().fit([[1.0, 2.0], [2.0, 1.0], [3.0, 3.0]], [1, 2, 3])\nm.predict([[1.0, 2.0, 3.0]])\n', ['features|columns|same|shape|train|expect']),
  sk('inconsistent', 'from sklearn.model_selection import train_test_split\ntrain_test_split([[1], [2], [3]], [1, 2])\n', ['inconsistent|samples|length|same|number']),

  // ---- Beautiful Soup
  bs4('none-result', "soup = BeautifulSoup('<div><p>x</p></div>', 'html.parser')\nprint(soup.find('table').text)\n", ['None|not found|find|check|selector|exist']),
  bs4('no-parser', "soup = BeautifulSoup('<p>x</p>')\nprint(soup.p)\n", ['parser|features|specify|html\\.parser']),

  // ---- openpyxl
  xl('not-zip', "openpyxl.load_workbook('data.xlsx')\n", ['zip|format|xlsx|file|csv|xls|corrupt'], { 'data.xlsx': 'a,b\n1,2\n' }),
  xl('xls', "openpyxl.load_workbook('data.xls')\n", ['xls|xlsx|format|xlrd|convert|supported'], { 'data.xls': 'x' }),
  xl('no-sheet', "wb = openpyxl.Workbook()\nprint(wb['Data'])\n", ['sheet|worksheet|name|exist|sheetnames']),
  xl('row-zero', 'wb = openpyxl.Workbook()\nwb.active.cell(row=0, column=1, value=1)\n', ['row|column|1|index|minimum|start']),

  // ---- Sphinx
  sphinx('no-conf', { 'conf.py': undefined, 'index.rst': 'Title\n=====\n' }, ['conf\\.py|config|directory|sphinx-quickstart']),
  sphinx('toctree', { 'index.rst': 'Title\n=====\n\n.. toctree::\n\n   install\n' }, ['toctree|document|exist|reference|nonexisting|missing']),
  sphinx('unknown-directive', { 'index.rst': 'Title\n=====\n\n.. frobnicate:: x\n' }, ['directive|unknown|extension|extensions|typo']),
  sphinx('extension-missing', { 'conf.py': "project = 'app'\nextensions = ['sphinx_nope_theme']\n", 'index.rst': 'Title\n=====\n' }, ['extension|install|module|import']),
  sphinx('underline', { 'index.rst': 'A longer title\n=====\n\nText.\n' }, ['underline|title|short|length']),
  sphinx('autodoc-import', { 'conf.py': "project = 'app'\nextensions = ['sphinx.ext.autodoc']\n", 'index.rst': 'Title\n=====\n\n.. automodule:: mypkg.core\n   :members:\n' }, ['import|autodoc|sys\\.path|module|install|path']),

  // ---- MkDocs
  mkdocs('no-config', {}, ['mkdocs\\.yml|config|new|file']),
  mkdocs('nav-missing', { 'mkdocs.yml': 'site_name: App\nnav:\n  - Home: index.md\n  - Setup: setup.md\n' }, ['nav|exist|file|docs_dir|not found|missing']),
  mkdocs('unknown-theme', { 'mkdocs.yml': 'site_name: App\ntheme: material\n' }, ['theme|install|available|pip']),
  mkdocs('yaml', { 'mkdocs.yml': 'site_name: App\nnav:\n  - Home: index.md\n - Bad: x.md\n' }, ['yaml|syntax|parse|indent']),
  mkdocs('plugin', { 'mkdocs.yml': 'site_name: App\nplugins:\n  - mermaid2\n' }, ['plugin|install|installed|pip']),
  mkdocs('broken-link', { 'mkdocs.yml': 'site_name: App\n', 'docs/index.md': '# Home\n\nSee [setup](setup.md).\n' }, ['link|exist|target|not found|missing']),

  // ---- Hugo
  hugo('no-config', {}, ['config|hugo\\.toml|config\\.toml|site|new site|directory']),
  hugo('bad-toml', { 'config.toml': 'baseURL = "https://example.org/\ntitle = "Site"\n' }, ['toml|syntax|parse|config|quote|string']),
  hugo('template-parse', { 'config.toml': HUGO_CONFIG, 'layouts/index.html': '<h1>{{ .Title </h1>\n' }, ['template|parse|unclosed|action|syntax|\\}\\}']),
  hugo('template-func', { 'config.toml': HUGO_CONFIG, 'layouts/index.html': '<h1>{{ frobnicate .Title }}</h1>\n' }, ['function|not defined|undefined|template']),
  hugo('missing-theme', { 'config.toml': `${HUGO_CONFIG}theme = "ananke"\n` }, ['theme|install|module|themes|exist|submodule|find']),
  hugo('front-matter', { 'config.toml': HUGO_CONFIG, 'layouts/index.html': '{{ .Title }}\n', 'content/post.md': '---\ntitle: "x\ndate: 2024-01-01\n---\nBody\n' }, ['front matter|yaml|parse|syntax|quote']),

  // ---- Doxygen
  doxy('no-file', {}, 'doxygen Doxyfile.nope', ['exist|Doxyfile|config|-g|file']),
  doxy('unknown-tag', { Doxyfile: 'PROJECT_NAME = app\nINPUTT = src\nQUIET = YES\nHAVE_DOT = NO\nGENERATE_LATEX = NO\n' }, 'doxygen Doxyfile', ['unsupported|tag|obsolete|-u|typo|option|INPUT']),

  // ---- Asciidoctor
  adoc('include-missing', '= Doc\n\ninclude::chapter.adoc[]\n', ['include|exist|path|file']),
  adoc('unterminated', '= Doc\n\n----\ncode\n', ['unterminated|delimit|block|close']),
  adoc('section-level', '= Doc\n\n=== Too deep\n\ntext\n', ['section|level|sequence|title']),
  adoc('missing-attribute', '= Doc\n\nVersion {app-version}.\n', ['attribute|define|missing|set'], 'asciidoctor --failure-level=WARN -a attribute-missing=warn -o out.html doc.adoc'),

  // ---- Caddy
  caddy('unknown-directive', { Caddyfile: ':56741 {\n\tfrobnicate\n}\n' }, 'caddy validate --config Caddyfile --adapter caddyfile', ['directive|unrecognized|unknown|typo|module|plugin']),
  caddy('unclosed', { Caddyfile: ':56742 {\n\trespond "hi"\n' }, 'caddy validate --config Caddyfile --adapter caddyfile', ['brace|\\}|unexpected|EOF|close|unclosed']),
  caddy('no-file', {}, 'caddy validate --config Caddyfile.prod --adapter caddyfile', ['exist|file|path|config|find']),
  caddy('json', { 'caddy.json': '{ "apps": { "http": { "servers": { } }, }\n' }, 'caddy validate --config caddy.json', ['json|parse|syntax|invalid|character']),

  // ---- PHP-FPM
  fpm('no-listen', FPM_POOL, ['listen|pool|address']),
  fpm('max-children', `${FPM_POOL}listen = 127.0.0.1:56751\npm = dynamic\npm.max_children = 0\n`, ['max_children|pm|value|greater']),
  fpm('unknown-entry', `${FPM_POOL}listen = 127.0.0.1:56752\npm = static\npm.max_children = 2\npm.frobnicate = 1\n`, ['unknown|entry|directive|typo|option']),
  fpm('syntax', `${FPM_POOL}listen = 127.0.0.1:56753\npm = static\npm.max_children = 2\n[broken\n`, ['syntax|parse|line|bracket|section']),

  // ---- certbot (offline)
  c('certbot', 'certbot', 'acme-offline', {}, `timeout 60 ${CERTBOT} certonly --standalone --http-01-port 56761 -d app.example.org --agree-tos -m dev@example.com --server http://127.0.0.1:9/directory`, ['network|connect|resolve|internet|acme|DNS|reach|server|refused']),
  c('certbot', 'certbot', 'no-email', {}, `timeout 60 ${CERTBOT} certonly --standalone -d app.example.org --agree-tos --server http://127.0.0.1:9/directory`, ['email|--register-unsafely-without-email|-m|agree-tos']),
  c('certbot', 'certbot', 'no-cert', {}, `${CERTBOT} delete --cert-name app.example.org`, ['certificate|name|exist|found|certificates']),
  c('certbot', 'certbot', 'ip-domain', {}, `${CERTBOT} certonly --standalone -d 127.0.0.1 --agree-tos -m dev@example.com --server http://127.0.0.1:9/directory`, ['domain|valid|IP|name|address|public']),

  // ---- GNU parallel
  c('parallel', 'parallel', 'unknown-option', {}, 'parallel --will-cite --frobnicate echo ::: 1', ['option|unknown|man|typo|invalid']),
  c('parallel', 'parallel', 'halt', {}, "parallel --will-cite --halt now,fail=1 'sleep 0.{}; test {} -ne 2' ::: 1 2 3", ['halt|fail|job|exit|killed']),

  // ---- direnv
  c('direnv', 'direnv', 'blocked', { '.envrc': 'export APP_ENV=dev\n' }, 'export HOME=$PWD/.home XDG_DATA_HOME=$PWD/.data; direnv exec . true', ['allow|blocked|approve|direnv allow']),
  c('direnv', 'direnv', 'envrc-error', { '.envrc': 'strict_env\nuse nodenv\nexport APP_ENV=dev\n' }, 'export HOME=$PWD/.home XDG_DATA_HOME=$PWD/.data; direnv allow . && direnv exec . true', ['command not found|use|function|stdlib|layout|nodenv|install']),
  c('direnv', 'direnv', 'dotenv-missing', { '.envrc': 'strict_env\ndotenv .env.local\n' }, 'export HOME=$PWD/.home XDG_DATA_HOME=$PWD/.data; direnv allow . && direnv exec . true', ['exist|\\.env|file|dotenv_if_exists|missing|create']),

  // ---- Cython
  cython('syntax', 'def f(x)\n    return x\n', ['syntax|expected|colon|:']),
  cython('undeclared', 'cdef int f():\n    return y\n', ['undeclared|declare|name|defined|cimport']),
  cython('convert', 'cdef int n = "abc"\n', ['convert|type|cdef|Python object|str|int|assign']),
  cython('cimport-missing', 'from libc.nope cimport thing\n', ['cimport|pxd|find|module|exist|path']),

  // ---- Thrift
  thrift('syntax', 'struct User {\n  1: string name\n  2: i32 age,\n', ['syntax|parse|unexpected|expected|\\}|brace']),
  thrift('unknown-type', 'struct User {\n  1: Address home,\n}\n', ['type|undefined|include|declare|typo|type_?name']),
  thrift('include-missing', 'include "shared.thrift"\nstruct User {\n  1: shared.Id id,\n}\n', ['include|exist|path|-I|find']),
  thrift('duplicate-id', 'struct User {\n  1: string name,\n  1: i32 age,\n}\n', ['field|id|duplicate|unique|identifier']),

  // ---- gdb
  gdb('no-symbols', 'int main(void) { return 0; }\n', 'gcc -o app app.c && gdb -nx -batch -ex "break main.c:1" -ex "info locals" ./app', ['symbol|-g|debug|compile|table']),
  gdb('no-file', 'int main(void) { return 0; }\n', 'gdb -nx -batch -ex run ./nope', ['exist|file|path|No such file']),
  gdb('segfault', 'int main(void) { int *p = 0; return *p; }\n', 'gcc -g -O0 -o app app.c && gdb -nx -batch -return-child-result -ex run -ex bt ./app', ['null|pointer|segmentation|SIGSEGV|memory|dereference']),
  gdb('abort', '#include <assert.h>\nint main(void) { int n = 0; assert(n > 0); return n; }\n', 'gcc -g -O0 -o app app.c && gdb -nx -batch -return-child-result -ex run -ex bt ./app', ['assert|abort|SIGABRT|condition']),

  // ---- yq (jq over YAML)
  yq('yaml-error', { 'a.yml': 'name: app\n  port: 80\n' }, "yq '.name' a.yml", ['yaml|parse|syntax|indent|mapping']),
  yq('filter-syntax', { 'a.yml': 'name: app\n' }, "yq '.name |' a.yml", ['filter|syntax|jq|compile|unexpected']),
  yq('index-type', { 'a.yml': 'names:\n  - a\n  - b\n' }, "yq '.names.first' a.yml", ['index|type|array|object|string|\\[\\]|Cannot']),

  // ---- pg_dump / pg_restore
  pgdump('no-database', `${PGD} nope_db`, ['exist|database|createdb|name|typo']),
  pgdump('text-dump', `psql -h 127.0.0.1 -U postgres -qc 'CREATE TABLE t (a int)' && ${PGD} -f dump.sql postgres && pg_restore -h 127.0.0.1 -U postgres -d postgres dump.sql`, ['psql|text format|plain|-F|format']),
  pgdump('restore-exists', `psql -h 127.0.0.1 -U postgres -qc 'CREATE TABLE IF NOT EXISTS t2 (a int)' && ${PGD} -Fc -f dump.bin postgres && pg_restore -h 127.0.0.1 -U postgres -d postgres dump.bin`, ['exist|--clean|drop|--if-exists|empty|already']),
  pgdump('no-table', `${PGD} -t nope_table postgres`, ['table|match|name|-t|exist|pattern|schema']),
  pgdump('no-role', 'pg_dump -h 127.0.0.1 -U nobody_role postgres', ['role|user|-U|exist|createuser']),

  // ---- Pyright
  pyright('import', 'import requests_nope\nprint(requests_nope)\n', ['import|install|resolve|venv|interpreter|path|extraPaths']),
  pyright('arg-type', 'def double(n: int) -> int:\n    return n * 2\n\ndouble("2")\n', ['type|argument|assignable|str|int']),
  pyright('optional', 'import os\nname = os.environ.get("NAME")\nprint(name.upper())\n', ['None|Optional|check|guard|narrow']),
  pyright('unbound', 'import random\nif random.random() > 0.5:\n    value = 1\nprint(value)\n', ['unbound|assign|defined|initiali']),
  pyright('undefined', 'print(greeting)\n', ['not defined|undefined|typo|name|import']),
  pyright('return-type', 'def name() -> str:\n    return 42\n', ['return|type|str|int']),
  pyright('attribute', 'class User:\n    def __init__(self) -> None:\n        self.name = "a"\n\nprint(User().email)\n', ['attribute|member|typo|exist|defined']),

  // ---- tsx
  tsx('no-file', { 'package.json': '{"name":"t"}' }, 'tsx src/nope.ts', ['exist|path|find|module|file']),
  tsx('syntax', { 'a.ts': 'const port: number = ;\nconsole.log(port);\n' }, 'tsx a.ts', ['syntax|expected|transform|unexpected|expression']),
  tsx('tla-cjs', { 'package.json': '{"name":"t"}', 'a.ts': 'const n = await Promise.resolve(1);\nconsole.log(n);\nexport {};\n' }, 'tsx a.ts', ['top-level await|module|ESM|type|cjs|mts|esm']),
  tsx('missing-package', { 'a.ts': "import { z } from 'zod-nope';\nconsole.log(z);\n" }, 'tsx a.ts', ['install|cannot find|module|package|exist']),

  // ---- pnpm
  pnpm('frozen-no-lock', { 'package.json': '{"name":"app","version":"1.0.0","dependencies":{"ms":"2.1.3"}}' }, 'pnpm install --frozen-lockfile', ['lockfile|pnpm-lock|install|frozen']),
  pnpm('frozen-outdated', { 'package.json': '{"name":"app","version":"1.0.0","dependencies":{"ms":"2.1.2"}}', 'pnpm-lock.yaml': "lockfileVersion: '9.0'\n\nsettings:\n  autoInstallPeers: true\n  excludeLinksFromLockfile: false\n\nimporters:\n\n  .:\n    dependencies:\n      ms:\n        specifier: 2.1.3\n        version: 2.1.3\n\npackages:\n\n  ms@2.1.3:\n    resolution: {integrity: sha512-6FlzubTLZG3J2a/NVCAleEhjzq5oxgHyaCU9yYXvcLsvoVaHJq/s5xXI6/XXP6tz7R9xAOtHnSO/tXtF3WRTlA==}\n\nsnapshots:\n\n  ms@2.1.3: {}\n" }, 'pnpm install --frozen-lockfile --offline', ['lockfile|outdated|pnpm install|sync|specifiers|package\\.json|match']),
  pnpm('no-version', { 'package.json': '{"name":"app","version":"1.0.0","dependencies":{"lodash":"^99.0.0"}}' }, 'pnpm install', ['version|exist|no matching|publish|range']),
  pnpm('missing-script', { 'package.json': '{"name":"app","version":"1.0.0","scripts":{"build":"true"}}' }, 'pnpm run biuld', ['script|package\\.json|exist|missing|typo']),
  pnpm('workspace-dep', { 'package.json': '{"name":"root","private":true}', 'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n", 'packages/a/package.json': '{"name":"@app/a","version":"1.0.0","dependencies":{"@app/b":"workspace:*"}}' }, 'pnpm install --offline', ['workspace|package|exist|pnpm-workspace|not found|name']),

  // ---- Yarn 1
  yarn('missing-script', { 'package.json': '{"name":"app","version":"1.0.0","scripts":{"build":"true"}}' }, 'yarn run biuld', ['script|command|package\\.json|exist|typo']),
  yarn('frozen-lockfile', { 'package.json': '{"name":"app","version":"1.0.0","dependencies":{"ms":"2.1.3"}}', 'yarn.lock': '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\nms@2.1.2:\n  version "2.1.2"\n  resolved "https://registry.yarnpkg.com/ms/-/ms-2.1.2.tgz#d09d1f357b443f493382a8eb3ccd183872ae6009"\n  integrity sha512-sGkPx+VjMtmA6MX27oA4FBFELFCZZ4S4XqeGOXCv68tT+jb3vk/RyaKWP0PTKyWtmLSM0b+adUTEvbs1PEaH2w==\n' }, 'yarn install --frozen-lockfile', ['lockfile|frozen|yarn install|update|outdated']),
  yarn('not-found', { 'package.json': '{"name":"app","version":"1.0.0","dependencies":{"contextd-errors-no-such-package":"1.0.0"}}' }, 'yarn install', ['404|exist|name|typo|registry']),
  yarn('bad-json', { 'package.json': '{\n  "name": "app",\n  "version": "1.0.0",\n}\n' }, 'yarn install', ['JSON|parse|package\\.json|syntax|comma']),
  yarn('workspaces-private', { 'package.json': '{"name":"root","version":"1.0.0","workspaces":["packages/*"]}', 'packages/a/package.json': '{"name":"a","version":"1.0.0"}' }, 'yarn install', ['private|workspaces']),

  // ---- SWC
  swc('syntax', { 'a.js': 'const a = ;\n' }, 'swc a.js', ['syntax|expected|parse|unexpected|expression']),
  swc('bad-swcrc', { '.swcrc': '{ "jsc": { "parser": { "syntax": "typescriptt" } } }\n', 'a.js': 'const a = 1;\n' }, 'swc a.js', ['swcrc|config|unknown|field|variant|invalid|syntax']),
  swc('jsx', { 'a.js': 'export const App = () => <div>hi</div>;\n', '.swcrc': '{ "jsc": { "parser": { "syntax": "ecmascript" } } }\n' }, 'swc a.js', ['jsx|parser|tsx|syntax|enable']),
  swc('decorators', { 'a.ts': 'function logged(c: any) { return c; }\n@logged\nexport class A {}\n', '.swcrc': '{ "jsc": { "parser": { "syntax": "typescript" } } }\n' }, 'swc a.ts', ['decorator|legacyDecorator|parser|decorators|enable']),

  // ---- Puppeteer and Playwright without a browser
  nodelib('puppeteer', 'no-executable', "const puppeteer = require('puppeteer-core');\npuppeteer.launch().then((b) => b.close());\n", ['executablePath|channel|browser|install|chrome']),
  nodelib('puppeteer', 'bad-path', "const puppeteer = require('puppeteer-core');\npuppeteer.launch({ executablePath: '/usr/bin/chromium-nope' }).then((b) => b.close());\n", ['exist|path|browser|executable|install']),
  nodelib('puppeteer', 'connect-refused', "const puppeteer = require('puppeteer-core');\npuppeteer.connect({ browserURL: 'http://127.0.0.1:9222' }).then((b) => b.disconnect());\n", ['connect|refused|browser|running|endpoint|port|remote-debugging']),
  nodelib('playwright', 'no-browser', "const { chromium } = require('playwright-core');\nchromium.launch().then((b) => b.close());\n", ['install|playwright install|browser|executable']),
  nodelib('playwright', 'no-firefox', "const { firefox } = require('playwright-core');\nfirefox.launch().then((b) => b.close());\n", ['install|playwright install|browser|executable|firefox']),
  nodelib('playwright', 'connect-refused', "const { chromium } = require('playwright-core');\nchromium.connectOverCDP('http://127.0.0.1:9222').then((b) => b.close());\n", ['connect|refused|server|running|endpoint|port|browser']),

  // ---- jsdom
  nodelib('jsdom', 'match-media', "const { JSDOM } = require('jsdom');\nconst { window } = new JSDOM('<p></p>');\nwindow.matchMedia('(min-width: 600px)');\n", ['matchMedia|not implemented|mock|polyfill|jsdom|define']),
  nodelib('jsdom', 'canvas', "const { JSDOM } = require('jsdom');\nconst { window } = new JSDOM('<canvas></canvas>');\nconst ctx = window.document.querySelector('canvas').getContext('2d');\nctx.fillRect(0, 0, 1, 1);\n", ['canvas|install|not implemented|mock']),
  nodelib('jsdom', 'local-storage', "const { JSDOM } = require('jsdom');\nconst { window } = new JSDOM('<p></p>');\nwindow.localStorage.setItem('a', '1');\n", ['url|origin|opaque|localStorage|testURL|testEnvironmentOptions']),
  nodelib('jsdom', 'navigation', "const { JSDOM, VirtualConsole } = require('jsdom');\nconst vc = new VirtualConsole();\nvc.on('jsdomError', (e) => { console.error(e.message); process.exitCode = 1; });\nconst { window } = new JSDOM('<a href=\"/next\">x</a>', { url: 'http://localhost/', virtualConsole: vc });\nwindow.location.assign('/next');\n", ['navigation|not implemented|jsdom|mock']),

  // ---- Node's fetch (undici)
  nodelib('node-fetch', 'refused', "fetch('http://127.0.0.1:59999/api').then((r) => r.text());\n", REFUSED),
  nodelib('node-fetch', 'relative-url', "fetch('/api/users').then((r) => r.json());\n", ['URL|absolute|base|relative|protocol|host']),
  nodelib('node-fetch', 'html-json', "const http = require('http');\nconst s = http.createServer((q, r) => { r.setHeader('content-type', 'text/html'); r.end('<!doctype html><html></html>'); }).listen(0, async () => {\n  try { await (await fetch(`http://127.0.0.1:${s.address().port}/api`)).json(); } finally { s.close(); }\n});\n", ['HTML|JSON|content-type|endpoint|URL|response']),
  nodelib('node-fetch', 'timeout', "const http = require('http');\nconst s = http.createServer(() => {}).listen(0, async () => {\n  try { await fetch(`http://127.0.0.1:${s.address().port}/slow`, { signal: AbortSignal.timeout(300) }); } finally { s.closeAllConnections(); s.close(); }\n});\n", ['timeout|abort|time|slow|signal']),
  nodelib('node-fetch', 'dns', "fetch('http://api.nonexistent-host.invalid/').then((r) => r.text());\n", ['DNS|host|resolve|ENOTFOUND|name|typo']),
  nodelib('node-fetch', 'body-used', "const http = require('http');\nconst s = http.createServer((q, r) => r.end('{\"a\":1}')).listen(0, async () => {\n  try { const r = await fetch(`http://127.0.0.1:${s.address().port}/`); await r.json(); await r.text(); } finally { s.close(); }\n});\n", ['body|already|used|clone|once|read']),
  nodelib('node-fetch', 'bad-header', "fetch('http://127.0.0.1:59999/', { headers: { Authorization: 'Bearer abc\\ndef' } }).then((r) => r.text());\n", ['header|invalid|character|value|newline']),

  // ---- Node core APIs
  nodelib('node-core', 'spawn-enoent', "const { spawn } = require('child_process');\nspawn('imagemagick-convert', ['a.png', 'b.jpg']);\n", ['ENOENT|exist|PATH|install|command']),
  nodelib('node-core', 'write-after-end', "const fs = require('fs');\nconst out = fs.createWriteStream('out.txt');\nout.end('a');\nout.write('b');\n", ['end|write|after|closed|stream']),
  nodelib('node-core', 'arg-type', "const path = require('path');\nconsole.log(path.join(__dirname, process.env.UPLOAD_DIR_NOPE));\n", ['argument|type|string|undefined|environment|variable']),
  nodelib('node-core', 'eisdir', "const fs = require('fs');\nfs.mkdirSync('config');\nfs.readFileSync('config');\n", ['directory|EISDIR|file|path']),
  nodelib('node-core', 'headers-sent', "const http = require('http');\nconst s = http.createServer((q, r) => { r.end('a'); r.setHeader('x-a', '1'); }).listen(0, () => http.get(`http://127.0.0.1:${s.address().port}/`, () => s.close()));\n", ['headers|sent|response|return|twice|once|after']),
  nodelib('node-core', 'max-buffer', "const { execSync } = require('child_process');\nexecSync('head -c 3000000 /dev/zero', { maxBuffer: 1024 });\n", ['maxBuffer|buffer|output|spawn|stream']),
  nodelib('node-core', 'worker-path', "const { Worker } = require('worker_threads');\nnew Worker('worker.js');\n", ['worker|path|absolute|URL|file|exist|find']),
  nodelib('node-core', 'json-parse', "const fs = require('fs');\nfs.writeFileSync('config.json', '{\"port\": 80,}');\nJSON.parse(fs.readFileSync('config.json', 'utf8'));\n", ['JSON|comma|syntax|parse|config']),

  // ---- Drizzle ORM (PostgreSQL)
  drizzle('no-table', "const users = pgTable('users', { id: serial('id').primaryKey(), name: text('name') });\ndb.select().from(users).then(() => pool.end(), (e) => { pool.end(); throw e; });\n", ['exist|migrat|table|push|create']),
  drizzle('unique', "const tags = pgTable('tags_u', { id: serial('id').primaryKey(), name: text('name').unique() });\n(async () => { try { await pool.query('CREATE TABLE IF NOT EXISTS tags_u (id serial primary key, name text unique)'); await db.insert(tags).values({ name: 'a' }); await db.insert(tags).values({ name: 'a' }); } finally { await pool.query('DROP TABLE tags_u'); await pool.end(); } })();\n", ['unique|duplicate|exist|conflict|onConflict']),
  drizzle('not-null', "const items = pgTable('items_n', { id: serial('id').primaryKey(), price: integer('price').notNull() });\n(async () => { try { await pool.query('CREATE TABLE IF NOT EXISTS items_n (id serial primary key, price int not null)'); await db.insert(items).values({}); } finally { await pool.query('DROP TABLE items_n'); await pool.end(); } })();\n", ['null|not null|required|value|default|price']),
  drizzle('refused', "const { Pool: P2 } = require('pg');\nconst db2 = drizzle(new P2({ host: '127.0.0.1', port: 9, user: 'postgres' }));\nconst users = pgTable('users', { id: serial('id').primaryKey() });\npool.end();\ndb2.select().from(users).then(() => {});\n", REFUSED),

  // ---- Kysely (PostgreSQL)
  kysely('no-table', "db.selectFrom('accounts').selectAll().execute().finally(() => db.destroy());\n", ['exist|migrat|table|create']),
  kysely('no-column', "(async () => { try { await pool.query('CREATE TABLE IF NOT EXISTS people_k (id serial primary key, name text)'); await db.selectFrom('people_k').select(['id', 'full_name']).execute(); } finally { await pool.query('DROP TABLE people_k'); await db.destroy(); } })();\n", ['column|exist|migrat|typo|full_name']),
  kysely('foreign-key', "(async () => { try { await pool.query('CREATE TABLE IF NOT EXISTS owners_k (id int primary key); CREATE TABLE IF NOT EXISTS pets_k (id int primary key, owner_id int references owners_k(id))'); await db.insertInto('pets_k').values({ id: 1, owner_id: 42 }).execute(); } finally { await pool.query('DROP TABLE pets_k; DROP TABLE owners_k'); await db.destroy(); } })();\n", ['foreign key|reference|exist|parent|order|constraint|owner']),

  // ---- NestJS
  nest('missing-provider', "@Injectable()\nclass UsersService { list() { return []; } }\n\n@Controller('users')\nclass UsersController {\n  constructor(private readonly users: UsersService) {}\n  @Get() list() { return this.users.list(); }\n}\n\n@Module({ controllers: [UsersController] })\nclass AppModule {}\n\nNestFactory.create(AppModule, { logger: ['error'] }).then((app) => app.close());\n", ['provider|providers|module|import|inject|available|export']),
  nest('in-use', "@Module({})\nclass AppModule {}\n\nNestFactory.create(AppModule, { logger: ['error'] }).then((app) => app.listen(Number(process.env.NEST_PORT)));\n", IN_USE, { run: holding(56771, 'NEST_PORT=56771 timeout 20 node dist/main.js') }),
  nest('export-unknown', "@Injectable()\nclass MailService {}\n\n@Module({ exports: [MailService] })\nclass MailModule {}\n\n@Module({ imports: [MailModule] })\nclass AppModule {}\n\nNestFactory.create(AppModule, { logger: ['error'] }).then((app) => app.close());\n", ['export|provider|providers|part of']),

  // ---- ajv-cli
  ajv('wrong-type', '{ "type": "object", "properties": { "port": { "type": "integer" } } }\n', '{ "port": "80" }\n', ['integer|type|port|schema|must']),
  ajv('required', '{ "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } }\n', '{ "title": "x" }\n', ['required|property|missing|name']),
  ajv('bad-schema', '{ "type": "objekt" }\n', '{}\n', ['schema|invalid|type|keyword|allowed|equal']),
  ajv('unknown-format', '{ "type": "object", "properties": { "email": { "type": "string", "format": "email" } } }\n', '{ "email": "a@b.c" }\n', ['format|ajv-formats|unknown|strict|-c']),
  ajv('extra-property', '{ "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string" } } }\n', '{ "name": "a", "nmae": "b" }\n', ['additional|property|not allowed|additionalProperties|typo']),

  // ---- dockerfilelint
  dfl('invalid-command', 'FROM node:20\nRUNN npm ci\n', ['instruction|command|invalid|typo']),
  dfl('latest', 'FROM node\nCMD ["node", "app.js"]\n', ['tag|latest|version|pin']),
  dfl('apt-no-y', 'FROM debian:12\nRUN apt-get update && apt-get install curl\n', ['-y|apt-get|non-interactive|yes|--no-install-recommends|clean']),
  dfl('sudo', 'FROM debian:12\nRUN sudo apt-get update\n', ['sudo|root|USER']),

  // ---- standard
  standard('unused', 'const a = 1\n', ['unused|remove|defined|never used']),
  standard('semicolon', "console.log('a');\n", ['semicolon|extra|--fix|remove']),
  standard('undef', 'greet()\n', ['undefined|not defined|global|import|declare']),
  standard('quotes', 'console.log("a")\n', ['quote|single|--fix']),
];
