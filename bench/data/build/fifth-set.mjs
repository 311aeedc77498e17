// A fifth set for the remediation benchmark, written blind (before reading the ranking code and
// without running the ranker on it): confusable groups only, where the circumstances decide.
// Each group is one broken input run for real by bash on this machine (remediations.mjs runs it
// in the two made-up projects); two or three records share its output and differ in a cause and
// fix that depend on where and how it ran — the OS or platform (macOS, Windows, WSL, Alpine and
// musl, Debian and Ubuntu), the runtime's version, the environment (a container, a Kubernetes
// pod, a CI runner, production, a laptop), the package manager, the framework or the command.
// Every record has two or three `confusable5` queries: the error as the other project prints it
// plus the circumstances said in OTHER words than the record uses ("my MacBook" for macOS,
// "the tiny apk-based image" for Alpine, "the hosted pipeline" for GitHub Actions, "after moving
// to v20" for Node 17+), some as a contrast ("works on my laptop, fails in …").
// remediations.mjs appends it after the fourth set; every older line stays byte for byte.
import { fileURLToPath } from 'node:url';
import { NODE_CLEAN } from './fourth-set.mjs';

const TSC = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

/** A non-root account for errors a root shell never sees (the postgres account of the Debian package). */
const AS_USER = 'runuser -u postgres --';
const JAVA = (cls, body, flags = '') => `mkdir -p src && cat > src/${cls}.java <<'EOF'
${body}
EOF
javac -d out src/${cls}.java && java ${flags} -cp out ${cls} 2>&1 | sed -e 's/@[0-9a-f]\\{5,\\}/@1b6d3586/' -e '/^\\s*at /d'`;
const PY = (body, env = '') => `cat > main.py <<'EOF'
${body}
EOF
${env} python3 main.py 2>&1 | grep -v '^    '`;

export const GROUPS = [
  { id: 'group5-node-md4', ecosystem: 'node', script: `printf 'const crypto = require("node:crypto");\\nconsole.log(crypto.createHash("md4").update("chunk").digest("hex"));\\n' > hash.js && node hash.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'error:0308010C digital envelope routines unsupported: webpack 4 on Node 17 or later', root_cause: 'Node 17+ ships OpenSSL 3, which disables the md4 hash that webpack 4 (and react-scripts 4) uses for module ids', solution: 'Upgrade to webpack 5 / react-scripts 5; until then start it with NODE_OPTIONS=--openssl-legacy-provider.' },
        queries: ['started right after I moved to the newest LTS runtime with nvm, it is an old create-react-app project', 'the bundler is still major version four and my laptop now has v18 of the JavaScript runtime'] },
      { record: { title: 'digital envelope routines unsupported: the CI job runs a newer Node than the project', root_cause: 'The GitHub Actions job takes the runner image\'s default Node (18+) while the project is built with Node 16 from .nvmrc', solution: 'Pin the version in the workflow: actions/setup-node with node-version-file: .nvmrc (or the node:16 image).' },
        queries: ['builds fine on every developer machine, only the hosted pipeline breaks since last week', 'the workflow yaml never says which runtime version to install; locally we all use the one from the version file in the repo root'] },
    ] },
  { id: 'group5-node-econnrefused-ipv6', ecosystem: 'node', script: `printf 'const net = require("node:net");\\nnet.connect({ host: "::1", port: 5432 });\\n' > db.js && node db.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'connect ECONNREFUSED ::1: Node 17+ resolves localhost to IPv6 first', root_cause: 'Since Node 17 the DNS lookup keeps the order the OS gives, so localhost becomes ::1, while PostgreSQL listens on 127.0.0.1 only', solution: 'Connect to 127.0.0.1 (or make the server listen on ::1 too), or call dns.setDefaultResultOrder("ipv4first").' },
        queries: ['worked for years, broke the day I bumped the runtime to v20; psql to 127.0.0.1 connects fine', 'the database is definitely up and other tools reach it on the dotted loopback address, only my script after the upgrade fails'] },
      { record: { title: 'connect ECONNREFUSED: the app in WSL2 tries a database that runs on Windows', root_cause: 'WSL2 is a virtual machine with its own network, so localhost inside it is not the Windows host where the database listens', solution: 'Use the Windows host address (the nameserver in /etc/resolv.conf) or enable networkingMode=mirrored in .wslconfig.' },
        queries: ['postgres was installed with the regular windows installer, the node app runs in my ubuntu terminal on the same PC', 'database on the windows side, code in the linux subsystem'] },
      { record: { title: 'connect ECONNREFUSED: the pod starts before its database sidecar is ready', root_cause: 'In the Kubernetes pod the app container starts at the same time as the database container and connects before it accepts connections', solution: 'Retry the connection with backoff, or add a startup probe / an init container that waits for the port.' },
        queries: ['on the cluster the first start of the deployment fails and a restart of the container fixes it', 'the database runs next to the app in the same k8s unit and takes a few seconds to come up'] },
    ] },
  { id: 'group5-py-no-stripe', ecosystem: 'python', script: PY('import stripe\nprint(stripe.VERSION)'),
    sides: [
      { record: { title: "No module named 'stripe': pip installed it for another Python on macOS", root_cause: 'On macOS the pip on PATH belongs to one Python (the system or python.org one) and python3 to another (Homebrew), so the package went to the other interpreter', solution: 'Install with the interpreter that runs the script: python3 -m pip install stripe.' },
        queries: ['on my MacBook pip said successfully installed, but the python3 I run comes from brew', 'which pip and which python3 show two different folders on my apple laptop'] },
      { record: { title: "No module named 'stripe': the package stays in the builder stage of a multi-stage Dockerfile", root_cause: 'pip install ran in the build stage, and the final stage copies only the application code', solution: 'COPY --from=builder the virtualenv (or site-packages) into the final stage, or install there.' },
        queries: ['the image build shows it downloading the package, then the container crashes on start; our build file has two FROM lines', 'only in the thing we ship as an image, the install step happens in the first stage'] },
      { record: { title: "No module named 'stripe': Poetry installed it in its own virtualenv", root_cause: 'poetry add installs into the project virtualenv that Poetry manages; running python3 directly uses the system interpreter', solution: 'Run it through Poetry (poetry run python main.py) or activate the environment first.' },
        queries: ['added it with the dependency manager that writes pyproject.toml and a lock file, then ran the script with plain python3', 'the lock file has it, I just launched the file directly instead of through the project tool'] },
    ] },
  { id: 'group5-npm-ebadengine', ecosystem: 'npm', script: `printf '{ "name": "billing", "version": "1.0.0", "engines": { "node": ">=22" } }\\n' > package.json && printf 'engine-strict=true\\n' > .npmrc && npm install --no-audit --no-fund 2>&1 | grep -v 'A complete log'`,
    sides: [
      { record: { title: 'EBADENGINE: the GitHub Actions runner\'s default Node is older than engines asks', root_cause: 'The workflow does not set up Node, so the runner image\'s preinstalled (older) Node runs npm install', solution: 'Add actions/setup-node with node-version-file: .nvmrc (or node-version: 22) before installing.' },
        queries: ['passes on my machine; in the pipeline the preinstalled runtime is used because the workflow never picks one', 'fails only in the build on the hosted runners after we raised the minimum version in the manifest'] },
      { record: { title: 'EBADENGINE: the Dockerfile\'s base image has an old Node', root_cause: 'FROM node:18 in the Dockerfile, while package.json now requires Node 22', solution: 'Bump the base image (FROM node:22-alpine) together with the engines field.' },
        queries: ['when building the container the first line of the build file still names an old runtime tag', 'the image build stops at the install step, running natively on the host is fine'] },
    ] },
  { id: 'group5-bash-crlf-shebang', ecosystem: 'bash', script: `printf '#!/bin/bash\\r\\necho started\\r\\n' > run.sh && chmod +x run.sh && bash -c ./run.sh`,
    sides: [
      { record: { title: 'cannot execute: required file not found: a script checked out on Windows has CRLF line endings, run in WSL', root_cause: 'Git for Windows with core.autocrlf=true wrote CRLF line endings, and the shell in WSL reads the carriage return as part of the interpreter name (/bin/bash\\r)', solution: 'Add *.sh text eol=lf to .gitattributes and run git add --renormalize . (or dos2unix the script).' },
        queries: ['cloned the repo with git on my windows pc and ran the script from the ubuntu shell inside windows', 'the same script runs on my colleague\'s linux laptop but not from my linux subsystem terminal'] },
      { record: { title: 'cannot execute: required file not found: the entrypoint copied into the Docker image from a Windows build host has CRLF endings', root_cause: 'The image is built on a Windows agent whose checkout has CRLF endings, and COPY puts them into the container', solution: 'Strip them in the Dockerfile (RUN sed -i "s/\\r$//" /entrypoint.sh) and fix .gitattributes so the agent checks out LF.' },
        queries: ['the container exits right away, our build machine is a windows server', 'only the image built by the build agent fails to start; images built on macs are fine'] },
    ] },
  { id: 'group5-git-dubious', ecosystem: 'git', script: `mkdir repo && git -C repo init -q && ${AS_USER} git -C "$PWD/repo" status 2>&1`,
    sides: [
      { record: { title: 'detected dubious ownership: a container job on GitHub Actions', root_cause: 'actions/checkout writes the workspace as the runner\'s user, and the job\'s container runs git as another uid', solution: 'Run git config --global --add safe.directory "$GITHUB_WORKSPACE" in the job before git commands.' },
        queries: ['our workflow job runs inside a custom image and the step after the checkout step that calls git describe fails', 'in the hosted pipeline, only in the job that has a container: key'] },
      { record: { title: 'detected dubious ownership: the source is bind-mounted into a dev container', root_cause: 'The folder is mounted from the host and owned by the host user\'s uid, while git in the container runs as root', solution: 'Add the path as safe.directory in the image (or run the container with --user $(id -u):$(id -g)).' },
        queries: ['I mount my project folder from the laptop into the development box and git inside it refuses', 'vscode reopen in container, git status fails in there but works outside'] },
      { record: { title: 'detected dubious ownership: a repository on the Windows drive used from WSL', root_cause: 'Files under /mnt/c belong to the Windows user, which WSL does not map to the Linux user running git', solution: 'Add it with git config --global --add safe.directory, or better clone into the Linux home (~/src), which is also faster.' },
        queries: ['the repo lives on C: and I run git from the ubuntu app on windows', 'working on files of my windows disk through the linux subsystem shell'] },
    ] },
  { id: 'group5-gcc-python-h', ecosystem: 'gcc', script: `printf '#include <Python.h>\\nint main(void) { return 0; }\\n' > ext.c && gcc -c ext.c`,
    sides: [
      { record: { title: 'Python.h: No such file or directory: the development headers are not installed on Debian', root_cause: 'Debian and Ubuntu ship the C headers of Python in a separate package, which pip needs to build a C extension from source', solution: 'apt-get install python3-dev (python3.x-dev for another version) and install again.' },
        queries: ['pip install of a package with a C extension on a fresh apt-based cloud vm', 'on our ubuntu server, pip falls back to building it from the source tarball'] },
      { record: { title: 'Python.h: No such file or directory: an Alpine image gets no wheels', root_cause: 'On Alpine (musl) pip cannot use the manylinux wheels, so it compiles the package, and the image has no headers or compiler', solution: 'apk add python3-dev build-base, or use a python:3-slim (Debian) base where the wheels install.' },
        queries: ['the image is based on the tiny distribution that uses apk', 'our container uses the musl-based base to keep it small; on the glibc one it installs in seconds'] },
      { record: { title: 'Python.h: No such file or directory: Python 3.13 has no wheel of the package yet', root_cause: 'The package publishes wheels up to Python 3.12, so pip on 3.13 falls back to compiling from the sdist', solution: 'Use Python 3.12 for now, or a release of the package that ships 3.13 wheels.' },
        queries: ['after moving to the interpreter release that came out last month, the same requirements file no longer installs', 'it worked with the previous minor version of the language'] },
    ] },
  { id: 'group5-gcc-curl-h', ecosystem: 'gcc', script: `printf '#include <curl/curl.h>\\nint main(void) { return curl_global_init(0); }\\n' > fetch.c && gcc -c fetch.c`,
    sides: [
      { record: { title: 'curl/curl.h: No such file or directory: libcurl development package missing on Debian/Ubuntu', root_cause: 'The headers are in libcurl4-openssl-dev, which a plain libcurl install does not bring', solution: 'apt-get install libcurl4-openssl-dev.' },
        queries: ['building on the apt-based build agent', 'fresh bookworm vm, only build-essential installed'] },
      { record: { title: 'curl/curl.h: No such file or directory: the macOS SDK headers are gone after an OS upgrade', root_cause: 'A macOS upgrade removes or invalidates the Command Line Tools, and the compiler finds no SDK headers', solution: 'Run xcode-select --install (or reinstall the Command Line Tools) and build again.' },
        queries: ['since updating my MacBook to the new system version yesterday', 'on my M2 laptop after the big OS update, the same make worked before'] },
      { record: { title: 'curl/curl.h: No such file or directory: Alpine needs curl-dev', root_cause: 'Alpine splits headers into -dev packages and the image installs only curl', solution: 'apk add curl-dev (with build-base) in the build stage.' },
        queries: ['building inside the apk-based small image', 'the musl container; the same build in the debian image works'] },
    ] },
  { id: 'group5-ld-mysqlclient', ecosystem: 'gcc', script: `printf 'int main(void) { return 0; }\\n' > app.c && gcc app.c -lmysqlclient -o app`,
    sides: [
      { record: { title: 'cannot find -lmysqlclient: the client development package is not installed (Debian/Ubuntu)', root_cause: 'The linker needs libmysqlclient.so, which comes with the -dev package', solution: 'apt-get install default-libmysqlclient-dev (and pkg-config).' },
        queries: ['fresh apt based CI box', 'on the ubuntu build agent, pip install mysqlclient from source'] },
      { record: { title: 'cannot find -lmysqlclient: Homebrew mysql-client is keg-only on macOS', root_cause: 'Homebrew does not link mysql-client into /opt/homebrew/lib, so the linker does not search its folder', solution: 'export LDFLAGS="-L$(brew --prefix mysql-client)/lib" and PKG_CONFIG_PATH="$(brew --prefix mysql-client)/lib/pkgconfig".' },
        queries: ['on my M1 mac with the database client from brew', 'arm64 macbook, the client library is installed but not found'] },
    ] },
  { id: 'group5-java-heap', ecosystem: 'java', script: JAVA('Cache', 'import java.util.*;\npublic class Cache {\n  public static void main(String[] a) {\n    List<long[]> blocks = new ArrayList<>();\n    while (true) blocks.add(new long[1 << 20]);\n  }\n}', '-Xmx32m'),
    sides: [
      { record: { title: 'OutOfMemoryError Java heap space: the JVM takes a quarter of the container memory limit', root_cause: 'In a container the default maximum heap is 25% of the memory limit, far less than the service needs', solution: 'Set -XX:MaxRAMPercentage=75 (or an explicit -Xmx) in JAVA_TOOL_OPTIONS of the deployment.' },
        queries: ['pod with a 2Gi limit, the service dies while the node has plenty of memory left', 'only in the k8s deployment, on my laptop with the same jar it never happens'] },
      { record: { title: 'OutOfMemoryError Java heap space: the Maven Surefire test JVM has a small heap', root_cause: 'Surefire forks a JVM for the tests that does not inherit MAVEN_OPTS', solution: 'Set <argLine>-Xmx1g</argLine> in the surefire plugin configuration.' },
        queries: ['when running the unit tests with mvn verify; the application itself is fine', 'the test phase of the build crashes, raising the memory of the build tool did nothing'] },
    ] },
  { id: 'group5-java-inaccessible', ecosystem: 'java', script: JAVA('Peek', 'import java.lang.reflect.Field;\npublic class Peek {\n  public static void main(String[] a) throws Exception {\n    Field f = String.class.getDeclaredField("value");\n    f.setAccessible(true);\n  }\n}'),
    sides: [
      { record: { title: 'InaccessibleObjectException after upgrading to Java 17: an old Lombok or Gradle', root_cause: 'JDK 17 enforces strong encapsulation, and older Lombok (< 1.18.22) and Gradle (< 7.3) reach into JDK internals', solution: 'Upgrade Lombok and Gradle to versions that support JDK 17.' },
        queries: ['moved the build to the LTS release from September 2021', 'since switching the JDK from 11 to the newer long-term one, the annotation processor crashes'] },
      { record: { title: 'InaccessibleObjectException: our own reflection into JDK internals needs --add-opens', root_cause: 'The code opens a private field of a java.base class on purpose, which needs the package opened to it', solution: 'Start the JVM with --add-opens java.base/java.lang=ALL-UNNAMED (in the start script or the MANIFEST Add-Opens).' },
        queries: ['only when we launch with java -jar directly instead of our start script that passes extra options', 'the code pokes into a private field of a JDK class on purpose, and the wrapper that sets the flags was skipped'] },
    ] },
  { id: 'group5-java-jaxb', ecosystem: 'java', script: JAVA('Export', 'public class Export {\n  public static void main(String[] a) throws Exception {\n    Class.forName("javax.xml.bind.JAXBContext");\n  }\n}'),
    sides: [
      { record: { title: 'ClassNotFoundException javax.xml.bind.JAXBContext: JAXB was removed from the JDK in Java 11', root_cause: 'Java 9 deprecated and Java 11 removed the Java EE modules, JAXB among them', solution: 'Add jakarta.xml.bind-api and a runtime (org.glassfish.jaxb:jaxb-runtime) as dependencies.' },
        queries: ['the team moved from eight to eleven last sprint', 'since we left the old JDK the XML export fails'] },
      { record: { title: 'ClassNotFoundException javax.xml.bind.JAXBContext: the dependency is provided-scope and missing from the fat jar', root_cause: 'The JAXB dependency is marked provided, so the shaded jar does not contain it', solution: 'Change its scope to compile (runtime) so the shade plugin packs it.' },
        queries: ['runs in the IDE, fails as a standalone jar on the server', 'the dependency is marked in the pom as supplied by the container, but we run it standalone now'] },
    ] },
  { id: 'group5-py-cert-issuer', ecosystem: 'python', script: `openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 30 -subj /CN=test-ca >/dev/null 2>&1
openssl req -newkey rsa:2048 -nodes -keyout srv.key -out srv.csr -subj /CN=localhost >/dev/null 2>&1
openssl x509 -req -in srv.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out srv.pem -days 30 >/dev/null 2>&1
cat > serve.py <<'EOF'
import http.server, ssl
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain("srv.pem", "srv.key")
s = http.server.HTTPServer(("127.0.0.1", 48443), http.server.SimpleHTTPRequestHandler)
s.socket = ctx.wrap_socket(s.socket, server_side=True)
s.handle_request()
EOF
python3 serve.py >/dev/null 2>&1 & sleep 1
${PY('import urllib.request\nurllib.request.urlopen("https://localhost:48443/")')}
wait`,
    sides: [
      { record: { title: 'CERTIFICATE_VERIFY_FAILED unable to get local issuer certificate: a slim Docker image without ca-certificates', root_cause: 'The slim base image has no CA bundle, so no issuer can be verified', solution: 'apt-get install -y ca-certificates in the Dockerfile (or pip install certifi and point SSL_CERT_FILE at it).' },
        queries: ['inside the minimal container the call fails, on the host the same script is fine', 'in the debian-slim based image we ship'] },
      { record: { title: 'CERTIFICATE_VERIFY_FAILED unable to get local issuer certificate: the server does not send its intermediate certificate', root_cause: 'The server is configured with the leaf certificate only; browsers fill the gap from their cache, OpenSSL clients do not', solution: 'Configure the server with the full chain (fullchain.pem, leaf followed by the intermediates).' },
        queries: ['works in chrome, fails only from the script', 'the admin renewed the site\'s certificate last night and since then only programs complain'] },
    ] },
  { id: 'group5-py-sqlite-locked', ecosystem: 'python', script: PY('import sqlite3\na = sqlite3.connect("app.db", isolation_level=None)\na.execute("CREATE TABLE IF NOT EXISTS jobs(id)")\na.execute("BEGIN EXCLUSIVE")\nb = sqlite3.connect("app.db", timeout=0)\nb.execute("INSERT INTO jobs VALUES (1)")'),
    sides: [
      { record: { title: 'sqlite3 database is locked: the file is on the Windows drive mounted in WSL', root_cause: 'File locks over /mnt/c (the 9P share to Windows) are unreliable, so SQLite sees the database as locked', solution: 'Keep the database on the Linux filesystem (~/ inside WSL), not under /mnt/c.' },
        queries: ['the db file sits in my windows documents folder and the app runs in the linux shell on the same laptop', 'ubuntu-on-windows, project folder under the C: disk'] },
      { record: { title: 'sqlite3 database is locked: several gunicorn workers write at once', root_cause: 'Each worker process holds its own connection, and a writer blocks the others past the busy timeout', solution: 'Enable WAL (PRAGMA journal_mode=WAL), raise the timeout, or use one writer process / a server database.' },
        queries: ['in production we start four worker processes of the web server, the dev server has one', 'only under load on the deployed app'] },
      { record: { title: 'sqlite3 database is locked: DB Browser holds a transaction open', root_cause: 'A GUI browser with unsaved changes keeps a write transaction on the file', solution: 'Write or revert the changes in the GUI (or close it) before running the program.' },
        queries: ['I had the file open in a graphical viewer to look at rows and edited one cell', 'closing the desktop tool makes it work again'] },
    ] },
  { id: 'group5-py-zoneinfo', ecosystem: 'python', script: PY('from zoneinfo import ZoneInfo\nprint(ZoneInfo("Europe/Berlin"))', 'PYTHONTZPATH=/usr/share/no-zoneinfo'),
    sides: [
      { record: { title: 'No time zone found with key Europe/Berlin: Windows has no system time zone database', root_cause: 'zoneinfo reads the IANA database from the system, and Windows has none', solution: 'pip install tzdata (add it to the requirements for Windows: tzdata; sys_platform == "win32").' },
        queries: ['was fine on the linux server, my new PC with PowerShell fails', 'on my windows laptop'] },
      { record: { title: 'No time zone found with key Europe/Berlin: the slim or Alpine image has no tzdata', root_cause: 'Minimal container images leave out /usr/share/zoneinfo', solution: 'Install tzdata in the image (apk add tzdata / apt-get install tzdata) or pip install tzdata.' },
        queries: ['after switching the container base to a smaller one', 'inside the minimal image we deploy, on the host it prints the zone'] },
    ] },
  { id: 'group5-py-locale', ecosystem: 'python', script: PY('import locale\nlocale.setlocale(locale.LC_ALL, "de_DE.UTF-8")'),
    sides: [
      { record: { title: 'locale.Error unsupported locale setting: the Debian image has no generated locales', root_cause: 'Debian and Ubuntu base images generate no locales except C and C.UTF-8', solution: 'Install locales (or locales-all) and generate de_DE.UTF-8 in the Dockerfile (locale-gen).' },
        queries: ['in the container there is no locale data at all', 'works on my desktop, fails in the image we build from the distro base'] },
      { record: { title: 'locale.Error unsupported locale setting: Windows names locales differently', root_cause: 'Windows does not know POSIX names like de_DE.UTF-8; it uses de-DE or German_Germany.1252', solution: 'Use "de-DE" on Windows (or Babel for formatting instead of setlocale).' },
        queries: ['on my PowerShell terminal', 'the same code on the colleague\'s windows machine'] },
    ] },
  { id: 'group5-py-cross-device', ecosystem: 'python', script: `printf 'x' > /dev/shm/report-5.csv && ${PY('import os\nos.rename("/dev/shm/report-5.csv", "report.csv")')}`,
    sides: [
      { record: { title: 'Invalid cross-device link: os.rename into a Docker volume', root_cause: 'rename cannot move a file between filesystems, and the volume is another filesystem than the container\'s', solution: 'Use shutil.move (copies, then deletes) or write the temporary file inside the target directory.' },
        queries: ['the output folder is mounted into the container from outside', 'works when both folders are inside the image'] },
      { record: { title: 'Invalid cross-device link: /tmp is a tmpfs on Fedora and Arch', root_cause: 'systemd mounts /tmp as tmpfs, so moving from /tmp to the home folder crosses filesystems', solution: 'Create the temporary file in the destination directory (tempfile.NamedTemporaryFile(dir=...)) or use shutil.move.' },
        queries: ['on my fedora laptop where the temp directory lives in RAM', 'since the distro started mounting the temp folder in memory'] },
    ] },
  { id: 'group5-node-rollup-native', ecosystem: 'node', script: `printf 'require("@rollup/rollup-linux-x64-gnu");\\n' > build.js && node build.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: "Cannot find module @rollup/rollup-linux-x64-gnu: the lockfile was made on macOS", root_cause: 'npm records only the optional native package of the platform that made package-lock.json (npm bug 4828), so Linux gets none', solution: 'Delete package-lock.json and node_modules and run npm install again (or add the Linux package as an optional dependency).' },
        queries: ['a teammate on an apple-silicon laptop committed the lock file, the linux pipeline breaks', 'the lock file was created on darwin arm64 and installed on a linux server'] },
      { record: { title: 'Cannot find module @rollup/rollup-linux-x64-gnu: node_modules copied into the Docker image', root_cause: 'COPY . . brings the host\'s node_modules (with the host platform\'s native package) into the image', solution: 'Add node_modules to .dockerignore and run npm ci inside the image.' },
        queries: ['the build file copies the whole folder, including what I installed on my windows machine', 'I install on the host and ship that folder into the container'] },
    ] },
  { id: 'group5-node-lodash', ecosystem: 'node', script: `printf 'const _ = require("lodash");\\nconsole.log(_.chunk([1, 2, 3], 2));\\n' > report.js && node report.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: "Cannot find module 'lodash' after switching to pnpm: an undeclared dependency", root_cause: 'pnpm does not hoist transitive dependencies, so a package used without being in package.json is not reachable', solution: 'Add lodash to the dependencies of the package that uses it.' },
        queries: ['after the monorepo switched from npm to the faster installer with symlinked node_modules', 'it is only a transitive dependency, it worked before we changed package managers'] },
      { record: { title: "Cannot find module 'lodash': a devDependency in a production install", root_cause: 'npm ci --omit=dev (NODE_ENV=production) does not install devDependencies', solution: 'Move lodash to dependencies.' },
        queries: ['in the deployed build, the package is listed only for development', 'works in development, the prod container installs only the runtime deps'] },
      { record: { title: "Cannot find module 'lodash': Yarn Plug'n'Play has no node_modules", root_cause: 'Yarn 2+ (Berry) resolves through .pnp.cjs, which plain node does not load', solution: 'Run it with yarn node report.js, or set nodeLinker: node-modules in .yarnrc.yml.' },
        queries: ['we moved to berry and there is a .pnp.cjs file now, I start the script with plain node', 'after upgrading the package manager to v3 there is no dependencies folder anymore'] },
    ] },
  { id: 'group5-node-require-esm-scope', ecosystem: 'node', script: `printf '{ "name": "site", "type": "module" }\\n' > package.json && printf 'const path = require("node:path");\\nconsole.log(path.sep);\\n' > build.config.js && node build.config.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'require is not defined in ES module scope: a Vite project template is "type": "module"', root_cause: 'The scaffold sets "type": "module", so a config written in CommonJS style with the .js extension fails', solution: 'Rename the file to .cjs, or rewrite it with import.' },
        queries: ['scaffolded with the new frontend build tool\'s create command and pasted an old config snippet from a blog', 'fresh project from the dev-server generator, my config file uses the old loading style'] },
      { record: { title: 'require is not defined in ES module scope: a script inside a workspace whose root package is ESM', root_cause: 'The script lives in a folder without its own package.json, so the nearest one (the workspace root, now "type": "module") decides', solution: 'Add a package.json with { "type": "commonjs" } to the scripts folder, or rename the script to .cjs.' },
        queries: ['the script lives in tools/ of our monorepo and the root manifest switched everything to modules', 'nobody touched the script, someone changed the top-level package file of the repo'] },
    ] },
  { id: 'group5-tsc-console', ecosystem: 'tsc', script: `printf 'console.log("ready");\\n' > main.ts && printf '{ "compilerOptions": { "lib": ["es2020"], "types": [], "noEmit": true }, "files": ["main.ts"] }\\n' > tsconfig.json && ${TSC} -p .`,
    sides: [
      { record: { title: "Cannot find name 'console' in a browser project: lib lacks dom", root_cause: 'The compiler option lib lists only ES libraries, and console is declared by the DOM library', solution: 'Add "dom" to compilerOptions.lib.' },
        queries: ['frontend code that runs in the page', 'the bundle is for the web page, not for the server runtime'] },
      { record: { title: "Cannot find name 'console' in a Node service: @types/node is missing", root_cause: 'On the server console comes from @types/node, which is not installed or is excluded by "types": []', solution: 'npm i -D @types/node and list "node" in compilerOptions.types.' },
        queries: ['backend service for the server runtime, I restricted the ambient type packages in the config', 'a CLI tool that runs on the JavaScript runtime, fresh install without the typings'] },
    ] },
  { id: 'group5-tsc-workspace-module', ecosystem: 'tsc', script: `printf 'import { money } from "@acme/shared";\\nconsole.log(money(1));\\n' > index.ts && ${TSC} --noEmit --strict --module nodenext --moduleResolution nodenext index.ts`,
    sides: [
      { record: { title: "Cannot find module '@acme/shared': the workspace package is not built", root_cause: 'The workspace package points its types at dist/, which does not exist until it is built', solution: 'Build the package first (or use project references with tsc -b).' },
        queries: ['it is a sibling package in our monorepo, fresh clone', 'the shared library in the same repository has no compiled output yet'] },
      { record: { title: "Cannot find module '@acme/shared': the path alias is missing from tsconfig.build.json", root_cause: 'The editor uses tsconfig.json with paths; the production build uses another tsconfig without them', solution: 'Put paths (and baseUrl) in a base tsconfig that both extend.' },
        queries: ['the editor resolves it through the alias, only the production compile config fails', 'the release build uses a different compiler settings file than the IDE'] },
      { record: { title: "Cannot find module '@acme/shared' with moduleResolution nodenext: no types condition in exports", root_cause: 'Under node16/nodenext resolution TypeScript reads package.json exports, and the package\'s exports give no types entry', solution: 'Add a "types" condition to the exports, or use moduleResolution bundler.' },
        queries: ['right after I changed the resolution mode to the new node one', 'the package has an exports map that only lists the javascript entry'] },
    ] },
  { id: 'group5-go-range-int', ecosystem: 'go', script: `printf 'module example.com/jobs\\n\\ngo 1.22\\n' > go.mod && printf 'package main\\n\\nimport "fmt"\\n\\nfunc main() {\\n\\tfor i := range 3 {\\n\\t\\tfmt.Println(i)\\n\\t}\\n}\\n' > main.go && GOFLAGS=-mod=mod GOTOOLCHAIN=local go build ./... 2>&1`,
    sides: [
      { record: { title: 'cannot range over 3, module requires Go 1.22: the CI image pins an older golang', root_cause: 'The golang image tag in the pipeline is older than the go directive in go.mod', solution: 'Bump the image (golang:1.22) or use actions/setup-go with go-version-file: go.mod.' },
        queries: ['the build container\'s first line pins an older toolchain tag', 'passes locally with the new compiler, the pipeline uses an image from last year'] },
      { record: { title: 'cannot range over 3, module requires Go 1.22: Debian\'s apt golang is too old', root_cause: 'The golang package of Debian stable is several releases behind', solution: 'Install Go from the go.dev tarball (or backports), or let GOTOOLCHAIN=auto download the required toolchain.' },
        queries: ['installed the compiler with apt on the bookworm server', 'the toolchain comes from the distribution repositories'] },
    ] },
  { id: 'group5-cargo-linker', ecosystem: 'cargo', script: `export RUSTUP_HOME=/root/.rustup CARGO_HOME=/root/.cargo && cargo new -q --vcs none jobs && cd jobs && PATH=/root/.cargo/bin cargo build -q 2>&1 | head -4`,
    sides: [
      { record: { title: 'linker `cc` not found: a fresh Ubuntu without build-essential', root_cause: 'rustup installs the Rust toolchain, but Rust links with the system C compiler, which a minimal Ubuntu does not have', solution: 'apt install build-essential.' },
        queries: ['brand new VM from the cloud provider, only installed rustup', 'minimal apt-based server, nothing else installed'] },
      { record: { title: 'linker `cc` not found: Alpine needs gcc and musl-dev', root_cause: 'The Alpine image has no C toolchain', solution: 'apk add gcc musl-dev (or build-base).' },
        queries: ['in the apk-based image', 'inside the small musl container'] },
      { record: { title: 'linker `cc` not found on macOS: the Command Line Tools are not installed', root_cause: 'On a new Mac cc comes with the Xcode Command Line Tools', solution: 'xcode-select --install.' },
        queries: ['on my new MacBook, first rust project', 'apple silicon laptop straight out of the box'] },
    ] },
  { id: 'group5-bash-command-not-found', ecosystem: 'bash', script: `bash -c 'black --check .' 2>&1`,
    sides: [
      { record: { title: 'black: command not found after pip install --user: ~/.local/bin is not on PATH', root_cause: 'pip install --user puts scripts in ~/.local/bin, which the shell profile does not add to PATH', solution: 'Add ~/.local/bin to PATH (or install with pipx).' },
        queries: ['installed it for my account only, without admin rights', 'pip said it put the script somewhere in my home folder'] },
      { record: { title: 'black: command not found under cron: the crontab PATH is minimal', root_cause: 'cron runs jobs with PATH=/usr/bin:/bin and without the shell profile', solution: 'Use the full path in the job or set PATH at the top of the crontab.' },
        queries: ['runs fine when I type it, fails when the scheduler launches it at night', 'the hourly scheduled job'] },
      { record: { title: 'black: command not found in a CI step: the virtualenv activated in another step', root_cause: 'Each step of the pipeline runs in a new shell, so activating the venv in one step does not carry over', solution: 'Call .venv/bin/black, or activate in the same step (or add the venv bin folder to GITHUB_PATH).' },
        queries: ['in the pipeline, the previous step created the virtual env', 'each step of the workflow is a fresh shell'] },
    ] },
  { id: 'group5-py-permission', ecosystem: 'python', script: `mkdir -p data && chmod 755 data && ${AS_USER} python3 -c 'open("data/out.txt", "w")' 2>&1`,
    sides: [
      { record: { title: 'PermissionError Errno 13 on the data volume: the Kubernetes pod runs as non-root', root_cause: 'The pod\'s securityContext sets runAsUser to a non-root uid, and the volume is owned by root', solution: 'Set securityContext.fsGroup (or an init container that chowns the volume).' },
        queries: ['on the cluster, the deployment sets a user id and a persistent volume claim', 'only in the pod, the same image runs fine with docker run'] },
      { record: { title: 'PermissionError Errno 13: a bind mount on a Linux host with another uid', root_cause: 'The folder mounted with -v belongs to the host user, and the container process runs as another uid', solution: 'Run the container with --user $(id -u):$(id -g), or chown the folder to the container\'s uid.' },
        queries: ['mounting a folder from my ubuntu machine into the container with -v', 'on docker desktop for mac it works, on my linux desktop it does not'] },
      { record: { title: 'PermissionError Errno 13: SELinux blocks the bind mount on Fedora/RHEL', root_cause: 'SELinux labels keep a container from writing host files that are not labelled for containers', solution: 'Mount with :Z (or :z for shared) so the files get the container label.' },
        queries: ['on the red hat server the same compose file fails, the permissions look right', 'enforcing mode on our centos hosts'] },
    ] },
  { id: 'group5-git-not-repo', ecosystem: 'git', script: `git describe --tags 2>&1`,
    sides: [
      { record: { title: 'not a git repository during docker build: .dockerignore excludes .git', root_cause: 'The version is computed with git (setuptools-scm, git describe), but .git is not in the build context', solution: 'Pass the version as a build argument (SETUPTOOLS_SCM_PRETEND_VERSION) instead of reading git in the image.' },
        queries: ['while building the image, the version step fails', 'the build context leaves out the history folder on purpose'] },
      { record: { title: 'not a git repository: the sources arrive as a tarball, not a clone', root_cause: 'The build server downloads a source archive, which has no .git', solution: 'Read the version from an environment variable or a VERSION file when git is not there.' },
        queries: ['the build server fetches the sources as a zip archive', 'the release job unpacks a downloaded archive instead of checking out'] },
    ] },
  { id: 'group5-node-listen-80', ecosystem: 'node', script: `printf 'require("node:http").createServer(() => {}).listen(80);\\n' > server.js && ${AS_USER} node server.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'listen EACCES permission denied 0.0.0.0:80: ports below 1024 need root on Linux', root_cause: 'Linux lets only privileged processes bind ports under 1024, and the service runs as a normal user', solution: 'Listen on 8080 behind a reverse proxy, or give node the capability (setcap cap_net_bind_service=+ep $(which node)).' },
        queries: ['on our debian vm, started by a regular account rather than the superuser', 'the systemd unit runs it as a dedicated service user, with sudo it starts'] },
      { record: { title: 'listen EACCES 0.0.0.0:80: the container runs as the non-root node user', root_cause: 'The image sets USER node, which cannot bind port 80 inside the container', solution: 'Listen on 8080 in the container and map it (-p 80:8080 / a Service targetPort 8080).' },
        queries: ['the image switched to an unprivileged account for security and now the server will not come up', 'in the pod the app should serve on the standard http port'] },
      { record: { title: 'listen EACCES 0.0.0.0:80: Windows reserves the port range for Hyper-V', root_cause: 'Hyper-V / WSL reserve excluded port ranges on Windows (netsh interface ipv4 show excludedportrange), and binding one gives EACCES', solution: 'Pick a port outside the excluded ranges, or restart the winnat service (net stop winnat, net start winnat).' },
        queries: ['on my PC after enabling the virtualization feature for docker desktop', 'powershell, nothing else is using that port according to netstat'] },
    ] },
  { id: 'group5-pip-no-version', ecosystem: 'pip', script: `mkdir -p wheels && env -u PIP_FIND_LINKS PIP_CONFIG_FILE=/dev/null python3 -m pip download --no-index --find-links ./wheels --disable-pip-version-check -d out 'torch==2.1.0' 2>&1`,
    sides: [
      { record: { title: 'Could not find a version that satisfies the requirement: no wheels yet for a new Python', root_cause: 'The package has no wheels for the newest Python release, and no source distribution pip could build', solution: 'Use the previous Python version (3.12) until wheels are published.' },
        queries: ['right after the new interpreter release I installed the latest', 'with the previous minor version of the language it installs'] },
      { record: { title: 'Could not find a version that satisfies the requirement: no wheels for ARM (aarch64)', root_cause: 'That release was published only for x86_64', solution: 'Install a newer release that ships aarch64 wheels, or run an x86_64 image under emulation.' },
        queries: ['on the raspberry pi', 'on the graviton server in the cloud, the intel one works'] },
      { record: { title: 'Could not find a version that satisfies the requirement: the company index mirror lacks the package', root_cause: 'pip.conf sets index-url to an internal mirror that does not carry it', solution: 'Ask for the package to be mirrored, or add --extra-index-url for the public index.' },
        queries: ['at work our installer points at the company\'s internal package server', 'on the office network config, at home it installs'] },
    ] },
  { id: 'group5-py-collections-mapping', ecosystem: 'python', script: PY('import collections\nprint(collections.Mapping)'),
    sides: [
      { record: { title: "module 'collections' has no attribute 'Mapping': an old dependency after upgrading to Python 3.10", root_cause: 'Python 3.10 removed the aliases of collections.abc, and the pinned library still uses them', solution: 'Upgrade the library to a release that imports from collections.abc.' },
        queries: ['since I moved my machine to the newer interpreter, the error is inside a third-party package', 'after installing 3.11 from the website, our pinned requirements break'] },
      { record: { title: "module 'collections' has no attribute 'Mapping': the floating python:3 image tag moved", root_cause: 'FROM python:3 picked up a newer Python when the image was rebuilt', solution: 'Pin the base image (FROM python:3.9-slim) and upgrade deliberately.' },
        queries: ['nobody changed the code, the image rebuilt overnight picked up a newer base', 'the FROM line uses only the major version tag'] },
    ] },
  { id: 'group5-sqlite-readonly', ecosystem: 'python', script: PY('import sqlite3\nsqlite3.connect("shop.db").execute("CREATE TABLE IF NOT EXISTS t(x)").connection.commit()\nc = sqlite3.connect("file:shop.db?mode=ro", uri=True)\nc.execute("INSERT INTO t VALUES (1)")'),
    sides: [
      { record: { title: 'attempt to write a readonly database: the web server user cannot write the folder', root_cause: 'SQLite needs to create its journal next to the file, and the directory belongs to another user than www-data', solution: 'chown the directory (not only the file) to the web server user.' },
        queries: ['the site runs as the apache account and the folder belongs to me', 'under the web server it fails, running the script as myself works'] },
      { record: { title: 'attempt to write a readonly database: the Kubernetes pod has a read-only root filesystem', root_cause: 'readOnlyRootFilesystem: true, and the database file is in the image', solution: 'Put the database on a mounted volume (emptyDir or a PersistentVolumeClaim).' },
        queries: ['the deployed pod has its root filesystem locked down', 'on the cluster the security policy makes the container file system immutable'] },
    ] },
  { id: 'group5-libssl-missing', ecosystem: 'gcc', script: `printf 'int tls_ping(void) { return 0; }\\n' > tls.c && gcc -shared -fPIC -Wl,-soname,libssl.so.1.1 tls.c -o libssl.so.1.1 && printf 'int tls_ping(void);\\nint main(void) { return tls_ping(); }\\n' > agent.c && gcc agent.c ./libssl.so.1.1 -o agent && rm libssl.so.1.1 && ./agent 2>&1 | sed 's|^.*/agent|./agent|'`,
    sides: [
      { record: { title: 'libssl.so.1.1: cannot open shared object file: a binary from Ubuntu 20.04 on 22.04', root_cause: 'Ubuntu 22.04 ships only OpenSSL 3, and the binary was linked against OpenSSL 1.1', solution: 'Rebuild the binary on the new release (or use a build linked against OpenSSL 3).' },
        queries: ['after upgrading the server to jammy', 'moved the prebuilt program to the newer LTS of the distro'] },
      { record: { title: 'libssl.so.1.1: cannot open shared object file: the runtime stage of a multi-stage Dockerfile lacks it', root_cause: 'The build stage has the library; the small runtime stage does not', solution: 'Install the runtime library in the final stage (or copy it), or build and run on the same base.' },
        queries: ['the builder stage has it, the final small stage does not', 'only the shipped image, the build stage runs the program fine'] },
    ] },
  { id: 'group5-musl-interpreter', ecosystem: 'gcc', script: `printf 'int main(void) { return 0; }\\n' > probe.c && gcc probe.c -Wl,--dynamic-linker=/lib/ld-musl-x86_64.so.1 -o probe && bash -c ./probe 2>&1`,
    sides: [
      { record: { title: 'cannot execute: required file not found: a binary built on Alpine run on Debian', root_cause: 'The binary asks for the musl loader (/lib/ld-musl-x86_64.so.1), which a glibc system has not', solution: 'Build it on the target system, or link it statically.' },
        queries: ['compiled in the apk-based image and copied out to the host', 'built inside the musl container, run on my regular linux'] },
      { record: { title: 'not found / required file not found: a cgo Go binary copied into an Alpine image', root_cause: 'With cgo the Go binary is linked to glibc\'s loader, which Alpine does not have', solution: 'Build with CGO_ENABLED=0 (or build in golang:alpine).' },
        queries: ['golang service, the net package pulls in C, copied into the tiny image', 'a go program built on my debian laptop, in the small container it will not start'] },
    ] },
  { id: 'group5-py-too-many-files', ecosystem: 'python', script: PY('handles = [open("main.py") for _ in range(200)]', 'ulimit -n 64;'),
    sides: [
      { record: { title: 'Too many open files: the macOS default limit is 256', root_cause: 'macOS gives a shell 256 file descriptors by default', solution: 'ulimit -n 4096 in the shell profile (or launchctl limit maxfiles).' },
        queries: ['on my MacBook the test suite opens lots of files', 'only on the apple laptops of the team'] },
      { record: { title: 'Too many open files: a systemd service keeps the default LimitNOFILE', root_cause: 'A systemd unit gets a soft limit of 1024, whatever the login shell allows', solution: 'Set LimitNOFILE=65536 in the [Service] section.' },
        queries: ['only when running as a service under the init system, in my terminal the limit is higher', 'the unit file of the daemon has no limit set'] },
      { record: { title: 'Too many open files in a Docker container: the nofile ulimit', root_cause: 'The container gets the daemon\'s default nofile limit', solution: 'docker run --ulimit nofile=65536:65536 (ulimits: in compose).' },
        queries: ['inside the container, ulimit -n shows a small number', 'the compose service crashes, on the host the script is fine'] },
    ] },
  { id: 'group5-npm-eacces-global', ecosystem: 'npm', script: `mkdir -p tool && printf '{ "name": "ctx-tool", "version": "1.0.0", "bin": { "ctx-tool": "cli.js" } }\\n' > tool/package.json && printf '#!/usr/bin/env node\\n' > tool/cli.js && mkdir -p prefix && ${AS_USER} env npm_config_cache=/tmp/contextd-npm5 npm install -g --prefix "$PWD/prefix" ./tool --no-audit --no-fund 2>&1 | grep -v 'A complete log\\|npm error *$' | head -8`,
    sides: [
      { record: { title: 'EACCES installing globally: the npm prefix belongs to root on Linux', root_cause: 'Node from the distribution packages puts the global prefix in /usr, which a normal user cannot write', solution: 'Use nvm, or npm config set prefix ~/.npm-global and add its bin to PATH (never sudo npm).' },
        queries: ['node came from the distro packages and I install a CLI for everyone without sudo', 'my account is not an admin, the global folder is owned by the superuser'] },
      { record: { title: 'EACCES installing globally in the Dockerfile after USER node', root_cause: 'The global install runs after the switch to the unprivileged node user', solution: 'Install globals before USER node, or set NPM_CONFIG_PREFIX to a folder that user owns.' },
        queries: ['the image drops to an unprivileged account before that line', 'in the build file, right after we switched away from root'] },
    ] },
  { id: 'group5-py-own-module', ecosystem: 'python', script: `mkdir -p app tests && touch app/__init__.py && printf 'def total(xs):\\n    return sum(xs)\\n' > app/calc.py && printf 'from app.calc import total\\nprint(total([1, 2]))\\n' > tests/check_calc.py && python3 tests/check_calc.py 2>&1`,
    sides: [
      { record: { title: "No module named 'app': pytest started from the tests folder", root_cause: 'The project root is not on sys.path when pytest runs from another directory', solution: 'Set pythonpath = . in pytest.ini (pyproject [tool.pytest.ini_options]) or pip install -e .' },
        queries: ['the test runner of the IDE starts from the tests folder', 'running the test suite from a subfolder'] },
      { record: { title: "No module named 'app': the code sits one folder deeper in the Docker image", root_cause: 'WORKDIR /srv but the package is copied to /srv/src, and PYTHONPATH is not set', solution: 'Set ENV PYTHONPATH=/srv/src (or copy the package to the WORKDIR).' },
        queries: ['in the image the code is one directory deeper than on my machine', 'only in the container, the working directory differs'] },
      { record: { title: "No module named 'app': a module run as a file instead of with python -m", root_cause: 'python path/to/file.py puts that file\'s folder on sys.path, not the project root', solution: 'Run python -m tests.check_calc from the project root.' },
        queries: ['I started it by giving the file path to the interpreter', 'launching the script directly instead of as a module of the package'] },
    ] },
  { id: 'group5-node-enotfound', ecosystem: 'node', script: `printf 'require("node:dns").lookup("postgres", (err) => { if (err) throw err; });\\n' > db.js && node db.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'getaddrinfo ENOTFOUND postgres: the compose service name is used outside compose', root_cause: 'Service names resolve only inside the compose network; the tests run on the host', solution: 'Use localhost and the published port from the host (DATABASE_HOST per environment).' },
        queries: ['the tests run on my machine while the database is in the stack', 'running the app natively against the database started by the multi-container file'] },
      { record: { title: 'getaddrinfo ENOTFOUND postgres: a GitHub Actions job not in a container uses the service name', root_cause: 'Service containers are reachable by name only from a job that runs in a container; a job on the runner reaches them on localhost', solution: 'Use localhost with the mapped port (or run the job in a container).' },
        queries: ['in the workflow the database is declared under services and the steps run directly on the runner', 'fails in the hosted pipeline, works in our compose setup'] },
    ] },
  { id: 'group5-java-no-driver', ecosystem: 'java', script: JAVA('Repo', 'import java.sql.DriverManager;\npublic class Repo {\n  public static void main(String[] a) throws Exception {\n    DriverManager.getConnection("jdbc:postgresql://localhost/app");\n  }\n}'),
    sides: [
      { record: { title: 'No suitable driver found for jdbc:postgresql: the driver is not in the fat jar', root_cause: 'The PostgreSQL driver is a test or provided dependency, so the packaged jar lacks it', solution: 'Give org.postgresql:postgresql runtime scope so it is packaged.' },
        queries: ['runs from the IDE, fails when started as a single jar', 'the packaged artifact only, tests pass'] },
      { record: { title: 'No suitable driver found for jdbc:postgresql: Tomcat needs the driver in its lib folder', root_cause: 'The DataSource is defined in context.xml, so Tomcat loads the driver, and WEB-INF/lib is not visible to it', solution: 'Put the driver jar in $CATALINA_HOME/lib.' },
        queries: ['deployed as a war to the servlet container, the pool is configured there', 'when the app server creates the connection pool'] },
    ] },
  { id: 'group5-py-no-display', ecosystem: 'python', script: PY('import tkinter\ntkinter.Tk()', 'env -u DISPLAY'),
    sides: [
      { record: { title: 'no display name and no $DISPLAY: plotting on a server over SSH', root_cause: 'matplotlib picks a GUI backend, and the SSH session has no X display', solution: 'Use the Agg backend (MPLBACKEND=Agg) and save to a file, or ssh -X.' },
        queries: ['logged in remotely to the lab machine from a terminal', 'on the remote box through a secure shell session'] },
      { record: { title: 'no display name and no $DISPLAY: WSL without WSLg', root_cause: 'WSL on Windows 10 has no built-in X server', solution: 'Update to WSL 2 with WSLg (Windows 11) or run an X server and export DISPLAY.' },
        queries: ['in the ubuntu app on my windows 10 PC', 'the linux subsystem on an older windows'] },
      { record: { title: 'no display name and no $DISPLAY: a GUI call inside a Docker container', root_cause: 'The container has no display', solution: 'Use a headless backend, or run under xvfb-run in the image.' },
        queries: ['in the container image that runs our report job', 'runs inside the image on the build agent'] },
    ] },
  { id: 'group5-java-headless', ecosystem: 'java', script: JAVA('Chart', 'public class Chart {\n  public static void main(String[] a) {\n    new java.awt.Frame("chart");\n  }\n}', '-Djava.awt.headless=true'),
    sides: [
      { record: { title: 'HeadlessException: UI tests on a CI runner without a display', root_cause: 'The CI machine has no display, so the JVM runs headless', solution: 'Run the tests under xvfb-run (or use a headless test mode).' },
        queries: ['the swing tests pass on my desktop and fail in the pipeline', 'on the build server the GUI tests break'] },
      { record: { title: 'HeadlessException: server-side chart code creates a window', root_cause: 'The service renders charts with AWT components that need a screen', solution: 'Render to a BufferedImage instead of a Frame, and keep -Djava.awt.headless=true.' },
        queries: ['the production service that renders images for reports', 'the backend drawing pictures for emails'] },
    ] },
];

/**
 * Records of this set that give the same cause and fix as a record of an earlier set (found
 * after the set was built, when their queries ranked the earlier record first): each is a right
 * answer wherever the other is, so every query judged for one is judged for both (appended
 * lines of qrels.tsv; the earlier lines stay as they were).
 */
export const SAME_FIX = {
  'group5-git-not-repo.a': 'pair-git-not-a-repo.a',
  'group5-py-sqlite-locked.c': 'pair4-sqlite-locked.a',
  'group5-node-econnrefused-ipv6.a': 'pair3-node-fetch-refused.a',
  'group5-node-lodash.b': 'pair-node-cannot-find-module.a',
};
