/** TypeScript compiler and frontend build tool / React patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

const TYPESCRIPT: TroublePattern[] = [
  {
    id: 'typescript.ts2322',
    ecosystem: 'typescript',
    errorType: 'TS2322',
    title: 'Type is not assignable (TS2322)',
    explanation: 'A value of one type is assigned, returned or passed as a property where another type is declared: a wrong field type, a missing required property, or a value that may be undefined/null.',
    fix: 'Read the last "Type X is not assignable to type Y" line: it names the exact mismatch. Convert the value (`Number(input.value)`), fix the declared type, add the missing property, or narrow first (`if (x !== undefined)`). Avoid `as` casts that hide real bugs.',
    match: [/\bTS2322\b/, /Type '[^']+' is not assignable to type '[^']+'/],
    keywords: ['type not assignable', 'type mismatch typescript', 'wrong type assigned', 'missing property in type'],
    example: `src/components/Cart.tsx:42:9 - error TS2322: Type 'string' is not assignable to type 'number'.

42         quantity: input.value,
           ~~~~~~~~

  src/types/cart.ts:7:3
    7   quantity: number;
        ~~~~~~~~
    The expected type comes from property 'quantity' which is declared here on type 'CartItem'`,
  },
  {
    id: 'typescript.ts2307',
    ecosystem: 'typescript',
    errorType: 'TS2307',
    title: 'Cannot find module or its type declarations (TS2307)',
    explanation: 'tsc cannot resolve an import: the package is not installed, the relative path is wrong, a path alias (`@/...`) is not configured in tsconfig `paths`, or moduleResolution does not match how the package exposes its types (`exports`).',
    fix: 'Install the package; fix the path; declare aliases in tsconfig (`baseUrl` + `paths`) and in the bundler; use `"moduleResolution": "bundler"` (Vite) or `"NodeNext"` (Node) so `exports` maps are read; restart the TS server in the editor.',
    match: [/\bTS2307\b/, /Cannot find module '[^']+' or its corresponding type declarations/],
    keywords: ['cannot find module typescript', 'type declarations not found', 'path alias tsconfig paths', 'moduleResolution'],
    example: `src/index.ts:3:23 - error TS2307: Cannot find module './utils/format' or its corresponding type declarations.

3 import { money } from './utils/format';
                        ~~~~~~~~~~~~~~~~`,
  },
  {
    id: 'typescript.ts2345',
    ecosystem: 'typescript',
    errorType: 'TS2345',
    title: 'Argument type does not match parameter (TS2345)',
    explanation: 'A function is called with an argument whose type is not accepted by the parameter, very often `string | undefined` (an env var or optional field) passed where `string` is required.',
    fix: 'Narrow or default the value before the call (`process.env.SMTP_FROM ?? \'noreply@example.com\'`, or throw if missing), validate config at startup, or widen the parameter type if undefined is really allowed.',
    match: [/\bTS2345\b/, /Argument of type '[^']+' is not assignable to parameter of type '[^']+'/],
    keywords: ['argument type mismatch', 'string or undefined not assignable to string', 'parameter type', 'env var possibly undefined'],
    example: `src/services/mailer.ts:31:20 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.
  Type 'undefined' is not assignable to type 'string'.

31     sendMail(process.env.SMTP_FROM, to, body);
                ~~~~~~~~~~~~~~~~~~~~~`,
  },
  {
    id: 'typescript.ts7016',
    ecosystem: 'typescript',
    errorType: 'TS7016',
    title: 'Missing type declarations for a JavaScript package (TS7016)',
    explanation: 'The package ships plain JavaScript without .d.ts files, and with `noImplicitAny`/`strict` tsc refuses to type it as `any`.',
    fix: 'Install the community types: `npm i -D @types/<name>`. If none exist, add a declaration file such as `src/types/<name>.d.ts` containing `declare module \'<name>\';` (and include it in tsconfig).',
    match: [/\bTS7016\b/, /Could not find a declaration file for module '[^']+'/],
    keywords: ['missing types', 'declaration file not found', 'install @types', 'implicitly has an any type', 'declare module'],
    example: `src/server.ts:2:21 - error TS7016: Could not find a declaration file for module 'express'. '/home/dev/api/node_modules/express/index.js' implicitly has an 'any' type.
  Try \`npm i --save-dev @types/express\` if it exists or add a new declaration (.d.ts) file containing \`declare module 'express';\``,
  },
  {
    id: 'typescript.ts2339',
    ecosystem: 'typescript',
    errorType: 'TS2339',
    title: 'Property does not exist on type (TS2339)',
    explanation: 'The code uses a property the declared type does not have: a typo, an outdated interface, a union that must be narrowed first, or extra fields added at runtime (e.g. `req.user`) without augmenting the type.',
    fix: 'Fix the name or add the property to the interface; narrow unions (`if (\'avatarUrl\' in user)`); for library objects use declaration merging (e.g. `declare global { namespace Express { interface Request { user?: User } } }`).',
    match: [/\bTS2339\b/, /Property '[^']+' does not exist on type '[^']+'/],
    keywords: ['property does not exist on type', 'typescript unknown property', 'declaration merging', 'narrow union type'],
    example: `src/hooks/useUser.ts:15:24 - error TS2339: Property 'avatarUrl' does not exist on type 'User'.

15     return user.avatarUrl ?? DEFAULT_AVATAR;
                   ~~~~~~~~~`,
  },
  {
    id: 'typescript.possibly-undefined',
    ecosystem: 'typescript',
    errorType: 'TS18048',
    title: 'Value is possibly undefined or null (TS18048 / TS2532)',
    explanation: 'With `strictNullChecks` (and `noUncheckedIndexedAccess` for array/record lookups) the value may be undefined or null at that point, so using it directly is rejected.',
    fix: 'Handle the missing case: early return or throw (`if (!order.customer) throw ...`), optional chaining with a default (`order.customer?.email ?? \'\'`), or a type guard. Use `!` only when an invariant really guarantees the value.',
    match: [/\bTS(?:18048|18047|2532|2531)\b/, /(?:'[^']+'|Object) is possibly '(?:undefined|null)'/],
    keywords: ['possibly undefined', 'object is possibly null', 'strict null checks', 'noUncheckedIndexedAccess', 'optional chaining'],
    example: `src/routes/orders.ts:58:17 - error TS18048: 'order.customer' is possibly 'undefined'.

58     const email = order.customer.email;
                     ~~~~~~~~~~~~~~`,
  },
  {
    id: 'typescript.esmodule-interop',
    ecosystem: 'typescript',
    errorType: 'TS1259',
    title: 'Default import of a CommonJS module needs esModuleInterop (TS1259)',
    explanation: 'The module is declared with `export =` (CommonJS); a default import (`import express from \'express\'`) is only allowed with `esModuleInterop` / `allowSyntheticDefaultImports`.',
    fix: 'Set `"esModuleInterop": true` in tsconfig compilerOptions (recommended), or write `import express = require(\'express\')` / `import * as express from \'express\'`.',
    match: [/\bTS(?:1259|1192)\b/, /can only be default-imported using the 'esModuleInterop' flag/, /Module '[^']+' has no default export/],
    keywords: ['esModuleInterop', 'default import commonjs', 'allowSyntheticDefaultImports', 'has no default export'],
    example: `src/app.ts:1:8 - error TS1259: Module '"/home/dev/api/node_modules/@types/express/index"' can only be default-imported using the 'esModuleInterop' flag

1 import express from 'express';
         ~~~~~~~`,
  },
  {
    id: 'typescript.import-extension',
    ecosystem: 'typescript',
    errorType: 'TS2835',
    title: 'Relative import needs a file extension (TS2835 / TS5097)',
    explanation: 'With `moduleResolution` node16/nodenext, TypeScript follows Node\'s ESM rules: relative imports must carry the runtime extension (`./config.js`). Importing with `.ts` is only allowed with `allowImportingTsExtensions` (and noEmit or a bundler).',
    fix: 'Write the emitted extension: `import { loadConfig } from \'./config.js\'` (yes, .js for a .ts source). If a bundler resolves imports, use `"moduleResolution": "bundler"` instead; to keep `.ts` imports set `allowImportingTsExtensions` with `noEmit`.',
    match: [/\bTS(?:2835|2834|5097|2691)\b/, /Relative import paths need explicit file extensions in ECMAScript imports/, /An import path can only end with a '\.tsx?' extension when 'allowImportingTsExtensions' is enabled/],
    keywords: ['import needs js extension', 'nodenext moduleResolution', 'allowImportingTsExtensions', 'explicit file extension'],
    example: `src/index.ts:4:26 - error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './config.js'?

4 import { loadConfig } from './config';
                             ~~~~~~~~~~`,
  },
  {
    id: 'typescript.cannot-find-name',
    ecosystem: 'typescript',
    errorType: 'TS2304',
    title: 'Cannot find name (TS2304 / TS2580)',
    explanation: 'An identifier is not declared in scope: a missing import, a typo, or a global from an environment whose types are not loaded (Node `process`/`require` need @types/node, test globals need the runner\'s types, DOM names need the "dom" lib).',
    fix: 'Import the symbol or fix its name. For globals install and enable their types: `npm i -D @types/node` and add `"types": ["node"]` (or `vitest/globals`, `jest`) in tsconfig, or add `"dom"` to `lib`.',
    match: [/\bTS(?:2304|2580|2582|2593)\b/, /Cannot find name '[^']+'\./],
    keywords: ['cannot find name', 'undeclared identifier typescript', 'types node missing', 'tsconfig lib dom', 'test globals types'],
    example: `src/widgets/chart.ts:88:5 - error TS2304: Cannot find name 'ResizeObserver'.

88     new ResizeObserver(onResize).observe(el);
           ~~~~~~~~~~~~~~`,
  },
  {
    id: 'typescript.ts2554',
    ecosystem: 'typescript',
    errorType: 'TS2554',
    title: 'Wrong number of arguments (TS2554)',
    explanation: 'A function is called with more or fewer arguments than its signature accepts, usually after the function signature changed or when calling an overload that does not exist.',
    fix: 'Pass the missing argument (the "An argument for X was not provided" note names it) or remove the extra one; if the parameter is optional by design, mark it `param?: T` or give it a default.',
    match: [/\bTS2554\b/, /Expected \d+(?:-\d+)? arguments?, but got \d+/],
    keywords: ['expected arguments but got', 'wrong number of arguments', 'missing argument', 'function signature changed'],
    example: `src/api/client.ts:64:12 - error TS2554: Expected 2 arguments, but got 1.

64     return request(url);
              ~~~~~~~~~~~~
    An argument for 'init' was not provided.`,
  },
];

const FRONTEND: TroublePattern[] = [
  {
    id: 'frontend.vite-resolve-import',
    ecosystem: 'frontend',
    errorType: null,
    title: 'Vite failed to resolve an import',
    explanation: 'Vite\'s import analysis or Rollup could not find the imported file or package: a wrong relative path or letter case, a missing extension for a non-standard file, an alias (`@/`) not configured in vite.config, or an uninstalled package.',
    fix: 'Check the file exists at that path with that case; configure aliases in vite.config (`resolve.alias: { \'@\': fileURLToPath(new URL(\'./src\', import.meta.url)) }`) as well as tsconfig `paths`; install missing packages; restart the dev server after moving files.',
    match: [/Failed to resolve import "[^"]+" from "[^"]+"\. Does the file exist\?/, /\[vite\]: Rollup failed to resolve import "[^"]+" from/],
    keywords: ['vite failed to resolve import', 'does the file exist', 'vite alias', 'rollup failed to resolve', 'import path wrong'],
    example: `[plugin:vite:import-analysis] Failed to resolve import "./components/Header" from "src/App.tsx". Does the file exist?
/home/dev/shop-web/src/App.tsx:3:19
1  |  import { useState } from "react";
2  |  import Header from "./components/Header";
   |                      ^`,
  },
  {
    id: 'frontend.webpack-module-not-found',
    ecosystem: 'frontend',
    errorType: null,
    title: 'webpack cannot resolve a module',
    explanation: 'webpack (also Next.js, CRA) could not resolve an import: wrong path or case, missing package, unconfigured alias, or a Node core module (crypto, buffer, stream) that webpack 5 no longer polyfills for the browser.',
    fix: 'Fix the path or install the package; mirror tsconfig aliases in `resolve.alias`; for Node core modules use a browser alternative or add `resolve.fallback` (e.g. `{ crypto: require.resolve(\'crypto-browserify\') }`) or `false` if unused.',
    match: [/Module not found: (?:Error: )?Can't resolve '[^']+'/, /BREAKING CHANGE: webpack < 5 used to include polyfills for node\.js core modules/],
    keywords: ['module not found cant resolve', 'webpack resolve', 'node polyfill webpack 5', 'resolve fallback', 'next js module not found'],
    example: `ERROR in ./src/index.js 5:0-38
Module not found: Error: Can't resolve './components/Navbar' in '/home/dev/admin/src'
resolve './components/Navbar' in '/home/dev/admin/src'
  using description file: /home/dev/admin/package.json (relative path: ./src)`,
  },
  {
    id: 'frontend.invalid-hook-call',
    ecosystem: 'frontend',
    errorType: null,
    title: 'Invalid React hook call',
    explanation: 'A hook ran outside a function component\'s render (in a class, a plain function, a callback, conditionally), or the app bundles two copies of React (a linked package or mismatched react/react-dom versions).',
    fix: 'Call hooks only at the top level of function components or custom hooks. Check for duplicate React with `npm ls react`; align react and react-dom versions; for linked packages make react a peerDependency and dedupe (`resolve.dedupe: [\'react\']` in Vite).',
    match: [/Invalid hook call\. Hooks can only be called inside of the body of a function component/, /React Hook "\w+" is called (?:conditionally|in function "\w+" that is neither)/, /Rendered (?:more|fewer) hooks than (?:during the previous render|expected)/],
    keywords: ['invalid hook call', 'rules of hooks', 'duplicate react copies', 'hook called conditionally', 'react dom version mismatch'],
    example: `Warning: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:
1. You might have mismatching versions of React and the renderer (such as React DOM)
2. You might be breaking the Rules of Hooks
3. You might have more than one copy of React in the same app
See https://reactjs.org/link/invalid-hook-call for tips about how to debug and fix this problem.`,
  },
  {
    id: 'frontend.hydration-mismatch',
    ecosystem: 'frontend',
    errorType: null,
    title: 'React hydration mismatch (server and client HTML differ)',
    explanation: 'The HTML rendered on the server differs from the first client render: values that change per render (Date.now, Math.random, locale formatting), browser-only branches (`typeof window`), invalid HTML nesting (<div> inside <p>), or extensions modifying the DOM.',
    fix: 'Render the same output on both sides: move browser-only values into `useEffect` (set state after mount), use stable ids (`useId`), format dates with a fixed locale/time zone, fix invalid nesting, and use `suppressHydrationWarning` only for intentional differences such as timestamps.',
    match: [/Hydration failed because the (?:initial UI does not match|server rendered HTML didn't match)/, /Text content does not match server-rendered HTML/, /There was an error while hydrating/, /Expected server HTML to contain a matching <\w+> in <\w+>/, /A tree hydrated but some attributes of the server rendered HTML didn't match/],
    keywords: ['hydration failed', 'server client mismatch', 'ssr html does not match', 'next js hydration error', 'useEffect client only'],
    example: `Unhandled Runtime Error
Error: Hydration failed because the initial UI does not match what was rendered on the server.

Warning: Expected server HTML to contain a matching <div> in <main>.
    at div
    at main
    at RootLayout (Server)`,
  },
  {
    id: 'frontend.eslint-parsing-error',
    ecosystem: 'frontend',
    errorType: null,
    title: 'ESLint parsing error',
    explanation: 'ESLint\'s parser could not parse the file: TypeScript/JSX parsed without @typescript-eslint/parser or the right ecmaVersion/sourceType, or typed linting (`parserOptions.project`) pointing at a tsconfig that does not include the file.',
    fix: 'Use the TypeScript parser for .ts/.tsx files (typescript-eslint\'s flat config `tseslint.configs.recommended`), set `sourceType: \'module\'` and a current `ecmaVersion`, and add the file to the tsconfig used for linting (or a tsconfig.eslint.json) / use `projectService: true`.',
    match: [/\bParsing error: /, /"parserOptions\.project" has been (?:set|provided) for @typescript-eslint\/parser/],
    keywords: ['eslint parsing error', 'unexpected token eslint', 'typescript eslint parser', 'parserOptions project', 'tsconfig does not include file'],
    example: `/home/dev/web/src/App.tsx
  1:8  error  Parsing error: Unexpected token. A constructor, method, accessor, or property was expected

✖ 1 problem (1 error, 0 warnings)`,
  },
  {
    id: 'frontend.tailwind-postcss',
    ecosystem: 'frontend',
    errorType: null,
    title: 'Tailwind CSS / PostCSS misconfigured',
    explanation: 'Tailwind is not wired into the CSS pipeline correctly: Tailwind v4 moved its PostCSS plugin to `@tailwindcss/postcss`, the `content` globs do not match your files (so no classes are generated), or the PostCSS config cannot be loaded.',
    fix: 'For Tailwind v4 install `@tailwindcss/postcss` and use it in postcss.config (or use `@tailwindcss/vite`); for v3 list your templates in `content: [\'./index.html\', \'./src/**/*.{js,ts,jsx,tsx}\']`; make sure postcss.config uses the module format your package.json type expects (.cjs vs .mjs).',
    match: [/It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin/, /The `content` option in your Tailwind CSS configuration is missing or empty/, /^\[postcss\] /, /Failed to load PostCSS config/, /The `[\w-]+` class does not exist\. If `[\w-]+` is a custom class/],
    keywords: ['tailwind not working', 'postcss plugin tailwind', 'tailwind content option empty', 'styles missing', 'tailwindcss postcss v4'],
    example: `[postcss] It looks like you're trying to use \`tailwindcss\` directly as a PostCSS plugin. The PostCSS plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to install \`@tailwindcss/postcss\` and update your PostCSS configuration.`,
  },
  {
    id: 'frontend.window-not-defined',
    ecosystem: 'frontend',
    errorType: 'ReferenceError',
    title: 'Browser global used during server-side rendering',
    explanation: 'Code that touches window, document, localStorage or navigator runs on the server (SSR, Next.js server components, static generation, tests in Node), where those globals do not exist.',
    fix: 'Access browser APIs inside `useEffect` or event handlers, guard with `typeof window !== \'undefined\'`, mark the component `\'use client\'` and/or load it with `dynamic(() => import(...), { ssr: false })`; in tests use the jsdom/happy-dom environment.',
    match: [/\b(?:window|document|localStorage|sessionStorage|navigator) is not defined\b/],
    keywords: ['window is not defined', 'ssr browser api', 'document is not defined', 'next js server side', 'use client'],
    example: `Server Error
ReferenceError: window is not defined

This error happened while generating the page. Any console logs will be displayed in the terminal window.

Source
src/components/Map.tsx (12:18) @ window`,
  },
  {
    id: 'frontend.too-many-rerenders',
    ecosystem: 'frontend',
    errorType: null,
    title: 'React render loop (too many re-renders)',
    explanation: 'State is set during render (e.g. `onClick={setOpen(true)}` calls it immediately), or an effect updates state that is also its dependency, or a dependency is a new object/array every render.',
    fix: 'Pass a function to handlers (`onClick={() => setOpen(true)}`); give effects correct dependency arrays and avoid setting state that re-triggers them; memoize object/array dependencies (`useMemo`, `useCallback`) or depend on primitive fields.',
    match: [/Too many re-renders\. React limits the number of renders to prevent an infinite loop/, /Maximum update depth exceeded\. This can happen when a component (?:repeatedly calls setState|calls setState inside useEffect)/],
    keywords: ['too many re-renders', 'infinite render loop', 'maximum update depth exceeded', 'setState in render', 'useEffect dependency loop'],
    example: `Uncaught Error: Too many re-renders. React limits the number of renders to prevent an infinite loop.
    at renderWithHooks (react-dom.development.js:16317:1)
    at mountIndeterminateComponent (react-dom.development.js:20074:1)`,
  },
];

export const WEB_PATTERNS: readonly TroublePattern[] = [...TYPESCRIPT, ...FRONTEND];
