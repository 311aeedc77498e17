/** Node.js runtime and package-manager (npm, pnpm, yarn) patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

/** Ports owned by the database patterns: a refused connection there is a database issue. */
const DB_PORTS = '5432|6379|3306|27017';

const NODE: TroublePattern[] = [
  {
    id: 'node.eaddrinuse',
    ecosystem: 'node',
    errorType: 'EADDRINUSE',
    title: 'Port already in use',
    explanation: 'Another process is already listening on the port the server tries to bind: often a previous run of the same dev server that did not exit, a second terminal or watcher, or a container publishing that port.',
    fix: 'Find the process holding the port with `lsof -i :3000` (macOS/Linux) or `netstat -ano | findstr :3000` (Windows) and stop it (`kill <pid>` / `taskkill /PID <pid> /F`), or start on another port (e.g. `PORT=3001 npm run dev`). Close the server on shutdown so restarts free the port.',
    match: [/\bEADDRINUSE\b/, /address already in use (?::::|\[?[\d.:a-f]+\]?:)\d+/],
    keywords: ['port already in use', 'address already in use', 'another process listening on port', 'kill process on port', 'server cannot listen', 'dev server port conflict'],
    example: `Error: listen EADDRINUSE: address already in use :::3000
    at Server.setupListenHandle [as _listen2] (node:net:1872:16)
    at listenInCluster (node:net:1920:12)
    at Server.listen (node:net:2008:7)
    at Object.<anonymous> (/home/dev/shop-api/src/server.js:14:8) {
  code: 'EADDRINUSE',
  errno: -98,
  syscall: 'listen',
  address: '::',
  port: 3000
}`,
  },
  {
    id: 'node.econnrefused',
    ecosystem: 'node',
    errorType: 'ECONNREFUSED',
    title: 'Connection refused (nothing listening at the target address)',
    explanation: 'The TCP connection was actively rejected: the service is not running or not ready yet, it listens on another port or interface (Node 17+ resolves localhost to ::1 first, while many servers bind only 127.0.0.1), or a container port is not published.',
    fix: 'Check the target is up and on which port (`lsof -i :8080`, `docker ps`). Use the address it really binds (`127.0.0.1` instead of `localhost`, or the compose service name inside Docker), publish the port (`-p 8080:8080`), and wait for readiness before connecting.',
    match: [new RegExp(`\\bconnect ECONNREFUSED (?!\\S*:(?:${DB_PORTS})\\b)`)],
    keywords: ['connection refused', 'server not running', 'nothing listening on port', 'cannot connect to localhost', 'service not started', 'ipv6 localhost ::1'],
    example: `FetchError: request to http://localhost:8080/api/orders failed, reason: connect ECONNREFUSED 127.0.0.1:8080
    at ClientRequest.<anonymous> (/home/dev/web/node_modules/node-fetch/lib/index.js:1491:11)
    at ClientRequest.emit (node:events:517:28) {
  type: 'system',
  errno: 'ECONNREFUSED',
  code: 'ECONNREFUSED'
}`,
  },
  {
    id: 'node.heap-out-of-memory',
    ecosystem: 'node',
    errorType: null,
    title: 'JavaScript heap out of memory',
    explanation: 'V8 hit its heap limit (about 2-4 GB by default): a large build (webpack, tsc, Jest) or a memory leak such as an ever-growing cache, array or event listeners.',
    fix: 'Raise the limit for the command: `NODE_OPTIONS=--max-old-space-size=8192 npm run build`. If memory keeps growing, profile with `node --inspect` and a heap snapshot; split the work (fewer Jest workers with `--maxWorkers=2`, incremental tsc).',
    match: [/JavaScript heap out of memory/, /Reached heap limit Allocation failed|Ineffective mark-compacts near heap limit/],
    keywords: ['out of memory', 'heap limit', 'max-old-space-size', 'memory leak', 'build runs out of memory', 'node crashes oom'],
    example: `<--- Last few GCs --->
[48213:0x5c1e7d0]    93012 ms: Mark-Compact 4041.2 (4133.5) -> 4026.9 (4135.0) MB, 2611.48 / 0.00 ms  (average mu = 0.124, current mu = 0.031) allocation failure; scavenge might not succeed

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
 1: 0xb9a330 node::Abort() [node]
 2: 0xaa07ee  [node]`,
  },
  {
    id: 'node.module-not-found',
    ecosystem: 'node',
    errorType: 'MODULE_NOT_FOUND',
    title: 'Node cannot find a required module',
    explanation: 'require() could not resolve the module: the package is not installed (no `npm install`, or installed in another folder or workspace), it was pruned as a devDependency, the relative path or its letter case is wrong, or the entry file was never built (dist/ missing).',
    fix: 'Run `npm install` (or `npm ci`) in the folder that runs the code; add a missing dependency with `npm install <name>`; check the path and its case (Linux is case-sensitive); run the build first when the missing file is under dist/; reinstall (`rm -rf node_modules && npm install`) after an interrupted install.',
    match: [/^Error: Cannot find module '[^']+'$/, /\bcode: '?MODULE_NOT_FOUND'?/],
    keywords: ['cannot find module', 'module not found', 'package not installed', 'require fails', 'missing dependency', 'npm install missing'],
    example: `node:internal/modules/cjs/loader:1080
  throw err;
  ^

Error: Cannot find module 'express'
Require stack:
- /home/dev/shop-api/src/server.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1077:15)
    at Module._load (node:internal/modules/cjs/loader:922:27) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/home/dev/shop-api/src/server.js' ]
}`,
  },
  {
    id: 'node.err-require-esm',
    ecosystem: 'node',
    errorType: 'ERR_REQUIRE_ESM',
    title: 'require() of an ES module',
    explanation: 'CommonJS code calls require() on a package that is ESM-only (node-fetch 3, chalk 5, nanoid 4, ...). Before Node 22 require() cannot load ES modules.',
    fix: 'Use `await import(\'pkg\')` instead of require(), or convert the project to ESM (`"type": "module"` in package.json, import syntax), or pin the last CommonJS major of the package (e.g. `npm install node-fetch@2`).',
    match: [/\bERR_REQUIRE_ESM\b/, /require\(\) of ES Module \S+ from \S+ not supported/],
    keywords: ['require of es module not supported', 'esm only package', 'commonjs vs esm', 'use dynamic import', 'type module'],
    example: `Error [ERR_REQUIRE_ESM]: require() of ES Module /home/dev/bot/node_modules/node-fetch/src/index.js from /home/dev/bot/index.js not supported.
Instead change the require of /home/dev/bot/node_modules/node-fetch/src/index.js in /home/dev/bot/index.js to a dynamic import() which is available in all CommonJS modules.
    at Object.<anonymous> (/home/dev/bot/index.js:3:15) {
  code: 'ERR_REQUIRE_ESM'
}`,
  },
  {
    id: 'node.esm-missing-extension',
    ecosystem: 'node',
    errorType: 'ERR_MODULE_NOT_FOUND',
    title: 'ES module import not found (missing .js extension or package)',
    explanation: 'Node\'s ESM loader does not guess file extensions or index files: a relative import must name the file, `./db/client.js` (even when the source is client.ts compiled by tsc). "Cannot find package" means the dependency is not installed where the importing file lives.',
    fix: 'Write relative imports with the extension (`import { db } from \'./db/client.js\'`) or a bundler that resolves them; with TypeScript use `"module": "NodeNext"` so tsc reports missing extensions. For "Cannot find package", install it (`npm install <name>`) in that workspace.',
    match: [/\bERR_MODULE_NOT_FOUND\b/, /Cannot find (?:module|package) '[^']+' imported from /, /Did you mean to import "?[^"\s]+\.js"?\?/],
    keywords: ['missing js extension', 'esm import not found', 'cannot find module imported from', 'relative import extension', 'nodenext'],
    example: `node:internal/errors:496
    ErrorCaptureStackTrace(err);
    ^

Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/home/dev/api/dist/db/client' imported from /home/dev/api/dist/index.js
Did you mean to import ../db/client.js?
    at finalizeResolution (node:internal/modules/esm/resolve:255:11) {
  code: 'ERR_MODULE_NOT_FOUND',
  url: 'file:///home/dev/api/dist/db/client'
}`,
  },
  {
    id: 'node.unknown-file-extension',
    ecosystem: 'node',
    errorType: 'ERR_UNKNOWN_FILE_EXTENSION',
    title: 'Node cannot run a .ts file directly',
    explanation: 'Plain `node` (or ts-node in an ESM project) was asked to load a TypeScript file. In an ESM package ("type": "module") ts-node\'s CommonJS hook does not apply, so Node sees an unknown extension.',
    fix: 'Run TypeScript through a loader that supports ESM: `npx tsx src/index.ts`, or `node --loader ts-node/esm src/index.ts`, or compile first (`tsc` then `node dist/index.js`). Node 22.6+ can also run `node --experimental-strip-types`.',
    match: [/\bERR_UNKNOWN_FILE_EXTENSION\b/, /Unknown file extension "\.(?:ts|tsx|mts|cts)"/],
    keywords: ['unknown file extension ts', 'run typescript with node', 'ts-node esm', 'tsx loader', 'node cannot execute typescript'],
    example: `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /home/dev/cli/src/index.ts
    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:160:9)
    at defaultGetFormat (node:internal/modules/esm/get_format:203:36) {
  code: 'ERR_UNKNOWN_FILE_EXTENSION'
}`,
  },
  {
    id: 'node.cannot-read-properties',
    ecosystem: 'node',
    errorType: 'TypeError',
    title: 'Reading a property of undefined or null',
    explanation: 'Code accessed a property (or called a method) on a value that is undefined or null: data not loaded yet, an API returned a different shape, a missing object key, or a function that returned nothing.',
    fix: 'Look at the frame where it failed and log the value one step earlier. Guard with optional chaining and defaults (`order?.items ?? []`), validate external data (e.g. with zod), and make sure async data is awaited before use.',
    match: [/Cannot read propert(?:y '[^']*' of|ies of) (?:undefined|null)\b/, /Cannot set propert(?:y '[^']*' of|ies of) (?:undefined|null)\b/, /undefined is not an object \(evaluating '/],
    keywords: ['cannot read properties of undefined', 'value is undefined', 'null reference javascript', 'optional chaining', 'property of null'],
    example: `TypeError: Cannot read properties of undefined (reading 'map')
    at renderOrders (/home/dev/shop/src/views/orders.js:27:22)
    at Layer.handle [as handle_request] (/home/dev/shop/node_modules/express/lib/router/layer.js:95:5)`,
  },
  {
    id: 'node.import-outside-module',
    ecosystem: 'node',
    errorType: 'SyntaxError',
    title: 'import statement in a CommonJS file',
    explanation: 'The file uses ES module syntax (import/export) but Node loads it as CommonJS, because package.json has no `"type": "module"` and the file is not .mjs.',
    fix: 'Add `"type": "module"` to package.json (then use .cjs for CommonJS files), or rename the file to .mjs, or switch the file to require(). For tests, configure the runner for ESM (Vitest, or Jest with a transform).',
    match: [/Cannot use import statement outside a module/, /To load an ES module, set "type": "module" in the package\.json/],
    keywords: ['cannot use import statement outside a module', 'es module in commonjs', 'type module package json', 'mjs extension'],
    example: `/home/dev/tools/scripts/seed.js:1
import { faker } from '@faker-js/faker';
^^^^^^

SyntaxError: Cannot use import statement outside a module
    at internalCompileFunction (node:internal/vm:76:18)
    at wrapSafe (node:internal/modules/cjs/loader:1283:20)`,
  },
  {
    id: 'node.require-not-defined',
    ecosystem: 'node',
    errorType: 'ReferenceError',
    title: 'CommonJS globals used in an ES module',
    explanation: 'The file runs as an ES module ("type": "module" or .mjs), where require, module.exports, __dirname and __filename do not exist.',
    fix: 'Use `import` instead of require (or `createRequire(import.meta.url)`), and derive paths with `fileURLToPath(new URL(\'.\', import.meta.url))` (or `import.meta.dirname` on Node 20.11+). Rename the file to .cjs to keep CommonJS.',
    match: [/\b(?:require|module|exports|__dirname|__filename) is not defined in ES module scope/],
    keywords: ['require is not defined', 'dirname is not defined', 'es module scope', 'commonjs globals in esm', 'import.meta.url'],
    example: `file:///home/dev/cli/index.js:2
const path = require('path');
             ^

ReferenceError: require is not defined in ES module scope, you can use import instead
This file is being treated as an ES module because it has a '.js' file extension and '/home/dev/cli/package.json' contains "type": "module". To treat it as a CommonJS script, rename it to use the '.cjs' file extension.`,
  },
];

const NPM: TroublePattern[] = [
  {
    id: 'npm.eresolve',
    ecosystem: 'npm',
    errorType: 'ERESOLVE',
    title: 'npm cannot resolve the dependency tree (peer dependency conflict)',
    explanation: 'npm 7+ installs peer dependencies and refuses to install when a package\'s declared peer range (e.g. react@^17) conflicts with the version the project uses (react@18).',
    fix: 'Read the "Could not resolve dependency" block: upgrade the package that declares the old peer range to a version supporting yours, or align your version. As a stopgap `npm install --legacy-peer-deps` (or an `overrides` entry in package.json); avoid `--force`.',
    match: [/\bERESOLVE\b/, /unable to resolve dependency tree|Could not resolve dependency:|Conflicting peer dependency:/],
    keywords: ['peer dependency conflict', 'unable to resolve dependency tree', 'legacy-peer-deps', 'npm install fails peer', 'incompatible react version'],
    example: `npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: shop-web@0.1.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from react-beautiful-dnd@13.1.1`,
  },
  {
    id: 'npm.eacces-global',
    ecosystem: 'npm',
    errorType: 'EACCES',
    title: 'npm permission denied (global install or root-owned cache)',
    explanation: 'npm tried to write to a directory owned by root: the global prefix (/usr/local/lib/node_modules) when installing with -g, or ~/.npm after an earlier `sudo npm`.',
    fix: 'Do not use sudo. Use a Node version manager (nvm, fnm, volta) so globals live in your home, or set a user prefix: `npm config set prefix ~/.npm-global` and add `~/.npm-global/bin` to PATH. For a root-owned cache: `sudo chown -R $(id -u):$(id -g) ~/.npm`.',
    match: [/EACCES: permission denied, \w+ '[^']*(?:\/usr\/(?:local\/)?lib\/node_modules|\/usr\/local\/bin|\/\.npm\b|npm-cache)/, /^npm (?:ERR!|error) code EACCES$/, /Your cache folder contains root-owned files/],
    keywords: ['npm permission denied', 'global install eacces', 'sudo npm', 'root owned npm cache', 'npm prefix'],
    example: `npm ERR! code EACCES
npm ERR! syscall mkdir
npm ERR! path /usr/local/lib/node_modules/typescript
npm ERR! errno -13
npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/typescript'
npm ERR! The operation was rejected by your operating system.`,
  },
  {
    id: 'npm.enoent-package-json',
    ecosystem: 'npm',
    errorType: 'ENOENT',
    title: 'No package.json in the current directory',
    explanation: 'npm runs against the package.json of the current directory; the command was run in the wrong folder (a parent, the home directory, or before `npm init`).',
    fix: '`cd` into the project folder that contains package.json (check with `ls package.json`), or create one with `npm init -y`. In CI set the working directory of the step.',
    match: [/ENOENT: no such file or directory, open '[^']*package\.json'/, /Could not read package\.json/],
    keywords: ['package json not found', 'wrong directory', 'npm enoent', 'no such file package json', 'npm init'],
    example: `npm ERR! code ENOENT
npm ERR! syscall open
npm ERR! path /home/dev/package.json
npm ERR! errno -2
npm ERR! enoent ENOENT: no such file or directory, open '/home/dev/package.json'
npm ERR! enoent This is related to npm not being able to find a file.`,
  },
  {
    id: 'npm.unsupported-engine',
    ecosystem: 'npm',
    errorType: 'EBADENGINE',
    title: 'Node.js version not supported by a package',
    explanation: 'A package declares `engines.node` that the running Node version does not satisfy (typically an old Node after upgrading tools like Vite, ESLint or Next.js).',
    fix: 'Install and use a supported Node version (`nvm install 20 && nvm use 20`, or `.nvmrc` / `engines` in the project and CI `setup-node`), or pin the package to a release that supports your Node.',
    match: [/\bEBADENGINE\b/, /The engine "node" is incompatible with this module/, /\bERR_PNPM_UNSUPPORTED_ENGINE\b/],
    keywords: ['unsupported engine', 'node version too old', 'engines node', 'upgrade node', 'nvm use'],
    example: `npm WARN EBADENGINE Unsupported engine {
npm WARN EBADENGINE   package: 'vite@5.2.11',
npm WARN EBADENGINE   required: { node: '^18.0.0 || >=20.0.0' },
npm WARN EBADENGINE   current: { node: 'v16.20.2', npm: '8.19.4' }
npm WARN EBADENGINE }`,
  },
  {
    id: 'npm.lockfile-out-of-sync',
    ecosystem: 'npm',
    errorType: 'EUSAGE',
    title: 'Lockfile out of sync with package.json (npm ci / frozen lockfile)',
    explanation: '`npm ci`, `pnpm install --frozen-lockfile` and `yarn --immutable` install exactly the lockfile and refuse when package.json was changed without updating it (a dependency added by hand, a merge, a different package manager version).',
    fix: 'Run `npm install` (or `pnpm install` / `yarn install`) locally, commit the updated lockfile, and use the same package manager major version locally and in CI (`packageManager` field + corepack).',
    match: [/`npm ci` can only install packages when your package\.json and package-lock\.json/, /^npm (?:ERR!|error) Missing: \S+ from lock file/, /\bERR_PNPM_OUTDATED_LOCKFILE\b/, /Your lockfile needs to be updated, but yarn was run with `--frozen-lockfile`|The lockfile would have been modified by this install, which is explicitly forbidden/],
    keywords: ['lockfile out of sync', 'npm ci fails', 'package lock not in sync', 'frozen lockfile', 'update lock file'],
    example: `npm ERR! code EUSAGE
npm ERR!
npm ERR! \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.
npm ERR!
npm ERR! Missing: zod@3.23.8 from lock file
npm ERR! Invalid: lock file's typescript@5.3.3 does not satisfy typescript@5.4.5`,
  },
  {
    id: 'npm.node-gyp',
    ecosystem: 'npm',
    errorType: null,
    title: 'Native addon build failed (node-gyp)',
    explanation: 'A package with C/C++ code (bcrypt, better-sqlite3, sharp, canvas) has no prebuilt binary for this Node version/platform, so it compiles from source and the toolchain is missing: Python 3, make and a C++ compiler (Xcode CLT, build-essential, Visual Studio Build Tools).',
    fix: 'Prefer a Node version the package ships prebuilt binaries for (usually the current LTS) or upgrade the package. Otherwise install the toolchain: `xcode-select --install` (macOS), `sudo apt install -y python3 make g++` (Debian/Ubuntu), Visual Studio Build Tools with "Desktop development with C++" (Windows); then `npm rebuild`.',
    match: [/\bgyp ERR! (?:build error|stack|not ok|find Python|find VS|configure error)/, /gyp: No Xcode or CLT version detected!/, /node-pre-gyp (?:ERR!|WARN) (?:build error|Tried to download)/],
    keywords: ['node-gyp build failed', 'native module compile error', 'python not found node-gyp', 'visual studio build tools', 'prebuilt binary missing'],
    example: `npm ERR! code 1
npm ERR! path /home/dev/app/node_modules/bcrypt
npm ERR! command failed
npm ERR! command sh -c node-pre-gyp install --fallback-to-build
npm ERR! gyp ERR! find Python Python is not set from command line or npm configuration
npm ERR! gyp ERR! stack Error: \`gyp\` failed with exit code: 1
npm ERR! gyp ERR! not ok`,
  },
  {
    id: 'npm.eintegrity',
    ecosystem: 'npm',
    errorType: 'EINTEGRITY',
    title: 'Package integrity checksum mismatch',
    explanation: 'The downloaded tarball does not match the hash in the lockfile: a corrupted npm cache, a registry/mirror serving different bytes, or a lockfile generated against another registry.',
    fix: 'Run `npm cache verify` (or `npm cache clean --force`), delete node_modules and retry. If it persists, check the registry in .npmrc matches the one the lockfile was made with, and regenerate the lockfile entry (`rm package-lock.json && npm install`) only if you trust the source.',
    match: [/\bEINTEGRITY\b/, /sha\d{3}-\S+ integrity checksum failed when using sha\d{3}/, /Integrity check failed for "[^"]+"/],
    keywords: ['integrity checksum failed', 'corrupted npm cache', 'npm cache clean', 'sha512 mismatch', 'tarball hash'],
    example: `npm ERR! code EINTEGRITY
npm ERR! sha512-MlIdW1bRwcXZXq6WCjPyfZk0tPMYI/ZIKmYE3w2Id06eBnvDvEVD9pBgt7BkkzjMm8cv4ssLlBBbxBmpGRszGg== integrity checksum failed when using sha512: wanted sha512-MlIdW1bRwcXZXq6WCjPyfZk0tPMYI/ZIKmYE3w2Id06eBnvDvEVD9pBgt7BkkzjMm8cv4ssLlBBbxBmpGRszGg== but got sha512-2DhXf5cVHGn6TlJrFcTOTvSxbWbf3a9NN2d5NQS01szhsD6+4f0m5Z5ZPYfMRAWQB8wI3NlH3f+4sTf1AtG0Rw==. (24891 bytes)`,
  },
  {
    id: 'npm.pnpm-peer-deps',
    ecosystem: 'npm',
    errorType: 'ERR_PNPM_PEER_DEP_ISSUES',
    title: 'pnpm unmet peer dependencies',
    explanation: 'pnpm found packages whose peer dependency ranges are not satisfied by what is installed (strict-peer-dependencies turns the warning into an error).',
    fix: 'Upgrade the listed package to a version whose peer range includes your version, or add the missing peer. To accept a known-good mismatch, add `pnpm.peerDependencyRules.allowedVersions` (or `ignoreMissing`) in package.json, or set `strict-peer-dependencies=false` in .npmrc.',
    match: [/\bERR_PNPM_PEER_DEP_ISSUES\b/, /Issues with peer dependencies found/, /✕ (?:unmet|missing) peer \S+/],
    keywords: ['pnpm peer dependencies', 'unmet peer', 'peerDependencyRules', 'strict peer dependencies', 'missing peer'],
    example: ` ERR_PNPM_PEER_DEP_ISSUES  Unmet peer dependencies

.
└─┬ @testing-library/react-hooks 8.0.1
  └── ✕ unmet peer react@"^16.9.0 || ^17.0.0": found 18.3.1`,
  },
  {
    id: 'npm.yarn-pnp',
    ecosystem: 'npm',
    errorType: null,
    title: 'Yarn Plug\'n\'Play: package accesses an undeclared dependency',
    explanation: 'With Yarn Berry PnP a package may only require what it declares; your code or a dependency requires something it does not list (it only worked before by node_modules hoisting).',
    fix: 'Add the dependency to the right package.json (`yarn add lodash`). For a third-party package with a missing declaration add `packageExtensions` in .yarnrc.yml; or opt out of PnP with `nodeLinker: node-modules` in .yarnrc.yml. Run `yarn dlx @yarnpkg/sdks vscode` for editor support.',
    match: [/\btried to access \S+(?: \(a peer dependency\))?,? but it isn't (?:declared in (?:its|your) dependencies|provided by)/, /^Required package: \S+/],
    keywords: ['yarn pnp', 'plug n play', 'undeclared dependency', 'nodeLinker node-modules', 'packageExtensions'],
    example: `Error: Your application tried to access lodash, but it isn't declared in your dependencies; this makes the require call ambiguous and unsound.

Required package: lodash
Required by: /home/dev/mono/packages/api/

Require stack:
- /home/dev/mono/packages/api/src/index.js
    at require$$0.Module._resolveFilename (/home/dev/mono/.pnp.cjs:9281:13)`,
  },
  {
    id: 'npm.e404',
    ecosystem: 'npm',
    errorType: 'E404',
    title: 'Package not found in the registry',
    explanation: 'The package name or version does not exist in the configured registry: a typo, a private/scoped package without the right registry or token in .npmrc, or an unpublished version.',
    fix: 'Check the spelling on npmjs.com (`npm view <name> versions`). For a scoped private package, point the scope to its registry (`@acme:registry=https://npm.acme.dev/`) and log in (`npm login --registry ...`) or set the auth token in .npmrc.',
    match: [/\bE404\b/, /404 Not Found - GET https?:\/\/\S+ - Not found/, /'[^']+' is not in (?:this|the npm) registry/],
    keywords: ['package not found', 'npm 404', 'not in this registry', 'private package registry', 'typo in package name'],
    example: `npm ERR! code E404
npm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2fui-kit - Not found
npm ERR! 404
npm ERR! 404  '@acme/ui-kit@^2.1.0' is not in this registry.`,
  },
];

export const NODE_PATTERNS: readonly TroublePattern[] = [...NODE, ...NPM];
